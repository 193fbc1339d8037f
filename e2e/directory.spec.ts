import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { resetData } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { SEED_CREATORS as C, SEED_DUKA_RECRUITING, SEED_UNVERIFIED } from './support/seed.ts';

test.beforeAll(resetData);

const status = (page: Page) => page.getByRole('main').getByRole('status');
/** The creator cards' names, in the order shown. */
const names = (page: Page) => page.getByRole('list', { name: 'Verified creators' }).getByRole('article').getByRole('heading');
const card = (page: Page, name: string) => page.getByRole('article', { name });

async function headerSearch(page: Page, text: string) {
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search creators and campaigns' });
  await box.fill(text);
  await box.press('Enter');
}

async function headerMenu(page: Page, menu: string, item: string) {
  await page.getByRole('banner').getByRole('button', { name: menu }).click();
  await page.getByRole('banner').getByRole('link', { name: item, exact: true }).click();
}

test.describe('the header search (campaigns issue: search and directories)', () => {
  test('finds a verified creator by name, with their country, niches and platform figures', async ({ page }) => {
    await page.goto('/');
    await headerSearch(page, 'Wambui');
    await expect(page).toHaveURL(/\/search\?q=Wambui$/);
    await expect(status(page)).toHaveText('1 creator and 0 recruiting campaigns found for “Wambui”.');
    const wambui = card(page, C.wambui.name);
    await expect(wambui).toContainText(`@${C.wambui.username} · Kenya`);
    await expect(wambui.getByRole('list', { name: 'Niches' }).getByRole('listitem')).toHaveText([...C.wambui.niches]);
    await expect(wambui.getByRole('list', { name: 'Platforms' })).toContainText('10,000 to 100,000 followers · 3% to 6% engagement');
  });

  test('never lists a creator whose verification is pending, and says so plainly', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent(SEED_UNVERIFIED.chioma.name)}`);
    await expect(status(page)).toHaveText(`Nothing matches “${SEED_UNVERIFIED.chioma.name}”. Check the spelling, or try a niche such as Fashion or a country such as Kenya.`);
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('finds a recruiting campaign with its brand, fee range and how to apply', async ({ page }) => {
    await page.goto('/');
    await headerSearch(page, 'Glow juice');
    await expect(status(page)).toHaveText('0 creators and 1 recruiting campaign found for “Glow juice”.');
    const campaign = card(page, SEED_DUKA_RECRUITING.title);
    await expect(campaign).toContainText('by Duka Fresh');
    await expect(campaign).toContainText('Fee per creatorKES 15,000 – KES 40,000');
    await expect(page.getByRole('link', { name: 'Log in to apply' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Create a creator account' })).toHaveAttribute('href', '/register?role=influencer');
  });
});

test.describe('/creators, the verified creator directory', () => {
  test('Categories > Fashion lists only fashion creators, biggest first, and says so in words', async ({ page }) => {
    await page.goto('/');
    await headerMenu(page, 'Categories', 'Fashion');
    await expect(page).toHaveURL(/\/creators\?niche=fashion$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verified creators');
    await expect(status(page)).toHaveText('4 verified Fashion creators, sorted by Top Creators.');
    await expect(names(page)).toHaveText([C.adaeze.name, C.nyambura.name, C.amara.name, C.wambui.name]);
    for (const article of await page.getByRole('list', { name: 'Verified creators' }).getByRole('article').all()) {
      await expect(article.getByRole('list', { name: 'Niches' })).toContainText('Fashion');
    }
  });

  test('the Influencers items sort for real: Top Creators by followers, Trending by engagement, New by verification date', async ({ page }) => {
    await page.goto('/');
    await headerMenu(page, 'Influencers', 'Top Creators');
    await expect(page).toHaveURL(/\/creators\?sort=top$/);
    await expect(status(page)).toHaveText('15 verified creators, sorted by Top Creators.');
    await expect(names(page).first()).toHaveText(C.jordan.name);
    await expect(names(page).nth(1)).toHaveText(C.adaeze.name);
    await expect(names(page).nth(2)).toHaveText(C.nyambura.name);

    await headerMenu(page, 'Influencers', 'Trending');
    await expect(status(page)).toHaveText('15 verified creators, sorted by Trending.');
    await expect(names(page).first()).toHaveText(C.neema.name);
    await expect(names(page).nth(1)).toHaveText(C.chebet.name);

    await headerMenu(page, 'Influencers', 'New');
    await expect(names(page).first()).toHaveText(C.nakato.name);
    await expect(names(page).nth(1)).toHaveText(C.akinyi.name);
  });

  test('pages through the directory with Next and Previous', async ({ page }) => {
    await page.goto('/creators?sort=top');
    await expect(names(page)).toHaveCount(12);
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(names(page)).toHaveCount(3);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 2 of 2');
    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/page=1/);
    await expect(names(page)).toHaveCount(12);
    await expect(names(page).first()).toHaveText(C.jordan.name);
  });

  test('filters by country and niche from the form, then clears the filters', async ({ page }) => {
    await page.goto('/creators');
    const form = page.getByRole('search', { name: 'Filter creators' });
    await form.getByLabel('Country').selectOption({ label: 'Nigeria' });
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/country=NG/);
    await expect(status(page)).toHaveText('2 verified creators in Nigeria, sorted by Top Creators.');
    await expect(names(page)).toHaveText([C.adaeze.name, C.tunde.name]);

    await form.getByLabel('Niche').selectOption({ label: 'Tech' });
    await form.getByLabel('Sort by').selectOption({ label: 'Trending' });
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await expect(status(page)).toHaveText('1 verified Tech creator in Nigeria, sorted by Trending.');
    await expect(names(page)).toHaveText([C.tunde.name]);

    await form.getByLabel('Country').selectOption({ label: 'Ghana' });
    await form.getByRole('button', { name: 'Apply filters' }).click();
    await expect(status(page)).toHaveText('No verified Tech creators in Ghana yet.');
    await expect(page.getByText('Try another niche or country, or clear the filters.')).toBeVisible();

    await form.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/creators$/);
    await expect(status(page)).toHaveText('15 verified creators, sorted by Top Creators.');
    await expect(form.getByLabel('Country')).toHaveValue('');
  });

  test('an unknown niche or country in the URL falls back to all creators', async ({ page }) => {
    await page.goto('/creators?niche=%3Cscript%3E&country=XX');
    await expect(status(page)).toHaveText('15 verified creators, sorted by Top Creators.');
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no WCAG 2.2 AA violations on /search and /creators (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/search?q=Kenya');
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await expect(status(page)).toContainText('found for “Kenya”');
    await expectNoAxeViolations(page);
    await page.goto('/search?q=juice');
    await expect(page.getByRole('heading', { name: 'Recruiting campaigns' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/creators?niche=fashion');
    await expect(names(page)).toHaveCount(4);
    await expectNoAxeViolations(page);
  });
}
