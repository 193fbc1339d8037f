import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { resetData } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test.beforeAll(resetData);

/** The spec §9 table, written out again here so a change to the plan data fails this file. */
/** `note`: what the plan unlocks (src/domain/plans.ts), its first item. */
type Row = { name: string; monthly: string; annual: string; popular: boolean; note: string };
const TABLE: Record<'brand' | 'influencer' | 'partner', Row[]> = {
  brand: [
    { name: 'Professional', monthly: '$49', annual: '$490', popular: false, note: 'Up to 10 active campaigns at a time' },
    { name: 'Enterprise', monthly: '$149', annual: '$1,490', popular: true, note: 'Unlimited active campaigns' },
  ],
  influencer: [
    { name: 'Creator', monthly: '$29', annual: '$290', popular: false, note: 'Up to 15 open applications at a time' },
    { name: 'Pro Creator', monthly: '$79', annual: '$790', popular: true, note: 'Up to 40 open applications at a time' },
    { name: 'Elite Creator', monthly: '$149', annual: '$1,490', popular: false, note: 'Unlimited open applications' },
  ],
  partner: [
    { name: 'Partner', monthly: '$99', annual: '$990', popular: false, note: 'Up to 10 client brands at a time' },
    { name: 'Enterprise Partner', monthly: '$249', annual: '$2,490', popular: true, note: 'Unlimited client brands' },
  ],
};

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const period = (page: Page, label: 'Monthly' | 'Annual') =>
  page.getByRole('group', { name: 'Billing period' }).getByRole('button', { name: label });

/** Every plan of the audience, in order, with its price, unit, flag, note and (on annual) its saving. */
async function expectPlans(page: Page, rows: Row[], billing: 'monthly' | 'annual') {
  await expect(cards(page)).toHaveCount(rows.length);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(rows.map((r) => r.name));
  for (const row of rows) {
    const c = card(page, row.name);
    await expect(c.getByText(billing === 'monthly' ? row.monthly : row.annual, { exact: true })).toBeVisible();
    await expect(c).toContainText(billing === 'monthly' ? 'per month' : 'per year');
    await expect(c.getByText('Most popular', { exact: true })).toHaveCount(row.popular ? 1 : 0);
    await expect(c).toContainText(row.note);
    await expect(c.getByText('Save 17%', { exact: true })).toHaveCount(billing === 'annual' ? 1 : 0);
  }
}

async function expectBothPeriods(page: Page, rows: Row[]) {
  await expect(period(page, 'Monthly')).toHaveAttribute('aria-pressed', 'true');
  await expectPlans(page, rows, 'monthly');
  await period(page, 'Annual').click();
  await expect(period(page, 'Annual')).toHaveAttribute('aria-pressed', 'true');
  await expect(period(page, 'Monthly')).toHaveAttribute('aria-pressed', 'false');
  await expectPlans(page, rows, 'annual');
  await period(page, 'Monthly').click();
  await expectPlans(page, rows, 'monthly');
}

test.describe('pricing by role (spec §6, §9)', () => {
  test('a visitor sees the influencer plans, monthly by default, and every annual price', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page).toHaveTitle(/^Pricing/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect(page.getByText('Plans for creators')).toBeVisible();
    await expectBothPeriods(page, TABLE.influencer);
  });

  for (const role of ['brand', 'influencer', 'partner'] as const) {
    test(`a signed-in ${role} sees the ${role} plans at every price`, async ({ page, login }) => {
      await login(role);
      await page.goto('/pricing');
      await expectBothPeriods(page, TABLE[role]);
    });
  }

  test('a signed-in admin sees the influencer plans', async ({ page, login }) => {
    await login('admin');
    await page.goto('/pricing');
    await expectBothPeriods(page, TABLE.influencer);
  });

  test('the annual option carries the computed 17% saving badge', async ({ page }) => {
    await page.goto('/pricing');
    const toggleArea = page.getByRole('group', { name: 'Billing period' }).locator('..');
    await expect(toggleArea.getByText('Save 17%', { exact: true })).toBeVisible();
    await period(page, 'Annual').click();
    await expect(page.getByRole('main').getByText('Save 17%', { exact: true })).toHaveCount(1 + TABLE.influencer.length);
  });
});

test.describe('Get Started', () => {
  test('leads a visitor to /register?role=influencer from every plan', async ({ page }) => {
    await page.goto('/pricing');
    for (const { name } of TABLE.influencer) {
      await expect(card(page, name).getByRole('link', { name: `Get Started with ${name}` })).toHaveAttribute('href', '/register?role=influencer');
    }
    await card(page, 'Pro Creator').getByRole('link', { name: /Get Started/ }).click();
    await expect(page).toHaveURL(/\/register\?role=influencer$/);
    await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  });

  test('leads a signed-in user to /upgrade', async ({ page, login }) => {
    await login('brand');
    await page.goto('/pricing');
    for (const { name } of TABLE.brand) {
      await expect(card(page, name).getByRole('link', { name: `Get Started with ${name}` })).toHaveAttribute('href', '/upgrade');
    }
    await card(page, 'Enterprise').getByRole('link', { name: /Get Started/ }).click();
    await expect(page).toHaveURL(/\/upgrade$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Upgrade your plan' })).toBeVisible();
  });
});

test.describe('partner plans are on sale now that partners manage client brands (issue 25)', () => {
  test('the partner tab lists each plan\'s client-brand limit with Get Started', async ({ page }) => {
    await page.goto('/pricing?audience=partner');
    const panel = page.getByRole('tabpanel', { name: 'Partners' });
    await expectPlans(page, TABLE.partner, 'monthly');
    await expect(panel.getByRole('link', { name: /Get Started/ })).toHaveCount(2);
    await expect(panel).toContainText('Without a plan you are on the free tier: up to 1 client brand at a time.');
  });
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 320]) {
    test(`axe finds no WCAG 2.2 AA violations on /pricing (${theme}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/pricing');
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(cards(page)).toHaveCount(3);
      await expectNoAxeViolations(page, `/pricing (monthly, ${theme}, ${width} px)`);
      await period(page, 'Annual').click();
      await expectNoAxeViolations(page, `/pricing (annual, ${theme}, ${width} px)`);
    });
  }
}

test.describe('every visitor can compare every audience (issue 20)', () => {
  const tabs = (page: Page) => page.getByRole('tablist', { name: 'Show plans for' });
  const tab = (page: Page, name: 'Brands' | 'Creators' | 'Partners') => tabs(page).getByRole('tab', { name, exact: true });

  test('a visitor switches between Brands, Creators and Partners; the URL keeps the choice and Back returns', async ({ page }) => {
    await page.goto('/pricing');
    await expect(tab(page, 'Creators')).toHaveAttribute('aria-selected', 'true');
    await expectPlans(page, TABLE.influencer, 'monthly');

    await tab(page, 'Brands').click();
    await expect(page).toHaveURL(/\/pricing\?audience=brand$/);
    await expect(tab(page, 'Brands')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Creators')).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel', { name: 'Brands' })).toBeVisible();
    await expectPlans(page, TABLE.brand, 'monthly');
    await expect(card(page, 'Professional').getByRole('link', { name: 'Get Started with Professional' })).toHaveAttribute('href', '/register?role=brand');

    await tab(page, 'Partners').click();
    await expect(page).toHaveURL(/\/pricing\?audience=partner$/);
    await expectPlans(page, TABLE.partner, 'monthly');

    await page.goBack();
    await expect(page).toHaveURL(/\/pricing\?audience=brand$/);
    await expect(tab(page, 'Brands')).toHaveAttribute('aria-selected', 'true');
    await expectPlans(page, TABLE.brand, 'monthly');
    await page.goBack();
    await expect(page).toHaveURL(/\/pricing$/);
    await expectPlans(page, TABLE.influencer, 'monthly');
  });

  test('a linked brands view opens on the brand plans, each with what it includes', async ({ page }) => {
    await page.goto('/pricing?audience=brand');
    await expect(tab(page, 'Brands')).toHaveAttribute('aria-selected', 'true');
    await expectBothPeriods(page, TABLE.brand);
    for (const row of TABLE.brand) {
      const includes = card(page, row.name).getByRole('list', { name: `${row.name} includes` });
      // Each item after its decorative check mark.
      await expect(includes.getByRole('listitem')).toHaveText([new RegExp(`${row.note}$`), /14-day free trial \(one per account\), no card needed$/]);
    }
    // How a plan is paid for: what the upgrade page does, and nothing it does not (issue 19): M-Pesa's one-payment limit too.
    await expect(page.getByText('Pay for a plan monthly or annually by M-Pesa (in KES, at KES 130 to the US dollar, at most KES 250,000 in one payment) or PayPal. There is no card on file: each renewal is a payment you approve, we remind you 3 days before it is due, and your plan stays 7 more days if you are late. Cancel at any time.')).toBeVisible();
  });

  test('arrow keys, Home and End move between the tabs, which keep the focus', async ({ page }) => {
    await page.goto('/pricing');
    await tab(page, 'Creators').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/audience=partner$/);
    await expect(tab(page, 'Partners')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/audience=brand$/);
    await expect(tab(page, 'Brands')).toBeFocused();
    await page.keyboard.press('End');
    await expect(tab(page, 'Partners')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab(page, 'Brands')).toBeFocused();
    await expect(tab(page, 'Brands')).toHaveAttribute('tabindex', '0');
    await expect(tab(page, 'Creators')).toHaveAttribute('tabindex', '-1');
    await expectPlans(page, TABLE.brand, 'monthly');
  });

  test('an unknown audience in the URL shows the default plans', async ({ page }) => {
    await page.goto('/pricing?audience=admin');
    await expect(tab(page, 'Creators')).toHaveAttribute('aria-selected', 'true');
    await expectPlans(page, TABLE.influencer, 'monthly');
  });

  test('a signed-in brand starts on the brand plans and can look at the creator plans', async ({ page, login }) => {
    await login('brand');
    await page.goto('/pricing');
    await expect(tab(page, 'Brands')).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'Creators').click();
    await expect(page).toHaveURL(/audience=influencer$/);
    await expectPlans(page, TABLE.influencer, 'monthly');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violations on the brands view (${theme}, 320 px)`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 900 });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/pricing?audience=brand');
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(cards(page)).toHaveCount(2);
      await tab(page, 'Brands').focus();
      await expectNoAxeViolations(page, `/pricing?audience=brand (${theme}, 320 px)`);
    });
  }
});
