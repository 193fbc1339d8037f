import type { Locator, Page } from '@playwright/test';
import { expect, SEED, test } from './fixtures.ts';
import { advanceServerClock, callApi, openAs, resetData, signInViaApi } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { day } from './support/dates.ts';
import { answerOnPhone } from './support/phone.ts';
import { SEED_BRANDS, SEED_CAMPAIGNS } from './support/seed.ts';

// Issue 19: a brand's first launch pays no launch fee, and a brand's balance is its money to withdraw.
// The browser suite's server pays a payout by itself after SIM_PAYOUT_SECONDS (playwright.config.ts): moving the
// server's clock past it settles the withdrawal without waiting.
const SETTLE_MS = 60_000;
const NEW_BRAND = 'first-launch@sauti.test';
/** A line of a panel's list of amounts, by its label. */
const amount = (panel: Locator, label: string) =>
  panel.locator('dt').filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');

/**
 * On the balance page: saves the payout details (`field` filled with `value`), withdraws the whole balance of `shillings`
 * by `method`, and follows it to paid (the server's clock moved past the simulator's delay): the balance is then empty,
 * and the withdrawals list says where it went and that it was paid.
 */
async function withdrawAll(page: Page, method: 'M-Pesa' | 'PayPal', field: string, value: string, shillings: number) {
  const kes = `KES ${shillings.toLocaleString('en-KE')}`;
  await page.getByLabel(field).fill(value);
  await page.getByRole('button', { name: 'Save payout details' }).click();
  await expect(page.getByText('Payout details saved.')).toBeVisible();

  await page.getByLabel('Amount (KES)').fill(String(shillings));
  await page.getByRole('radio', { name: method, exact: true }).check();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const status = page.getByRole('status').filter({ hasText: kes });
  await expect(status).toContainText(`Sending ${kes} to ${method}`);
  await advanceServerClock(page.request, SETTLE_MS);
  await expect(status).toContainText(`Paid: ${kes} sent to ${method}`, { timeout: 10_000 });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your KES balance' }).getByRole('definition').first()).toHaveText('KES 0');
  const withdrawals = page.getByRole('table', { name: 'Your withdrawals' });
  await expect(withdrawals).toContainText(method);
  await expect(withdrawals).toContainText('Paid');
  await expectNoAxeViolations(page);
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(resetData);

test('a new brand launches its first campaign free: no fee shown, none charged, the whole budget held', async ({ page, context, request }) => {
  // A brand that has never launched: registered, onboarded, with one brief approved (the seed's recruiting brief, re-dated).
  const joining = await signInViaApi(request, NEW_BRAND, 'register');
  await callApi(request, joining, 'post', 'profiles', { fullName: 'Wairimu Njeri', username: 'duka_mpya', dob: '1990-03-03', country: 'KE', role: 'brand' });
  // The same session, now a brand's (the API reads the role from the account; the app checks it when it starts).
  const brand = { ...joining, user: { ...joining.user, role: 'brand' } };
  const duka = await signInViaApi(request, SEED.brand);
  const seed = await callApi(request, duka, 'get', `campaigns/${SEED_CAMPAIGNS.dukaRecruiting.id}`);
  const { title: _t, id: _i, brandId: _b, brandName: _n, status: _s, reviewNotes: _r, createdAt: _c, updatedAt: _u, submittedAt: _a, acceptedCount: _k, actedBy: _ab, ...brief } = seed;
  const created = await callApi(request, brand, 'post', 'campaigns', { ...brief, title: 'Mpya first launch', startDate: day(10), endDate: day(40) });
  await callApi(request, brand, 'post', `campaigns/${created.id}/submit`);
  await callApi(request, await signInViaApi(request, SEED.admin), 'post', `admin/campaigns/${created.id}/approve`, {});

  await openAs(page, brand, `/brand/campaigns/${created.id}`);
  const launch = page.getByRole('region', { name: 'Launch' });
  await expect(launch.getByText('Your first campaign launches free: no launch fee.')).toBeVisible();
  await expect(amount(launch, 'Launch fee')).toHaveText('KES 0');
  await expect(amount(launch, 'Amount to hold (the budget)')).toHaveText('KES 120,000');
  await expect(amount(launch, 'Total to pay')).toHaveText('KES 120,000');
  await expectNoAxeViolations(page, 'the launch section', 'section[aria-labelledby="launch-heading"]');

  await launch.getByLabel('M-Pesa phone number').fill('0712 345 678');
  await launch.getByRole('button', { name: 'Pay KES 120,000 with M-Pesa' }).click();
  await expect(launch.getByRole('status')).toHaveText('Check your phone: enter your M-Pesa PIN to approve KES 120,000 (prompt sent to 0712 ••• 678).');
  await answerOnPhone(context, 'KES 120,000');
  await expect(launch.getByRole('status')).toHaveText('Payment received. Your campaign is launched and recruiting creators.');

  const funds = page.getByRole('region', { name: 'Funds' });
  await expect(amount(funds, 'Held for this campaign')).toHaveText('KES 120,000');
  const [paid] = (await callApi(request, brand, 'get', `campaigns/${created.id}/payments`)).items as { launchFee: number; amount: number; freeLaunch: boolean }[];
  expect(paid).toMatchObject({ launchFee: 0, amount: 12_000_000, freeLaunch: true });
});

test('a brand withdraws its balance to M-Pesa and sees it paid', async ({ page, request }) => {
  // Zuri's balance: KES 40,000 back from its cancelled campaign.
  const zuri = await signInViaApi(request, SEED_BRANDS.zuri.email);
  await openAs(page, zuri, '/brand');
  await page.getByRole('link', { name: 'Balance' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your balance' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Your KES balance' });
  await expect(figures.getByRole('definition').first()).toHaveText('KES 40,000');
  await expect(page.getByRole('table', { name: 'Every movement of your balance' })).toContainText('Returned to your balance from');
  await expectNoAxeViolations(page);

  await withdrawAll(page, 'M-Pesa', 'M-Pesa phone number', '0722 000 303', 40_000);
});

test('a brand withdraws its balance to PayPal and sees it paid by the PayPal payouts simulator', async ({ page, request }) => {
  // The first test's new brand cancels its launched campaign, so the budget it held is its balance again, and says it
  // is in Uganda: outside Kenya, payouts go by PayPal or bank transfer (withdrawalMethodsFor).
  const brand = await signInViaApi(request, NEW_BRAND);
  const [launched] = (await callApi(request, brand, 'get', 'campaigns/mine')).items as { id: string; status: string }[];
  expect(launched).toMatchObject({ status: 'recruiting' });
  await callApi(request, brand, 'post', `campaigns/${launched!.id}/cancel`);
  await callApi(request, brand, 'patch', 'profiles/me', { country: 'UG' });

  await openAs(page, brand, '/brand/balance');
  await expect(page.getByRole('heading', { level: 1, name: 'Your balance' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your KES balance' }).getByRole('definition').first()).toHaveText('KES 120,000');

  await withdrawAll(page, 'PayPal', 'PayPal email', 'payouts@duka-mpya.test', 120_000);
});
