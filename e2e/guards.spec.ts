import { expect, test } from './fixtures.ts';
import { resetData } from './support/api.ts';

test.beforeAll(resetData);

test.describe('route guards (spec §4 "Route guard", §6)', () => {
  test('a visitor sent to a guarded route goes to /login', async ({ page }) => {
    for (const path of ['/brand', '/influencer', '/partner', '/admin', '/upgrade', '/new/welcome']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(/\/login$/);
    }
  });

  test('a user without a role outside /new/ goes to /new/welcome', async ({ page, login }) => {
    await login('none');
    await page.goto('/brand');
    await expect(page).toHaveURL(/\/new\/welcome/);
    await page.goto('/upgrade');
    await expect(page).toHaveURL(/\/new\/welcome/);
  });

  test('a user whose role is not allowed goes to their own home', async ({ page, login }) => {
    await login('influencer');
    await page.goto('/brand');
    await expect(page).toHaveURL(/\/influencer$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/influencer$/);
  });

  test('each role reaches its own home and /upgrade', async ({ page, login }) => {
    for (const role of ['brand', 'partner', 'admin'] as const) {
      await login(role);
      await page.goto(`/${role}`);
      await expect(page).toHaveURL(new RegExp(`/${role}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
      await page.goto('/upgrade');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upgrade your plan');
    }
  });

  test('signed-in users are bounced from /login, /register and /verify-otp to their home', async ({ page, login }) => {
    await login('brand');
    for (const path of ['/login', '/register', '/verify-otp']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(/\/brand$/);
    }
  });

  test('the index sends a user with a role home and one without a role to onboarding', async ({ page, login }) => {
    await login('partner');
    await page.goto('/');
    await expect(page).toHaveURL(/\/partner$/);
    await login('none');
    await page.goto('/');
    await expect(page).toHaveURL(/\/new\/welcome\?email=newcomer/);
  });

  test("shows 'Loading...' while the stored session is being checked", async ({ page, login }) => {
    await login('brand');
    // A slow network (DevTools throttling, not a mock) keeps the session check in flight long enough to see.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 1500, downloadThroughput: -1, uploadThroughput: -1 });
    await page.goto('/brand', { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome', { timeout: 15_000 });
  });

  test('signed-in pages have the chrome; without a user the child renders bare', async ({ page, login }) => {
    await login('brand');
    await page.goto('/brand');
    await expect(page.getByRole('button', { name: /AI Copilot/ })).toBeVisible();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/new/welcome');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('public shell', () => {
  test('an unknown URL shows a real not-found page with a way back', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the landing page shows the header, footer and current year', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    await expect(page).toHaveTitle(/Sauti/);
  });
});
