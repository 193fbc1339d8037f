import type { Page } from '@playwright/test';
import { expect, SEED, test } from './fixtures.ts';
import { advanceServerClock, resetData } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test.beforeAll(resetData);

const toast = (page: Page, title: string) => page.getByRole('region', { name: /notification/i }).getByText(title, { exact: true });
const digit = (page: Page, n: number) => page.getByRole('textbox', { name: `Digit ${n} of 6` });

async function requestCode(page: Page, path: '/login' | '/register', email: string) {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
}

test('register, then code, then /new/welcome', async ({ page, readCode }) => {
  const email = `fresh-${Date.now()}@sauti.test`;
  await requestCode(page, '/register', email);
  await expect(toast(page, 'OTP Sent!')).toBeVisible();
  await expect(page.getByRole('main').getByText(email, { exact: true })).toBeVisible();
  await digit(page, 1).pressSequentially(await readCode(email));
  await expect(page).toHaveURL(/\/new\/welcome/);
  await expect(toast(page, 'Verification Successful')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(stored.user.email).toBe(email);
  expect(stored.user.role).toBeNull();
});

test('login of a seeded brand ends on /brand', async ({ page, readCode }) => {
  await requestCode(page, '/login', SEED.brand);
  await digit(page, 1).pressSequentially(await readCode(SEED.brand));
  await expect(page).toHaveURL(/\/brand$/);
});

test("an unknown email gives 'Account Not Found' with a working Register action", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@sauti.test');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(toast(page, 'Account Not Found')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
});

test('a wrong code gives the error toast, clears the boxes and keeps the user on the page', async ({ page, readCode }) => {
  await requestCode(page, '/login', SEED.partner);
  const code = await readCode(SEED.partner);
  const wrong = code === '000000' ? '111111' : '000000';
  await digit(page, 1).pressSequentially(wrong);
  await expect(toast(page, 'Error')).toBeVisible();
  await expect(page.getByText(/That code is not correct/)).toBeVisible();
  await expect(page).toHaveURL(/\/verify-otp$/);
  await expect(digit(page, 1)).toHaveValue('');
  await expect(digit(page, 1)).toBeFocused();
});

test('pasting a full code into any box fills all six and verifies', async ({ page, readCode, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await requestCode(page, '/login', SEED.influencer);
  const code = await readCode(SEED.influencer);
  await page.evaluate((c) => navigator.clipboard.writeText(c), code);
  await digit(page, 4).focus();
  await page.keyboard.press('Control+V');
  await expect(page).toHaveURL(/\/influencer$/);
});

test('resend clears the boxes, focuses the first and the old code is refused', async ({ page, readCode, request }) => {
  await page.clock.install();
  await requestCode(page, '/login', SEED.admin);
  const oldCode = await readCode(SEED.admin);
  const resend = page.getByRole('button', { name: /Resend code/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toContainText('60s');
  await digit(page, 1).pressSequentially(oldCode.slice(0, 3));
  // The cooldown passes on both clocks: the page's and the local API's.
  await advanceServerClock(request, 61_000);
  await page.clock.runFor(61_000);
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect(toast(page, 'OTP Resent')).toBeVisible();
  await expect(digit(page, 1)).toHaveValue('');
  await expect(digit(page, 3)).toHaveValue('');
  await expect(digit(page, 1)).toBeFocused();
  await expect.poll(() => readCode(SEED.admin)).not.toBe(oldCode);
  await digit(page, 1).pressSequentially(oldCode);
  await expect(page.getByText(/That code is not correct/)).toBeVisible();
  await expect(page).toHaveURL(/\/verify-otp$/);
});

test.describe('Continue again inside the 60 s cooldown (issue 20)', () => {
  test('goes to the code screen with the remaining wait, and the code already sent still works', async ({ page, readCode, request }) => {
    await page.clock.install();
    await requestCode(page, '/login', SEED.partner);
    const code = await readCode(SEED.partner);
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Eight seconds pass on the local API's clock, so the wait left is plainly less than the full minute.
    await advanceServerClock(request, 8_000);
    await page.getByLabel('Email').fill(SEED.partner);
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/send-otp') && r.status() === 429);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const retryAfter = Number((await refused).headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(40);
    expect(retryAfter).toBeLessThanOrEqual(52);

    await expect(page).toHaveURL(/\/verify-otp$/);
    await expect(toast(page, 'Code already sent')).toBeVisible();
    await expect(page.getByText(/Please wait/)).toHaveCount(0);
    const resend = page.getByRole('button', { name: /Resend code/ });
    await expect(resend).toBeDisabled();
    const shown = Number((await resend.textContent())?.match(/available in (\d+)s/)?.[1]);
    expect(shown).toBeLessThanOrEqual(retryAfter);
    expect(shown).toBeGreaterThanOrEqual(retryAfter - 2);
    await page.clock.runFor(retryAfter * 1000);
    await expect(resend).toBeEnabled();
    await expect(resend).toHaveText('Resend code');

    await digit(page, 1).pressSequentially(code);
    await expect(page).toHaveURL(/\/partner$/);
  });

  test('past the hourly limit of sends it stays put with the server\'s message', async ({ page, request }) => {
    const email = `hourly-${Date.now()}@sauti.test`;
    for (let i = 0; i < 5; i++) {
      await advanceServerClock(request, 61_000);
      expect((await request.post('/api/v1/send-otp', { data: { email, purpose: 'register' } })).ok()).toBe(true);
    }
    await advanceServerClock(request, 61_000);
    await page.goto('/register');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(toast(page, 'Error')).toBeVisible();
    await expect(page.getByText(/Too many codes were requested for this email/)).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test('a missing email or purpose on /verify-otp gives the error toast and goes to /login', async ({ page }) => {
  await page.goto('/verify-otp');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Missing email or purpose. Please start the login/registration process again.')).toBeVisible();
});

test('the message query on /login shows a Notice toast', async ({ page }) => {
  await page.goto('/login?message=Please%20sign%20in%20again');
  await expect(toast(page, 'Notice')).toBeVisible();
  await expect(page.getByText('Please sign in again')).toBeVisible();
});

test('a message containing HTML shows as literal text in the toast, never as markup', async ({ page }) => {
  const html = '<img src=x onerror="document.title=\'pwned\'"><b>Bold</b> notice';
  await page.goto(`/login?message=${encodeURIComponent(html)}`);
  const region = page.getByRole('region', { name: /notification/i });
  await expect(region.getByText(html, { exact: true })).toBeVisible();
  await expect(region.locator('b, img')).toHaveCount(0);
  await expect(page).not.toHaveTitle('pwned');
});

test('social sign-in goes through the stand-in provider and back', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByRole('button', { name: SEED.brand }).click();
  await expect(page).toHaveURL(/\/brand$/);
});

test('a refused social sign-in shows an error toast on /login', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('link', { name: 'Sign up with Apple' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/cancelled or refused/)).toBeVisible();
});

test('logout revokes the token, clears the session and shows Logout Successful', async ({ page, login, request }) => {
  const { token } = await login('brand');
  await page.goto('/brand');
  await page.getByRole('button', { name: 'Account menu for Wanjiru Kamau' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(toast(page, 'Logout Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  const me = await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test('a token revoked server-side leads back to /login on the next call', async ({ page, login, request }) => {
  const { token } = await login('influencer');
  await page.goto('/influencer');
  await expect(page).toHaveURL(/\/influencer$/);
  await request.post('/api/v1/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('keyboard only: log in with Tab, typing and Enter', async ({ page, readCode }) => {
  await page.goto('/login');
  await page.keyboard.press('Tab');
  for (let i = 0; i < 40 && !(await page.getByLabel('Email').evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.type(SEED.brand);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/verify-otp$/);
  // Focus moves to the main heading after navigation; the first box is the next stop.
  await expect(page.getByRole('heading', { level: 1, name: 'Enter verification code' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(digit(page, 1)).toBeFocused();
  await page.keyboard.type(await readCode(SEED.brand));
  await expect(page).toHaveURL(/\/brand$/);
});

test('keyboard only: register, resend after the cooldown, then log out, never clicking', async ({ page, readCode, request }) => {
  test.setTimeout(60_000);
  const email = `keys-${Date.now()}@sauti.test`;
  await page.clock.install();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await page.getByLabel('Email').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Enter verification code' })).toBeFocused();
  await advanceServerClock(request, 61_000);
  await page.clock.runFor(61_000);
  const resend = page.getByRole('button', { name: 'Resend code' });
  await expect(resend).toBeEnabled();
  for (let i = 0; i < 12 && !(await resend.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
  await page.keyboard.type(await readCode(email));
  await expect(page).toHaveURL(/\/new\/welcome/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Out again, by keyboard: an account without a role has no chrome yet, so use a seeded brand.
  await page.evaluate(() => localStorage.clear());
  await advanceServerClock(request, 61_000);
  await page.goto('/login');
  await page.getByLabel('Email').focus();
  await page.keyboard.type(SEED.brand);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Enter verification code' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type(await readCode(SEED.brand));
  await expect(page).toHaveURL(/\/brand$/);
  const menu = page.getByRole('button', { name: 'Account menu for Wanjiru Kamau' });
  await menu.focus();
  await page.keyboard.press('Enter');
  const logout = page.getByRole('button', { name: 'Log out' });
  for (let i = 0; i < 4 && !(await logout.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});

test('axe finds no WCAG 2.2 AA violations on /login, /register and /verify-otp', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // toasts at full colour, never mid-fade
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
  await requestCode(page, '/register', `axe-${Date.now()}@sauti.test`);
  await expectNoAxeViolations(page, '/verify-otp');
});
