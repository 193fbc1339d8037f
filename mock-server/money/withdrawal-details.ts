import { z } from 'zod';
import type { PayoutDetails, WithdrawalMethod } from '../../src/domain/money-types.ts';
import { mpesaMsisdn } from '../../src/domain/phone.ts';
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import { payoutDetails } from '../db/schema/index.ts';
import type { PayoutDetailsRecord } from '../types.ts';

export const METHOD_NAMES: Readonly<Record<WithdrawalMethod, string>> = { mpesa: 'M-Pesa', paypal: 'PayPal', bank: 'bank transfer' };

const NO_DETAILS: PayoutDetails = { mpesaPhone: null, paypalEmail: null, bank: null };

/** A blank string means "remove it", like null. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const text = (label: string, max: number) =>
  z.string({ error: `Enter the ${label}.` }).trim().min(2, `Enter the ${label}.`).max(max, `Keep the ${label} under ${max} characters.`);

/** PUT /creators/me/payout-details: every field may be null (not added yet); the phone is stored as 2547…/2541…. */
export const payoutDetailsBody = z.object({
  mpesaPhone: z.preprocess(blankToNull, z.string({ error: 'Enter a Kenyan M-Pesa number, such as 0712 345 678.' }).nullish())
    .transform((v, check) => {
      if (v == null) return null;
      const phone = mpesaMsisdn(v);
      if (phone) return phone;
      check.addIssue({ code: 'custom', message: 'Enter a Kenyan M-Pesa number in 07…, 01…, +254… or 254… form.' });
      return z.NEVER;
    }),
  paypalEmail: z.preprocess(blankToNull, z.email('Enter the email address of your PayPal account.').max(254, 'Enter a shorter email address.').nullish())
    .transform((v) => v?.toLowerCase() ?? null),
  bank: z.object({
    accountName: text('account holder name', 100),
    bankName: text('bank name', 100),
    accountNumber: z.string({ error: 'Enter the account number.' }).trim().regex(/^[0-9A-Za-z -]{5,34}$/, 'Enter the account number: 5 to 34 letters or digits.'),
  }, { error: 'Enter the bank details, or leave them out.' }).nullish().transform((v) => v ?? null),
});

export async function payoutDetailsOf(ctx: Pick<ServerContext, 'db'>, creatorId: string): Promise<PayoutDetails> {
  const [found] = await ctx.db.select().from(payoutDetails).where(eq(payoutDetails.creatorId, creatorId));
  return found ? { mpesaPhone: found.mpesaPhone, paypalEmail: found.paypalEmail, bank: found.bank } : NO_DETAILS;
}

/** One row per creator: saving replaces it whole. */
export async function savePayoutDetails(ctx: Pick<ServerContext, 'db' | 'clock'>, creatorId: string, details: PayoutDetails): Promise<PayoutDetails> {
  const record: PayoutDetailsRecord = { creatorId, ...details, updatedAt: new Date(ctx.clock.now()).toISOString() };
  await ctx.db.insert(payoutDetails).values(record).onConflictDoUpdate({ target: payoutDetails.creatorId, set: { ...details, updatedAt: record.updatedAt } });
  return payoutDetailsOf(ctx, creatorId);
}

/** Where a withdrawal goes, for display: "0712 ••• 678", "a•••@example.com", "Equity Bank ••• 4321"; null when not saved. */
export function destinationOf(details: PayoutDetails, method: WithdrawalMethod): string | null {
  if (method === 'mpesa') return details.mpesaPhone && `0${details.mpesaPhone.slice(3, 6)} ••• ${details.mpesaPhone.slice(-3)}`;
  if (method === 'paypal') return details.paypalEmail && `${details.paypalEmail.slice(0, 1)}•••${details.paypalEmail.slice(details.paypalEmail.indexOf('@'))}`;
  return details.bank && `${details.bank.bankName} ••• ${details.bank.accountNumber.replace(/[\s-]/g, '').slice(-4)}`;
}
