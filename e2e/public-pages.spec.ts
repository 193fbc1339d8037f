import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { resetData } from './support/api.ts';

test.beforeAll(resetData);

const h2 = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

test.describe('/about sidebar (spec §2)', () => {
  const sidebar = (page: Page) => page.getByRole('navigation', { name: 'On this page' });

  /** Records how the page asks to scroll, so smooth versus instant is checked without timing. */
  const recordScrolls = (page: Page) =>
    page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.assign(window, { scrollCalls: calls });
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
        calls.push(arg);
        original.call(this, arg);
      };
    });
  const scrollCalls = (page: Page) => page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls);

  test('clicking a link scrolls smoothly to its section, focuses it and highlights the link', async ({ page }) => {
    await recordScrolls(page);
    await page.goto('/about');
    const link = sidebar(page).getByRole('link', { name: 'By the Numbers' });
    await link.click();
    await expect(h2(page, 'By the numbers')).toBeInViewport();
    await expect(h2(page, 'By the numbers')).toBeFocused();
    await expect(link).toHaveAttribute('aria-current', 'true');
    await expect(sidebar(page).locator('[aria-current]')).toHaveCount(1);
    expect(await scrollCalls(page)).toEqual([{ behavior: 'smooth', block: 'start' }]);
    await expect(page).toHaveURL(/\/about$/);
  });

  test('with prefers-reduced-motion the jump is instant', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordScrolls(page);
    await page.goto('/about');
    await sidebar(page).getByRole('link', { name: 'Core Values' }).click();
    await expect(h2(page, 'Our core values')).toBeInViewport();
    expect(await scrollCalls(page)).toEqual([{ behavior: 'auto', block: 'start' }]);
  });

  test('scrolling highlights the section in view', async ({ page }) => {
    await page.goto('/about');
    await expect(sidebar(page).getByRole('link', { name: 'Mission & Vision' })).toHaveAttribute('aria-current', 'true');
    for (const [label, heading] of [['How It Works', 'How it works'], ['Our Story', 'Our story'], ['What Makes Us Different', 'What makes us different']]) {
      await h2(page, heading!).evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 120, behavior: 'instant' }));
      await expect(sidebar(page).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'true');
      await expect(sidebar(page).locator('[aria-current]')).toHaveCount(1);
    }
  });

  test('has six core values, four differentiators, four steps and the calls to action', async ({ page }) => {
    await page.goto('/about');
    const items = (id: string) => page.locator(`#${id} li`);
    await expect(items('values')).toHaveCount(6);
    await expect(items('difference')).toHaveCount(4);
    await expect(items('process')).toHaveCount(4);
    // Issue 19: no unmeasured claim; the first launch's waived fee is what the product does.
    await expect(page.locator('#stats')).toContainText('No fee');
    await expect(page.locator('#stats')).not.toContainText('hours saved');
    await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute('href', '/support');
  });
});

test.describe('company tabs (spec §2)', () => {
  const tabs = [['/mission', 'Mission'], ['/vision', 'Vision'], ['/story', 'Story'], ['/values', 'Values']] as const;

  for (const [path, name] of tabs) {
    test(`${path} opens the ${name} tab`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('tab').first()).toHaveAccessibleName('Mission');
      await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
      await expect(page.getByRole('tabpanel', { name, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`Our ${name} · Sauti`);
    });
  }

  test('Left/Right/Home/End switch tabs, go to each URL and keep focus on the tab', async ({ page }) => {
    await page.goto('/mission');
    await page.getByRole('tab', { name: 'Mission' }).focus();
    const steps = [['ArrowRight', '/vision', 'Vision'], ['ArrowRight', '/story', 'Story'], ['ArrowLeft', '/vision', 'Vision'], ['End', '/values', 'Values'], ['ArrowRight', '/mission', 'Mission'], ['ArrowLeft', '/values', 'Values'], ['Home', '/mission', 'Mission']] as const;
    for (const [key, path, name] of steps) {
      await page.keyboard.press(key);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const tab = page.getByRole('tab', { name, exact: true });
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(tab).toBeFocused();
      await expect(tab).toHaveAttribute('tabindex', '0');
    }
    await expect(page.getByRole('tab', { name: 'Vision' })).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Mission' })).toBeFocused();
  });

  test('clicking a tab navigates to its URL', async ({ page }) => {
    await page.goto('/mission');
    await page.getByRole('tab', { name: 'Story' }).click();
    await expect(page).toHaveURL(/\/story$/);
    await expect(page.getByRole('tabpanel', { name: 'Story' })).toContainText('Sauti means "voice" in Swahili.');
  });
});

test.describe('/support search (spec §2)', () => {
  test('prompts while empty, matches questions and answers case-insensitively, and says when nothing matches', async ({ page }) => {
    await page.goto('/support');
    const box = page.getByRole('searchbox', { name: 'Search help articles' });
    const status = page.getByRole('main').getByRole('status');
    const results = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(status).toHaveText('Type a question or a keyword above to see matching answers.');
    await expect(results).toHaveCount(0);

    await box.fill('HOW LONG does');
    await expect(status).toHaveText('1 result found.');
    await expect(results).toHaveText(['How long does creator verification take?']);

    await box.fill('m-PESA');
    await expect(results).toHaveText(['When do creators get paid?']);

    await box.fill('campaign');
    await expect(status).toHaveText('5 results found.');

    await box.fill('xyzzy');
    await expect(status).toHaveText('No results found. Try rephrasing your question.');
    await expect(results).toHaveCount(0);

    await box.fill('   ');
    await expect(status).toHaveText('Type a question or a keyword above to see matching answers.');
  });

  test('matches ignoring punctuation, hyphens, spaces and case, so "mpesa" finds M-Pesa (issue 20)', async ({ page }) => {
    await page.goto('/support');
    const box = page.getByRole('searchbox', { name: 'Search help articles' });
    const status = page.getByRole('main').getByRole('status');
    const results = page.getByRole('main').getByRole('heading', { level: 3 });
    for (const query of ['mpesa', 'MPESA', 'm pesa', 'M-Pesa', 'm.pesa', 'Paypal!', 'pay pal']) {
      await box.fill(query);
      await expect(status, query).toHaveText('1 result found.');
      await expect(results, query).toHaveText(['When do creators get paid?']);
    }
    await box.fill('1-3 business days');
    await expect(results).toHaveText(['How long does creator verification take?']);
    await box.fill('--');
    await expect(status).toHaveText('No results found. Try rephrasing your question.');
  });

  test('offers email, phone and WhatsApp', async ({ page }) => {
    await page.goto('/support');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Email us/ })).toHaveAttribute('href', /^mailto:\S+@\S+$/);
    await expect(main.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', /^tel:\+254\d{9}$/);
    await expect(main.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/254\d{9}$/);
    await expect(main).toContainText('within 24 hours');
  });
});

test.describe('/faqs accordion (spec §2, §4)', () => {
  test('the refund answer says unspent campaign money goes back to the brand balance, which pays the next launch and can be withdrawn', async ({ page }) => {
    await page.goto('/faqs');
    await page.getByRole('button', { name: 'Can I get a refund?' }).click();
    const answer = page.getByRole('region', { name: 'Can I get a refund?' });
    await expect(answer).toContainText('goes back to the brand’s balance');
    await expect(answer).toContainText('whatever is left when a campaign is completed or cancelled');
    await expect(answer).toContainText('The balance pays the brand’s next launch first, and the brand can withdraw it');
    await expect(answer).not.toContainText('non-refundable');
  });

  test('says what brands pay: a launch fee (none for the first launch) and the creators\' agreed fees, not "only for real engagement"', async ({ page }) => {
    await page.goto('/faqs');
    await page.getByRole('button', { name: 'What is Sauti?' }).click();
    const answer = page.getByRole('region', { name: 'What is Sauti?' });
    await expect(answer).toContainText('Brands pay a fee for each campaign launch (none for their first) and the fees they agree with creators');
    await expect(answer).not.toContainText('real engagement');
  });

  test('has the six groups', async ({ page }) => {
    await page.goto('/faqs');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'General Understanding', 'For Brands & Advertisers', 'For Influencers', 'Payments & Verification', 'Technical Support', 'Policies & Guidelines',
    ]);
  });

  test('one answer is open at a time across groups, and clicking the open one closes it', async ({ page }) => {
    await page.goto('/faqs');
    const first = page.getByRole('button', { name: 'What is Sauti?' });
    const other = page.getByRole('button', { name: 'How long does verification take?' });
    const open = page.locator('[aria-expanded="true"]');
    await expect(open).toHaveCount(0);

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'What is Sauti?' })).toBeVisible();

    await other.click();
    await expect(other).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'What is Sauti?' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'How long does verification take?' })).toContainText('1-3 business days');
    await expect(open).toHaveCount(1);

    await other.click();
    await expect(open).toHaveCount(0);

    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('policies (spec §1, §2)', () => {
  const policies = [['/privacy', 11, 'Kenya Data Protection Act, 2019'], ['/terms', 8, 'goes back to the brand’s balance']] as const;
  for (const [path, count, phrase] of policies) {
    test(`${path} has ${count} sections and a table of contents whose links reach each one`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('region')).toHaveCount(count);
      await expect(main).toContainText(phrase);
      const toc = main.getByRole('navigation', { name: 'Contents' }).getByRole('link');
      await expect(toc).toHaveCount(count);
      for (const name of (await toc.allTextContents()).reverse()) {
        await toc.filter({ hasText: name }).click();
        await expect(h2(page, name)).toBeInViewport();
        await expect(h2(page, name)).toBeFocused();
      }
    });
  }

  test('the terms state age 18, unspent money back to the brand balance, a 12-month liability cap and a 2-3 business day reply', async ({ page }) => {
    await page.goto('/terms');
    const main = page.getByRole('main');
    for (const claim of ['at least 18 years old', 'whatever is left when a campaign is completed or cancelled', 'The balance pays the brand’s next launch first', 'in the 12 months before the claim', 'within 2-3 business days']) {
      await expect(main).toContainText(claim);
    }
    // Issue 19: what the product does, not the spec's blanket "non-refundable"; creators have a trial too.
    await expect(main).not.toContainText('non-refundable');
    await expect(main).toContainText('Brands and creators can try one plan free for 14 days, with no card needed; each account gets one trial.');
  });
});

test.describe('header search', () => {
  // The results themselves are covered in directory.spec.ts; this keeps the query-as-text guarantee.
  test('the header search leads to /search, which shows the query as text, never as markup', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('searchbox', { name: 'Search creators and campaigns' }).fill('<b>Nairobi</b> food');
    await page.getByRole('searchbox', { name: 'Search creators and campaigns' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole('main')).toContainText('Nothing matches “<b>Nairobi</b> food”');
    await expect(page.getByRole('main').locator('b', { hasText: 'Nairobi' })).toHaveCount(0);
  });
});
