import type { Payment, Withdrawal } from '../../machines/moneyTypes.ts';
import { accountCode } from '../ledger/accounts.ts';
import { balances, type LedgerContext } from '../ledger/ledger.ts';

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
 * Design §2's check: asset:mpesa = Σ successful STK − Σ successful B2C, and each receipt appears once. It reads the
 * payment and withdrawal records, not the ledger's own transfers, so a transfer missing (or doubled) shows as a difference.
 * A payment settled by an STK query has no receipt (the query does not return one) but still counts its amount.
 */
export function reconcile(ctx: LedgerContext): Reconciliation {
  const payments = (ctx.store.get('payments').value() as Payment[] | undefined) ?? [];
  const withdrawals = (ctx.store.get('withdrawals').value() as Withdrawal[] | undefined) ?? [];
  const received = payments.filter((p) => p.method === 'mpesa' && p.status === 'succeeded');
  const paid = withdrawals.filter((w) => w.method === 'mpesa' && w.status === 'paid');
  const sum = (list: readonly { amount: number }[]) => list.reduce((total, r) => total + r.amount, 0);
  const seen = new Map<string, number>();
  for (const receipt of [...received.map((p) => p.mpesa?.receipt), ...paid.map((w) => w.mpesa?.receipt)]) {
    if (receipt) seen.set(receipt, (seen.get(receipt) ?? 0) + 1);
  }
  const duplicateReceipts = [...seen].filter(([, count]) => count > 1).map(([receipt]) => receipt).sort();
  const mpesaAsset = balances(ctx, accountCode.asset('mpesa')).posted;
  const stkReceived = sum(received);
  const b2cPaid = sum(paid);
  const expected = stkReceived - b2cPaid;
  const difference = mpesaAsset - expected;
  return {
    currency: 'KES', mpesaAsset, stkReceived, b2cPaid, expected, difference,
    balanced: difference === 0 && duplicateReceipts.length === 0,
    receipts: [...seen.values()].reduce((total, n) => total + n, 0), duplicateReceipts,
  };
}
