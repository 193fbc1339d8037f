import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

export type PhoneAnswer = 'Approve' | 'Wrong PIN' | 'Approve without callback';

/**
 * Answers an open STK prompt on the virtual phone (`/__sim/mpesa/phone`), in its own tab as the payer's handset.
 * `amount` ("KES 117,500") picks the prompt, and there must be exactly one for it. The answer is a plain form post:
 * the tab closes only once the phone's status line reports it, since closing it sooner can abort the post on its way
 * and leave the payment waiting for an answer that never arrives.
 */
export async function answerOnPhone(context: BrowserContext, amount: string, answer: PhoneAnswer = 'Approve', options: { axe?: boolean } = {}) {
  const phone = await context.newPage();
  await phone.goto('/__sim/mpesa/phone');
  const prompt = phone.getByRole('region', { name: `Pay ${amount} to ` });
  await expect(prompt).toHaveCount(1);
  if (options.axe) await expectNoAxeViolations(phone);
  await prompt.getByRole('button', { name: answer, exact: true }).click();
  await expect(phone.getByRole('status')).toContainText(`${answer}: prompt`);
  await phone.close();
}

/**
 * Launches the approved campaign open on `page` by paying its total with M-Pesa (decision 0009): the brand's number,
 * the prompt approved on the virtual phone, and the campaign recruiting. Returns the total paid ("KES 117,500").
 */
export async function payLaunchOnPhone(page: Page, context: BrowserContext): Promise<string> {
  const launch = page.getByRole('region', { name: 'Launch' });
  await launch.getByLabel('M-Pesa phone number').fill('0712 345 678');
  const pay = launch.getByRole('button', { name: /^Pay KES [\d,]+ with M-Pesa$/ });
  const total = (await pay.textContent())!.replace(/^Pay | with M-Pesa$/g, '');
  await pay.click();
  // The prompt is on the phone once the page says so (the phone page does not refresh itself).
  await expect(launch.getByRole('status')).toContainText('Check your phone');
  await answerOnPhone(context, total);
  await expect(page.getByRole('main').getByText('Recruiting', { exact: true }).first()).toBeVisible();
  return total;
}
