import { desc, eq } from 'drizzle-orm';
import type { Payment } from '../../src/domain/money-types.ts';
import { findCampaign, ownCampaign } from '../campaign-access.ts';
import type { ServerContext } from '../context.ts';
import { payments } from '../db/schema/index.ts';
import { HttpError } from '../http.ts';
import type { Account } from '../types.ts';

export const NO_PAYMENT = 'There is no such payment.';

type PaymentRow = typeof payments.$inferSelect;
/** The record as the API answers it: the row's columns are the Payment's fields. */
const toPayment = ({ seq: _seq, ...payment }: PaymentRow): Payment => payment;

export async function findPayment(ctx: Pick<ServerContext, 'db'>, id: string): Promise<Payment | undefined> {
  const [row] = await ctx.db.select().from(payments).where(eq(payments.id, id));
  return row && toPayment(row);
}

/**
 * The payment, its row locked until the transaction ends (call inside `inTransaction`): whoever settles it reads
 * its status under the lock, so a callback and a query racing settle it once.
 */
export async function lockPayment(ctx: Pick<ServerContext, 'db'>, id: string): Promise<Payment> {
  const [row] = await ctx.db.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!row) throw new HttpError(404, NO_PAYMENT);
  return toPayment(row);
}

export async function insertPayment(ctx: Pick<ServerContext, 'db'>, payment: Payment): Promise<void> {
  await ctx.db.insert(payments).values(payment);
}

/** A payment its brand or an admin may read; anyone else's is 404, so its existence stays private. */
export async function readablePayment(ctx: ServerContext, account: Account, id: string): Promise<Payment> {
  const payment = await findPayment(ctx, id);
  if (!payment || (account.role !== 'admin' && payment.brandId !== account.id)) throw new HttpError(404, NO_PAYMENT);
  return payment;
}

/** A campaign's payments, newest first, for its brand or an admin. */
export async function campaignPayments(ctx: ServerContext, account: Account, campaignId: string): Promise<Payment[]> {
  const campaign = account.role === 'admin' ? await findCampaign(ctx, campaignId) : await ownCampaign(ctx, account, campaignId);
  const rows = await ctx.db.select().from(payments).where(eq(payments.campaignId, campaign.id)).orderBy(desc(payments.createdAt), desc(payments.seq));
  return rows.map(toPayment);
}

/** Changes a stored payment (in the caller's transaction when it has one) and returns it as stored. */
export async function updatePayment(ctx: Pick<ServerContext, 'db' | 'clock'>, id: string, changes: Partial<Payment>): Promise<Payment> {
  const { id: _id, ...rest } = changes;
  const [row] = await ctx.db.update(payments).set({ ...rest, updatedAt: new Date(ctx.clock.now()).toISOString() }).where(eq(payments.id, id)).returning();
  if (!row) throw new HttpError(404, NO_PAYMENT);
  return toPayment(row);
}

/** "+254712345678" → "0712 ••• 678": enough for the brand to recognise the phone, not enough to copy it. */
export function maskPhone(e164: string): string {
  const local = `0${e164.slice(-9)}`;
  return `${local.slice(0, 4)} ••• ${local.slice(-3)}`;
}
