import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, doublePrecision, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, CAMPAIGN_STATUSES, CURRENCIES, OBJECTIVES, OPEN_APPLICATION_STATUSES, type Audience, type DeliverableTemplate, type Goal, type MatchFactor, type ReviewNote } from '../../../src/domain/campaign-types.ts';
import type { ActedBy } from '../../../src/domain/partner-types.ts';
import type { ApplicationTermsAcceptance } from '../../../src/domain/usage-rights.ts';
import { ACTIVE_CAMPAIGN_STATUSES } from '../../../src/domain/plans.ts';
import { isoTime } from './columns.ts';

/**
 * Tables of the campaigns domain (docs/decisions/0011-postgresql.md, "Moving the domain"): campaigns, the
 * applications and invitations to them, the contracts they become, and the stored matches.
 * `seq` orders records stored in the same millisecond: lists show the last stored first, as they did from the file.
 */
const seq = () => bigserial({ mode: 'number' }).notNull();
const minor = (name: string) => bigint(name, { mode: 'number' });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const campaigns = pgTable('campaigns', {
  id: text().primaryKey(),
  brandId: text('brand_id').notNull(),
  brandName: text('brand_name').notNull(),
  status: text({ enum: CAMPAIGN_STATUSES }).notNull(),
  title: text().notNull(),
  brief: text().notNull(),
  objective: text({ enum: OBJECTIVES }),
  goals: jsonb().$type<Goal[]>().notNull(),
  currency: text({ enum: CURRENCIES }).notNull(),
  budgetTotal: minor('budget_total'),
  feeMin: minor('fee_min'),
  feeMax: minor('fee_max'),
  slots: integer(),
  audience: jsonb().$type<Audience>().notNull(),
  niches: text().array().notNull(),
  platforms: text().array().notNull(),
  followerBand: text('follower_band'),
  deliverables: jsonb().$type<DeliverableTemplate[]>().notNull(),
  startDate: date('start_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  maxRevisions: integer('max_revisions').notNull(),
  landingUrl: text('landing_url').notNull(),
  whatsappNumber: text('whatsapp_number').notNull(),
  reviewNotes: jsonb('review_notes').$type<ReviewNote[]>().notNull(),
  createdAt: isoTime('created_at').notNull(),
  updatedAt: isoTime('updated_at').notNull(),
  submittedAt: isoTime('submitted_at'),
  /** The partner that last changed it for the brand (issue 25), null when the brand did. */
  actedBy: jsonb('acted_by').$type<ActedBy>(),
  seq: seq(),
}, (t) => [
  index('campaigns_brand_created').on(t.brandId, t.createdAt, t.seq),
  // A brand's active campaigns, counted against its plan when it launches another (src/domain/plans.ts).
  index('campaigns_brand_active').on(t.brandId).where(sql`${t.status} in (${inList(ACTIVE_CAMPAIGN_STATUSES)})`),
  // The review queue (oldest submission first) and the recruiting lists (newest first).
  index('campaigns_status_submitted').on(t.status, t.submittedAt, t.createdAt),
  index('campaigns_status_created').on(t.status, t.createdAt, t.seq),
  check('campaigns_status', sql`${t.status} in (${inList(CAMPAIGN_STATUSES)})`),
  check('campaigns_currency', sql`${t.currency} in (${inList(CURRENCIES)})`),
  check('campaigns_objective', sql`${t.objective} is null or ${t.objective} in (${inList(OBJECTIVES)})`),
  check('campaigns_slots', sql`${t.slots} is null or ${t.slots} > 0`),
  check('campaigns_money', sql`coalesce(${t.budgetTotal}, 1) > 0 and coalesce(${t.feeMin}, 1) > 0 and coalesce(${t.feeMax}, 1) > 0`),
]);

export const campaignApplications = pgTable('campaign_applications', {
  id: text().primaryKey(),
  campaignId: text('campaign_id').notNull().references(() => campaigns.id),
  creatorId: text('creator_id').notNull(),
  status: text({ enum: APPLICATION_STATUSES }).notNull(),
  pitch: text().notNull(),
  /** Minor units, in the campaign's currency; 0 for an invitation not yet answered. */
  proposedFee: minor('proposed_fee').notNull(),
  matchScoreAtApply: doublePrecision('match_score_at_apply'),
  /**
   * The creator's acceptance of the brief's usage terms when applying (issue 24): the version and hash they read, and
   * when. The contract made from the application records it as its acceptance before the fee is held; null for an
   * invitation not answered, a bought package's application (its creator accepts the contract's terms), or an
   * application sent before briefs had terms.
   */
  termsAcceptance: jsonb('terms_acceptance').$type<ApplicationTermsAcceptance>(),
  createdAt: isoTime('created_at').notNull(),
  updatedAt: isoTime('updated_at').notNull(),
  seq: seq(),
}, (t) => [
  // One application or invitation per creator and campaign, even when two requests race.
  uniqueIndex('campaign_applications_campaign_creator').on(t.campaignId, t.creatorId),
  index('campaign_applications_campaign_created').on(t.campaignId, t.createdAt, t.seq),
  index('campaign_applications_creator_created').on(t.creatorId, t.createdAt, t.seq),
  // A creator's open applications, counted against its plan when it applies again (src/domain/plans.ts).
  index('campaign_applications_creator_open').on(t.creatorId).where(sql`${t.status} in (${inList(OPEN_APPLICATION_STATUSES)})`),
  check('campaign_applications_status', sql`${t.status} in (${inList(APPLICATION_STATUSES)})`),
  check('campaign_applications_fee', sql`${t.proposedFee} >= 0`),
]);

export const contracts = pgTable('contracts', {
  id: text().primaryKey(),
  campaignId: text('campaign_id').notNull().references(() => campaigns.id),
  applicationId: text('application_id').notNull(),
  brandId: text('brand_id').notNull(),
  creatorId: text('creator_id').notNull(),
  agreedFee: minor('agreed_fee').notNull(),
  currency: text({ enum: CURRENCIES }).notNull(),
  status: text({ enum: ['active', 'completed', 'cancelled'] }).notNull(),
  createdAt: isoTime('created_at').notNull(),
  /** When the contract left 'active' (setContractStatus): reviews are open for 14 days from it (issue 24). */
  endedAt: isoTime('ended_at'),
  seq: seq(),
}, (t) => [
  // An application becomes at most one contract.
  uniqueIndex('contracts_application').on(t.applicationId),
  // acceptedCount (contracts that still stand) and "has this campaign's last contract ended".
  index('contracts_campaign_status').on(t.campaignId, t.status),
  index('contracts_brand_created').on(t.brandId, t.createdAt, t.seq),
  index('contracts_creator_created').on(t.creatorId, t.createdAt, t.seq),
  // A brand's track record: its contracts by status (mock-server/reviews/track-record.ts).
  index('contracts_brand_status').on(t.brandId, t.status),
  check('contracts_status', sql`${t.status} in ('active', 'completed', 'cancelled')`),
  check('contracts_currency', sql`${t.currency} in (${inList(CURRENCIES)})`),
  check('contracts_fee', sql`${t.agreedFee} >= 0`),
]);

/** A creator's match for a campaign (mock-server/matching.ts), kept while the hard filters pass. */
export const matches = pgTable('matches', {
  campaignId: text('campaign_id').notNull(),
  creatorId: text('creator_id').notNull(),
  score: doublePrecision().notNull(),
  factors: jsonb().$type<MatchFactor[]>().notNull(),
  reasons: jsonb().$type<string[]>().notNull(),
  caveat: text(),
  modelVersion: text('model_version').notNull(),
}, (t) => [
  primaryKey({ columns: [t.campaignId, t.creatorId] }),
  foreignKey({ columns: [t.campaignId], foreignColumns: [campaigns.id] }).onDelete('cascade'),
  index('matches_creator').on(t.creatorId),
]);
