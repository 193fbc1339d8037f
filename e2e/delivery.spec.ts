import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { advanceServerClock, callApi, openAs, resetData, type ApiSession } from './support/api.ts';
import { acceptAkinyi, contractDeliverable, sendAndApprove } from './support/contract.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { SEED_CREATORS, SEED_DUKA_RECRUITING } from './support/seed.ts';

// One contract goes from acceptance to a released fee, a counted click and a sale, so the steps run in order.
test.describe.configure({ mode: 'serial' });

const kes = (minor: number) => `KES ${(minor / 100).toLocaleString('en-KE')}`;
const figure = (page: Page, name: string) => page.locator('dl > div').filter({ has: page.getByRole('term').getByText(name, { exact: true }) }).getByRole('definition').first();
/** A phone browser, so the click is a person's, not a bot's. */
const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

interface Balance { currency: string; available: number; pending: number }
const REEL = 'Deliverable 1: Instagram reel';
/** cmp-duka-recruiting's first day (db.json). */
const SEED_DUKA_RECRUITING_STARTS = '2026-12-01';

let brand: ApiSession;
let akinyi: ApiSession;
let contractId: string;
let before: Balance;

const balanceOf = async (request: APIRequestContext) =>
  ((await callApi(request, akinyi, 'get', 'creators/me/earnings')) as { balances: Balance[] }).balances.find((b) => b.currency === 'KES') ?? { currency: 'KES', available: 0, pending: 0 };

test.beforeAll(resetData);
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  const contract = await acceptAkinyi(request);
  ({ brand, akinyi, contractId } = contract);
  before = await balanceOf(request);
  // Every deliverable but the reel is sent and approved through the API, so the reel's approval is the last one.
  expect(contract.deliverables.map((d) => d.index)).toEqual([1, 2, 3, 4]);
  await sendAndApprove(request, contract, contract.deliverables.slice(1));
  await request.dispose();
});

test('the creator opens the contract from their home and submits a link draft, with the review deadline in EAT', async ({ page }) => {
  await openAs(page, akinyi, '/influencer');
  await page.getByRole('link', { name: `${SEED_DUKA_RECRUITING.title}: open the contract` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Contract: ${SEED_DUKA_RECRUITING.title}`);
  const reel = contractDeliverable(page, REEL);
  await expect(reel).toContainText('Waiting for a draft');
  await reel.getByRole('button', { name: 'Submit draft' }).click();
  await expect(reel.getByText('Enter the draft’s link, starting with https://.')).toBeVisible();
  await expect(reel.getByRole('textbox', { name: 'Link to the draft' })).toBeFocused();
  await reel.getByRole('textbox', { name: 'Link to the draft' }).fill('https://drafts.example.com/reel-v1');
  await reel.getByLabel('Caption').fill('Glow juice, first take');
  await reel.getByRole('button', { name: 'Submit draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 1 sent.' })).toBeVisible();
  await expect(reel).toContainText('In review');
  await expect(reel.getByText(/^Auto-approved on \w{3} \d{1,2} \w{3}, \d{2}:\d{2} EAT if the brand does not answer\./)).toBeVisible();
  await expect(reel).toContainText(/\d days? .*left\./);
  await expect(page.getByRole('heading', { name: REEL })).toBeFocused();
  await expectNoAxeViolations(page);
});

test('the brand requests a revision with feedback, in a dialog that says how many are used', async ({ page }) => {
  await openAs(page, brand, `/brand/campaigns/${SEED_DUKA_RECRUITING.id}`);
  await page.getByRole('link', { name: `${SEED_CREATORS.akinyi.name}: open the contract` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Contract: ${SEED_DUKA_RECRUITING.title}`);
  const reel = contractDeliverable(page, REEL);
  await expect(reel.getByText(/^Approved automatically on .* EAT unless you approve it or request a revision first\./)).toBeVisible();
  await reel.getByRole('button', { name: `Request revision: ${REEL}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a revision' });
  await expect(dialog).toContainText('Revisions used: 0 of 2. This request uses one.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Say what should change, in at least 3 characters.')).toBeVisible();
  await expect(dialog.getByLabel('Feedback (required)')).toBeFocused();
  await expectNoAxeViolations(page, 'the open dialog', '[role="dialog"]');
  await dialog.getByLabel('Feedback (required)').fill('Show the bottle in the first three seconds.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Revision requested for ${REEL}.` })).toBeVisible();
  await expect(reel).toContainText('Revision requested');
  await expect(reel).toContainText('Show the bottle in the first three seconds.');
  await expectNoAxeViolations(page);
});

test('the creator reads the feedback and resubmits; the brand approves and the fee is released', async ({ page, request }) => {
  await openAs(page, akinyi, `/influencer/contracts/${contractId}`);
  const reel = contractDeliverable(page, REEL);
  await expect(reel).toContainText('Show the bottle in the first three seconds.');
  await expect(reel.getByRole('heading', { name: 'Submit a new version' })).toBeVisible();
  await reel.getByRole('textbox', { name: 'Link to the draft' }).fill('https://drafts.example.com/reel-v2');
  await reel.getByRole('button', { name: 'Submit draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 2 sent.' })).toBeVisible();

  await openAs(page, brand, `/brand/contracts/${contractId}`);
  const review = contractDeliverable(page, REEL);
  await expect(review.getByRole('link', { name: /Open the link of version 2/ })).toBeVisible();
  await expect(review).toContainText('1 of 2');
  await review.getByRole('button', { name: `Approve ${REEL}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${REEL} approved.` })).toBeVisible();
  await expect(page.getByText('Every deliverable is approved, so the fee of KES 22,000 was released to the creator.')).toBeVisible();
  await expect(review).toContainText('Approved');

  const after = await balanceOf(request);
  expect(after.available).toBeGreaterThan(before.available);
  expect(after.pending).toBeLessThan(before.pending);
  await openAs(page, akinyi, '/influencer/earnings');
  await expect(figure(page, 'Available')).toHaveText(kes(after.available));
});

test('a visit to the creator’s link is a 302 and is counted for the brand; the creator adds the live link', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openAs(page, akinyi, `/influencer/contracts/${contractId}`);
  const links = page.getByRole('region', { name: 'Trackable links' });
  await links.getByRole('button', { name: 'Copy Campaign link' }).click();
  await expect(links.getByRole('status')).toHaveText('Copied Campaign link.');
  const url = (await links.locator('code').first().textContent()) ?? '';
  const slug = new URL(url).pathname.replace('/r/', '');
  const visit = await page.request.get(`/r/${slug}`, { maxRedirects: 0, headers: { 'User-Agent': PHONE_AGENT } });
  expect(visit.status()).toBe(302);
  expect(visit.headers().location).toContain('utm_source=');

  // A post goes live only once the campaign has started (1 Dec 2026 in Nairobi): the server's clock moves there first.
  const starts = Date.parse(`${SEED_DUKA_RECRUITING_STARTS}T00:00:00+03:00`);
  await advanceServerClock(page.request, Math.max(0, starts - Date.now()));
  const reel = contractDeliverable(page, REEL);
  await reel.getByLabel('Live post link').fill('https://www.instagram.com/reel/glow1');
  await reel.getByRole('button', { name: 'Save live link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Live link saved.' })).toBeVisible();
  await expect(reel).toContainText('Live');

  await openAs(page, brand, `/brand/contracts/${contractId}`);
  await expect(page.getByRole('region', { name: 'Trackable links' }).getByTestId('clicks-web')).toHaveText('1 click counted');
});

test('the brand enters a sale by the creator’s code and sees it, and reveals the webhook secret', async ({ page }) => {
  await openAs(page, brand, `/brand/contracts/${contractId}`);
  const code = (await page.getByRole('region', { name: 'Trackable links' }).locator('code').last().textContent()) ?? '';
  expect(code).toMatch(/^SAUTI-/);
  const form = page.getByRole('region', { name: 'Add a sale or lead' });
  await form.getByLabel('Amount (KES)').fill('15 00');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form.getByText('Enter the amount, like 1500 or 1500.50.')).toBeVisible();
  await form.getByLabel('Amount (KES)').fill('1500');
  await form.getByLabel('Code (optional)').fill(code);
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form.getByRole('status')).toHaveText('Sale of KES 1,500 added.');
  await expect(form.getByRole('list', { name: 'Added on this page' })).toContainText(`Sale · KES 1,500 · by code ${code}`);

  const webhook = page.getByRole('region', { name: 'Webhook secret' });
  await expect(webhook).toContainText('X-Sauti-Signature');
  await webhook.getByRole('button', { name: 'Reveal webhook secret' }).click();
  await expect(webhook.getByText(/^whsec_/)).toBeVisible();
  await expectNoAxeViolations(page);
});
