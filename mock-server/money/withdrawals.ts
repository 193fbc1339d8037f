import { z } from 'zod';
import { CURRENCIES } from '../../src/domain/campaign-types.ts';
import { WITHDRAWAL_METHODS, withdrawalMethodsFor, type Withdrawal, type WithdrawalOwner } from '../../src/domain/money-types.ts';
import { withdrawalMachine } from '../../machines/lifecycles/withdrawalMachine.ts';
import type { ServerContext } from '../context.ts';
import { HttpError, parse } from '../http.ts';
import { accountCode } from '../ledger/accounts.ts';
import { money } from '../ledger/errors.ts';
import { inTransaction } from '../db/transaction.ts';
import { balances, lockAccounts, transfer } from '../ledger/ledger.ts';
import { nextStatus } from '../lifecycle.ts';
import { payoutDetailsOf } from './withdrawal-details.ts';
import { countryOf, checkMethod } from './withdrawal-rules.ts';
import { queryB2c, sendB2c } from './withdrawal-mpesa.ts';
import { refreshPayout, sendPayout } from './withdrawal-paypal.ts';
import { holdIdOf, insertWithdrawal, settleWithdrawal, WITHDRAWAL_REASONS } from './withdrawal-settle.ts';

export const withdrawalBody = z.object({
  amount: z.number({ error: 'Enter the amount to withdraw.' }).int('Send the amount in minor units (cents), as a whole number.').positive('Enter an amount above zero.'),
  currency: z.enum(CURRENCIES, { error: `Choose a currency: ${CURRENCIES.join(', ')}.` }),
  method: z.enum(WITHDRAWAL_METHODS, { error: 'Choose M-Pesa, PayPal or a bank transfer.' }),
});

/** Whose money a withdrawal takes, and from which ledger account: a creator's earnings or a brand's balance. */
export interface Owner { type: WithdrawalOwner; id: string }
const accountOf = (owner: Owner, currency: Withdrawal['currency']) =>
  owner.type === 'brand' ? accountCode.brand(owner.id, currency) : accountCode.creator(owner.id, currency);

/**
 * POST /withdrawals, for a creator's earnings or a brand's balance alike. Checked first (422): the method suits the owner's region, its payout details are saved and
 * the amount is within its limits. Then one transaction holds the amount and keeps the record (a ledger
 * refusal is 409 and keeps nothing: no money moved, so there is no withdrawal to show), and only then the provider
 * is called: M-Pesa B2C, a PayPal payout, or nothing for a bank transfer, which the Sauti team pays by hand.
 */
export async function requestWithdrawal(ctx: ServerContext, owner: Owner, input: unknown): Promise<Withdrawal> {
  const body = parse(withdrawalBody, input);
  const details = await payoutDetailsOf(ctx, owner.id);
  const destination = checkMethod(body, withdrawalMethodsFor(await countryOf(ctx, owner.id)), details);
  const from = accountOf(owner, body.currency);
  const id = `wd-${ctx.random.id()}`;
  const now = new Date(ctx.clock.now()).toISOString();
  const status = nextStatus(withdrawalMachine, 'requested', { type: 'HOLD_OK' }, { noun: 'withdrawal', action: 'sent' }) as Withdrawal['status'];
  const w: Withdrawal = {
    id, ownerType: owner.type, ownerId: owner.id, amount: body.amount, currency: body.currency, method: body.method, destination, status,
    reason: body.method === 'bank' ? WITHDRAWAL_REASONS.bank : null,
    mpesa: body.method === 'mpesa' ? { originatorConversationId: id, conversationId: null, receipt: null } : null,
    paypal: body.method === 'paypal' ? { senderBatchId: id, payoutBatchId: null, payoutItemId: null, transactionStatus: null } : null,
    createdAt: now, updatedAt: now, settledAt: null,
  };
  await inTransaction(ctx, async (tctx) => {
    // The owner's account stays locked from the check to the hold: two withdrawals never both take the last shilling.
    await lockAccounts(tctx, [from]);
    const { available } = await balances(tctx, from);
    if (body.amount > available) {
      const message = `You asked to withdraw ${money(body.amount, body.currency)}, but only ${money(available, body.currency)} is available.`;
      throw new HttpError(409, message, { amount: [message] });
    }
    await transfer(tctx, {
      id: holdIdOf(id), debit: from, credit: accountCode.asset(body.method, body.currency), amount: body.amount, currency: body.currency,
      pending: true, ref: { type: 'withdrawal', id },
    });
    await insertWithdrawal(tctx, w);
  });
  if (body.method === 'mpesa' && details.mpesaPhone) return sendB2c(ctx, w, details.mpesaPhone);
  if (body.method === 'paypal' && details.paypalEmail) return sendPayout(ctx, w, details.paypalEmail);
  return w;
}

/** GET /withdrawals/:id settles lazily: an unknown M-Pesa payout is queried (the result arrives by callback); PayPal's item is read. */
export async function refreshWithdrawal(ctx: ServerContext, w: Withdrawal): Promise<Withdrawal> {
  if (w.method === 'mpesa' && w.status === 'unknown') await queryB2c(ctx, w);
  if (w.method === 'paypal') return refreshPayout(ctx, w, (await payoutDetailsOf(ctx, w.ownerId)).paypalEmail);
  return w;
}

/** An admin records a bank withdrawal as paid by hand: the hold is posted. */
export function markBankPaid(ctx: ServerContext, w: Withdrawal): Promise<Withdrawal> {
  if (w.method !== 'bank') throw new HttpError(409, `This withdrawal goes by ${w.method === 'mpesa' ? 'M-Pesa' : 'PayPal'}, which confirms it; only bank transfers are marked paid by hand.`);
  nextStatus(withdrawalMachine, w.status, { type: 'RESULT', success: true }, { noun: 'withdrawal', action: 'marked paid' });
  return settleWithdrawal(ctx, w, { type: 'RESULT', success: true });
}
