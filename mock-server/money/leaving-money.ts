import { CURRENCIES, MINOR_PER_MAJOR, type Currency } from '../../src/domain/campaign-types.ts';
import { withdrawalMethodsFor, type Withdrawal, type WithdrawalMethod } from '../../src/domain/money-types.ts';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http.ts';
import { accountCode } from '../ledger/accounts.ts';
import { balances } from '../ledger/ledger.ts';
import type { Account } from '../types.ts';
import { destinationOf, payoutDetailsOf } from './withdrawal-details.ts';
import { countryOf } from './withdrawal-rules.ts';
import { requestWithdrawal } from './withdrawals.ts';

/**
 * Leaving with money (issue 19): an account that holds money of its own (a creator's available earnings, a brand's
 * balance) is not deleted until that money is out, or the user confirms a final payout of all of it to their saved
 * payout method, started with the deletion.
 */

export interface HeldMoney { amount: number; currency: Currency }
/** Where a final payout would go: the method and its masked destination ("0712 ••• 678"). */
export interface FinalPayoutTarget { method: WithdrawalMethod; destination: string }

const METHOD_WORDS: Readonly<Record<WithdrawalMethod, string>> = { mpesa: 'M-Pesa number', paypal: 'PayPal account', bank: 'bank account' };

/** The ledger account of the account's own money in a currency, or null for roles that hold none. */
function ownAccount(account: Pick<Account, 'id' | 'role'>, currency: Currency): string | null {
  if (account.role === 'influencer') return accountCode.creator(account.id, currency);
  if (account.role === 'brand') return accountCode.brand(account.id, currency);
  return null;
}

/** The money the account may take out now, per currency (KES first); outgoing holds (withdrawals on their way) are set aside. */
export async function heldMoney(ctx: ServerContext, account: Pick<Account, 'id' | 'role'>): Promise<HeldMoney[]> {
  const held: HeldMoney[] = [];
  for (const currency of CURRENCIES) {
    const code = ownAccount(account, currency);
    if (!code) continue;
    const { available } = await balances(ctx, code);
    if (available > 0) held.push({ amount: available, currency });
  }
  return held;
}

/** "KES 40,500" (no cents when whole), "USD 120.50". */
const amountText = (minor: number, currency: Currency) => {
  const major = minor / MINOR_PER_MAJOR;
  const digits = Number.isInteger(major) ? 0 : 2;
  return `${currency} ${major.toLocaleString('en-KE', { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`;
};
const heldText = (held: readonly HeldMoney[]) => held.map((h) => amountText(h.amount, h.currency)).join(' and ');

/**
 * The saved method a final payout of `currency` would use (a creator's earnings or a brand's balance alike): the first
 * method offered in the account's region whose details are saved and that pays that currency (M-Pesa pays KES only).
 */
async function targetFor(ctx: ServerContext, account: Pick<Account, 'id' | 'role'>, currency: Currency): Promise<FinalPayoutTarget | null> {
  if (account.role !== 'influencer' && account.role !== 'brand') return null;
  const details = await payoutDetailsOf(ctx, account.id);
  for (const method of withdrawalMethodsFor(await countryOf(ctx, account.id))) {
    if (method === 'mpesa' && currency !== 'KES') continue;
    const destination = destinationOf(details, method);
    if (destination) return { method, destination };
  }
  return null;
}

/** One target for all the held money, or null when some currency has no saved method to go to. */
export async function finalPayoutTarget(ctx: ServerContext, account: Pick<Account, 'id' | 'role'>, held: readonly HeldMoney[]): Promise<FinalPayoutTarget | null> {
  const targets = await Promise.all(held.map((h) => targetFor(ctx, account, h.currency)));
  if (targets.length === 0 || targets.some((t) => t === null)) return null;
  return targets[0]!;
}

/** 409: how much is held, and that it must be withdrawn first (or paid out finally, when a saved method can take it). */
export function moneyHeldRefusal(held: readonly HeldMoney[], target: FinalPayoutTarget | null, role: Account['role']): HttpError {
  const has = role === 'brand' ? `Your brand balance holds ${heldText(held)}.` : `You have ${heldText(held)} available.`;
  const next = target
    ? `Withdraw it before you delete your account, or confirm a final payout to your saved ${METHOD_WORDS[target.method]}.`
    : `Withdraw it before you delete your account: add a payout method in your ${role === 'brand' ? 'balance' : 'earnings'} to take it out.`;
  return new HttpError(409, `${has} ${next}`);
}

/**
 * Starts the final payout: one withdrawal per held currency of all of it, through POST /withdrawals' own function
 * (requestWithdrawal: its region, details and amount checks, the ledger hold, the provider call). Answers them.
 */
export async function startFinalPayout(ctx: ServerContext, account: Pick<Account, 'id' | 'role'>, held: readonly HeldMoney[]): Promise<Withdrawal[]> {
  const started: Withdrawal[] = [];
  for (const h of held) {
    const target = await targetFor(ctx, account, h.currency);
    if (!target) throw moneyHeldRefusal(held, null, account.role);
    started.push(await requestWithdrawal(ctx, { type: account.role === 'brand' ? 'brand' : 'creator', id: account.id }, { amount: h.amount, currency: h.currency, method: target.method }));
  }
  return started;
}
