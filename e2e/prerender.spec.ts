import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { content } from '../src/content/auth.ts';
import { contact } from '../src/content/contact.ts';
import { surveyContent } from '../src/content/survey.ts';
import { landing } from '../src/content/landing.ts';
import { pricing } from '../src/content/pricing.ts';
import { recruitmentContent } from '../src/content/recruitment.ts';
import { site } from '../src/content/site.ts';
import { expect, test } from './fixtures.ts';
import { resetData } from './support/api.ts';

/** Issue 22: public pages paint from prerendered HTML, then hydrate without a mismatch (docs/decisions/0017). */
test.beforeAll(resetData);

const PAGES = [
  { path: '/', heading: landing.hero.headline },
  { path: '/pricing', heading: pricing.title },
  { path: '/login', heading: content.login.title },
  { path: '/recruitment', heading: recruitmentContent.hero.heading },
];
const HYDRATION_PROBLEM = /hydrat|#418|#423|#425/i;

/** Every console message that speaks of hydration, from the moment the page starts loading. */
function watchHydration(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_PROBLEM.test(message.text())) messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

/** The one inline script is the theme's, and the CSP allows it by its hash; no other script is inline. */
function expectOnlyTheThemeScriptInline(html: string, csp: string | undefined): void {
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  expect(inline).toHaveLength(1);
  expect(inline[0]).toContain("localStorage.getItem('theme')");
  const hash = createHash('sha256').update(inline[0]!).digest('base64');
  expect(csp?.split('; ').find((d) => d.startsWith('script-src'))).toBe(`script-src 'self' 'sha256-${hash}'`);
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag, tag).toMatch(/^<script>$|\bsrc=|type="application\/json"/);
}

test.describe('the served HTML', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} holds its main heading, its theme script and stylesheet inline, and no script the CSP does not name`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(heading);
      // Nothing render-blocking is fetched before first paint: the theme script and the stylesheet are in the page.
      expect(html).not.toMatch(/<link rel="stylesheet"|<script src="\/theme-init\.js"/);
      expect(html).toMatch(/<style>[^<]*\.dark/);
      expectOnlyTheThemeScriptInline(html, res.headers()['content-security-policy']);
    });
  }

  // The other HTML the server sends: the app shell of the signed-in pages, a creator's page with its preview tags, and
  // the not-found page. Each is served with a CSP naming the hash of what it carries inline.
  for (const [path, status] of [['/brand', 200], ['/c/mutua.eats', 200], ['/no-such-page', 404]] as const) {
    test(`${path} carries the theme script inline, and the CSP it is served with names its hash`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(status);
      expectOnlyTheThemeScriptInline(await res.text(), res.headers()['content-security-policy']);
    });
  }

  test('an unknown path is the not-found page with a 404 status', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: site.notFound.title })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the pricing page still shows its heading', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: pricing.title })).toBeVisible();
  });

  // Before hydration the browser would send a form itself, its answers in the address: the sending buttons wait.
  for (const [path, button] of [['/login', content.login.continue], ['/contact', contact.submit], ['/survey', surveyContent.submit]] as const) {
    test(`${path} cannot be sent until it has hydrated`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('button', { name: button, exact: true })).toBeDisabled();
    });
  }
});

test.describe('hydration', () => {
  test('the forms can be sent once the page has hydrated', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: content.login.continue, exact: true })).toBeEnabled();
  });

  for (const { path, heading } of PAGES) {
    test(`${path} hydrates with no mismatch`, async ({ page }) => {
      const messages = watchHydration(page);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydration', 'ok');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(messages).toEqual([]);
    });
  }

  test('a stored dark theme is applied before paint and hydrates with no mismatch', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const messages = watchHydration(page);
    await page.goto('/pricing');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).toHaveAttribute('data-hydration', 'ok');
    expect(messages).toEqual([]);
  });

  test('the open roles load once the recruitment page has hydrated', async ({ page }) => {
    await page.goto('/recruitment');
    // Roles are API data, not in the HTML: the seed's first role arrives after hydration.
    await expect(page.getByRole('heading', { level: 3, name: 'Product Manager (PM)' })).toBeVisible();
    await expect(page.getByText(recruitmentContent.roles.loadFailed)).toHaveCount(0);
  });
});

test('a signed-in visitor on the prerendered login page lands home without ever seeing it', async ({ page, login }) => {
  await login('brand');
  // Records, every frame from the first, whether the login page (any heading while at /login) is on screen.
  await page.addInitScript(() => {
    const seen: boolean[] = [];
    (window as unknown as { seenLogin: boolean[] }).seenLogin = seen;
    const check = () => {
      const root = document.getElementById('root');
      const visible = !!root && getComputedStyle(root).visibility !== 'hidden';
      seen.push(location.pathname === '/login' && visible && !!document.querySelector('h1'));
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  const messages = watchHydration(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/brand$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  const seen = await page.evaluate(() => (window as unknown as { seenLogin: boolean[] }).seenLogin);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter(Boolean)).toEqual([]);
  expect(messages).toEqual([]);
});
