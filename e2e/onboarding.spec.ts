import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { resetData } from './support/api.ts';

test.beforeAll(resetData);

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const step = (path: string) => new RegExp(`/new/${path}$`);

/** Welcome, name, details: the common start of both branches. */
async function throughDetails(page: Page, username: string, name = 'Amina Otieno') {
  await page.goto('/new/welcome');
  await next(page);
  await expect(page).toHaveURL(step('name'));
  await page.getByLabel('Full name').fill(name);
  await next(page);
  await expect(page).toHaveURL(step('details'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Date of birth').fill('1998-09-30');
  await page.getByLabel('Country').fill('Kenya');
  await next(page);
  await expect(page).toHaveURL(step('role-select'));
}

async function savedProfile(page: Page) {
  return page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('user') ?? '{}') as { token: string };
    const res = await fetch('/api/profiles/me', { headers: { Authorization: `Bearer ${token}` } });
    return res.ok ? ((await res.json()) as { profile: Record<string, unknown> }).profile : null;
  });
}

test('influencer branch end to end, from a new email to /influencer, saved for real', async ({ page, registerNew }) => {
  await registerNew();
  await throughDetails(page, `amina_${Date.now()}`);
  await page.getByRole('button', { name: /I am an Influencer/ }).click();
  await expect(page.getByText("You've chosen to be an Influencer.")).toBeVisible();
  await expect(page).toHaveURL(step('influencer-onboarding/social-media'));
  await expect(page.getByLabel('Handle or profile URL')).toHaveCount(0);
  await page.getByLabel('TikTok').check();
  await page.getByLabel('Handle or profile URL').fill('@amina.creates');
  await next(page);
  await page.getByRole('button', { name: 'Fashion', exact: true }).click();
  await page.getByLabel('Add your own niche').fill('Street food');
  await page.getByLabel('Add your own niche').press('Enter');
  await page.getByLabel('Add your own niche').fill('street FOOD');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('button', { name: /street food/i })).toHaveCount(1);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(step('influencer-onboarding/complete'));
  await expect(heading(page)).toHaveText("You're All Set, Amina Otieno!");
  expect(await savedProfile(page)).toMatchObject({ role: 'influencer', country: 'KE', niches: ['Fashion', 'Street food'], socialMedia: { platform: 'tiktok', handle: '@amina.creates' } });
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/influencer$/);
  await expect(page.getByText('Amina Otieno').first()).toBeVisible();
});

test('brand branch end to end, to /brand, and the profile is there after signing out and back in', async ({ page, registerNew, readCode }) => {
  const { email } = await registerNew();
  await throughDetails(page, `duka_${Date.now()}`, 'Wanjiru Kamau');
  await page.getByRole('button', { name: /I am a Brand/ }).click();
  await expect(page.getByText("You've chosen to be a Brand.")).toBeVisible();
  await page.getByLabel('Company name').fill('Duka Fresh');
  await page.getByLabel('Industry').selectOption({ label: 'Food & Beverage' });
  await next(page);
  await page.getByLabel('Generate Leads').check();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(heading(page)).toHaveText('Your brand profile is ready');
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/brand$/);
  await page.getByRole('button', { name: 'Account menu for Wanjiru Kamau' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.request.post('/api/dev/clock', { data: { advanceMs: 61_000 } });
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  // The new code is in the mailbox once the code screen shows; reading earlier could find the sign-in's older one.
  await expect(page).toHaveURL(/\/verify-otp$/);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(await readCode(email));
  await expect(page).toHaveURL(/\/brand$/);
  expect(await savedProfile(page)).toMatchObject({ companyName: 'Duka Fresh', industry: 'food-&-beverage', marketingGoals: ['Generate Leads'] });
});

test('Back keeps earlier data on every branch step, and browser Back and Forward follow', async ({ page, registerNew }) => {
  await registerNew();
  await throughDetails(page, `back_${Date.now()}`);
  await page.goBack();
  await expect(page).toHaveURL(step('details'));
  await expect(page.getByLabel('Country')).toHaveValue('Kenya');
  await page.goForward();
  await expect(page).toHaveURL(step('role-select'));
  await expect(heading(page)).toHaveText('How will you use Sauti?');
  await page.getByRole('button', { name: /I am an Influencer/ }).click();
  await page.getByLabel('YouTube').check();
  await page.getByLabel('Handle or profile URL').fill('youtube.com/@amina');
  await next(page);
  await expect(page).toHaveURL(step('influencer-onboarding/niche'));
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(step('influencer-onboarding/social-media'));
  await expect(page.getByLabel('Handle or profile URL')).toHaveValue('youtube.com/@amina');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(step('role-select'));
  await page.goBack();
  await expect(page).toHaveURL(step('influencer-onboarding/social-media'));
  await expect(page.getByLabel('Handle or profile URL')).toHaveValue('youtube.com/@amina');
  await page.goForward();
  await expect(page).toHaveURL(step('role-select'));
  await page.getByRole('button', { name: /I am a Brand/ }).click();
  await page.getByLabel('Company name').fill('Duka');
  await next(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(step('brand-onboarding/company-details'));
  await expect(page.getByLabel('Company name')).toHaveValue('Duka');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(step('role-select'));
});

test('Skip moves forward without that step\'s data, on both branches', async ({ page, registerNew }) => {
  await registerNew();
  await throughDetails(page, `skip_${Date.now()}`);
  await page.getByRole('button', { name: /I am an Influencer/ }).click();
  await page.getByLabel('Instagram').check();
  await page.getByLabel('Handle or profile URL').fill('@dropped');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Travel', exact: true }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(step('influencer-onboarding/complete'));
  expect(await savedProfile(page)).toMatchObject({ socialMedia: null, niches: [] });

  await registerNew();
  await throughDetails(page, `skipb_${Date.now()}`);
  await page.getByRole('button', { name: /I am a Brand/ }).click();
  await page.getByLabel('Company name').fill('Dropped Ltd');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByLabel('Boost Website Traffic').check();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(step('brand-onboarding/complete'));
  expect(await savedProfile(page)).toMatchObject({ companyName: '', industry: '', marketingGoals: [] });
});

test('a reload mid-wizard keeps the data and the step', async ({ page, registerNew }) => {
  await registerNew();
  await throughDetails(page, `reload_${Date.now()}`);
  await page.getByRole('button', { name: /I am a Brand/ }).click();
  await page.getByLabel('Company name').fill('Reloaded');
  await next(page);
  await page.reload();
  await expect(page).toHaveURL(step('brand-onboarding/goals'));
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Company name')).toHaveValue('Reloaded');
});

test('guards: no data goes to /login, and branch screens need their role', async ({ page, registerNew }) => {
  await page.goto('/new/details');
  await expect(page).toHaveURL(/\/login$/);
  await registerNew();
  await page.goto('/new/role-select');
  await expect(page).not.toHaveURL(step('role-select'));
  await throughDetails(page, `guard_${Date.now()}`);
  await page.getByRole('button', { name: /I am an Influencer/ }).click();
  await expect(page).toHaveURL(step('influencer-onboarding/social-media'));
  await page.goto('/new/brand-onboarding/company-details');
  await expect(page).not.toHaveURL(step('brand-onboarding/company-details'));
});

test('validation: the name and details messages, the age rule and a duplicate username', async ({ page, registerNew }) => {
  await registerNew();
  await page.goto('/new/name');
  await next(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter your full name.' })).toBeVisible();
  await page.getByLabel('Full name').fill('Brian');
  await next(page);
  await next(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all details.' })).toBeVisible();
  await page.getByLabel('Username').fill('amina');
  const seventeen = new Date(Date.now() - 17 * 365.25 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Date of birth').fill(seventeen);
  await page.getByLabel('Country').fill('Uganda');
  await next(page);
  await expect(page.getByRole('alert').filter({ hasText: 'You must be 18 or older to use Sauti.' })).toBeVisible();
  await page.getByLabel('Date of birth').fill('1990-02-02');
  await next(page);
  await expect(page.getByRole('alert').filter({ hasText: 'That username is taken. Please choose another.' })).toBeVisible();
  await expect(page).toHaveURL(step('details'));
});

// Keyboard-only journeys through both branches are in keyboard.spec.ts; axe checks of every step (both themes,
// both widths) are in the accessibility sweep, a11y-onboarding.spec.ts.
