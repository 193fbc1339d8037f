import { CURRENCIES, HOME_CURRENCY, type Currency } from '../../src/domain/campaign-types.ts';
import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import { ledgerAccounts } from '../db/schema/index.ts';
import { invalid } from './errors.ts';

/** TigerBeetle's overdraft guards: the named side may never outgrow the other, pending debits or credits included. */
export type AccountFlag = 'credits_must_not_exceed_debits' | 'debits_must_not_exceed_credits' | null;
export type NormalSide = 'debit' | 'credit';
export type Provider = 'mpesa' | 'paypal' | 'bank';

/** One ledger account. Its id is its code; its running totals are kept in its row by the database (see `balances`). */
export interface LedgerAccount {
  id: string;
  code: string;
  normal: NormalSide;
  flag: AccountFlag;
  /** Whose money it is: a brand, campaign or creator; null for the platform's own asset and revenue accounts. */
  owner: { type: 'brand' | 'campaign' | 'creator'; id: string } | null;
  /** Fixed by the first transfer that touches the account. */
  currency: Currency;
  createdAt: string;
}

/**
 * An account holds one currency. KES, the home currency, has the plain code of design §2; an account that a brand,
 * creator or provider keeps in another currency adds it: `brand:{id}:balance:USD`. A campaign's escrow has one currency.
 */
const inCurrency = (code: string, currency: Currency) => (currency === HOME_CURRENCY ? code : `${code}:${currency}`);

/** The one way to spell an account code (design §2). */
export const accountCode = {
  asset: (provider: Provider, currency: Currency = HOME_CURRENCY) => inCurrency(`asset:${provider}`, currency),
  brand: (brandId: string, currency: Currency = HOME_CURRENCY) => inCurrency(`brand:${brandId}:balance`, currency),
  escrow: (campaignId: string) => `campaign:${campaignId}:escrow`,
  creator: (creatorId: string, currency: Currency = HOME_CURRENCY) => inCurrency(`creator:${creatorId}:available`, currency),
  launchFees: (currency: Currency = HOME_CURRENCY) => inCurrency('revenue:launch_fees', currency),
  commission: (currency: Currency = HOME_CURRENCY) => inCurrency('revenue:commission', currency),
  /** Paid plans (issue 19): what a subscription payment brings in, all of it Sauti's. */
  subscriptions: (currency: Currency = HOME_CURRENCY) => inCurrency('revenue:subscriptions', currency),
} as const;

const FOREIGN = CURRENCIES.filter((c) => c !== HOME_CURRENCY).join('|');
const OWNED = new RegExp(`^(brand|campaign|creator):([^:\\s]+):(balance|escrow|available)(?::(${FOREIGN}))?$`);
const OWNED_SUFFIX = { brand: 'balance', campaign: 'escrow', creator: 'available' } as const;
const withForeign = (codes: string[]) => new Set(codes.flatMap((c) => [c, ...CURRENCIES.map((cur) => inCurrency(c, cur))]));
/**
 * M-Pesa's paybill is the only float Sauti both receives into and pays out of, so it may never pay out more than it
 * received. PayPal and bank payouts leave from the company's own accounts, topped up by treasury outside the ledger:
 * they carry no overdraft flag (decision 0009), and reconciliation covers M-Pesa.
 */
const FLOATS = new Set(['asset:mpesa']);
const ASSETS = withForeign(['asset:paypal', 'asset:bank']).add('asset:mpesa');
const REVENUE = withForeign(['revenue:launch_fees', 'revenue:commission', 'revenue:subscriptions']);

/** The four running totals of an account, summed from its entries. */
export interface Sums { debitsPosted: number; creditsPosted: number; debitsPending: number; creditsPending: number }
/** Totals plus the net balances on the account's normal side; `available` also sets aside outgoing holds. */
export interface Balances extends Sums { posted: number; pending: number; available: number }

export const zeroSums = (): Sums => ({ debitsPosted: 0, creditsPosted: 0, debitsPending: 0, creditsPending: 0 });

export function balancesFrom(s: Sums, normal: NormalSide): Balances {
  const debit = normal === 'debit';
  const posted = debit ? s.debitsPosted - s.creditsPosted : s.creditsPosted - s.debitsPosted;
  const pending = debit ? s.debitsPending - s.creditsPending : s.creditsPending - s.debitsPending;
  return { ...s, posted, pending, available: posted - (debit ? s.creditsPending : s.debitsPending) };
}

export type AccountKind = Pick<LedgerAccount, 'normal' | 'flag' | 'owner'>;

/** The normal side, flag and owner a code implies; 422 for a code outside design §2's chart. */
export function describeAccount(code: string): AccountKind {
  if (ASSETS.has(code)) return { normal: 'debit', flag: FLOATS.has(code) ? 'credits_must_not_exceed_debits' : null, owner: null };
  if (REVENUE.has(code)) return { normal: 'credit', flag: null, owner: null };
  const match = OWNED.exec(code);
  const type = match?.[1] as keyof typeof OWNED_SUFFIX | undefined;
  if (match && type && OWNED_SUFFIX[type] === match[3] && !(type === 'campaign' && match[4])) {
    return { normal: 'credit', flag: 'debits_must_not_exceed_credits', owner: { type, id: match[2] ?? '' } };
  }
  throw invalid('account', `"${code}" is not a ledger account.`);
}

type AccountRow = typeof ledgerAccounts.$inferSelect;

/** The record shape of an account row (its totals stay in the row: read them with `balances`). */
export function toAccount(row: AccountRow): LedgerAccount {
  const owner = row.ownerType && row.ownerId ? { type: row.ownerType, id: row.ownerId } : null;
  return { id: row.code, code: row.code, normal: row.normal, flag: row.flag, owner, currency: row.currency, createdAt: row.createdAt };
}

export const sumsOfRow = (row: AccountRow): Sums =>
  ({ debitsPosted: row.debitsPosted, creditsPosted: row.creditsPosted, debitsPending: row.debitsPending, creditsPending: row.creditsPending });

export async function findAccount(ctx: Pick<ServerContext, 'db'>, code: string): Promise<LedgerAccount | undefined> {
  const [row] = await ctx.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, code));
  return row && toAccount(row);
}

/** The accounts one brand, campaign or creator owns (an indexed query), by code. */
export async function accountsOwnedBy(ctx: Pick<ServerContext, 'db'>, type: NonNullable<LedgerAccount['owner']>['type'], id: string): Promise<LedgerAccount[]> {
  const rows = await ctx.db.select().from(ledgerAccounts).where(and(eq(ledgerAccounts.ownerType, type), eq(ledgerAccounts.ownerId, id))).orderBy(ledgerAccounts.code);
  return rows.map(toAccount);
}

/** A new account record for `code` in `currency` (not stored: the ledger stores it with the transfer that first uses it). */
export function newAccount(code: string, currency: Currency, createdAt: string): LedgerAccount {
  return { id: code, code, ...describeAccount(code), currency, createdAt };
}
