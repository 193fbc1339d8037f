import type { Page } from '@playwright/test';
import { publicChromeHrefs } from '../src/content/public-footer.ts';
import { expect, SEED, test } from './fixtures.ts';
import { resetData } from './support/api.ts';
import { AxeSweep, COMBOS, comboName, ROUTE_COMBOS, useCombo } from './support/axe.ts';

test.beforeAll(resetData);

/** Every public page: the header and footer links, plus the pages only reached from inside the site (creator pages with past work, issue 24). */
const publicPaths = [...new Set([...publicChromeHrefs(), '/recruitment', '/survey', '/creators', '/c/mutua.eats', '/c/akinyi.glow', '/c/amara.in.london', '/search?q=zzzz', '/pricing?audience=brand', '/pricing?audience=partner', '/no-such-page'])];

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const toasts = (page: Page) => page.getByRole('region', { name: /notification/i });
/** A toast with this text has finished entering (sonner fades it in), so axe reads its settled colours. */
async function toastSettled(page: Page, text: string) {
  const toast = toasts(page).locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await expect(toast).toHaveCSS('opacity', '1');
}

/** The landing hero in the states that matter: paused (as reduced motion starts it), on another slide, playing. */
async function carouselStates(page: Page, sweep: AxeSweep) {
  await sweep.open('/');
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await page.getByRole('button', { name: 'Show slide 3 of 4' }).click();
  await sweep.check('/ (carousel paused on slide 3)');
  await page.getByRole('button', { name: 'Play slideshow' }).click();
  await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  await sweep.check('/ (carousel playing)');
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
}

/** The errors each public form shows when sent empty, and the sign-in toast on the code page. */
async function formStates(page: Page, sweep: AxeSweep) {
  await sweep.open('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
  await sweep.check('/contact (errors shown)');

  await sweep.open('/survey');
  await page.getByRole('button', { name: 'Submit Survey' }).click();
  await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
  await sweep.check('/survey (errors shown)');

  // Sign-in validates the address natively; the errors it shows are the API's, in a toast.
  await sweep.open('/login');
  await page.getByLabel('Email').fill('nobody@sauti.test');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(toasts(page).getByText('Account Not Found', { exact: true })).toBeVisible();
  await toastSettled(page, 'Account Not Found');
  await sweep.check('/login (error toast visible)');
  await page.getByLabel('Email').fill(SEED.partner);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  await expect(toasts(page).getByText('OTP Sent!', { exact: true })).toBeVisible();
  await toastSettled(page, 'OTP Sent!');
  await sweep.check('/verify-otp (toast visible)');
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially('000000');
  await expect(page.getByText(/That code is not correct/)).toBeVisible();
  await toastSettled(page, 'That code is not correct');
  await sweep.check('/verify-otp (wrong code error)');
}

/** The FAQ with an answer open, the recruitment page's two modals, and (on phones) the header menu. */
async function disclosureStates(page: Page, sweep: AxeSweep, phone: boolean) {
  await sweep.open('/faqs');
  await page.getByRole('button', { name: 'What is Sauti?' }).click();
  await expect(page.getByRole('region', { name: 'What is Sauti?' })).toBeVisible();
  await sweep.check('/faqs (answer open)');

  await sweep.open('/recruitment');
  await page.getByRole('button', { name: 'Learn More About Us' }).click();
  await expect(dialog(page, 'About Sauti').getByRole('slider', { name: 'Seek' })).toBeEnabled();
  await sweep.check('/recruitment (video modal open)');
  await page.keyboard.press('Escape');
  await expect(dialog(page, 'About Sauti')).toBeHidden();
  await page.getByRole('button', { name: 'Apply Now for Assistant Fullstack Developer' }).click();
  const apply = dialog(page, 'Apply for Assistant Fullstack Developer');
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(apply.getByText('Full Name is required.')).toBeVisible();
  await sweep.check('/recruitment (application modal, errors shown)');
  await page.keyboard.press('Escape');

  if (phone) {
    await sweep.open('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(dialog(page, 'Menu')).toBeVisible();
    await sweep.check('/ (phone menu open)');
  }
}

// Routes in light @ 1280 and dark @ 320; the states in all four combos (why: ROUTE_COMBOS in support/axe.ts).
for (const combo of ROUTE_COMBOS) {
  test(`accessibility sweep: every public page has no WCAG 2.2 AA violations (${comboName(combo)})`, async ({ page }) => {
    test.setTimeout(240_000);
    await useCombo(page, combo);
    const sweep = new AxeSweep(page, combo);
    for (const path of publicPaths) await sweep.visit(path);
  });
}

for (const combo of COMBOS) {
  test(`accessibility sweep: the public states (carousel, errors, toasts, FAQ, modals, menu) have none either (${comboName(combo)})`, async ({ page }) => {
    test.setTimeout(90_000);
    await useCombo(page, combo);
    const sweep = new AxeSweep(page, combo);
    await carouselStates(page, sweep);
    await formStates(page, sweep);
    await disclosureStates(page, sweep, combo.width < 640);
  });
}
