import { COMMISSION_RATE, type Movement, type MovementKind } from '../../src/domain/money-types.ts';
import type { Withdrawal } from '../../src/domain/money-types.ts';
import type { LedgerContext, LedgerTransfer } from '../ledger/ledger.ts';
import { newestFirst, transfersOn } from './account-transfers.ts';
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

function describe(withdrawal: Withdrawal | undefined, kind: MovementKind, state: Movement['state'], title: string | null): string {
  const campaign = title === null ? '' : ` for "${title}"`;
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
  const found = await transfersOn(ctx, new Set((await creatorAccounts(ctx, creatorId)).map((a) => a.code)));
  if (found.length === 0) return [];
  const campaigns = await campaignsOf(ctx, found.map((f) => f.transfer));
  return newestFirst(found.map(({ transfer: t, incoming, state, amount, at, withdrawal }) => {
    const kind = kindOf(t, incoming, state);
    const campaign = campaigns.get(t.id);
    return {
      id: t.id, at, kind, amount, currency: t.currency, state,
      description: describe(withdrawal, kind, state, campaign?.title ?? null), campaignId: campaign?.id ?? null, campaignTitle: campaign?.title ?? null,
    };
  }));
}
