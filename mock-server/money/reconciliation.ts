import { and, eq, sql } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import { payments, withdrawals } from '../db/schema/index.ts';
import { accountCode } from '../ledger/accounts.ts';
import { balances } from '../ledger/ledger.ts';

/** The M-Pesa reconciliation report (docs/decisions/0009-money.md, "Admin"). Amounts in KES minor units. */
export interface Reconciliation {
  currency: 'KES';
  /** The ledger's posted balance of asset:mpesa. */
  mpesaAsset: number;
  /** What succeeded STK payments brought in. */
  stkReceived: number;
  /** What paid B2C withdrawals sent out. */
  b2cPaid: number;
  expected: number;
  difference: number;
  balanced: boolean;
  /** M-Pesa receipts seen: STK payments' and B2C withdrawals'. */
  receipts: number;
  /** Receipts that appear on more than one record: money counted twice. */
  duplicateReceipts: string[];
}

/**
 * Design §2's check: asset:mpesa = Σ successful STK − Σ successful B2C, and each receipt appears once. It sums the
 * payment and withdrawal records, not the ledger's own transfers, so a transfer missing (or doubled) shows as a difference.
 * A payment settled by an STK query has no receipt (the query does not return one) but still counts its amount.
 */
export async function reconcile(ctx: Pick<ServerContext, 'db'>): Promise<Reconciliation> {
  const received = and(eq(payments.method, 'mpesa'), eq(payments.status, 'succeeded'));
  const paid = and(eq(withdrawals.method, 'mpesa'), eq(withdrawals.status, 'paid'));
  const [stk] = await ctx.db.select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)::text` }).from(payments).where(received);
  const [b2c] = await ctx.db.select({ total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` }).from(withdrawals).where(paid);
  const receipts = ctx.db.$with('receipts').as(
    ctx.db.select({ receipt: sql<string>`${payments.mpesa} ->> 'receipt'`.as('receipt') }).from(payments).where(received)
      .unionAll(ctx.db.select({ receipt: sql<string>`${withdrawals.mpesa} ->> 'receipt'`.as('receipt') }).from(withdrawals).where(paid)),
  );
  const counts = await ctx.db.with(receipts).select({ receipt: receipts.receipt, n: sql<number>`count(*)::int` }).from(receipts)
    .where(sql`${receipts.receipt} is not null`).groupBy(receipts.receipt);
  const duplicateReceipts = counts.filter((r) => r.n > 1).map((r) => r.receipt).sort();
  const mpesaAsset = (await balances(ctx, accountCode.asset('mpesa'))).posted;
  const stkReceived = Number(stk?.total ?? 0);
  const b2cPaid = Number(b2c?.total ?? 0);
  const expected = stkReceived - b2cPaid;
  const difference = mpesaAsset - expected;
  return {
    currency: 'KES', mpesaAsset, stkReceived, b2cPaid, expected, difference,
    balanced: difference === 0 && duplicateReceipts.length === 0,
    receipts: counts.reduce((total, r) => total + r.n, 0), duplicateReceipts,
  };
}
