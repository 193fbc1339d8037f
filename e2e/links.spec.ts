import type { Page } from '@playwright/test';
import { publicChromeHrefs } from '../src/content/public-footer.ts';
import { expect, test } from './fixtures.ts';
import { resetData } from './support/api.ts';

test.beforeAll(resetData);

/** Every href of the public header and footer (src/content/navigation.ts), each once. */
const hrefs = publicChromeHrefs();

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

// axe checks of these pages, in both themes and at both widths, live in the accessibility sweep (a11y-public.spec.ts).
