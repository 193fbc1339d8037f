import { and, eq, inArray, like } from 'drizzle-orm';
import { CURRENCIES } from '../../src/domain/campaign-types.ts';
import type { Withdrawal } from '../../src/domain/money-types.ts';
import type { BrandBalance, BrandMovement, BrandMovementKind } from '../../src/domain/brand-balance.ts';
import { campaignsByIds } from '../campaign-records.ts';
import { ledgerTransfers as lt, payments as pt } from '../db/schema/index.ts';
import { accountsOwnedBy } from '../ledger/accounts.ts';
import { balances, sumTransfers, type LedgerContext, type LedgerTransfer } from '../ledger/ledger.ts';
import { newestFirst, transfersOn } from './account-transfers.ts';
import { campaignsOf } from './earnings-movements.ts';
import { METHOD_NAMES } from './withdrawal-details.ts';

/** The brand's balance accounts (one per currency it has used), KES first. */
async function brandAccounts(ctx: LedgerContext, brandId: string) {
  return (await accountsOwnedBy(ctx, 'brand', brandId)).sort((a, b) => CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency));
}

/**
 * A brand's balance per currency, from the ledger: available (posted less what is set aside), on hold (launches
 * being paid, withdrawals on their way) and withdrawn. A brand with no account yet sees one row of zeros in KES.
 */
export async function brandBalancesOf(ctx: LedgerContext, brandId: string): Promise<BrandBalance[]> {
  const accounts = await brandAccounts(ctx, brandId);
  if (accounts.length === 0) return [{ currency: 'KES', available: 0, onHold: 0, withdrawn: 0 }];
  return Promise.all(accounts.map(async ({ code, currency }) => {
    const b = await balances(ctx, code);
    const withdrawn = await sumTransfers(ctx, and(eq(lt.debitAccountId, code), eq(lt.post, true), like(lt.creditAccountId, 'asset:%')));
    return { currency, available: b.available, onHold: b.debitsPending, withdrawn };
  }));
}

function kindOf(t: LedgerTransfer, incoming: boolean, state: BrandMovement['state']): BrandMovementKind {
  const other = incoming ? t.debitAccountId : t.creditAccountId;
  if (incoming) return other.startsWith('asset:') ? 'payment' : 'refund';
  if (other.startsWith('revenue:')) return 'launch_fee';
  if (other.startsWith('asset:')) return state === 'voided' ? 'withdrawal_returned' : 'withdrawal';
  return t.flags.pending ? 'launch_hold' : 'budget';
}

function describe(kind: BrandMovementKind, state: BrandMovement['state'], title: string | null, withdrawal: Withdrawal | undefined): string {
  const campaign = title === null ? '' : ` for "${title}"`;
  const to = withdrawal ? ` by ${METHOD_NAMES[withdrawal.method]} (${withdrawal.destination})` : '';
  switch (kind) {
    case 'payment': return `Payment received${campaign}`;
    case 'launch_fee': return `Launch fee${campaign}`;
    case 'budget': return `Budget held${campaign}`;
    case 'launch_hold': return `Set aside from your balance${campaign} while the payment is open`;
    case 'refund': return title === null ? 'Money returned to your balance' : `Returned to your balance from "${title}"`;
    case 'withdrawal': return `Withdrawal${to}${state === 'pending' ? ', on its way' : ''}`;
    case 'withdrawal_returned': return `Withdrawal${to} did not go through; the money is back in your balance`;
  }
}

/**
 * Every ledger transfer touching the brand's balance, newest first, signed from its side. A withdrawal that was
 * posted or voided is one line with its final state; a launch's hold on the balance shows only while the payment is
 * open (once settled, the hold is released and the fee and budget lines say what was paid).
 */
export async function brandMovementsOf(ctx: LedgerContext, brandId: string): Promise<BrandMovement[]> {
  const found = await transfersOn(ctx, new Set((await brandAccounts(ctx, brandId)).map((a) => a.code)));
  if (found.length === 0) return [];
  const rows = found.map((f) => f.transfer);
  const campaignIds = await campaignsOf(ctx, rows);
  // A payment's deposit and balance hold name the payment: its campaign is read through it.
  const paymentIds = rows.flatMap((t) => (t.ref?.type === 'payment' ? [t.ref.id] : []));
  const paid = new Map(paymentIds.length === 0 ? [] : (await ctx.db.select({ id: pt.id, campaignId: pt.campaignId }).from(pt).where(inArray(pt.id, paymentIds))).flatMap((p) => (p.campaignId ? [[p.id, p.campaignId] as const] : [])));
  const paidTitles = await campaignsByIds(ctx, [...paid.values()]);
  const campaignOf = (t: LedgerTransfer) => {
    const campaignId = t.ref?.type === 'payment' ? paid.get(t.ref.id) : undefined;
    return campaignId ? { id: campaignId, title: paidTitles.get(campaignId)?.title ?? 'a campaign' } : campaignIds.get(t.id);
  };
  const lines: BrandMovement[] = [];
  for (const { transfer: t, incoming, state, amount, at, withdrawal } of found) {
    const kind = kindOf(t, incoming, state);
    if (kind === 'launch_hold' && state !== 'pending') continue;
    const campaign = campaignOf(t);
    lines.push({
      id: t.id, at, kind, amount, currency: t.currency, state,
      description: describe(kind, state, campaign?.title ?? null, withdrawal),
      campaignId: campaign?.id ?? null, campaignTitle: campaign?.title ?? null,
    });
  }
  return newestFirst(lines);
}
