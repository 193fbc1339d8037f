import { COMMISSION_RATE, type Movement, type MovementKind } from '../../src/domain/money-types.ts';
import { asc, inArray, or } from 'drizzle-orm';
import type { Withdrawal } from '../../src/domain/money-types.ts';
import { ledgerTransfers as lt, withdrawals as wt } from '../db/schema/index.ts';
import { toTransfer, type LedgerContext, type LedgerTransfer } from '../ledger/ledger.ts';
import { campaignsByIds } from '../campaign-records.ts';
import { creatorAccounts } from './earnings.ts';
import { contractsByIds } from './ledger-parties.ts';
import { METHOD_NAMES } from './withdrawal-details.ts';

/** Transfer ids that name a contract (docs/decisions/0009-money.md "Transfer ids and flows"), for transfers without a ref. */
const CONTRACT_ID = /^(?:hold|refund|commission):(.+)$/;

/** The contract a transfer was for: by its ref, else by its id. */
export const contractIdOf = (t: LedgerTransfer) => (t.ref?.type === 'contract' ? t.ref.id : CONTRACT_ID.exec(t.id)?.[1]);

/**
 * The campaign each transfer was for (by its ref, contract or campaign, else by its id), read in two queries:
 * transfer id → campaign, named "a campaign" when it is gone.
 */
export async function campaignsOf(ctx: LedgerContext, transfers: readonly LedgerTransfer[]): Promise<Map<string, { id: string; title: string }>> {
  const present = (id: string | undefined): id is string => id !== undefined;
  const contracts = await contractsByIds(ctx, transfers.map(contractIdOf).filter(present));
  const campaignIdOf = (t: LedgerTransfer) => {
    if (t.ref?.type === 'campaign') return t.ref.id;
    const contractId = contractIdOf(t);
    return contractId ? contracts.get(contractId)?.campaignId : undefined;
  };
  const campaigns = await campaignsByIds(ctx, transfers.map(campaignIdOf).filter(present));
  const found = new Map<string, { id: string; title: string }>();
  for (const t of transfers) {
    const campaignId = campaignIdOf(t);
    if (campaignId) found.set(t.id, { id: campaignId, title: campaigns.get(campaignId)?.title ?? 'a campaign' });
  }
  return found;
}

function kindOf(t: LedgerTransfer, incoming: boolean, state: Movement['state']): MovementKind {
  if (incoming) return !t.flags.pending ? 'release' : state === 'pending' ? 'hold' : state === 'posted' ? 'release' : 'refund';
  if (t.creditAccountId.startsWith('revenue:')) return 'commission';
  return state === 'voided' ? 'withdrawal_returned' : 'withdrawal';
}

function describe(withdrawals: ReadonlyMap<string, Withdrawal>, t: LedgerTransfer, kind: MovementKind, state: Movement['state'], title: string | null): string {
  const campaign = title === null ? '' : ` for "${title}"`;
  const withdrawal = t.ref?.type === 'withdrawal' ? withdrawals.get(t.ref.id) : undefined;
  const to = withdrawal ? ` by ${METHOD_NAMES[withdrawal.method]} (${withdrawal.destination})` : '';
  switch (kind) {
    case 'hold': return `Fee held${campaign}, paid to you when the brand approves the work`;
    case 'release': return title === null ? 'Money added to your balance' : `Fee released${campaign}`;
    case 'refund': return `Fee${campaign} returned to the brand: the contract was cancelled`;
    case 'commission': return `Sauti's ${COMMISSION_RATE * 100}% commission${campaign}`;
    case 'withdrawal': return `Withdrawal${to}${state === 'pending' ? ', on its way' : ''}`;
    case 'withdrawal_returned': return `Withdrawal${to} did not go through; the money is back in your balance`;
  }
}

/**
 * Every ledger transfer touching the creator's accounts, newest first, signed from their side. A hold or a
 * withdrawal that was later posted or voided is one line with its final state, dated when it resolved.
 */
export async function movementsOf(ctx: LedgerContext, creatorId: string): Promise<Movement[]> {
  const codes = new Set((await creatorAccounts(ctx, creatorId)).map((a) => a.code));
  if (codes.size === 0) return [];
  // The transfers on the creator's accounts (by the accounts' indexes), then the posts and voids of their holds.
  const rows = (await ctx.db.select().from(lt).where(or(inArray(lt.debitAccountId, [...codes]), inArray(lt.creditAccountId, [...codes]))).orderBy(asc(lt.seq))).map(toTransfer);
  const holdIds = rows.filter((t) => t.flags.pending).map((t) => t.id);
  const resolutions = holdIds.length === 0 ? [] : (await ctx.db.select().from(lt).where(inArray(lt.pendingId, holdIds))).map(toTransfer);
  const resolution = new Map(resolutions.map((t) => [t.pendingId ?? '', t] as const));
  const withdrawalIds = rows.flatMap((t) => (t.ref?.type === 'withdrawal' ? [t.ref.id] : []));
  const withdrawals = new Map(withdrawalIds.length === 0 ? [] : (await ctx.db.select().from(wt).where(inArray(wt.id, withdrawalIds))).map((w) => [w.id, w as Withdrawal] as const));
  const campaigns = await campaignsOf(ctx, rows);
  const lines: Movement[] = [];
  for (const t of rows) {
    const incoming = codes.has(t.creditAccountId);
    if (t.pendingId || (!incoming && !codes.has(t.debitAccountId))) continue;
    const final = t.flags.pending ? resolution.get(t.id) : undefined;
    const state: Movement['state'] = t.flags.pending && !final ? 'pending' : final?.flags.void ? 'voided' : 'posted';
    const kind = kindOf(t, incoming, state);
    const campaign = campaigns.get(t.id);
    const amount = final?.flags.post ? final.amount : t.amount;
    lines.push({
      id: t.id, at: (final ?? t).createdAt, kind, amount: incoming ? amount : -amount, currency: t.currency, state,
      description: describe(withdrawals, t, kind, state, campaign?.title ?? null), campaignId: campaign?.id ?? null, campaignTitle: campaign?.title ?? null,
    });
  }
  // Newest first; entries written in the same instant keep their reverse write order.
  return lines.reverse().sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
