import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { callApi, openAs, resetData, signInViaApi } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { answerOnPhone } from './support/phone.ts';
import { SEED_BRANDS } from './support/seed.ts';

// Professional monthly is USD 49: KES 6,370 by M-Pesa at KES 130 to the dollar (src/domain/subscriptions.ts).
const eatDate = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Nairobi', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
const payPanel = (page: Page) => page.getByRole('region', { name: 'Pay for a plan' });
const statePanel = (page: Page) => page.getByRole('region', { name: 'Your subscription' });
const planBadge = (page: Page, text: string) => page.getByRole('banner').getByRole('link', { name: `Plan in force: ${text}`, exact: true });

test.beforeEach(resetData);

test('a subscription is paid on the virtual phone', async ({ page, context, request }) => {
  const zuri = await signInViaApi(request, SEED_BRANDS.zuri.email);
  await openAs(page, zuri, '/upgrade');
  await expect(planBadge(page, 'Free tier')).toBeVisible();
  await expect(statePanel(page)).toContainText('You have no paid plan.');

  const pay = payPanel(page);
  await expect(pay.getByRole('radio', { name: 'Professional' })).toBeChecked();
  await expect(pay.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(pay).toContainText('Professional: USD 49 a month');
  await expect(pay).toContainText('By M-Pesa: KES 6,370');
  await expect(pay).toContainText('we convert at KES 130 to the US dollar');
  await expectNoAxeViolations(page);

  // The phone is checked before anything starts: the field says what is wrong and takes the focus.
  await pay.getByRole('button', { name: 'Pay KES 6,370 with M-Pesa' }).click();
  const phone = pay.getByLabel('M-Pesa phone number');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await phone.fill('0712 345 678');
  await pay.getByRole('button', { name: 'Pay KES 6,370 with M-Pesa' }).click();
  // The virtual phone lists the prompts open when it loads: it opens once the prompt has been sent.
  await expect(pay.getByRole('status')).toHaveText(/^Check your phone: enter your M-Pesa PIN to approve KES 6,370/);
  await answerOnPhone(context, 'KES 6,370');

  const state = await callApi(request, zuri, 'get', 'v1/user/subscription');
  const until = eatDate(state.subscription.currentPeriodEnd as string);
  await expect(pay.getByRole('status')).toHaveText(`Payment received. Your Professional plan is paid until ${until}.`);
  await expect(planBadge(page, `Professional · paid until ${until}`)).toBeVisible();
  const mine = statePanel(page);
  await expect(mine).toContainText('Professional, paid monthly.');
  await expect(mine).toContainText(`Paid until ${until}.`);
  await expect(mine).toContainText(`pay again here by ${until}`);
  const receipt = state.payments[0].receiptNumber as string;
  expect(receipt).toMatch(/^SR-\d{4}-\d{6}$/);
  await expect(mine.getByText(new RegExp(`^${receipt}: Professional, KES 6,370`))).toBeVisible();
  await expectNoAxeViolations(page);

  // Cancelling asks first, keeps the plan to the period end, and can be taken back.
  await mine.getByRole('button', { name: 'Cancel renewal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel renewal?' });
  await expect(dialog).toContainText(`Your plan stays until ${until}`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel renewal' }).click();
  await expect(mine).toContainText(`Cancelled: your plan ends on ${until} and will not renew.`);
  await expect(planBadge(page, `Professional · paid until ${until}`)).toBeVisible();
  await mine.getByRole('button', { name: 'Keep my plan' }).click();
  await expect(mine).toContainText(`pay again here by ${until}`);

  // The receipt opens from the upgrade page, showing the plan and the period it paid for.
  await mine.getByRole('link', { name: `Open ${receipt}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Receipt ${receipt}`);
  await expect(page.getByText(/^Professional plan, monthly, /)).toBeVisible();
});
