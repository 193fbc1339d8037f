import type { LedgerAccount } from '../ledger/accounts.ts';
import type { LedgerTransfer } from '../ledger/ledger.ts';
import type { Store } from '../store.ts';

export type PartyKind = 'campaign' | 'creator' | 'brand';

/**
 * The names the admin ledger shows and searches by, read once per request: a campaign's title, a creator's name,
 * a brand's company (else the person's name). Ids stay in the answers for links and exports, never as the label.
 */
export function ledgerNames(store: Store) {
  const people = new Map(store.get('accounts').value().map((a) => [a.id, a.name]));
  const companies = new Map(store.get('profiles').value().flatMap((p) => (typeof p.companyName === 'string' && p.companyName ? [[p.accountId, p.companyName] as const] : [])));
  const byId = <T extends { id: string }>(list: readonly T[] | undefined) => new Map((list ?? []).map((r) => [r.id, r]));
  const campaigns = byId(store.get('campaigns').value());
  const contracts = byId(store.get('contracts').value());
  const payments = byId(store.get('payments').value());
  const withdrawals = byId(store.get('withdrawals').value());

  const nameOf = (kind: PartyKind, id: string): string | null =>
    kind === 'campaign' ? campaigns.get(id)?.title ?? null : kind === 'brand' ? companies.get(id) ?? people.get(id) ?? null : people.get(id) ?? null;

  /** What a transfer's reference points at, in words: "Campaign title · Creator name" for a contract. */
  const refName = (ref: LedgerTransfer['ref']): string | null => {
    if (!ref) return null;
    if (ref.type === 'campaign') return nameOf('campaign', ref.id);
    if (ref.type === 'payment') {
      const campaignId = payments.get(ref.id)?.campaignId;
      return campaignId ? `Launch payment · ${nameOf('campaign', campaignId) ?? 'a campaign'}` : null;
    }
    if (ref.type === 'contract') {
      const contract = contracts.get(ref.id);
      return contract ? `${nameOf('campaign', contract.campaignId) ?? 'A campaign'} · ${nameOf('creator', contract.creatorId) ?? 'a creator'}` : null;
    }
    if (ref.type === 'withdrawal') {
      const creatorId = withdrawals.get(ref.id)?.creatorId;
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

  const ownerName = (owner: LedgerAccount['owner']) => (owner ? nameOf(owner.type, owner.id) : null);
  return { nameOf, refName, ownerName, matches };
}

export type LedgerNames = ReturnType<typeof ledgerNames>;
