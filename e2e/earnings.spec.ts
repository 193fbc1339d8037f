import type { APIRequestContext, Page } from '@playwright/test';
import { expect, SEED, test } from './fixtures.ts';
import { callApi, openAs, resetData, sessionsFor, signInViaApi, type ApiSession } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { SEED_CREATORS } from './support/seed.ts';

// Both withdrawals draw on Mutua's one seeded balance, so they run in order.
test.describe.configure({ mode: 'serial' });

const kes = (minor: number) => `KES ${(minor / 100).toLocaleString('en-KE')}`;
const figure = (page: Page, name: string) => page.locator('dl > div').filter({ has: page.getByRole('term').getByText(name, { exact: true }) }).getByRole('definition').first();

interface Earnings { balances: Array<{ currency: string; available: number; pending: number; paidOut: number }>; withdrawals: Array<{ id: string; status: string }> }
const earningsOf = async (request: APIRequestContext, s: ApiSession) => (await callApi(request, s, 'get', 'creators/me/earnings')) as Earnings;

/** The simulator's B2C control (dev only): what M-Pesa does with the payout. */
async function resolveB2c(request: APIRequestContext, withdrawalId: string, data: { outcome: 'success' | 'timeout'; settle?: 'success' }) {
  const res = await request.post(`/__sim/mpesa/b2c/${encodeURIComponent(withdrawalId)}/resolve`, { data });
  expect(res.ok(), await res.text()).toBe(true);
}

let mutua: ApiSession;

test.beforeAll(resetData);
test.beforeAll(async ({ playwright }) => {
  [mutua] = await sessionsFor(playwright, SEED_CREATORS.mutua.email);
});

test("an accepted creator's fee is shown to them as pending", async ({ page, request }) => {
  const brand = await signInViaApi(request, SEED.brand);
  const akinyi = await signInViaApi(request, SEED_CREATORS.akinyi.email);
  await callApi(request, brand, 'post', 'applications/app-duka-recruiting-akinyi/accept');

  await openAs(page, akinyi, '/influencer/earnings');
  await expect(figure(page, 'Pending')).toHaveText('KES 22,000');
  await expect(page.getByRole('table', { name: 'Every movement of your money' })).toContainText('+KES 22,000');
  await expectNoAxeViolations(page);
});

test('payout details refuse a number that is not a Kenyan M-Pesa number, by field', async ({ page }) => {
  await openAs(page, mutua, '/influencer/earnings');
  await page.getByLabel('M-Pesa phone number').fill('0812 345 678');
  await page.getByRole('button', { name: 'Save payout details' }).click();
  await expect(page.getByText('Enter a Kenyan phone number in 07…, 01… or +254… form.')).toBeVisible();
  await expect(page.getByLabel('M-Pesa phone number')).toBeFocused();
  await page.getByLabel('M-Pesa phone number').fill('0712 000 111');
  await page.getByRole('button', { name: 'Save payout details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payout details saved.' })).toBeVisible();
});

async function withdraw(page: Page, major: string) {
  await openAs(page, mutua, '/influencer/earnings');
  await expect(page.getByText('A bank transfer is recorded here and paid out by hand')).toBeVisible();
  await page.getByLabel('Amount (KES)').fill(major);
  await page.getByRole('radio', { name: 'M-Pesa' }).check();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
}

test('a creator withdraws to M-Pesa: sending, then paid, and the balance drops', async ({ page, request }) => {
  const kesBalance = (await earningsOf(request, mutua)).balances.find((b) => b.currency === 'KES')!;
  const before = kesBalance.available;
  expect(before).toBeGreaterThan(100_000);
  await withdraw(page, '1000');
  const status = page.getByRole('status').filter({ hasText: /KES 1,000/ });
  await expect(status).toContainText('Sending KES 1,000 to M-Pesa');
  await expect(figure(page, 'Available')).toHaveText(kes(before - 100_000));
  await expect(figure(page, 'Withdrawing')).toHaveText('KES 1,000');
  await expectNoAxeViolations(page);

  const [latest] = (await earningsOf(request, mutua)).withdrawals;
  await resolveB2c(request, latest!.id, { outcome: 'success' });
  await expect(status).toContainText('Paid: KES 1,000 sent to M-Pesa');
  await expect(figure(page, 'Paid out')).toHaveText(kes(kesBalance.paidOut + 100_000));
  await expect(figure(page, 'Withdrawing')).toHaveText('KES 0');
  await expect(figure(page, 'Available')).toHaveText(kes(before - 100_000));
  await expect(page.getByRole('table', { name: 'Your withdrawals' })).toContainText('Paid');
});

test('a withdrawal that times out shows "Checking with M-Pesa…" until a status query settles it as paid', async ({ page, request }) => {
  await withdraw(page, '500');
  const status = page.getByRole('status').filter({ hasText: /M-Pesa/ }).first();
  await expect(status).toContainText('Sending KES 500');
  const [latest] = (await earningsOf(request, mutua)).withdrawals;
  await resolveB2c(request, latest!.id, { outcome: 'timeout', settle: 'success' });
  await expect(status).toContainText('Checking with M-Pesa…');
  await expect(status).toContainText('Paid: KES 500 sent to M-Pesa', { timeout: 10_000 });
});
