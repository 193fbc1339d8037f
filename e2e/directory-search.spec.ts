import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { resetData } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { SEED_CREATORS as C } from './support/seed.ts';

test.beforeAll(resetData);

const status = (page: Page) => page.getByRole('main').getByRole('status');
const names = (page: Page) => page.getByRole('list', { name: 'Verified creators' }).getByRole('article').getByRole('heading');
const FOUND = '1 verified creator, sorted by Best rated. Filters: Instagram, 100,000 to 500,000 followers, from KES 45,000 or less, rated 4 and up.';

test('a brand finds a creator by platform, followers, price and rating; Back and a shared link bring the same search', async ({ page, browser }) => {
  await page.goto('/creators');
  const form = page.getByRole('search', { name: 'Filter creators' });
  await form.getByLabel('Platform').selectOption({ label: 'Instagram' });
  await form.getByLabel('Followers').selectOption({ label: '100,000 to 500,000 followers' });
  await form.getByLabel('Highest “from” price (KES)').fill('45000');
  await form.getByLabel('Rating').selectOption({ label: '4 stars and up' });
  await form.getByLabel('Sort by').selectOption({ label: 'Best rated' });
  await form.getByRole('button', { name: 'Apply filters' }).click();

  for (const param of ['platform=instagram', 'followerBand=mid', 'priceMax=45000', 'minRating=4', 'sort=rating']) await expect(page).toHaveURL(new RegExp(param));
  await expect(status(page)).toHaveText(FOUND);
  await expect(names(page)).toHaveText([C.mutua.name]);
  const card = page.getByRole('article', { name: C.mutua.name });
  await expect(card).toContainText('Rated 5 out of 5 (1 review)');
  await expect(card).toContainText('From KES 45,000');
  await expect(card.getByRole('list', { name: 'Platforms' })).toContainText('100,000 to 500,000 followers · 3% to 6% engagement');
  await expectNoAxeViolations(page);
  const shared = page.url();

  await card.getByRole('link', { name: C.mutua.name }).click();
  await expect(page).toHaveURL(/\/c\/mutua\.eats$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(C.mutua.name);

  await page.goBack();
  await expect(page).toHaveURL(shared);
  await expect(status(page)).toHaveText(FOUND);
  await expect(names(page)).toHaveText([C.mutua.name]);
  await expect(form.getByLabel('Platform')).toHaveValue('instagram');
  await expect(form.getByLabel('Followers')).toHaveValue('mid');
  await expect(form.getByLabel('Highest “from” price (KES)')).toHaveValue('45000');
  await expect(form.getByLabel('Rating')).toHaveValue('4');

  // Someone else opens the shared link: the same results, the same filters shown.
  const other = await browser.newPage({ baseURL: new URL(shared).origin });
  await other.goto(shared);
  await expect(status(other)).toHaveText(FOUND);
  await expect(names(other)).toHaveText([C.mutua.name]);
  await expect(other.getByRole('search', { name: 'Filter creators' }).getByLabel('Sort by')).toHaveValue('rating');
  await other.close();
});

test('a filtered search read from the address counts its results, and says when it finds no one', async ({ page }) => {
  await page.goto('/creators?platform=youtube&sort=price');
  await expect(status(page)).toHaveText('7 verified creators, sorted by Lowest price. Filters: YouTube.');
  await expect(names(page)).toHaveCount(7);
  await page.goto('/creators?language=Twi&country=KE');
  await expect(status(page)).toHaveText('No verified creators in Kenya yet. Filters: speaks Twi.');
});
