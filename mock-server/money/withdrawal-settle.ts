import { withdrawalMachine, type WithdrawalEvent } from '../../machines/lifecycles/withdrawalMachine.ts';
import type { Withdrawal } from '../../src/domain/money-types.ts';
import { desc, eq } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import { withdrawals } from '../db/schema/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError } from '../http.ts';
import { postPending, transferId, voidPending } from '../ledger/ledger.ts';
import { nextStatus } from '../lifecycle.ts';
import { money } from '../ledger/errors.ts';
import { notify } from '../notify.ts';

/** Plain words for each way a withdrawal ends up failed, unknown or waiting on a person. */
export const WITHDRAWAL_REASONS = {
  bank: 'Recorded for a manual bank payout: the Sauti team pays it by hand, usually within 2 business days.',
  unknown: 'M-Pesa has not confirmed this payout yet. We are checking its status; the money stays set aside until then.',
  refused: 'The payout could not be sent just now, so the money is back in your available balance. Please try again later.',
  mpesaFailed: 'M-Pesa could not complete this payout, so the money is back in your available balance. Check your M-Pesa number and try again.',
  paypalFailed: 'PayPal could not complete this payout, so the money is back in your available balance. Check your PayPal email and try again.',
  paypalReturned: 'PayPal returned this payout because it was not claimed within 30 days. The money is back in your available balance.',
} as const;

export const NOT_FOUND = 'There is no such withdrawal.';

type WithdrawalRow = typeof withdrawals.$inferSelect;
const toWithdrawal = ({ seq: _seq, ...w }: WithdrawalRow): Withdrawal => w;

/** The withdrawal, or 404; `lock` holds its row until the transaction ends (call it inside `inTransaction`). */
export async function findWithdrawal(ctx: Pick<ServerContext, 'db'>, id: string, lock = false): Promise<Withdrawal> {
  const query = ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, NOT_FOUND);
  return toWithdrawal(row);
}

/** A creator's or a brand's withdrawals, newest first (by the owner's index). */
export async function withdrawalsOf(ctx: Pick<ServerContext, 'db'>, ownerId: string): Promise<Withdrawal[]> {
  const rows = await ctx.db.select().from(withdrawals).where(eq(withdrawals.ownerId, ownerId)).orderBy(desc(withdrawals.createdAt), desc(withdrawals.seq));
  return rows.map(toWithdrawal);
}

export async function insertWithdrawal(ctx: Pick<ServerContext, 'db'>, w: Withdrawal): Promise<void> {
  await ctx.db.insert(withdrawals).values(w);
}

/** Keeps the provider's facts about a withdrawal (ids, item status) and returns it as stored. */
export async function updateWithdrawal(ctx: Pick<ServerContext, 'db' | 'clock'>, id: string, changes: Partial<Omit<Withdrawal, 'id'>>): Promise<Withdrawal> {
  const [row] = await ctx.db.update(withdrawals).set({ updatedAt: new Date(ctx.clock.now()).toISOString(), ...changes }).where(eq(withdrawals.id, id)).returning();
  if (!row) throw new HttpError(404, NOT_FOUND);
  return toWithdrawal(row);
}

export const holdIdOf = (withdrawalId: string) => transferId('withdrawal', withdrawalId);

/** Whether the withdrawal's state takes this event: a late or replayed callback is then ignored, not refused. */
export const takes = (w: Withdrawal, event: WithdrawalEvent) => withdrawalMachine.resolveState({ value: w.status, context: {} }).can(event);

/**
 * Moves a withdrawal by the shared machine and does the money that goes with it, in one transaction with the
 * withdrawal's row locked: paid posts the hold, failed voids it (the money is back in available), unknown keeps it.
 * `changes` are the provider's facts (receipt, item status) and the reason to show. An event the stored state does
 * not take (a late or replayed callback) changes nothing.
 */
export function settleWithdrawal(ctx: ServerContext, seen: Withdrawal, event: WithdrawalEvent, changes: Partial<Pick<Withdrawal, 'reason' | 'mpesa' | 'paypal'>> = {}): Promise<Withdrawal> {
  return inTransaction(ctx, async (tctx) => {
    const w = await findWithdrawal(tctx, seen.id, true);
    if (!takes(w, event)) return w;
    const status = nextStatus(withdrawalMachine, w.status, event, { noun: 'withdrawal', action: 'settled' }) as Withdrawal['status'];
    const now = new Date(tctx.clock.now()).toISOString();
    if (status === 'paid' && w.status !== 'paid') await postPending(tctx, holdIdOf(w.id));
    if (status === 'failed' && w.status !== 'failed') await voidPending(tctx, holdIdOf(w.id));
    const final = status === 'paid' || status === 'failed';
    // Payouts paid is a notice the owner chooses channels for (docs/decisions/0021-notices.md), told once: on the move to paid.
    if (status === 'paid' && w.status !== 'paid') {
      const href = w.ownerType === 'brand' ? '/brand/balance' : '/influencer/earnings';
      await notify(tctx, { userId: w.ownerId, type: 'withdrawal_paid', href, title: 'Payout paid', body: `Your withdrawal of ${money(w.amount, w.currency)} to ${w.destination} was paid.` });
    }
    return updateWithdrawal(tctx, w.id, {
      ...changes,
      status,
      reason: status === 'paid' ? null : (changes.reason ?? (status === 'unknown' ? WITHDRAWAL_REASONS.unknown : w.reason)),
      updatedAt: now,
      settledAt: final ? now : w.settledAt,
    });
  });
}
