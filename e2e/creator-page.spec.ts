import { expect, test } from './fixtures.ts';
import { resetData } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test.beforeAll(resetData);

test('a visitor opens a creator from the directory and reads their public page, signed out', async ({ page }) => {
  await page.goto('/creators?q=Mutua');
  await page.getByRole('article', { name: 'David Mutua' }).getByRole('link', { name: 'David Mutua' }).click();
  await expect(page).toHaveURL(/\/c\/mutua\.eats$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('David Mutua');
  await expect(page).toHaveTitle('David Mutua (@mutua.eats) · Sauti');
  const main = page.getByRole('main');
  await expect(main).toContainText('Street food, farm visits and road trips across Kenya, one plate at a time.');
  await expect(main).toContainText('Rated 5 out of 5 from 1 review');
  await expect(main.getByRole('definition').filter({ hasText: 'English, Swahili' })).toBeVisible();
  const platforms = page.getByRole('region', { name: 'Platforms' });
  await expect(platforms.getByRole('listitem').filter({ hasText: 'Instagram' })).toContainText('100,000 to 500,000 followers · 3% to 6% engagement');
  await expect(platforms.getByRole('listitem').filter({ hasText: 'YouTube' })).toContainText('10,000 to 100,000 followers · 3% to 6% engagement');
  await expect(platforms).not.toContainText('146');
  const packages = page.getByRole('region', { name: 'Packages' });
  await expect(packages.getByRole('listitem').filter({ hasText: '1 Instagram reel + 3 stories' })).toContainText('KES 45,000');
  await expect(packages.getByRole('heading', { level: 3 })).toHaveCount(2);
  await expect(packages).toContainText('A brand books one here and pays as for any campaign');
  await expect(packages.getByRole('listitem').filter({ hasText: '1 Instagram reel + 3 stories' }).first()).toContainText('Organic reposts for 3 months in Kenya');
  await expect(packages.getByRole('link', { name: 'Sign in as a brand to book a package' }).first()).toBeVisible();
  const review = page.getByRole('article', { name: 'Kahawa Hills Roasters’s review' });
  await expect(review).toContainText('5 out of 5 stars');
  await expect(review).toContainText('Thank you! Nyeri at harvest time made it easy.');
  await expectNoAxeViolations(page);
});

test('a creator with no review yet says when reviews appear: after a contract ends, once both sides wrote or the 14 days passed', async ({ page }) => {
  await page.goto('/c/wambui.styles');
  await expect(page.getByRole('region', { name: 'Reviews from brands' })).toContainText(
    'No reviews yet. A brand’s review appears here after a contract ends, once both sides have reviewed it or the 14 days to review have passed.',
  );
});

test('the page\'s address carries its own title and social-preview tags in the HTML, for link previews', async ({ request }) => {
  const html = await (await request.get('/c/mutua.eats')).text();
  expect(html).toContain('<title>David Mutua (@mutua.eats) · Sauti</title>');
  expect(html).toContain('<meta property="og:title" content="David Mutua (@mutua.eats) · Sauti" />');
  expect(html).toContain('<meta property="og:type" content="profile" />');
  expect(html).toMatch(/<meta property="og:url" content="http:\/\/127\.0\.0\.1:\d+\/c\/mutua\.eats" \/>/);
  expect(html).toContain('<meta name="twitter:card" content="summary" />');
});

test('a creator not yet verified has no public page: the address shows "not found"', async ({ page }) => {
  await page.goto('/c/kip.runs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});
