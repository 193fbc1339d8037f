import { asc, eq, getTableName, is, sql } from 'drizzle-orm';
import type request from 'supertest';
import type { BriefTermsView } from '../../src/domain/usage-rights.ts';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Application, Contract, Match, Notification, PlatformStats, Verification } from '../../src/domain/campaign-types.ts';
import { applicationRecord, insertApplication } from '../../mock-server/application-records.ts';
import { campaignById, insertCampaign, updateCampaign } from '../../mock-server/campaign-records.ts';
import { briefTermsView } from '../../mock-server/packages/brief-terms.ts';
import { contractRecord, insertContract, setContractStatus } from '../../mock-server/contract-records.ts';
import * as campaignTables from '../../mock-server/db/schema/campaigns.ts';
import * as deliveryTables from '../../mock-server/db/schema/delivery.ts';
import * as moneyTables from '../../mock-server/db/schema/money.ts';
import * as peopleTables from '../../mock-server/db/schema/people.ts';
import { saveProfile } from '../../mock-server/people/accounts.ts';
import type { VerificationRecord } from '../../mock-server/people/rows.ts';
import type { Account, CampaignRecord, ProfileRecord } from '../../mock-server/types.ts';
import { peopleOf } from './people-support.ts';
import type { makeServer } from './support.ts';

/**
 * Places and reads the campaigns part's records the way its code does, in PostgreSQL; and arranges the people they
 * concern (creators, their profiles and verifications) through the people part's functions or its tables.
 */
type Server = Pick<Awaited<ReturnType<typeof makeServer>>, 'ctx'>;
const { campaignApplications, campaigns, contracts, matches } = campaignTables;
const { verifications } = peopleTables;

/** No campaigns, applications, contracts or matches at all. */
export async function clearCampaigns(server: Server): Promise<void> {
  for (const table of [matches, contracts, campaignApplications, campaigns]) await server.ctx.db.delete(table);
}

export const placeCampaign = (server: Server, record: CampaignRecord) => insertCampaign(server.ctx, record);
/**
 * Changes a placed campaign as a test arranges it. A change to its terms (deliverables, currency) also moves the
 * acceptances its applications carry onto the terms as they now stand, as if each creator had read and accepted these
 * (issue 24): a live brief's terms cannot change (decision 0019). `{ reaccept: false }` leaves them on the old terms.
 */
export async function changeCampaign(server: Server, id: string, changes: Partial<CampaignRecord>, { reaccept = true } = {}): Promise<CampaignRecord> {
  const changed = await updateCampaign(server.ctx, id, changes);
  if (reaccept && (changes.deliverables || changes.currency)) {
    const { terms, hash } = briefTermsView(changed);
    for (const application of await server.ctx.db.select().from(campaignApplications).where(eq(campaignApplications.campaignId, id))) {
      if (!application.termsAcceptance) continue;
      await server.ctx.db.update(campaignApplications).set({ termsAcceptance: { ...application.termsAcceptance, version: terms.version, hash } })
        .where(eq(campaignApplications.id, application.id));
    }
  }
  return changed;
}
export const placeApplication = (server: Server, record: Application) => insertApplication(server.ctx, record);
export const placeContract = (server: Server, record: Contract) => insertContract(server.ctx, record);
export const setContract = (server: Server, id: string, status: Contract['status']) => setContractStatus(server.ctx, id, status);

/** What PostgreSQL holds, in the shapes the API stores (oldest stored first). */
export const storedCampaign = (server: Server, id: string) => campaignById(server.ctx, id);
export async function storedApplications(server: Server): Promise<Application[]> {
  return (await server.ctx.db.select().from(campaignApplications).orderBy(asc(campaignApplications.seq))).map(applicationRecord);
}
export async function storedContracts(server: Server): Promise<Contract[]> {
  return (await server.ctx.db.select().from(contracts).orderBy(asc(contracts.seq))).map(contractRecord);
}
export const storedMatches = (server: Server): Promise<Match[]> => server.ctx.db.select().from(matches);

/** The campaign's stored match rows with the transaction that last wrote each (PostgreSQL's xmin): a rewrite changes it. */
export const matchRowVersions = (server: Server, campaignId: string): Promise<Array<{ creatorId: string; version: string }>> =>
  server.ctx.db.select({ creatorId: matches.creatorId, version: sql<string>`xmin::text` }).from(matches)
    .where(eq(matches.campaignId, campaignId)).orderBy(asc(matches.creatorId));

/** Every notification, oldest first (the people part's table). */
export const storedNotifications = (server: Server): Promise<Notification[]> => peopleOf(server).notifications();

/**
 * Every row of the four domain parts' tables (people, campaigns, money, delivery), each table's rows in a stable
 * order: what the whole data file was, to show that a refused request changed nothing.
 */
export async function domainRows(server: Server): Promise<Record<string, string[]>> {
  const modules: Array<Record<string, unknown>> = [peopleTables, campaignTables, moneyTables, deliveryTables];
  const tables = modules.flatMap((m) => Object.values(m)).filter((t): t is PgTable => is(t, PgTable));
  const all: Record<string, string[]> = {};
  for (const table of tables) all[getTableName(table)] = (await server.ctx.db.select().from(table)).map((row) => JSON.stringify(row)).sort();
  return all;
}

/** People the campaign tests arrange: accounts, creators' profiles and verifications. */
export const placeAccount = (server: Server, account: Omit<Account, 'trial' | 'deleteAt'>) =>
  peopleOf(server).addAccount({ trial: null, deleteAt: null, ...account });
export const placeProfile = (server: Server, profile: ProfileRecord) => saveProfile(server.ctx, profile);
export const placeVerification = (server: Server, record: Verification) => peopleOf(server).addVerification({ screenshots: [], ...record } as VerificationRecord);
export async function clearVerifications(server: Server): Promise<void> {
  await server.ctx.db.delete(verifications);
}
export async function setVerificationStatus(server: Server, creatorId: string, status: Verification['status']): Promise<void> {
  await server.ctx.db.update(verifications).set({ status }).where(eq(verifications.creatorId, creatorId));
}
/** Changes when each verification was submitted: the order verified creators are read in. */
export async function setVerificationSubmitted(server: Server, creatorId: string, submittedAt: string): Promise<void> {
  await server.ctx.db.update(verifications).set({ submittedAt }).where(eq(verifications.creatorId, creatorId));
}

/** A recruiting KES campaign of the seeded brand, for tests that place campaigns straight in the database. */
export const RECRUITING_BRIEF: Omit<CampaignRecord, 'id'> = {
  brandId: 'acc-brand', brandName: 'Duka Fresh', status: 'recruiting', title: 'Shule snacks', brief: 'Show parents fast school-snack delivery.',
  objective: 'conversions', goals: [{ metric: 'sales', target: 500 }], currency: 'KES', budgetTotal: 10_000_000, feeMin: 500_000, feeMax: 2_000_000, slots: 2,
  audience: { countries: ['KE'], ageBands: ['25-34'], genders: ['female', 'male'] }, niches: ['Fashion', 'Food'], platforms: ['instagram', 'tiktok'],
  followerBand: 'micro', deliverables: [{ platform: 'tiktok', type: 'video', quantity: 2, dueDays: 21, rights: [] }], startDate: '2026-02-02', endDate: '2026-03-02',
  maxRevisions: 2, landingUrl: 'https://dukafresh.co.ke', whatsappNumber: '', reviewNotes: [],
  createdAt: '2026-01-01T08:00:00.000Z', updatedAt: '2026-01-01T08:00:00.000Z', submittedAt: '2026-01-01T08:00:00.000Z',
};
/** A TikTok creator's numbers that match RECRUITING_BRIEF. */
export const CREATOR_STATS: PlatformStats = {
  platform: 'tiktok', handle: '@c', profileUrl: 'https://tiktok.com/@c', followers: 40_000, engagementRate: 3.2,
  audience: { countries: { KE: 80, TZ: 20 }, ageBands: { '18-24': 40, '25-34': 60 }, genders: { female: 55, male: 45 } },
};
export const PITCH = { pitch: 'My Nairobi parents audience trusts my food reviews.', proposedFee: 1_800_000 };

/** The brief's usage terms as a creator reads them (GET /campaigns/:id/terms): the version and hash applying sends back (issue 24). */
export async function readTerms(api: { get: (url: string) => request.Test }, campaignId: string): Promise<{ version: number; hash: string }> {
  const res = await api.get(`/campaigns/${campaignId}/terms`);
  if (res.status !== 200) throw new Error(`GET /campaigns/${campaignId}/terms answered ${res.status}: ${res.text}`);
  const view = res.body as BriefTermsView;
  return { version: view.terms.version, hash: view.hash };
}
/** An application's body: the pitch and fee, and the brief's terms read and accepted (the "I accept these usage terms" box). */
export const applying = async (api: { get: (url: string) => request.Test }, campaignId: string, pitch: object = PITCH) => ({ ...pitch, terms: await readTerms(api, campaignId) });

/** The creator's verification, verified (or pending) with CREATOR_STATS and a KES 15,000 rate. */
export const placeVerified = (server: Server, creatorId: string, status: 'pending' | 'verified' = 'verified') =>
  placeVerification(server, {
    id: `ver-${creatorId}`, creatorId, status, platforms: [CREATOR_STATS], rate: { currency: 'KES', amount: 1_500_000 },
    submittedAt: '2026-01-02T08:00:00.000Z', expectedBy: '2026-01-07T08:00:00.000Z', decidedAt: '2026-01-03T08:00:00.000Z', reason: null,
  });

/** Where the application tests start: no campaigns and no verifications, then Amina (acc-influencer) verified. */
export async function clearForApplications(server: Server): Promise<void> {
  await clearCampaigns(server);
  await clearVerifications(server);
  await placeVerified(server, 'acc-influencer');
}
