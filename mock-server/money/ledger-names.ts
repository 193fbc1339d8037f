import { inArray } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import { payments, withdrawals } from '../db/schema/index.ts';
import type { LedgerAccount } from '../ledger/accounts.ts';
import type { LedgerTransfer } from '../ledger/ledger.ts';

export type PartyKind = 'campaign' | 'creator' | 'brand';

/**
 * The names the admin ledger shows and searches by, read once per request: a campaign's title, a creator's name,
 * a brand's company (else the person's name). Ids stay in the answers for links and exports, never as the label.
 * `transfers` are the ones to be named: the payments and withdrawals their references point at are read with them.
 */
export async function ledgerNames(ctx: ServerContext, transfers: readonly LedgerTransfer[] = []) {
  const { store } = ctx;
  const people = new Map(store.get('accounts').value().map((a) => [a.id, a.name])); // PG-MERGE: accounts
  const companies = new Map(store.get('profiles').value().flatMap((p) => (typeof p.companyName === 'string' && p.companyName ? [[p.accountId, p.companyName] as const] : []))); // PG-MERGE: profiles
  const byId = <T extends { id: string }>(list: readonly T[] | undefined) => new Map((list ?? []).map((r) => [r.id, r]));
  const campaigns = byId(store.get('campaigns').value()); // PG-MERGE: campaigns
  const contracts = byId(store.get('contracts').value()); // PG-MERGE: contracts
  const refIds = (type: string) => transfers.flatMap((t) => (t.ref?.type === type ? [t.ref.id] : []));
  const paymentCampaign = new Map((await ctx.db.select({ id: payments.id, campaignId: payments.campaignId }).from(payments).where(inArray(payments.id, refIds('payment'))))
    .map((p) => [p.id, p.campaignId]));
  const withdrawalCreator = new Map((await ctx.db.select({ id: withdrawals.id, creatorId: withdrawals.creatorId }).from(withdrawals).where(inArray(withdrawals.id, refIds('withdrawal'))))
    .map((w) => [w.id, w.creatorId]));

  const nameOf = (kind: PartyKind, id: string): string | null =>
    kind === 'campaign' ? campaigns.get(id)?.title ?? null : kind === 'brand' ? companies.get(id) ?? people.get(id) ?? null : people.get(id) ?? null;

  /** What a transfer's reference points at, in words: "Campaign title · Creator name" for a contract. */
  const refName = (ref: LedgerTransfer['ref']): string | null => {
    if (!ref) return null;
    if (ref.type === 'campaign') return nameOf('campaign', ref.id);
    if (ref.type === 'payment') {
      const campaignId = paymentCampaign.get(ref.id);
      return campaignId ? `Launch payment · ${nameOf('campaign', campaignId) ?? 'a campaign'}` : null;
    }
    if (ref.type === 'contract') {
      const contract = contracts.get(ref.id);
      return contract ? `${nameOf('campaign', contract.campaignId) ?? 'A campaign'} · ${nameOf('creator', contract.creatorId) ?? 'a creator'}` : null;
    }
    if (ref.type === 'withdrawal') {
      const creatorId = withdrawalCreator.get(ref.id);
      return creatorId ? `Withdrawal · ${nameOf('creator', creatorId) ?? 'a creator'}` : null;
    }
    return null;
  };

  /** A search term finds a party by its exact id or by any part of its name, ignoring case. */
  const matches = (kind: PartyKind, id: string, term: string): boolean => {
    if (id === term) return true;
    const name = nameOf(kind, id);
    return name !== null && name.toLocaleLowerCase('en').includes(term.toLocaleLowerCase('en'));
  };

  /** Every id of `kind` the term finds (the term itself too, so an id with no name left still filters). */
  const idsMatching = (kind: PartyKind, term: string): string[] => {
    const ids = kind === 'campaign' ? [...campaigns.keys()] : [...people.keys()];
    return [...new Set([term, ...ids.filter((id) => matches(kind, id, term))])];
  };

  const ownerName = (owner: LedgerAccount['owner']) => (owner ? nameOf(owner.type, owner.id) : null);
  return { nameOf, refName, ownerName, matches, idsMatching, campaigns: [...campaigns.values()], contracts: [...contracts.values()] };
}

export type LedgerNames = Awaited<ReturnType<typeof ledgerNames>>;
