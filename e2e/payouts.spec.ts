import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { advanceServerClock, openAs, resetData, sessionsFor, type ApiSession } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { SEED_CREATORS } from './support/seed.ts';

// The browser suite's server settles a payout by itself after SIM_PAYOUT_SECONDS=60 (playwright.config.ts), so tests
// that answer a payout by hand are never overtaken in real time; these move the server's clock past it instead.
const SETTLE_MS = 60_000;
test.describe.configure({ mode: 'serial' });

let mutua: ApiSession;
let amara: ApiSession;
test.beforeAll(resetData);
test.beforeAll(async ({ playwright }) => {
  [mutua, amara] = await sessionsFor(playwright, SEED_CREATORS.mutua.email, SEED_CREATORS.amara.email);
});

async function withdraw(page: Page, who: ApiSession, currency: string, amount: string, method: 'M-Pesa' | 'PayPal') {
  await openAs(page, who, '/influencer/earnings');
  await page.getByLabel(`Amount (${currency})`).fill(amount);
  await page.getByRole('radio', { name: method, exact: true }).check();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
}

test('an M-Pesa withdrawal nobody touches is paid by the simulator a few seconds later', async ({ page }) => {
  await withdraw(page, mutua, 'KES', '1000', 'M-Pesa');
  const status = page.getByRole('status').filter({ hasText: /KES 1,000/ });
  await expect(status).toContainText('Sending KES 1,000 to M-Pesa');
  await advanceServerClock(page.request, SETTLE_MS);
  await expect(status).toContainText('Paid: KES 1,000 sent to M-Pesa', { timeout: 10_000 });
});

test('the virtual phone lists the payout on its way; Delay holds it past its time and Fail fails it', async ({ page, context }) => {
  await withdraw(page, mutua, 'KES', '500', 'M-Pesa');
  const status = page.getByRole('status').filter({ hasText: /KES 500|The withdrawal failed/ });
  await expect(status).toContainText('Sending KES 500 to M-Pesa');

  const phone = await context.newPage();
  await phone.goto('/__sim/mpesa/phone');
  const payout = phone.getByRole('listitem').filter({ has: phone.getByRole('heading', { name: /^Payout of KES 500 to 254712000111$/ }) });
  await expect(payout).toContainText('paid automatically');
  await expectNoAxeViolations(phone, '/__sim/mpesa/phone (a payout on its way)');
  await payout.getByRole('button', { name: 'Delay' }).click();
  await expect(phone.getByRole('status')).toContainText('is delayed: it stays open until you pick an outcome here.');
  await expect(payout).toContainText('Delayed: waits for your answer');

  // Past its time, the phone (whose every request settles what is due) still holds it, and the app still shows it sending.
  await advanceServerClock(page.request, SETTLE_MS);
  await phone.reload();
  await expect(payout).toContainText('Delayed: waits for your answer');
  await expect(status).toContainText('Sending KES 500 to M-Pesa');

  await payout.getByRole('button', { name: 'Fail' }).click();
  await expect(phone.getByRole('status')).toContainText('failed (ResultCode 2001)');
  await expect(status).toContainText('The withdrawal failed: M-Pesa could not complete this payout', { timeout: 10_000 });
});

test('a PayPal withdrawal is paid by the simulator a few seconds later too', async ({ page }) => {
  await withdraw(page, amara, 'KES', '1000', 'PayPal');
  const status = page.getByRole('status').filter({ hasText: /KES 1,000/ });
  await expect(status).toContainText('Sending KES 1,000 to PayPal');
  await advanceServerClock(page.request, SETTLE_MS);
  await expect(status).toContainText('Paid: KES 1,000 sent to PayPal', { timeout: 10_000 });
});
