import type { Locator, Page } from '@playwright/test';
import { eatDateTime } from '../src/domain/eat.ts';
import { expect, SEED, test } from './fixtures.ts';
import { callApi, openAs, resetData, signInViaApi } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { SEED_BRANDS, SEED_CAMPAIGNS, SEED_CREATORS, SEED_DUKA_RECRUITING } from './support/seed.ts';

/** Issue 20, points 7–10: what a first-time user trips on. */
const campaign = SEED_CAMPAIGNS.dukaInProgress;
const measure = (page: Page, name: string) => page.locator('dl > div').filter({ has: page.getByRole('term').getByText(name, { exact: true }) });
/** A phone browser, so a link click is a person's, not a bot's. */
/** The seed's trackable link for Mercy Wairimu's contract on the mango campaign (db.json trackingLinks). */
const WAIRIMU_SLUG = '01HmCgv';
const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** The hue (degrees) of the nearest painted background around `el`: green is about 120–200, amber about 60–100. */
async function backgroundHue(el: Locator): Promise<number> {
  const colour = await el.evaluate((node) => {
    for (let e: Element | null = node; e; e = e.parentElement) {
      const bg = getComputedStyle(e).backgroundColor;
      if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return bg;
    }
    return '';
  });
  const oklch = /oklch\(\s*[\d.]+%?\s+[\d.]+\s+([\d.]+)/.exec(colour);
  if (oklch) return Number(oklch[1]);
  const lab = /(?:ok)?lab\(\s*[\d.]+%?\s+(-?[\d.]+)\s+(-?[\d.]+)/.exec(colour);
  if (lab) return ((Math.atan2(Number(lab[2]), Number(lab[1])) * 180) / Math.PI + 360) % 360;
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).map(Number).map((n) => n / 255) as [number, number, number];
  const max = Math.max(r, g, b), min = Math.min(r, g, b), d = max - min;
  if (d === 0) return -1;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

test.beforeEach(resetData);

test.describe('7. analytics serve the owner', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a just-launched campaign says "Not enough data yet" for its return, explains each figure, opens the comparison on a measure with data, and scrolls its wide table in its card', async ({ page, request }) => {
    const wanjiru = await signInViaApi(request, SEED_BRANDS.duka.email);
    await openAs(page, wanjiru, `/brand/campaigns/${campaign.id}/analytics`);
    await expect(measure(page, 'Return on investment (ROI)').getByRole('definition').first()).toHaveText('Not enough data yet');
    await expect(measure(page, 'Return on ad spend (ROAS)').getByRole('definition').first()).toHaveText('Not enough data yet');
    // Each figure says its basis in one line; the campaign's spend includes the launch fee, a creator's does not.
    await expect(measure(page, 'Spend').getByRole('definition').nth(1)).toHaveText('Spend here is creators’ fees plus the launch fee.');
    await expect(measure(page, 'Return on investment (ROI)').getByRole('definition').nth(1)).toHaveText('(Revenue − spend) ÷ spend; shown once there is a sale.');
    await expect(page.getByText('Per creator, spend is that creator’s fee alone. The campaign’s spend above also includes the launch fee, so its ROI is lower than the creators’.')).toBeVisible();
    const creators = page.getByRole('figure', { name: 'Creators compared' });
    await expect(creators.getByText('Nothing has been reported, clicked or converted yet, so there is nothing to chart. The table has every figure.')).toBeVisible();
    await expectNoAxeViolations(page);

    // A person clicks Mercy's link: clicks now have data, impressions still do not, so the comparison opens on clicks.
    const click = await request.get(`/r/${WAIRIMU_SLUG}`, { headers: { 'User-Agent': PHONE_AGENT }, maxRedirects: 0 });
    expect(click.status()).toBe(302);
    await page.reload();
    await expect(creators.getByLabel('Compare by')).toHaveValue('clicks');
    await expect(creators.getByRole('img')).toHaveAttribute('aria-label', 'Bar chart of Clicks: Faith Chebet 0, Mercy Wairimu 1.');

    // The table scrolls inside its card from the keyboard, and each row keeps its creator's name in view.
    const table = page.getByRole('region', { name: 'Creators compared: every measure' });
    await expect(table).toHaveAccessibleDescription('The table scrolls sideways: focus it and use the arrow keys to see every measure.');
    const card = await creators.boundingBox();
    await table.focus();
    await expect(table).toBeFocused();
    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
    const inside = async (cell: Locator) => {
      const box = await cell.boundingBox();
      const region = await table.boundingBox();
      return !!box && !!region && box.x >= region.x - 1 && box.x + box.width <= region.x + region.width + 1;
    };
    await expect.poll(() => inside(table.getByRole('columnheader', { name: 'Return on investment (ROI)' }))).toBe(true);
    await expect.poll(() => inside(table.getByRole('rowheader', { name: 'Mercy Wairimu' }))).toBe(true);
    expect((await creators.boundingBox())?.width).toBe(card?.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  });
});

test.describe('8. guidance follows the account', () => {
  test('a brand with a company profile sees that step done; a verified creator sees the platform step done', async ({ page, request }) => {
    await openAs(page, await signInViaApi(request, SEED_BRANDS.duka.email), '/brand');
    const steps = page.getByRole('region', { name: 'Next steps' });
    await expect(steps).toContainText('Done: Your company profile is complete');
    await expect(steps.getByRole('link', { name: 'Complete your company profile' })).toHaveCount(0);

    await openAs(page, await signInViaApi(request, SEED_CREATORS.mutua.email), '/influencer');
    await expect(steps).toContainText('Done: Your platform and niches are on your profile');
    await expect(steps.getByRole('link', { name: 'Add your platform and niches to your profile' })).toHaveCount(0);
  });

  test('the admin home leads with what waits: campaigns to review, verifications, disputes and reported reviews, counted and linked', async ({ page, request }) => {
    await openAs(page, await signInViaApi(request, SEED.admin), '/admin');
    const queues = page.getByRole('region', { name: 'Waiting for you' });
    await expect(queues.getByRole('link')).toHaveText(['2 campaigns to review', '2 creator verifications', '0 open disputes', '0 reported reviews']);
    await expectNoAxeViolations(page);
    await queues.getByRole('link', { name: '2 campaigns to review' }).click();
    await expect(page).toHaveURL(/\/admin\/campaigns$/);
    await expect(page.getByText('2 campaigns waiting for review.')).toBeVisible();
  });
});

test.describe('9. names, plain words and honest colours', () => {
  test('earnings name the campaign, never its id', async ({ page, request }) => {
    await openAs(page, await signInViaApi(request, SEED_CREATORS.mutua.email), '/influencer/earnings');
    const movements = page.getByRole('table', { name: 'Every movement of your money' });
    await expect(movements).toContainText(SEED_CAMPAIGNS.kahawaCompleted.title);
    await expect(movements).not.toContainText(SEED_CAMPAIGNS.kahawaCompleted.id);
  });

  test('the admin ledger names owners and finds a brand by its name', async ({ page, request }) => {
    await openAs(page, await signInViaApi(request, SEED.admin), '/admin/ledger');
    await expect(page.getByRole('main')).not.toContainText('Exact ids');
    await page.getByLabel('Brand', { exact: true }).fill('zuri threads');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const accounts = page.getByRole('table', { name: 'Accounts' });
    await expect(accounts.getByRole('row').filter({ hasText: 'brand:acc-zuri:balance' }).first()).toContainText('Brand: Zuri Threads');
    await expect(accounts).not.toContainText('brand acc-');
    await expect(accounts).not.toContainText('brand:acc-chama');
    await expect(page.getByRole('table', { name: 'Transfers, newest first' })).toContainText(SEED_CAMPAIGNS.zuriPaused.title);
  });

  test('the status line says what happens next once, and an approval note is not in a warning colour', async ({ page, request }) => {
    await openAs(page, await signInViaApi(request, SEED_BRANDS.duka.email), `/brand/campaigns/${campaign.id}`);
    await expect(page.getByText('What happens next: Creators deliver their work for your review.')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('In progress: waiting');
    const approved = page.getByRole('region', { name: 'Review notes' }).getByText(/^Approved · /);
    const hue = await backgroundHue(approved);
    expect(hue, 'an approval sits on green').toBeGreaterThan(120);
    expect(hue).toBeLessThan(200);
  });

  test('"Edit and resubmit" changes nothing until the edits are saved', async ({ page, request }) => {
    const wanjiru = await signInViaApi(request, SEED_BRANDS.duka.email);
    await openAs(page, wanjiru, `/brand/campaigns/${SEED_CAMPAIGNS.dukaChanges.id}`);
    await page.getByText('Edit and resubmit', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit campaign' })).toBeVisible();
    await expect(page.getByLabel('Campaign title')).toHaveValue(SEED_CAMPAIGNS.dukaChanges.title);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: SEED_CAMPAIGNS.dukaChanges.title })).toBeVisible();
    expect(((await callApi(request, wanjiru, 'get', `campaigns/${SEED_CAMPAIGNS.dukaChanges.id}`)) as { status: string }).status).toBe('changes_requested');
    await expect(page.getByRole('main').getByText('Changes requested', { exact: true }).first()).toBeVisible();
  });
});

test.describe('10. one clock, no false errors, no invented fees', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a time reads in EAT, labelled, whatever the viewer’s own time zone', async ({ page, request }) => {
    const mutua = await signInViaApi(request, SEED_CREATORS.mutua.email);
    const { movements } = (await callApi(request, mutua, 'get', 'creators/me/earnings')) as { movements: Array<{ at: string }> };
    await openAs(page, mutua, '/influencer/earnings');
    const first = page.getByRole('table', { name: 'Every movement of your money' }).getByRole('row').nth(1);
    await expect(first.locator('time')).toHaveText(eatDateTime(movements[0]!.at));
    await expect(first.locator('time')).toContainText(' EAT');
  });

  test('a contract page asks for each deliverable’s dispute and gets an answer, not a 404', async ({ page, request }) => {
    const wanjiru = await signInViaApi(request, SEED_BRANDS.duka.email);
    const akinyi = await signInViaApi(request, SEED_CREATORS.akinyi.email);
    const { contract } = (await callApi(request, wanjiru, 'post', `applications/${SEED_DUKA_RECRUITING.applications.akinyi.id}/accept`)) as { contract: { id: string } };
    const { items } = (await callApi(request, akinyi, 'get', `contracts/${contract.id}/deliverables`)) as { items: Array<{ id: string }> };
    for (const d of items) {
      await callApi(request, akinyi, 'post', `deliverables/${d.id}/submissions`, { url: `https://drafts.example.com/${d.id}`, caption: 'Glow juice' });
      const approved = await request.post(`/api/deliverables/${d.id}/approve`, { headers: { Authorization: `Bearer ${wanjiru.token}`, 'Idempotency-Key': `e2e-first-${d.id}` } });
      expect(approved.ok(), await approved.text()).toBe(true);
    }
    const answers: number[] = [];
    page.on('response', (res) => { if (/\/api\/deliverables\/[^/]+\/dispute$/.test(new URL(res.url()).pathname)) answers.push(res.status()); });
    await openAs(page, wanjiru, `/brand/contracts/${contract.id}`);
    await expect.poll(() => answers.length).toBe(items.length);
    expect(answers.every((s) => s === 200), `answers ${answers.join(', ')}`).toBe(true);
  });

  test('an invited creator shows no proposed fee rather than KES 0', async ({ page, request }) => {
    await openAs(page, await signInViaApi(request, SEED_BRANDS.duka.email), `/brand/campaigns/${SEED_DUKA_RECRUITING.id}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(SEED_CREATORS.chebet.name) }) });
    await expect(row).toContainText('Invited');
    await expect(row).toContainText('No fee proposed yet');
    await expect(row).not.toContainText('KES 0');
  });
});
