import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { advanceServerClock, callApi, openAs, resetData, signInViaApi, type ApiSession } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { contractDeliverable } from './support/contract.ts';
import { answerOnPhone } from './support/phone.ts';
import { SEED_BRANDS, SEED_CAMPAIGNS, SEED_CREATORS } from './support/seed.ts';

// Zuri's approved campaign (budget KES 150,000, launch fee KES 7,500; its KES 40,000 balance pays first) runs from launch to measured results in one go.
const CAMPAIGN = SEED_CAMPAIGNS.zuriApproved;
/** Its first day, in db.json. */
const CAMPAIGN_STARTS = '2027-01-25';
const MUTUA = SEED_CREATORS.mutua; // the one creator passing its hard filters: Instagram, 100k–500k followers, 74% Kenyan
const FEE = 4_000_000;
const NET = FEE - FEE / 10; // less Sauti's 10% commission
const SALE = 3_500;
const REEL = 'Deliverable 1: Instagram reel';
const VIDEO = 'Deliverable 2: TikTok video';
/** A phone browser, so the visit counts as a person's (the headless browser's own agent is treated as a bot). */
const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
/** A real 1×1 PNG: drafts are checked by their content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const kes = (minor: number) => `KES ${(minor / 100).toLocaleString('en-KE')}`;
const figure = (page: Page, name: string) => page.locator('dl > div').filter({ has: page.getByRole('term').getByText(name, { exact: true }) }).getByRole('definition').first();
const outcome = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const available = async (request: APIRequestContext, s: ApiSession) =>
  ((await callApi(request, s, 'get', 'creators/me/earnings')) as { balances: Array<{ currency: string; available: number }> }).balances.find((b) => b.currency === 'KES')?.available ?? 0;

async function submitLink(item: Locator, url: string, caption: string) {
  await item.getByRole('textbox', { name: 'Link to the draft' }).fill(url);
  await item.getByLabel('Caption').fill(caption);
  await item.getByRole('button', { name: 'Submit draft' }).click();
}

/**
 * A person on a phone taps the link in a post. The redirect's target is the brand's own site, which need not
 * answer: the browser's request to it already carries the URL. Nothing is routed or mocked.
 */
async function followAsVisitor(browser: Browser, link: string) {
  const visitor = await browser.newContext({ userAgent: PHONE_AGENT });
  const post = await visitor.newPage();
  await post.setContent(`<a href="${link}">Shop the Valentine’s edit</a>`);
  const hop = post.waitForResponse((r) => r.url() === link);
  const landing = post.waitForRequest((r) => new URL(r.url()).host === 'zurithreads.co.ke');
  await post.getByRole('link', { name: 'Shop the Valentine’s edit' }).click();
  const visit = { status: (await hop).status(), target: new URL((await landing).url()) };
  await visitor.close();
  return visit;
}

test.beforeAll(resetData);

test('one campaign end to end: launch, recruit, deliver with a revision, pay out, then clicks, a sale and the analytics', async ({ page, context, browser, request }) => {
  test.setTimeout(180_000);
  let zuri = await signInViaApi(request, SEED_BRANDS.zuri.email);
  let mutua = await signInViaApi(request, MUTUA.email);
  const before = await available(request, mutua);
  let creatorContract = '';
  let brandContract = '';

  await test.step('the brand launches the campaign, paying over M-Pesa on the virtual phone', async () => {
    await openAs(page, zuri, `/brand/campaigns/${CAMPAIGN.id}`);
    const launch = page.getByRole('region', { name: 'Launch' });
    await launch.getByLabel('M-Pesa phone number').fill('0712 345 678');
    await launch.getByRole('button', { name: 'Pay KES 117,500 with M-Pesa' }).click();
    await expect(launch.getByRole('status')).toContainText('Check your phone');
    await answerOnPhone(context, 'KES 117,500');
    await expect(launch.getByRole('status')).toHaveText('Payment received. Your campaign is launched and recruiting creators.');
    await expect(page.getByRole('main').getByText('Recruiting', { exact: true }).first()).toBeVisible();
  });

  await test.step('the brand invites the matching creator, who accepts with a pitch and a fee; the brand accepts them', async () => {
    const matches = page.getByRole('region', { name: 'Ranked matches' });
    await matches.getByRole('button', { name: `Invite ${MUTUA.name}` }).click();
    await expect(matches.getByRole('listitem').filter({ hasText: MUTUA.name })).toContainText('Invited');

    await openAs(page, mutua, '/influencer');
    await page.getByRole('region', { name: 'Invitations' }).getByRole('link', { name: `Accept invitation to ${CAMPAIGN.title}` }).click();
    const accept = page.getByRole('region', { name: 'Accept the invitation' });
    await accept.getByLabel('Your pitch').fill('My Nairobi followers love date-night food spots; a Valentine’s dinner look in Zuri Threads fits right in.');
    await accept.getByLabel('Your proposed fee (KES)').fill(String(FEE / 100));
    // The brief's usage terms (issue 24), read above and accepted by applying.
    await expect(page.getByRole('region', { name: 'Usage terms' })).toContainText('for 30 days');
    await accept.getByRole('checkbox', { name: 'I accept these usage terms' }).check();
    await expectNoAxeViolations(page);
    await accept.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Application sent. The brand has been notified.');

    await openAs(page, zuri, `/brand/campaigns/${CAMPAIGN.id}`);
    const row = page.getByRole('table', { name: 'Applications' }).getByRole('row').filter({ hasText: MUTUA.name });
    await row.getByRole('button', { name: `Accept ${MUTUA.name}` }).click();
    await expect(row).toContainText('Accepted');
    await page.getByRole('link', { name: `${MUTUA.name}: open the contract` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Contract: ${CAMPAIGN.title}`);
    brandContract = new URL(page.url()).pathname;
    creatorContract = brandContract.replace('/brand/', '/influencer/');
  });

  await test.step('the creator uploads a draft, the brand asks for a revision, the creator resubmits, the brand approves', async () => {
    await openAs(page, mutua, '/influencer');
    await page.getByRole('link', { name: `${CAMPAIGN.title}: open the contract` }).click();
    const reel = contractDeliverable(page, REEL);
    await reel.getByRole('radio', { name: 'An image or video upload' }).check();
    await reel.getByLabel('Image or video', { exact: true }).setInputFiles({ name: 'reel-v1.png', mimeType: 'image/png', buffer: PNG });
    await reel.getByLabel('Caption').fill('Date night, sorted. #ZuriValentines');
    await reel.getByRole('button', { name: 'Submit draft' }).click();
    await expect(outcome(page, 'Version 1 sent.')).toBeVisible();
    await expect(reel).toContainText('In review');
    await submitLink(contractDeliverable(page, VIDEO), 'https://drafts.example.com/zuri-tiktok-v1', 'Matching kitenge for two.');
    await expect(contractDeliverable(page, VIDEO)).toContainText('In review');

    await openAs(page, zuri, brandContract);
    await expect(contractDeliverable(page, REEL).getByRole('button', { name: 'Open the file of version 1' })).toBeVisible();
    await expectNoAxeViolations(page);
    await contractDeliverable(page, REEL).getByRole('button', { name: `Request revision: ${REEL}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a revision' });
    await dialog.getByLabel('Feedback (required)').fill('Show both outfits side by side in the first shot.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(outcome(page, `Revision requested for ${REEL}.`)).toBeVisible();

    await openAs(page, mutua, creatorContract);
    await expect(contractDeliverable(page, REEL)).toContainText('Show both outfits side by side in the first shot.');
    await submitLink(contractDeliverable(page, REEL), 'https://drafts.example.com/zuri-reel-v2', 'Date night, sorted: both looks up front.');
    await expect(outcome(page, 'Version 2 sent.')).toBeVisible();

    await openAs(page, zuri, brandContract);
    await expect(contractDeliverable(page, REEL)).toContainText('1 of 2');
    for (const name of [REEL, VIDEO]) {
      await contractDeliverable(page, name).getByRole('button', { name: `Approve ${name}` }).click();
      await expect(outcome(page, `${name} approved.`)).toBeVisible();
    }
    await expect(page.getByText(`Every deliverable is approved, so the fee of ${kes(FEE)} was released to the creator.`)).toBeVisible();
  });

  await test.step('the creator sees the fee available and withdraws it to M-Pesa', async () => {
    await openAs(page, mutua, '/influencer/earnings');
    await expect(figure(page, 'Available')).toHaveText(kes(before + NET));
    await page.getByLabel('Amount (KES)').fill(String(NET / 100));
    await page.getByRole('radio', { name: 'M-Pesa' }).check();
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const status = page.getByRole('status').filter({ hasText: kes(NET) });
    await expect(status).toContainText(`Sending ${kes(NET)} to M-Pesa`);
    const { withdrawals } = (await callApi(request, mutua, 'get', 'creators/me/earnings')) as { withdrawals: Array<{ id: string }> };
    const resolved = await request.post(`/__sim/mpesa/b2c/${encodeURIComponent(withdrawals[0]!.id)}/resolve`, { data: { outcome: 'success' } });
    expect(resolved.ok(), await resolved.text()).toBe(true);
    await expect(status).toContainText(`Paid: ${kes(NET)} sent to M-Pesa`);
    await expect(figure(page, 'Available')).toHaveText(kes(before));
  });

  let code = '';
  await test.step('the creator posts live; a visitor follows the trackable link to the landing page with UTM tags, and it is counted', async () => {
    // A post goes live only once the campaign has started (in Nairobi): the server's clock moves there first, past
    // the week both sessions last, so both sign in again.
    const starts = Date.parse(`${CAMPAIGN_STARTS}T00:00:00+03:00`);
    await advanceServerClock(request, Math.max(0, starts - Date.now()));
    zuri = await signInViaApi(request, SEED_BRANDS.zuri.email);
    mutua = await signInViaApi(request, MUTUA.email);
    await openAs(page, mutua, creatorContract);
    const reel = contractDeliverable(page, REEL);
    await reel.getByLabel('Live post link').fill('https://www.instagram.com/reel/zuri-valentines');
    await reel.getByRole('button', { name: 'Save live link' }).click();
    await expect(outcome(page, 'Live link saved.')).toBeVisible();
    const links = page.getByRole('region', { name: 'Trackable links' });
    const link = (await links.locator('code').first().textContent()) ?? '';
    code = (await links.locator('code').last().textContent()) ?? '';

    const visit = await followAsVisitor(browser, link);
    expect(visit.status).toBe(302);
    expect(`${visit.target.origin}${visit.target.pathname}`).toBe('https://zurithreads.co.ke/valentines');
    expect(Object.fromEntries(visit.target.searchParams)).toMatchObject({ utm_source: 'sauti', utm_medium: 'influencer', utm_campaign: CAMPAIGN.id, utm_content: MUTUA.username });
    expect(visit.target.searchParams.get('sid')).toBeTruthy();

    await openAs(page, zuri, brandContract);
    await expect(page.getByRole('region', { name: 'Trackable links' }).getByTestId('clicks-web')).toHaveText('1 click counted');
  });

  await test.step('a buyer pays the Paybill quoting the creator’s code (M-Pesa C2B simulator): the sale is theirs', async () => {
    expect(code).toMatch(/^SAUTI-/);
    const paid = await page.request.post('/__sim/mpesa/c2b', { data: { billRefNumber: code, amount: SALE } });
    expect(paid.ok(), await paid.text()).toBe(true);
  });

  await test.step('the brand’s analytics show the click, the sale and what it returned', async () => {
    await openAs(page, zuri, `/brand/campaigns/${CAMPAIGN.id}`);
    await page.getByRole('link', { name: 'View analytics' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Campaign analytics: ${CAMPAIGN.title}`);
    const spend = kes(FEE + 750_000); // the creator's fee and the launch fee
    const measures = {
      Clicks: '1', Conversions: '1', 'Conversion rate': '100%', Spend: spend, 'Cost per click (CPC)': spend, Revenue: kes(SALE * 100),
      'Return on ad spend (ROAS)': '0.07×', 'Return on investment (ROI)': '-92.63%',
    };
    for (const [name, value] of Object.entries(measures)) await expect(figure(page, name), name).toHaveText(value);
    const creators = page.getByRole('figure', { name: 'Creators compared' });
    await creators.getByLabel('Compare by').selectOption({ label: 'Conversions' });
    await expect(creators.getByRole('img')).toHaveAttribute('aria-label', `Bar chart of Conversions: ${MUTUA.name} 1.`);
    await expectNoAxeViolations(page);
  });
});
