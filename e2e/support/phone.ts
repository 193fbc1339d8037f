import type { BrowserContext } from '@playwright/test';
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
