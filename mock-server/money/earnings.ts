import { and, eq, like } from 'drizzle-orm';
import { CURRENCIES, type Currency } from '../../src/domain/campaign-types.ts';
import type { Earnings } from '../../src/domain/money-types.ts';
import { ledgerTransfers as t } from '../db/schema/index.ts';
import { accountsOwnedBy } from '../ledger/accounts.ts';
import { balances, sumTransfers, type LedgerContext } from '../ledger/ledger.ts';

/** Where a withdrawal's money goes: one of the provider asset accounts. */
export const isAssetAccount = (code: string) => code.startsWith('asset:');

/** The creator's own accounts (one per currency), KES first. */
export async function creatorAccounts(ctx: LedgerContext, creatorId: string): Promise<{ code: string; currency: Currency }[]> {
  return (await accountsOwnedBy(ctx, 'creator', creatorId))
    .map((a) => ({ code: a.code, currency: a.currency }))
    .sort((a, b) => CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency));
}

const zero = (currency: Currency): Earnings => ({ currency, pending: 0, available: 0, withdrawing: 0, paidOut: 0 });

/**
 * A creator's earnings per currency, all from the ledger (docs/decisions/0009-money.md "Creator earnings"):
 * pending = holds crediting them, withdrawing = their withdrawal holds, available = posted less what is on its
 * way out, paidOut = withdrawals posted. A creator with no account yet sees one row of zeros in KES.
 */
export async function earningsOf(ctx: LedgerContext, creatorId: string): Promise<Earnings[]> {
  const accounts = await creatorAccounts(ctx, creatorId);
  if (accounts.length === 0) return [zero('KES')];
  return Promise.all(accounts.map(async ({ code, currency }) => {
    const b = await balances(ctx, code);
    const paidOut = await sumTransfers(ctx, and(eq(t.debitAccountId, code), eq(t.post, true), like(t.creditAccountId, 'asset:%')));
    return { currency, pending: b.creditsPending, available: b.available, withdrawing: b.debitsPending, paidOut };
  }));
}
