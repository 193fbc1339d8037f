import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { advanceServerClock, resetData } from './support/api.ts';

test.beforeAll(resetData);

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const step = (path: string) => new RegExp(`/new/${path}$`);

/** Welcome, name, details: the common start of both branches. */
async function throughDetails(page: Page, username: string, name = 'Amina Otieno', { reload = true } = {}) {
  if (reload) await page.goto('/new/welcome');
  await next(page);
  await expect(page).toHaveURL(step('name'));
  await page.getByLabel('Full name').fill(name);
  await next(page);
  await expect(page).toHaveURL(step('details'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Date of birth').fill('1998-09-30');
  await page.getByLabel('Country').selectOption({ label: 'Kenya' });
  await next(page);
  await expect(page).toHaveURL(step('role-select'));
}

/** The role step: check a card, then Next. */
async function chooseRole(page: Page, role: 'Brand' | 'Influencer') {
  await page.getByRole('radio', { name: new RegExp(`I am an? ${role}`) }).check();
  await next(page);
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
  await chooseRole(page, 'Influencer');
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
  await chooseRole(page, 'Brand');
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
  await advanceServerClock(page.request, 61_000);
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
  await expect(page.getByLabel('Country')).toHaveValue('KE');
  await page.goForward();
  await expect(page).toHaveURL(step('role-select'));
  await expect(heading(page)).toHaveText('How will you use Sauti?');
  await chooseRole(page, 'Influencer');
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
  await chooseRole(page, 'Brand');
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
  await chooseRole(page, 'Influencer');
  await page.getByLabel('Instagram').check();
  await page.getByLabel('Handle or profile URL').fill('@dropped');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Travel', exact: true }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(step('influencer-onboarding/complete'));
  expect(await savedProfile(page)).toMatchObject({ socialMedia: null, niches: [] });

  await registerNew();
  await throughDetails(page, `skipb_${Date.now()}`);
  await chooseRole(page, 'Brand');
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
  await chooseRole(page, 'Brand');
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
  await chooseRole(page, 'Influencer');
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
  await page.getByLabel('Country').selectOption({ label: 'Uganda' });
  await next(page);
  await expect(page.getByRole('alert').filter({ hasText: 'You must be 18 or older to use Sauti.' })).toBeVisible();
  await page.getByLabel('Date of birth').fill('1990-02-02');
  await next(page);
  await expect(page.getByRole('alert').filter({ hasText: 'That username is taken. Please choose another.' })).toBeVisible();
  await expect(page).toHaveURL(step('details'));
});

// Keyboard-only journeys through both branches are in keyboard.spec.ts; axe checks of every step (both themes,
// both widths) are in the accessibility sweep, a11y-onboarding.spec.ts.

test.describe('what a first-time user trips on (issue 20)', () => {
  test("the landing's brand call to action comes preselected at role selection", async ({ page, readCode }) => {
    const email = `landing-${Date.now()}@sauti.test`;
    await page.goto('/');
    await page.getByRole('link', { name: 'Get started free' }).click();
    await expect(page).toHaveURL(/\/register\?role=brand$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/verify-otp$/);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(await readCode(email));
    await expect(page).toHaveURL(/\/new\/welcome/);
    await throughDetails(page, `hint_${Date.now()}`, 'Wanjiru Kamau', { reload: false });
    const roles = page.getByRole('radiogroup', { name: 'How will you use Sauti?' });
    await expect(roles.getByRole('radio', { name: /I am a Brand/ })).toBeChecked();
    await expect(roles.getByRole('radio', { name: /I am an Influencer/ })).not.toBeChecked();
    await next(page);
    await expect(page.getByText("You've chosen to be a Brand.")).toBeVisible();
    await expect(page).toHaveURL(step('brand-onboarding/company-details'));
  });

  test('without a role from sign-up none is checked, and Next asks for one', async ({ page, registerNew }) => {
    await registerNew();
    await throughDetails(page, `norole_${Date.now()}`);
    const brand = page.getByRole('radio', { name: /I am a Brand/ });
    await expect(brand).not.toBeChecked();
    await expect(page.getByRole('radio', { name: /I am an Influencer/ })).not.toBeChecked();
    await next(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Choose how you will use Sauti.' })).toBeVisible();
    await expect(brand).toBeFocused();
    await expect(page).toHaveURL(step('role-select'));
    await chooseRole(page, 'Influencer');
    await expect(page).toHaveURL(step('influencer-onboarding/social-media'));
  });

  test('"Please fill in all details." also marks each missing field with its own error', async ({ page, registerNew }) => {
    await registerNew();
    await page.goto('/new/welcome');
    await next(page);
    await page.getByLabel('Full name').fill('Amina Otieno');
    await next(page);
    await expect(page).toHaveURL(step('details'));
    await next(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all details.' })).toBeVisible();
    const fields = { Username: 'Enter a username.', 'Date of birth': 'Enter your date of birth.', Country: 'Choose your country.' } as const;
    for (const [label, error] of Object.entries(fields)) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(error);
    }
    await expect(page.getByLabel('Username')).toBeFocused();

    await page.getByLabel('Username').fill(`fields_${Date.now()}`);
    await next(page);
    await expect(page.getByLabel('Username')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Country')).toHaveAccessibleDescription('Choose your country.');
    await expect(page.getByLabel('Date of birth')).toBeFocused();
  });

});

test.describe('the country list without a region from the browser (issue 20)', () => {
  test.use({ locale: 'en' });
  test('country is chosen from the one list, with Kenya first', async ({ page, registerNew }) => {
    await registerNew();
    await page.goto('/new/welcome');
    await next(page);
    await page.getByLabel('Full name').fill('Amina Otieno');
    await next(page);
    const country = page.getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveValue('');
    const options = country.getByRole('option');
    await expect(options.nth(1)).toHaveText('Kenya');
    await expect(options.nth(2)).toHaveText('Afghanistan');
    await expect(country.getByRole('option', { name: 'Kenya', exact: true })).toHaveCount(1);
  });
});

test.describe('the likely country from the browser (issue 20)', () => {
  test.use({ locale: 'en-NG' });
  test("comes first when the browser's language names a region", async ({ page, registerNew }) => {
    await registerNew();
    await page.goto('/new/welcome');
    await next(page);
    await page.getByLabel('Full name').fill('Chioma Eze');
    await next(page);
    const country = page.getByRole('combobox', { name: 'Country' });
    await expect(country.getByRole('option').nth(1)).toHaveText('Nigeria');
    await country.selectOption({ label: 'Nigeria' });
    await page.getByLabel('Username').fill(`chioma_${Date.now()}`);
    await page.getByLabel('Date of birth').fill('1996-04-12');
    await next(page);
    await expect(page).toHaveURL(step('role-select'));
    await page.goBack();
    await expect(country).toHaveValue('NG');
  });
});
