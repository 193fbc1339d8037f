import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { advanceServerClock, callApi, openAs, resetData, signInViaApi, type ApiSession } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { answerOnPhone } from './support/phone.ts';
import { SEED_BRANDS, SEED_CAMPAIGNS, SEED_CREATORS } from './support/seed.ts';

// Zuri's approved campaign: budget KES 150,000, so the fee is 5% (KES 7,500) and the total KES 157,500, of which
// Zuri's balance (KES 40,000 back from its cancelled campaign) pays first: M-Pesa is asked for KES 117,500 (issue 19).
const APPROVED = SEED_CAMPAIGNS.zuriApproved;
const PAY = 'Pay KES 117,500 with M-Pesa';
const PROMPT = 'Check your phone: enter your M-Pesa PIN to approve KES 117,500 (prompt sent to 0712 ••• 678).';
const SUCCESS = 'Payment received. Your campaign is launched and recruiting creators.';

const toast = (page: Page, title: string) => page.getByRole('region', { name: /notification/i }).getByText(title, { exact: true });
const launchPanel = (page: Page) => page.getByRole('region', { name: 'Launch' });
const fundsPanel = (page: Page) => page.getByRole('region', { name: 'Funds' });
/** A line of a panel's list of amounts, by its label. */
const amount = (panel: Locator, label: string) =>
  panel.locator('dt').filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');
const payments = async (request: Parameters<typeof callApi>[0], session: ApiSession) =>
  (await callApi(request, session, 'get', `campaigns/${APPROVED.id}/payments`)).items as { status: string }[];

async function startPaying(page: Page, session: ApiSession) {
  await openAs(page, session, `/brand/campaigns/${APPROVED.id}`);
  await launchPanel(page).getByLabel('M-Pesa phone number').fill('0712 345 678');
  await launchPanel(page).getByRole('button', { name: PAY }).click();
  await expect(launchPanel(page).getByRole('status')).toHaveText(PROMPT);
}

// Every test pays for the same approved campaign, so each starts from the seed (and the seed's clock).
test.beforeEach(resetData);

test('a brand launches a campaign over M-Pesa, approving on the virtual phone; a double click pays once', async ({ page, context, request }) => {
  const zuri = await signInViaApi(request, SEED_BRANDS.zuri.email);
  await openAs(page, zuri, `/brand/campaigns/${APPROVED.id}`);
  const launch = launchPanel(page);
  await expect(amount(launch, 'Launch fee')).toHaveText('KES 7,500');
  await expect(amount(launch, 'Amount to hold (the budget)')).toHaveText('KES 150,000');
  await expect(amount(launch, 'From your balance')).toHaveText('−KES 40,000');
  await expect(amount(launch, 'Total to pay')).toHaveText('KES 117,500');
  await expect(launch.getByText('The launch fee is KES 7,500: 5% of the budget, at least KES 1,000 (USD 10).')).toBeVisible();
  // Paying is the only way to launch: the lifecycle actions offer no separate Launch or payment buttons.
  await expect(page.getByRole('region', { name: 'Actions' }).getByRole('button')).toHaveText(['Cancel campaign']);
  await expectNoAxeViolations(page, 'the launch section', 'section[aria-labelledby="launch-heading"]');

  await launch.getByLabel('M-Pesa phone number').fill('0712345678');
  await launch.getByRole('button', { name: PAY }).dblclick();
  await expect(launch.getByRole('status')).toHaveText(PROMPT);
  expect(await payments(request, zuri)).toHaveLength(1);

  await answerOnPhone(context, 'KES 117,500', 'Approve', { axe: true });
  await expect(launch.getByRole('status')).toHaveText(SUCCESS);
  await expect(page.getByRole('main').getByText('Recruiting', { exact: true }).first()).toBeVisible();
  const funds = fundsPanel(page);
  await expect(amount(funds, 'Held for this campaign')).toHaveText('KES 150,000');
  await expect(amount(funds, 'Free to allocate')).toHaveText('KES 150,000');
  await expectNoAxeViolations(page, 'the funds section', 'section[aria-labelledby="funds-heading"]');
});

test('a wrong PIN shows the reason; Try again, then a reload resumes the open payment, and approving succeeds', async ({ page, context, request }) => {
  const zuri = await signInViaApi(request, SEED_BRANDS.zuri.email);
  await startPaying(page, zuri);
  await answerOnPhone(context, 'KES 117,500', 'Wrong PIN');
  const status = launchPanel(page).getByRole('status');
  await expect(status).toHaveText('The payment did not go through. The M-Pesa PIN was wrong. Try again with the right PIN.');
  await expect(page.getByRole('main').getByText('Approved', { exact: true }).first()).toBeVisible();

  await launchPanel(page).getByRole('button', { name: 'Try again' }).click();
  await expect(launchPanel(page).getByLabel('M-Pesa phone number')).toHaveValue('0712 345 678');
  await launchPanel(page).getByRole('button', { name: PAY }).click();
  await expect(status).toHaveText(PROMPT);
  // The campaign is funding now: a reload finds its newest payment and follows it again.
  await page.reload();
  await expect(launchPanel(page).getByRole('status')).toHaveText(PROMPT);
  await answerOnPhone(context, 'KES 117,500', 'Approve');
  await expect(launchPanel(page).getByRole('status')).toHaveText(SUCCESS);
  await expect(page.getByRole('main').getByText('Recruiting', { exact: true }).first()).toBeVisible();
});

test('a timeout resolved by query: a lost callback makes the overdue payment unknown (checking), then a query settles it', async ({ page, context, request }) => {
  const zuri = await signInViaApi(request, SEED_BRANDS.zuri.email);
  await startPaying(page, zuri);
  await answerOnPhone(context, 'KES 117,500', 'Approve without callback');
  // No callback came: the next reads still wait for the payer, neither failed nor paid.
  await page.waitForResponse((r) => /\/api\/payments\/[^/]+$/.test(new URL(r.url()).pathname));
  await expect(launchPanel(page).getByRole('status')).toHaveText(PROMPT);

  await advanceServerClock(request, 130_000);
  // Past the deadline it is unknown, and says it is being checked, until the next read's query settles it.
  await expect(launchPanel(page).getByRole('status')).toHaveText('Checking with M-Pesa…');
  await expect(launchPanel(page).getByRole('status')).toHaveText(SUCCESS);
  await expect(page.getByRole('main').getByText('Recruiting', { exact: true }).first()).toBeVisible();
  expect((await payments(request, zuri))[0]?.status).toBe('succeeded');
});

test('a phone number that is not Kenyan gets a field error and starts no payment', async ({ page, request }) => {
  const zuri = await signInViaApi(request, SEED_BRANDS.zuri.email);
  await openAs(page, zuri, `/brand/campaigns/${APPROVED.id}`);
  const launch = launchPanel(page);
  const phone = launch.getByLabel('M-Pesa phone number');
  await launch.getByRole('button', { name: PAY }).click();
  await expect(launch.getByText('Enter the M-Pesa phone number to send the payment prompt to.')).toBeVisible();
  await phone.fill('+44 7700 900123');
  await launch.getByRole('button', { name: PAY }).click();
  await expect(launch.getByText('Enter a Kenyan phone number like 0712 345 678, 0112 345 678 or +254 712 345 678.')).toBeVisible();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'the launch section', 'section[aria-labelledby="launch-heading"]');
  expect(await payments(request, zuri)).toHaveLength(0);
});

test('cancelling a contract returns its held fee to the brand', async ({ page, login }) => {
  await login('brand');
  await page.goto(`/brand/campaigns/${SEED_CAMPAIGNS.dukaInProgress.id}`);
  const funds = fundsPanel(page);
  // Two active contracts hold KES 18,000 (Mercy Wairimu) and KES 12,000 of the KES 90,000 held.
  await expect(amount(funds, 'Held for this campaign')).toHaveText('KES 90,000');
  await expect(amount(funds, 'Allocated to creators')).toHaveText('KES 30,000');
  await expect(amount(funds, 'Refunded to your balance')).toHaveText('KES 0');
  await expect(amount(funds, 'Your balance')).toHaveText('KES 0');

  const wairimu = SEED_CREATORS.wairimu.name;
  const row = page.getByRole('table', { name: 'Contracts' }).getByRole('row', { name: new RegExp(wairimu) });
  await row.getByRole('button', { name: `Cancel contract with ${wairimu}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this contract?' });
  await expect(dialog).toContainText('KES 18,000');
  await dialog.getByRole('button', { name: 'Cancel contract' }).click();
  await expect(dialog.getByText('Tell the creator why, in at least 3 characters.')).toBeVisible();
  await expect(dialog.getByLabel('Reason (required)')).toBeFocused();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Reason (required)').fill('The mango season ended early this year.');
  await dialog.getByRole('button', { name: 'Cancel contract' }).click();
  await expect(toast(page, 'Contract cancelled')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(amount(funds, 'Allocated to creators')).toHaveText('KES 12,000');
  await expect(amount(funds, 'Held for this campaign')).toHaveText('KES 72,000');
  await expect(amount(funds, 'Refunded to your balance')).toHaveText('KES 18,000');
  await expect(amount(funds, 'Your balance')).toHaveText('KES 18,000');
  await expectNoAxeViolations(page, 'the funds section', 'section[aria-labelledby="funds-heading"]');
});
