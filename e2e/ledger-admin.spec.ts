import type { Page } from '@playwright/test';
import { expect, SEED, test } from './fixtures.ts';
import { callApi, openAs, resetData, signInViaApi } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { SEED_BRANDS } from './support/seed.ts';

test.describe.configure({ mode: 'serial' });

const row = (page: Page, name: string) => page.getByRole('table', { name: 'M-Pesa reconciliation' }).getByRole('row', { name: new RegExp(`^${name}`) });

test.beforeAll(resetData);

test('the reconciliation balances on the seed and again after a launch payment over M-Pesa', async ({ page, request }) => {
  const admin = await signInViaApi(request, SEED.admin);
  await openAs(page, admin, '/admin/reconciliation');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Balanced: the M-Pesa asset matches the receipts and payouts.');
  await expect(page.getByText('No receipt appears twice.')).toBeVisible();
  const receiptsBefore = Number(await row(page, 'Receipts counted').getByRole('cell').textContent());
  await expectNoAxeViolations(page);

  const zuri = await signInViaApi(request, SEED_BRANDS.zuri.email);
  const res = await request.post('/api/campaigns/cmp-zuri-approved/payments', {
    headers: { Authorization: `Bearer ${zuri.token}`, 'Idempotency-Key': `e2e-launch-${Date.now()}` },
    data: { method: 'mpesa', phone: '0712 345 678' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const payment = (await res.json()) as { id: string; mpesa: { checkoutRequestId: string } };
  const approved = await request.post(`/__sim/mpesa/stk/${payment.mpesa.checkoutRequestId}/resolve`, { data: { outcome: 'approved' } });
  expect(approved.ok(), await approved.text()).toBe(true);
  await expect.poll(async () => ((await callApi(request, zuri, 'get', `payments/${payment.id}`)) as { status: string }).status).toBe('succeeded');

  await page.reload();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Balanced: the M-Pesa asset matches the receipts and payouts.');
  await expect(row(page, 'Receipts counted').getByRole('cell')).toHaveText(String(receiptsBefore + 1));
  await expect(row(page, 'Difference').getByRole('cell')).toHaveText('KES 0');
});

test('the ledger shows accounts and transfers, filtered by campaign', async ({ page, request }) => {
  const admin = await signInViaApi(request, SEED.admin);
  await openAs(page, admin, '/admin/ledger');
  await expect(page.getByRole('table', { name: 'Accounts' })).toContainText('asset:mpesa');
  await expectNoAxeViolations(page);

  await page.getByLabel('Campaign', { exact: true }).fill('cmp-kahawa-completed');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/campaign=cmp-kahawa-completed/);
  const accounts = page.getByRole('table', { name: 'Accounts' });
  await expect(accounts).toContainText('campaign:cmp-kahawa-completed:escrow');
  await expect(accounts).not.toContainText('campaign:cmp-duka-recruiting:escrow');
  const transfers = page.getByRole('table', { name: 'Transfers, newest first' });
  await expect(transfers).toContainText('escrow:cmp-kahawa-completed');
  await expect(transfers).not.toContainText('escrow:cmp-duka-recruiting');
  await expect(page.getByRole('main').getByRole('status')).toContainText(/Showing transfers 1–\d+ of \d+\./);
  await expectNoAxeViolations(page);
});
