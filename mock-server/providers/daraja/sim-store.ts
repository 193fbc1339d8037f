import { and, asc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ServerContext } from '../../context.ts';
import { darajaB2c, darajaStk } from '../../db/schema/index.ts';

/** An STK prompt on the virtual phone, from the push to its one resolution. */
export interface StkSession {
  kind: 'stk';
  checkoutRequestId: string;
  merchantRequestId: string;
  shortCode: string;
  phoneNumber: string;
  amount: number;
  accountReference: string;
  transactionDesc: string;
  callbackUrl: string;
  createdAt: number;
  status: 'pending' | 'resolved';
  resultCode?: number;
  resultDesc?: string;
  /** MpesaReceiptNumber, on success only. */
  receipt?: string;
  resolvedAt?: number;
}

/** A B2C payment: pending until resolved; a queue timeout leaves it `timed_out` with an eventual truth a status query reveals. */
export interface B2cPayment {
  kind: 'b2c';
  originatorConversationId: string;
  conversationId: string;
  commandId: string;
  amount: number;
  partyA: string;
  partyB: string;
  remarks: string;
  occasion: string;
  resultUrl: string;
  queueTimeOutUrl: string;
  createdAt: number;
  status: 'pending' | 'timed_out' | 'completed' | 'failed';
  /** Held on the virtual phone: no automatic result; it waits for a hand-picked outcome. */
  delayed?: boolean;
  /** For `timed_out`: what happened at M-Pesa, told only to a status query. */
  eventual?: 'success' | 'failure';
  transactionId?: string;
  resolvedAt?: number;
}

export type SimRecord = StkSession | B2cPayment;

/**
 * The M-Pesa simulator's state, in the `daraja_stk` and `daraja_b2c` tables (mock-server/db/schema/money.ts), so a
 * dev restart keeps open prompts and every process sees the same ones. A change of status is a conditional update
 * on the status the caller saw: of two requests (or processes) settling one record, one moves it and sends its
 * callback; the other gets null.
 */
type Db = Pick<ServerContext, 'db'>;
type StkRow = typeof darajaStk.$inferSelect;
type B2cRow = typeof darajaB2c.$inferSelect;

function toStk({ seq: _seq, resultCode, resultDesc, receipt, resolvedAt, ...row }: StkRow): StkSession {
  return {
    kind: 'stk', ...row,
    ...(resultCode !== null && { resultCode }), ...(resultDesc !== null && { resultDesc }),
    ...(receipt !== null && { receipt }), ...(resolvedAt !== null && { resolvedAt }),
  };
}

function toB2c({ seq: _seq, eventual, transactionId, resolvedAt, ...row }: B2cRow): B2cPayment {
  return { kind: 'b2c', ...row, ...(eventual !== null && { eventual }), ...(transactionId !== null && { transactionId }), ...(resolvedAt !== null && { resolvedAt }) };
}

export async function insertStk(ctx: Db, { kind: _kind, ...session }: StkSession): Promise<void> {
  await ctx.db.insert(darajaStk).values(session);
}

/** Stores a new payout; a second one with the same OriginatorConversationID breaks the primary key (isUniqueViolation). */
export async function insertB2c(ctx: Db, { kind: _kind, ...payment }: B2cPayment): Promise<void> {
  await ctx.db.insert(darajaB2c).values(payment);
}

export async function findStk(ctx: Db, checkoutRequestId: string): Promise<StkSession | undefined> {
  const [row] = await ctx.db.select().from(darajaStk).where(eq(darajaStk.checkoutRequestId, checkoutRequestId));
  return row && toStk(row);
}

export async function findB2c(ctx: Db, originatorConversationId: string): Promise<B2cPayment | undefined> {
  const [row] = await ctx.db.select().from(darajaB2c).where(eq(darajaB2c.originatorConversationId, originatorConversationId));
  return row && toB2c(row);
}

/** Prompts still waiting for the payer, oldest first. */
export async function openPrompts(ctx: Db): Promise<StkSession[]> {
  return (await ctx.db.select().from(darajaStk).where(eq(darajaStk.status, 'pending')).orderBy(asc(darajaStk.seq))).map(toStk);
}

/** Payouts in `statuses`, oldest first. */
export async function payoutsIn(ctx: Db, statuses: readonly B2cPayment['status'][]): Promise<B2cPayment[]> {
  return (await ctx.db.select().from(darajaB2c).where(inArray(darajaB2c.status, [...statuses])).orderBy(asc(darajaB2c.seq))).map(toB2c);
}

/** Pending payouts made at or before `before` and not held on the phone: due for their automatic result. */
export async function payoutsDue(ctx: Db, before: number): Promise<B2cPayment[]> {
  const due = and(eq(darajaB2c.status, 'pending'), eq(darajaB2c.delayed, false), lte(darajaB2c.createdAt, before));
  return (await ctx.db.select().from(darajaB2c).where(due).orderBy(asc(darajaB2c.seq))).map(toB2c);
}

/** The record a Transaction Status query names: an STK prompt by its receipt, or a payout by its TransactionID or OriginatorConversationID. */
export async function findForStatus(ctx: Db, transactionId: string | undefined, originatorConversationId: string | undefined): Promise<SimRecord | undefined> {
  if (transactionId !== undefined) {
    const [stk] = await ctx.db.select().from(darajaStk).where(eq(darajaStk.receipt, transactionId));
    if (stk) return toStk(stk);
  }
  const by = or(
    transactionId === undefined ? undefined : eq(darajaB2c.transactionId, transactionId),
    originatorConversationId === undefined ? undefined : eq(darajaB2c.originatorConversationId, originatorConversationId),
  );
  if (!by) return undefined;
  const [b2c] = await ctx.db.select().from(darajaB2c).where(by).orderBy(asc(darajaB2c.seq)).limit(1);
  return b2c && toB2c(b2c);
}

/** Every receipt or transaction id handed out, so a new one never repeats. */
export function receiptTaken(ctx: Db): (id: string) => Promise<boolean> {
  return async (id) => {
    const [stk] = await ctx.db.select({ id: darajaStk.checkoutRequestId }).from(darajaStk).where(eq(darajaStk.receipt, id)).limit(1);
    if (stk) return true;
    const [b2c] = await ctx.db.select({ id: darajaB2c.originatorConversationId }).from(darajaB2c).where(eq(darajaB2c.transactionId, id)).limit(1);
    return b2c !== undefined;
  };
}

export const checkoutRequestIdTaken = (ctx: Db) => async (id: string) => (await findStk(ctx, id)) !== undefined;

export const conversationIdTaken = (ctx: Db) => async (id: string) =>
  (await ctx.db.select({ id: darajaB2c.originatorConversationId }).from(darajaB2c).where(eq(darajaB2c.conversationId, id)).limit(1)).length > 0;

type StkChange = Pick<StkSession, 'resultCode' | 'resultDesc' | 'receipt' | 'resolvedAt'>;

/** Resolves a pending prompt, once: null when it is not pending (any more). */
export async function resolvePrompt(ctx: Db, checkoutRequestId: string, change: StkChange): Promise<StkSession | null> {
  const [row] = await ctx.db.update(darajaStk).set({ ...change, status: 'resolved' })
    .where(and(eq(darajaStk.checkoutRequestId, checkoutRequestId), eq(darajaStk.status, 'pending'))).returning();
  return row ? toStk(row) : null;
}

/** Resolves every prompt still pending that was made at or before `before` the same way, once each; returns those it resolved. */
export async function resolvePromptsMadeBy(ctx: Db, before: number, change: StkChange): Promise<StkSession[]> {
  const rows = await ctx.db.update(darajaStk).set({ ...change, status: 'resolved' })
    .where(and(eq(darajaStk.status, 'pending'), lte(darajaStk.createdAt, before))).returning();
  return rows.map(toStk);
}

type B2cChange = { [K in 'status' | 'delayed' | 'eventual' | 'transactionId' | 'resolvedAt']?: B2cPayment[K] | SQL };

/**
 * Changes a payout only while it is in status `from` (and, for `undelayed`, not held on the phone): null when it has
 * moved on (or does not exist).
 */
export async function changePayout(ctx: Db, originatorConversationId: string, from: B2cPayment['status'], change: B2cChange, { undelayed = false } = {}): Promise<B2cPayment | null> {
  const [row] = await ctx.db.update(darajaB2c).set(change)
    .where(and(eq(darajaB2c.originatorConversationId, originatorConversationId), eq(darajaB2c.status, from), undelayed ? eq(darajaB2c.delayed, false) : undefined)).returning();
  return row ? toB2c(row) : null;
}

/** What went out by B2C: completed payouts, and timed-out ones M-Pesa finished (minus from the utility account). */
export async function paidOut(ctx: Db): Promise<number> {
  const paid = or(eq(darajaB2c.status, 'completed'), and(eq(darajaB2c.status, 'timed_out'), eq(darajaB2c.eventual, 'success')));
  const [row] = await ctx.db.select({ total: sql<string>`coalesce(sum(${darajaB2c.amount}), 0)::text` }).from(darajaB2c).where(paid);
  return Number(row?.total ?? 0);
}
