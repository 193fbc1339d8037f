import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { resetData } from './support/api.ts';
import { AxeSweep, COMBOS, comboName, onDiagonal, useCombo } from './support/axe.ts';

test.beforeAll(resetData);

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const step = (path: string) => new RegExp(`/new/${path}$`);
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The shared steps: welcome, name and details (both also with their errors shown), then the role choice. */
async function sharedSteps(page: Page, sweep: AxeSweep, role: 'Brand' | 'Influencer', scans: 'all' | 'errors' | 'none') {
  const scan = (where: string) => (scans === 'all' ? sweep.check(where) : Promise.resolve());
  const scanError = (where: string) => (scans === 'none' ? Promise.resolve() : sweep.check(where));
  await sweep.open('/new/welcome');
  await scan('/new/welcome');
  await next(page);
  await expect(page).toHaveURL(step('name'));
  await scan('/new/name');
  await next(page);
  await expect(alert(page, 'Please enter your full name.')).toBeVisible();
  await scanError('/new/name (errors shown)');
  await page.getByLabel('Full name').fill('Sweep Tester');
  await next(page);
  await expect(page).toHaveURL(step('details'));
  await scan('/new/details');
  await next(page);
  await expect(alert(page, 'Please fill in all details.')).toBeVisible();
  await expect(alert(page, 'Choose your country.')).toBeVisible();
  await scanError('/new/details (errors shown)');
  await page.getByLabel('Username').fill(`a11y_${role}_${Date.now()}`);
  await page.getByLabel('Date of birth').fill('1990-01-01');
  await page.getByLabel('Country').selectOption({ label: 'Kenya' });
  await next(page);
  await expect(page).toHaveURL(step('role-select'));
  await scan('/new/role-select');
  await next(page);
  await expect(alert(page, 'Choose how you will use Sauti.')).toBeVisible();
  await scanError('/new/role-select (errors shown)');
}

/** The steps of one branch, from the role choice to the end. */
async function branchSteps(page: Page, sweep: AxeSweep, role: 'Brand' | 'Influencer') {
  const branch = `${role.toLowerCase()}-onboarding`;
  await page.getByRole('radio', { name: new RegExp(`I am an? ${role}`) }).check();
  await next(page);
  const first = role === 'Brand' ? 'company-details' : 'social-media';
  await expect(page).toHaveURL(step(`${branch}/${first}`));
  await sweep.check(`/new/${branch}/${first}`);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible();
  await sweep.check(`/new/${branch}/${role === 'Brand' ? 'goals' : 'niche'}`);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(step(`${branch}/complete`));
  await sweep.check(`/new/${branch}/complete`);
}

// Every step in light @ 1280 and dark @ 320; the errors shown in all four combos (why: ROUTE_COMBOS in support/axe.ts).
for (const combo of COMBOS) {
  const routes = onDiagonal(combo);
  test(`accessibility sweep: ${routes ? 'every onboarding step of both branches' : 'the onboarding errors'} (${comboName(combo)})`, async ({ page, registerNew }) => {
    test.setTimeout(90_000);
    await useCombo(page, combo);
    const sweep = new AxeSweep(page, combo);
    await registerNew();
    await sharedSteps(page, sweep, 'Brand', routes ? 'all' : 'errors');
    if (routes) {
      await branchSteps(page, sweep, 'Brand');
      await registerNew();
      await sharedSteps(page, sweep, 'Influencer', 'none');
      await branchSteps(page, sweep, 'Influencer');
    }
  });
}
