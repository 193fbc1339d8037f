import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { advanceServerClock, callApi, openAs, resetData, sessionsFor, signInViaApi, type ApiSession } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { answerOnPhone } from './support/phone.ts';
import { SEED_BRANDS, SEED_CREATORS } from './support/seed.ts';

// Issue 24: a brand books Wambui's "1 Instagram reel + 3 stories" (KES 25,000) on her page and pays on the phone;
// she accepts the terms, which holds the fee; the work is approved; then each side reviews the other. In order.
test.describe.configure({ mode: 'serial' });

const WAMBUI = SEED_CREATORS.wambui;
const PACKAGE = '1 Instagram reel + 3 stories';
const terms = (page: Page) => page.getByRole('region', { name: 'Terms and usage rights' });
const reviews = (page: Page) => page.getByRole('region', { name: 'Reviews' });
let brand: ApiSession;
let wambui: ApiSession;
let campaignId: string;
let contractId: string;

test.beforeAll(resetData);
test.beforeAll(async ({ playwright }) => {
  [brand, wambui] = await sessionsFor(playwright, SEED_BRANDS.chama.email, WAMBUI.email);
});

test('a brand books a package on the creator’s page and pays for it on the phone', async ({ page, context, request }) => {
  await openAs(page, brand, `/c/${WAMBUI.username}`);
  const card = page.getByRole('region', { name: 'Packages' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: PACKAGE }) }).first();
  await expect(card).toContainText('Organic reposts for 3 months in Kenya');
  await card.getByRole('button', { name: `Book “${PACKAGE}”` }).click();
  const url = card.getByRole('textbox', { name: 'Where should the posts send people?' });
  await expect(url).toBeFocused();
  await card.getByRole('button', { name: 'Book and go to payment' }).click();
  await expect(card.getByText('Enter a web address starting with http:// or https://.')).toBeVisible();
  await expect(url).toBeFocused();
  await expectNoAxeViolations(page, 'the booking form', 'section[aria-labelledby="packages-heading"]');
  await url.fill('https://chamapay.example/save');
  await card.getByRole('button', { name: 'Book and go to payment' }).dblclick();

  await expect(page).toHaveURL(/\/brand\/campaigns\/[^/]+$/);
  campaignId = page.url().split('/').pop()!;
  const contracts = (await callApi(request, brand, 'get', 'contracts/mine')).items as Array<{ contract: { id: string; campaignId: string } }>;
  expect(contracts.filter((e) => e.contract.campaignId === campaignId)).toHaveLength(1);
  contractId = contracts.find((e) => e.contract.campaignId === campaignId)!.contract.id;

  const quote = (await callApi(request, brand, 'get', `campaigns/${campaignId}/launch-quote`)) as { amount: number };
  const amount = `KES ${(quote.amount / 100).toLocaleString('en-KE')}`;
  const launch = page.getByRole('region', { name: 'Launch' });
  await expect(launch).toContainText('Once the payment succeeds, the creator can accept the terms; when they do, the fee is held for them and the work starts.');
  await launch.getByLabel('M-Pesa phone number').fill('0712 345 678');
  await launch.getByRole('button', { name: `Pay ${amount} with M-Pesa` }).click();
  await expect(launch.getByRole('status')).toContainText(`Check your phone: enter your M-Pesa PIN to approve ${amount}`);
  await answerOnPhone(context, amount, 'Approve');
  await expect(launch.getByRole('status')).toContainText('Payment received');

  await openAs(page, brand, `/brand/contracts/${contractId}`);
  await expect(terms(page)).toContainText('Waiting for the creator to accept these terms.');
  await expect(terms(page)).toContainText('Runs for 3 months from the day the creator accepts these terms.');
});

test('the creator reads the terms in plain words and accepts them, which holds the fee', async ({ page }) => {
  await openAs(page, wambui, `/influencer/contracts/${contractId}`);
  const section = terms(page);
  await expect(section.getByRole('heading', { name: '1 Instagram reel' })).toBeVisible();
  await expect(section).toContainText('The brand may repost it on its own accounts (organic posts, no paid promotion) in Kenya for 3 months.');
  await expect(section.getByRole('heading', { name: '3 Instagram stories' })).toBeVisible();
  await expectNoAxeViolations(page, 'the terms', 'section[aria-labelledby="terms-heading"]');
  await section.getByRole('button', { name: 'Accept these terms' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Terms accepted. The fee is now held for you.' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Terms and usage rights' })).toBeFocused();
  await expect(section).toContainText(/The creator accepted version 1 of these terms on/);
  await expect(section).toContainText(/Ends on /);
  await expect(section.getByRole('button', { name: 'Accept these terms' })).toHaveCount(0);
});

test('once the work is approved, the brand reviews the creator and the creator reviews the brand', async ({ page, request }) => {
  const { items } = (await callApi(request, wambui, 'get', `contracts/${contractId}/deliverables`)) as { items: Array<{ id: string; index: number }> };
  for (const d of items) {
    await callApi(request, wambui, 'post', `deliverables/${d.id}/submissions`, { url: `https://drafts.example.com/pkg-${d.index}`, caption: 'Save together' });
    const approved = await request.post(`/api/deliverables/${d.id}/approve`, { headers: { Authorization: `Bearer ${brand.token}`, 'Idempotency-Key': `e2e-pkg-approve-${d.id}` } });
    expect(approved.ok(), await approved.text()).toBe(true);
  }

  await openAs(page, brand, `/brand/contracts/${contractId}`);
  let panel = reviews(page);
  await panel.getByRole('radio', { name: '5 stars' }).check();
  await panel.getByRole('textbox', { name: 'Your review' }).fill('Booked in a minute, delivered a lovely reel on time.');
  await panel.getByRole('button', { name: 'Send review' }).click();
  await expect(panel.getByRole('article', { name: 'Your review' })).toContainText('Booked in a minute, delivered a lovely reel on time.');

  await openAs(page, wambui, `/influencer/contracts/${contractId}`);
  panel = reviews(page);
  await panel.getByRole('radio', { name: '4 stars' }).check();
  await panel.getByRole('textbox', { name: 'Your review' }).fill('Clear terms, quick approval and the fee released on time.');
  await panel.getByRole('button', { name: 'Send review' }).click();
  await expect(panel.getByRole('article', { name: 'Your review' })).toContainText('Clear terms, quick approval and the fee released on time.');
  await expect(panel.getByRole('article', { name: 'Kevin Mwaura’s review of you' }).or(panel.getByRole('article', { name: 'Chama Pay’s review of you' }))).toContainText('Booked in a minute');
});

test('after its end date a right shows as ended, on the server’s clock', async ({ page, request }) => {
  // The stories' organic reposts run 30 days from the acceptance; the reel's, 3 months.
  await advanceServerClock(request, 31 * 24 * 60 * 60 * 1000);
  // Sessions last 7 days: sign in again on the moved clock.
  const again = await signInViaApi(request, SEED_BRANDS.chama.email);
  await openAs(page, again, `/brand/contracts/${contractId}`);
  const section = terms(page);
  const stories = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '3 Instagram stories' }) });
  await expect(stories).toContainText(/Ended on .+: the brand may no longer use it this way\./);
  const reel = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '1 Instagram reel' }) });
  await expect(reel).toContainText(/Ends on /);
  await expect(reel).not.toContainText('Ended on');
});

test('a package edited after the brand opened it is not booked: the page reloads with the new terms and says so', async ({ page, request }) => {
  const BUNDLE = 'Instagram + TikTok bundle';
  // Fresh sessions: the test before moved the server's clock past the first ones.
  const chama = await signInViaApi(request, SEED_BRANDS.chama.email);
  const creator = await signInViaApi(request, WAMBUI.email);
  await openAs(page, chama, `/c/${WAMBUI.username}`);
  const card = page.getByRole('region', { name: 'Packages' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: BUNDLE }) }).first();
  await card.getByRole('button', { name: `Book “${BUNDLE}”` }).click();
  await card.getByRole('textbox', { name: 'Where should the posts send people?' }).fill('https://chamapay.example/save');

  // Meanwhile the creator raises the price: the brand has not seen it.
  const mine = (await callApi(request, creator, 'get', 'packages/mine')).items as Array<{ id: string; title: string; description: string; price: number; currency: string; deliveryDays: number; deliverables: unknown[] }>;
  const { id, title, description, currency, deliveryDays, deliverables } = mine.find((p) => p.title === BUNDLE)!;
  const edited = await request.put(`/api/packages/${id}`, { headers: { Authorization: `Bearer ${creator.token}` }, data: { title, description, price: 5_500_000, currency, deliveryDays, deliverables } });
  expect(edited.ok(), await edited.text()).toBe(true);

  await card.getByRole('button', { name: 'Book and go to payment' }).click();
  await expect(page.getByText('This package changed since you opened it. We have reloaded the page: read its new terms, then book again if they suit you.')).toBeVisible();
  await expect(card).toContainText('KES 55,000');
  await expect(page).toHaveURL(new RegExp(`/c/${WAMBUI.username}$`));
});
