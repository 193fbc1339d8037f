import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, SEED, test } from './fixtures.ts';
import { advanceServerClock, callApi, openAs, resetData, signInViaApi } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { SEED_CREATORS } from './support/seed.ts';

test.beforeAll(resetData);

const toast = (page: Page, title: string) => page.getByRole('region', { name: /notification/i }).getByText(title, { exact: true });
const DAY = 24 * 60 * 60 * 1000;

test('each role lands on a home with its profile, plan state and next steps', async ({ page, login }) => {
  for (const role of ['brand', 'influencer', 'partner', 'admin'] as const) {
    await login(role);
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`/${role}$`));
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
    await expect(page.getByRole('main').getByText(SEED[role])).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your plan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Next steps' }).locator('..').getByRole('link').first()).toBeVisible();
  }
});

test('a role is bounced from another role\'s home, profile and settings', async ({ page, login }) => {
  await login('partner');
  for (const path of ['/brand', '/influencer/profile', '/admin/settings']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/partner$/);
  }
});

test('a profile edit shows in the top bar at once and after a reload', async ({ page, login }) => {
  await login('brand');
  await page.goto('/brand/profile');
  await expect(page.getByLabel('Company name')).toHaveValue('Duka Fresh');
  await page.getByLabel('Full name').fill('Wanjiru K. Kamau');
  await page.getByLabel('Company name').fill('Duka Fresh Ltd');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Profile saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Wanjiru K. Kamau' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu for Wanjiru K. Kamau' })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('Duka Fresh Ltd');
  await page.getByLabel('Full name').fill(' ');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Please enter your full name.' })).toBeVisible();
  await page.getByLabel('Full name').fill('Wanjiru Kamau');
  await page.getByLabel('Username').fill('AMINA');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: /That username is taken/ })).toBeVisible();
});

test('an avatar upload is accepted, and a fake image is refused', async ({ page, login }) => {
  await login('influencer');
  await page.goto('/influencer/profile');
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f766e' } }).png().toBuffer();
  const input = page.getByLabel(/Profile photo/);
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(toast(page, 'Photo updated')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
  const src = await page.getByRole('img', { name: 'Your profile photo' }).getAttribute('src');
  expect(src).toMatch(/^\/api\/avatars\/.+\.png$/);
  await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect(page.getByRole('alert').filter({ hasText: /PNG, JPEG or WebP/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', src!);
});

test('the theme setting is the same setting as the top bar cycle', async ({ page, login }) => {
  await login('partner');
  await page.goto('/partner/settings');
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.getByRole('button', { name: /^Theme: Dark/ }).click();
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(SEED.partner);
});

test('a trial is started and shown, and a second trial is refused', async ({ page, login }) => {
  await login('brand');
  await page.goto('/upgrade');
  await page.getByRole('button', { name: /Get Started.*Professional/ }).click();
  await expect(toast(page, 'Free trial started')).toBeVisible();
  // Days left by the page's clock (the local API's clock runs a little ahead in these tests).
  const days = await page.evaluate(() => {
    const { user } = JSON.parse(localStorage.getItem('user')!) as { user: { trial: { endsAt: string; startedAt: string } } };
    return { left: Math.ceil((Date.parse(user.trial.endsAt) - Date.now()) / 86_400_000), length: (Date.parse(user.trial.endsAt) - Date.parse(user.trial.startedAt)) / 86_400_000 };
  });
  expect(days.length).toBe(14);
  const until = await page.evaluate(() => {
    const { user } = JSON.parse(localStorage.getItem('user')!) as { user: { trial: { endsAt: string } } };
    return new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Nairobi', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(user.trial.endsAt));
  });
  await expect(page.getByRole('link', { name: `Plan in force: Professional · trial until ${until}` })).toBeVisible();
  await expect(page.getByText('You have used your free trial.')).toBeVisible();
  await page.getByRole('button', { name: /Get Started.*Enterprise/ }).click();
  await expect(page.getByText(/already used your free trial/)).toBeVisible();
  await page.goto('/brand');
  await expect(page.getByText(`Free trial of Professional: ${days.left} days left`, { exact: false })).toBeVisible();
});

test('deletion: requested with a typed confirmation, restored inside the grace period, gone after it', async ({ page, login, readCode, request }) => {
  test.setTimeout(60_000);
  await login('influencer');
  await page.goto('/influencer/settings');
  const opener = page.getByRole('button', { name: 'Delete account…' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete account' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('main').getByText(/scheduled for deletion on/).first()).toBeVisible();

  // Sign out, sign back in during the grace period: the app offers to restore.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await advanceServerClock(request, 61_000); // past the code cooldown
  await page.getByLabel('Email').fill(SEED.influencer);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  // A new code was sent (not 'Code already sent', which keeps the sign-in's older one), and it is in the mailbox
  // once the code screen shows: reading earlier could find the older one.
  await expect(toast(page, 'OTP Sent!')).toBeVisible();
  await expect(page).toHaveURL(/\/verify-otp$/);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(await readCode(SEED.influencer));
  await expect(page).toHaveURL(/\/influencer$/);
  await page.getByRole('button', { name: 'Restore my account' }).click();
  await expect(toast(page, 'Account restored')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore my account' })).toBeHidden();

  // Ask again, then let the local API's clock pass the 30 days.
  await page.goto('/influencer/settings');
  await page.getByRole('button', { name: 'Delete account…' }).click();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('main').getByText(/scheduled for deletion on/).first()).toBeVisible();
  await advanceServerClock(request, 30 * DAY + 1000);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(SEED.influencer);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(toast(page, 'Account Not Found')).toBeVisible();
});

test('deletion with money held: the settings page warns of the KES 40,500 available, and the account goes only with a final payout to the saved M-Pesa number', async ({ page, request }) => {
  test.setTimeout(60_000);
  const mutua = await signInViaApi(request, SEED_CREATORS.mutua.email);
  await openAs(page, mutua, '/influencer/settings');
  const section = page.getByRole('region', { name: 'Delete account' });
  await expect(section).toContainText('You have KES 40,500 available.');
  await expect(section).toContainText('Withdraw it before you delete your account, or confirm a final payout to your saved M-Pesa number.');
  await expect(section.getByRole('link', { name: 'Go to your earnings' })).toBeVisible();
  await expectNoAxeViolations(page, '/influencer/settings with money held');

  await section.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('You have KES 40,500 available.');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  // Typing the word is not enough while money is held: the user chooses the final payout, or withdraws first.
  await expect(dialog.getByRole('button', { name: 'Delete account' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Pay out KES 40,500 to 0712 ••• 111 and delete my account' }).check();
  await expectNoAxeViolations(page, 'the deletion dialog with money held');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(toast(page, 'Account deletion scheduled')).toBeVisible();
  await expect(page.getByRole('region', { name: /notification/i })).toContainText('Your final payout has started.');
  await expect(section).toContainText(/scheduled for deletion on/);

  const earnings = await callApi(request, mutua, 'get', 'creators/me/earnings');
  expect(earnings.withdrawals).toEqual([expect.objectContaining({ amount: 4_050_000, currency: 'KES', method: 'mpesa', destination: '0712 ••• 111' })]);
  expect(await callApi(request, mutua, 'get', 'v1/auth/deletion-status')).toMatchObject({ scheduled: true, held: [] });
});

test('axe finds no WCAG 2.2 AA violations on every signed-in page', async ({ page, login }) => {
  test.setTimeout(90_000);
  for (const role of ['brand', 'admin'] as const) {
    await login(role);
    for (const path of [`/${role}`, `/${role}/profile`, `/${role}/settings`, '/upgrade']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, path);
    }
  }
});
