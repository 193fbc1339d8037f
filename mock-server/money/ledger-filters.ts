import { accountRows, type LedgerAccount } from '../ledger/accounts.ts';
import type { LedgerTransfer } from '../ledger/ledger.ts';
import type { Store } from '../store.ts';
import { ledgerNames } from './ledger-names.ts';

/** The admin ledger's filters: a campaign, a creator or a brand, each by id or by part of its name; every one given must match. */
export interface LedgerFilter { campaign?: string; creator?: string; brand?: string }

/** Whose money a transfer concerns: the owners of its two accounts, plus what its reference points at. */
interface Parties { campaign: Set<string>; creator: Set<string>; brand: Set<string> }

/**
 * Finds each record once per request: the campaign, contract, payment or withdrawal a transfer's `ref` names,
 * so "filter by campaign" also finds the launch payment into the brand's balance and a creator's commission.
 */
function partiesOf(store: Store) {
  const owners = new Map(accountRows(store).map((a) => [a.code, a.owner]));
  const byId = <T extends { id: string }>(list: readonly T[] | undefined) => new Map((list ?? []).map((r) => [r.id, r]));
  const campaigns = byId(store.get('campaigns').value());
  const contracts = byId(store.get('contracts').value());
  const payments = byId(store.get('payments').value());
  const withdrawals = byId(store.get('withdrawals').value());
  return (t: LedgerTransfer): Parties => {
    const parties: Parties = { campaign: new Set(), creator: new Set(), brand: new Set() };
    const addCampaign = (id: string | undefined) => {
      if (!id) return;
      parties.campaign.add(id);
      const brand = campaigns.get(id)?.brandId;
      if (brand) parties.brand.add(brand);
    };
    for (const code of [t.debitAccountId, t.creditAccountId]) {
      const owner = owners.get(code);
      if (owner?.type === 'campaign') addCampaign(owner.id);
      else if (owner) parties[owner.type].add(owner.id);
    }
    const ref = t.ref;
    if (ref?.type === 'campaign') addCampaign(ref.id);
    if (ref?.type === 'payment') addCampaign(payments.get(ref.id)?.campaignId);
    if (ref?.type === 'contract') {
      addCampaign(contracts.get(ref.id)?.campaignId);
      const creator = contracts.get(ref.id)?.creatorId;
      if (creator) parties.creator.add(creator);
    }
    if (ref?.type === 'withdrawal') {
      const creator = withdrawals.get(ref.id)?.creatorId;
      if (creator) parties.creator.add(creator);
    }
    return parties;
  };
}

const KEYS = ['campaign', 'creator', 'brand'] as const;

/** The transfers that concern every party the filter names. */
export function filterTransfers(store: Store, transfers: readonly LedgerTransfer[], filter: LedgerFilter): LedgerTransfer[] {
  const wanted = KEYS.filter((k) => filter[k]);
  if (wanted.length === 0) return [...transfers];
  const parties = partiesOf(store);
  const { matches } = ledgerNames(store);
  return transfers.filter((t) => {
    const p = parties(t);
    return wanted.every((k) => [...p[k]].some((id) => matches(k, id, filter[k] ?? '')));
  });
}

/** The accounts the filter names: a campaign's escrow, a creator's balances, a brand's balances and its campaigns' escrows. */
export function filterAccounts(store: Store, filter: LedgerFilter): LedgerAccount[] {
  const brandOf = new Map(store.get('campaigns').value().map((c) => [c.id, c.brandId]));
  const { matches: named } = ledgerNames(store);
  const is = (kind: (typeof KEYS)[number], id: string | undefined) => id !== undefined && named(kind, id, filter[kind] ?? '');
  return accountRows(store).filter((a) => {
    const { owner } = a;
    const matches = {
      campaign: owner?.type === 'campaign' && is('campaign', owner.id),
      creator: owner?.type === 'creator' && is('creator', owner.id),
      brand: (owner?.type === 'brand' && is('brand', owner.id)) || (owner?.type === 'campaign' && is('brand', brandOf.get(owner.id))),
    };
    return KEYS.every((k) => !filter[k] || matches[k]);
  });
}
