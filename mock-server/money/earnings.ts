import { CURRENCIES, type Currency } from '../../machines/campaignTypes.ts';
import type { Earnings } from '../../machines/moneyTypes.ts';
import { accountRows } from '../ledger/accounts.ts';
import { allBalances, transferRows, type LedgerContext } from '../ledger/ledger.ts';

/** Where a withdrawal's money goes: one of the provider asset accounts. */
export const isAssetAccount = (code: string) => code.startsWith('asset:');

/** The creator's own accounts (one per currency), KES first. */
export function creatorAccounts(ctx: LedgerContext, creatorId: string): { code: string; currency: Currency }[] {
  return accountRows(ctx.store)
    .filter((a) => a.owner?.type === 'creator' && a.owner.id === creatorId)
    .map((a) => ({ code: a.code, currency: a.currency }))
    .sort((a, b) => CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency));
}

const zero = (currency: Currency): Earnings => ({ currency, pending: 0, available: 0, withdrawing: 0, paidOut: 0 });

/**
 * A creator's earnings per currency, all from the ledger (docs/decisions/0009-money.md "Creator earnings"):
 * pending = holds crediting them, withdrawing = their withdrawal holds, available = posted less what is on its
 * way out, paidOut = withdrawals posted. A creator with no account yet sees one row of zeros in KES.
 */
export function earningsOf(ctx: LedgerContext, creatorId: string): Earnings[] {
  const accounts = creatorAccounts(ctx, creatorId);
  if (accounts.length === 0) return [zero('KES')];
  const all = allBalances(ctx);
  const rows = transferRows(ctx.store);
  return accounts.map(({ code, currency }) => {
    const b = all.get(code);
    const paidOut = rows
      .filter((t) => t.flags.post && t.debitAccountId === code && isAssetAccount(t.creditAccountId))
      .reduce((sum, t) => sum + t.amount, 0);
    return b ? { currency, pending: b.creditsPending, available: b.available, withdrawing: b.debitsPending, paidOut } : zero(currency);
  });
}
