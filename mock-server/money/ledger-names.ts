import { inArray } from 'drizzle-orm';
import { planById } from '../../src/domain/plans.ts';
import { campaignsByIds } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { partnerActions, payments, withdrawals } from '../db/schema/index.ts';
import type { LedgerAccount } from '../ledger/accounts.ts';
import type { LedgerTransfer } from '../ledger/ledger.ts';
import { accountsByIds, brandNames } from '../people/accounts.ts';
import { holdActionId, releaseActionId } from '../partners/clients.ts';
import { holdIdOf, releaseIdOf } from './holds.ts';
import { contractsByIds } from './ledger-parties.ts';

export type PartyKind = 'campaign' | 'creator' | 'brand';

/**
 * The names the admin ledger shows, read once per request for what it shows: a campaign's title, a creator's name,
 * a brand's company (else the person's name). Ids stay in the answers for links and exports, never as the label.
 * `owners` are the accounts' owners to be named; `transfers` the transfers whose references are named (the
 * payments, withdrawals and contracts they point at are read with them).
 */
export async function ledgerNames(ctx: ServerContext, { owners = [], transfers = [] }: { owners?: readonly LedgerAccount['owner'][]; transfers?: readonly LedgerTransfer[] }) {
  const refIds = (type: string) => transfers.flatMap((t) => (t.ref?.type === type ? [t.ref.id] : []));
  const ownerIds = (type: PartyKind) => owners.flatMap((o) => (o?.type === type ? [o.id] : []));
  const paymentIds = refIds('payment');
  const withdrawalIds = refIds('withdrawal');
  const paymentRows = paymentIds.length === 0 ? [] : await ctx.db.select({ id: payments.id, campaignId: payments.campaignId, subscription: payments.subscription, actedBy: payments.actedBy, brandId: payments.brandId }).from(payments).where(inArray(payments.id, paymentIds));
  // A launch a partner paid for its client (issue 25) names both: "by Brian Mwangi for Zuri Beauty".
  const paymentActor = new Map(paymentRows.flatMap((p) => (p.actedBy ? [[p.id, { ...p.actedBy, brandId: p.brandId }] as const] : [])));
  const paymentCampaign = new Map(paymentRows.flatMap((p) => (p.campaignId ? [[p.id, p.campaignId] as const] : [])));
  const paymentPlan = new Map(paymentRows.flatMap((p) => (p.subscription ? [[p.id, planById(p.subscription.planId)?.name ?? p.subscription.planId] as const] : [])));
  const withdrawalOwner = new Map(withdrawalIds.length === 0 ? [] : (await ctx.db.select({ id: withdrawals.id, type: withdrawals.ownerType, ownerId: withdrawals.ownerId }).from(withdrawals).where(inArray(withdrawals.id, withdrawalIds)))
    .map((w) => [w.id, { type: w.type, id: w.ownerId }]));
  const withdrawersOf = (type: PartyKind) => [...withdrawalOwner.values()].flatMap((o) => (o.type === type ? [o.id] : []));
  const contracts = await contractsByIds(ctx, refIds('contract'));
  // A fee a partner's approval released, or its acceptance held (issue 25): each action is keyed on the contract,
  // "released by … for …", "accepted by … for …".
  const contractActs = refIds('contract').length === 0 ? [] : await ctx.db.select({ id: partnerActions.id, partnerName: partnerActions.partnerName, brandId: partnerActions.brandId })
    .from(partnerActions).where(inArray(partnerActions.id, refIds('contract').flatMap((id) => [releaseActionId(id), holdActionId(id)])));
  const contractActor = new Map(contractActs.map((a) => [a.id, a]));
  const campaigns = await campaignsByIds(ctx, [...ownerIds('campaign'), ...refIds('campaign'), ...paymentCampaign.values(), ...[...contracts.values()].map((c) => c.campaignId)]);
  const people = await accountsByIds(ctx, [...ownerIds('creator'), ...withdrawersOf('creator'), ...[...contracts.values()].map((c) => c.creatorId)]);
  const brands = await brandNames(ctx, [...ownerIds('brand'), ...withdrawersOf('brand'), ...[...paymentActor.values()].map((a) => a.brandId), ...contractActs.map((a) => a.brandId)]);

  const nameOf = (kind: PartyKind, id: string): string | null =>
    kind === 'campaign' ? campaigns.get(id)?.title ?? null : kind === 'brand' ? brands.get(id) ?? null : people.get(id)?.name ?? null;

  /**
   * What a transfer's reference points at, in words: "Campaign title · Creator name" for a contract. With the
   * transfer's id, a fee release a partner's approval made adds "· released by {partner} for {brand}", and the hold a
   * partner's acceptance made "· accepted by {partner} for {brand}".
   */
  const refName = (ref: LedgerTransfer['ref'], transferId?: string): string | null => {
    if (!ref) return null;
    if (ref.type === 'campaign') return nameOf('campaign', ref.id);
    if (ref.type === 'payment') {
      const campaignId = paymentCampaign.get(ref.id);
      const plan = paymentPlan.get(ref.id);
      if (plan) return `Subscription payment · ${plan}`;
      const actor = paymentActor.get(ref.id);
      const by = actor ? ` · by ${actor.partnerName} for ${nameOf('brand', actor.brandId) ?? 'its client'}` : '';
      return campaignId ? `Launch payment · ${nameOf('campaign', campaignId) ?? 'a campaign'}${by}` : null;
    }
    if (ref.type === 'contract') {
      const contract = contracts.get(ref.id);
      if (!contract) return null;
      const act = transferId === releaseIdOf(ref.id) ? { verb: 'released', id: releaseActionId(ref.id) }
        : transferId === holdIdOf(ref.id) ? { verb: 'accepted', id: holdActionId(ref.id) } : undefined;
      const actor = act && contractActor.get(act.id);
      const by = act && actor ? ` · ${act.verb} by ${actor.partnerName} for ${nameOf('brand', actor.brandId) ?? 'its client'}` : '';
      return `${nameOf('campaign', contract.campaignId) ?? 'A campaign'} · ${nameOf('creator', contract.creatorId) ?? 'a creator'}${by}`;
    }
    if (ref.type === 'withdrawal') {
      const owner = withdrawalOwner.get(ref.id);
      return owner ? `Withdrawal · ${nameOf(owner.type, owner.id) ?? `a ${owner.type}`}` : null;
    }
    return null;
  };

  const ownerName = (owner: LedgerAccount['owner']) => (owner ? nameOf(owner.type, owner.id) : null);
  return { nameOf, refName, ownerName };
}
