import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { accountMenu, footerColumns, headerMenus, homeHref, legalLinks, pricingLink, searchHref, socialLinks } from '../src/content/navigation.ts';
import { expect, test } from './fixtures.ts';
import { resetData } from './support/api.ts';

test.beforeAll(resetData);

/** Every href of the public header and footer (src/content/navigation.ts), each once. */
const hrefs = [
  ...new Set([
    homeHref,
    ...headerMenus.flatMap((menu) => menu.items.map((item) => item.href)),
    pricingLink.href,
    ...accountMenu.items.map((item) => item.href),
    `${searchHref}?q=fashion`,
    ...footerColumns.flatMap((column) => column.links.map((link) => link.href)),
    ...legalLinks.map((link) => link.href),
    ...socialLinks.map((link) => link.href),
  ]),
];

const expectAPage = async (page: Page, href: string) => {
  await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' }), href).toHaveCount(0);
};

test.describe('every header and footer link resolves to a page (spec §2)', () => {
  for (const href of hrefs) {
    test(`${href} opens a page`, async ({ page }) => {
      await page.goto(href);
      await expectAPage(page, href);
    });
  }

  test('an unknown path still shows the not-found page (so the checks above can fail)', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('footer links work as in-app navigation too', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const name of ['Our Vision', 'Creator Academy', 'Case Studies', 'FAQs', 'Contact Us']) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expectAPage(page, name);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    }
  });
});

const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();

/** The pages this part of the site owns, checked with axe in both themes at desktop and phone widths. */
const ownPages = [
  '/about', '/mission', '/vision', '/story', '/values', '/privacy', '/terms', '/support', '/faqs', '/contact',
  '/partners', '/docs', '/blog', '/case-studies', '/changelog', '/referrals', '/university', '/events', '/hackathons',
  '/community', '/students', '/creators?niche=fashion', '/search?q=fashion',
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(({ page }) => page.addInitScript((t) => localStorage.setItem('theme', t), theme));

    for (const path of ownPages) {
      test(`no WCAG 2.2 AA violations on ${path} at 1280 and 320 px`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        for (const width of [1280, 320]) {
          // The layout follows the width through CSS, so the loaded page is resized rather than reloaded.
          await page.setViewportSize({ width, height: 800 });
          expect((await axe(page)).violations, `${width}px`).toEqual([]);
          if (path === '/faqs') {
            // Closed answers are hidden, so an open one is checked too.
            await page.getByRole('button', { name: 'What is Sauti?' }).click();
            await expect(page.getByRole('region', { name: 'What is Sauti?' })).toBeVisible();
            expect((await axe(page)).violations, `${width}px, answer open`).toEqual([]);
            await page.getByRole('button', { name: 'What is Sauti?' }).click();
          }
        }
      });
    }
  });
}
