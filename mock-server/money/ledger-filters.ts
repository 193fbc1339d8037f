import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { ledgerAccounts as a, ledgerTransfers as t, payments, withdrawals } from '../db/schema/index.ts';
import { brandsNamed, campaignsNamed, campaignsOfBrands, contractsOf, peopleNamed, type IdSet } from './ledger-parties.ts';

/** The admin ledger's filters: a campaign, a creator or a brand, each by id or by part of its name; every one given must match. */
export interface LedgerFilter { campaign?: string; creator?: string; brand?: string }

type Owner = 'brand' | 'campaign' | 'creator';

/** The ids each given filter finds by name, and the campaigns of the brands it finds (their escrows are the brand's too). */
function partyIds(db: Db, filter: LedgerFilter) {
  const campaigns = filter.campaign === undefined ? undefined : campaignsNamed(db, filter.campaign);
  const creators = filter.creator === undefined ? undefined : peopleNamed(db, filter.creator);
  const brands = filter.brand === undefined ? undefined : brandsNamed(db, filter.brand);
  const brandCampaigns = brands && campaignsOfBrands(db, brands);
  return { campaigns, creators, brands, brandCampaigns };
}

const ownedBy = (type: Owner, ids: IdSet) => and(eq(a.ownerType, type), inArray(a.ownerId, ids));

/** The codes of the accounts `type` parties with these ids own, as a subquery. */
const codesOf = (db: Db, type: Owner, ids: IdSet) =>
  db.select({ code: a.code }).from(a).where(ownedBy(type, ids));

/**
 * The transfers that concern every party the filter names, as one SQL condition (run over the transfers' indexes):
 * a party's own accounts, plus what a transfer's reference points at, so "filter by campaign" also finds the
 * launch payment into the brand's balance and a creator's commission.
 */
export function transferFilter(db: Db, filter: LedgerFilter): SQL | undefined {
  const { campaigns, creators, brands, brandCampaigns } = partyIds(db, filter);
  const touches = (type: Owner, ids: IdSet) => or(inArray(t.debitAccountId, codesOf(db, type, ids)), inArray(t.creditAccountId, codesOf(db, type, ids)));
  const ref = (type: string, ids: IdSet) => and(eq(t.refType, type), inArray(t.refId, ids));
  const ofCampaigns = (ids: IdSet) => or(
    touches('campaign', ids),
    ref('campaign', ids),
    and(eq(t.refType, 'payment'), inArray(t.refId, db.select({ id: payments.id }).from(payments).where(inArray(payments.campaignId, ids)))),
    ref('contract', contractsOf(db, 'campaignId', ids)),
  );
  return and(
    campaigns && ofCampaigns(campaigns),
    creators && or(
      touches('creator', creators),
      ref('contract', contractsOf(db, 'creatorId', creators)),
      and(eq(t.refType, 'withdrawal'), inArray(t.refId, db.select({ id: withdrawals.id }).from(withdrawals).where(inArray(withdrawals.ownerId, creators)))),
    ),
    brands && brandCampaigns && or(touches('brand', brands), ofCampaigns(brandCampaigns)),
  );
}

/** The accounts the filter names: a campaign's escrow, a creator's balances, a brand's balances and its campaigns' escrows. */
export function accountFilter(db: Db, filter: LedgerFilter): SQL | undefined {
  const { campaigns, creators, brands, brandCampaigns } = partyIds(db, filter);
  return and(
    campaigns && ownedBy('campaign', campaigns),
    creators && ownedBy('creator', creators),
    brands && brandCampaigns && or(ownedBy('brand', brands), ownedBy('campaign', brandCampaigns)),
  );
}
