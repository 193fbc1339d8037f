import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, foreignKey, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContractTerms, TermsDeliverable } from '../../../src/domain/usage-rights.ts';
import { contracts } from './campaigns.ts';
import { deliverables } from './delivery.ts';
import { isoTime } from './columns.ts';

/**
 * Reviews both ways (issue 24): one per side of an ended contract, and reports of them to an admin. Whether a review
 * is shown is computed at read time from the clock (both written, or the window closed): nothing stored goes stale.
 */
const seq = () => bigserial({ mode: 'number' }).notNull();

export const reviews = pgTable('reviews', {
  id: text().primaryKey(),
  contractId: text('contract_id').notNull(),
  campaignId: text('campaign_id').notNull(),
  /** Who wrote it: 'brand' or 'creator'. */
  authorSide: text('author_side').notNull(),
  authorId: text('author_id').notNull(),
  /** The account reviewed: the other side of the contract. */
  subjectId: text('subject_id').notNull(),
  rating: smallint().notNull(),
  text: text().notNull(),
  createdAt: isoTime('created_at').notNull(),
  reply: text(),
  repliedAt: isoTime('replied_at'),
  /** Set when an admin removes the review after a report: it is then shown to no one and counts for nothing. */
  hiddenAt: isoTime('hidden_at'),
  seq: seq(),
}, (t) => [
  foreignKey({ columns: [t.contractId], foreignColumns: [contracts.id] }).onDelete('cascade'),
  // Each side reviews a contract once, even when two requests race.
  uniqueIndex('reviews_contract_side').on(t.contractId, t.authorSide),
  // A creator's public page and a brand's track record: the reviews about one account, newest first.
  index('reviews_subject_created').on(t.subjectId, t.createdAt, t.seq),
  check('reviews_side', sql`${t.authorSide} in ('brand', 'creator')`),
  check('reviews_rating', sql`${t.rating} between 1 and 5`),
  check('reviews_reply', sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
]);

export const reviewReports = pgTable('review_reports', {
  id: text().primaryKey(),
  reviewId: text('review_id').notNull(),
  reporterId: text('reporter_id').notNull(),
  reason: text().notNull(),
  status: text().notNull(),
  createdAt: isoTime('created_at').notNull(),
  decidedAt: isoTime('decided_at'),
  decidedBy: text('decided_by'),
  seq: seq(),
}, (t) => [
  foreignKey({ columns: [t.reviewId], foreignColumns: [reviews.id] }).onDelete('cascade'),
  uniqueIndex('review_reports_once').on(t.reviewId, t.reporterId),
  // The admin's queue (open first, oldest first) and its count.
  index('review_reports_status_created').on(t.status, t.createdAt, t.seq),
  check('review_reports_status', sql`${t.status} in ('open', 'kept', 'removed')`),
]);

/**
 * A creator's fixed-price offer shown on their public page (issue 24), e.g. "1 Instagram reel + 3 stories,
 * KES 12,000, 5 days". A brand buys one (mock-server/packages/purchase.ts): a campaign, its accepted application and a
 * contract whose terms are the package's, in one step.
 */
export const creatorPackages = pgTable('creator_packages', {
  id: text().primaryKey(),
  creatorId: text('creator_id').notNull(),
  title: text().notNull(),
  description: text().notNull(),
  /** The platforms its deliverables are on (spec §9's list). */
  platforms: text().array().notNull(),
  /** Minor units. */
  price: bigint('price', { mode: 'number' }).notNull(),
  currency: text().notNull(),
  deliveryDays: smallint('delivery_days').notNull(),
  /** What a buyer gets: each line's posts and the usage rights that come with them (src/domain/usage-rights.ts). */
  deliverables: jsonb().$type<TermsDeliverable[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: isoTime('created_at').notNull(),
  /** The creator's last edit (the package editor); null until one. A contract bought before keeps its own copy of the terms. */
  updatedAt: isoTime('updated_at'),
  /**
   * 1, then one more on each edit: a brand's purchase names the version it saw, and a purchase of another version is
   * refused (409), so no one books terms they never read (mock-server/packages/purchase.ts).
   */
  version: integer().notNull().default(1),
  /** Set when the creator withdraws it: no longer listed, priced in the directory or bought (409); kept for the record. */
  withdrawnAt: isoTime('withdrawn_at'),
  seq: seq(),
}, (t) => [
  index('creator_packages_creator').on(t.creatorId, t.seq),
  // The price range filter of the creator search (a later part of issue 24).
  index('creator_packages_price').on(t.currency, t.price),
  check('creator_packages_price', sql`${t.price} > 0`),
  check('creator_packages_days', sql`${t.deliveryDays} between 1 and 90`),
]);

/**
 * Past work on a creator's public page (issue 24): a live deliverable of one of the creator's completed contracts,
 * shown once the contract's brand agreed. The creator asks, the brand agrees or declines, either side withdraws it
 * later. One row per deliverable; the composite key to `deliverables` keeps the brand and creator the deliverable's
 * own, and a trigger (migration 0017_past_work) refuses a deliverable that is not live on a completed contract.
 */
export const pastWork = pgTable('past_work', {
  id: text().primaryKey(),
  deliverableId: text('deliverable_id').notNull(),
  contractId: text('contract_id').notNull(),
  brandId: text('brand_id').notNull(),
  creatorId: text('creator_id').notNull(),
  /** requested (the creator asked), agreed (shown), declined (by the brand), withdrawn (by either side). */
  status: text().notNull(),
  requestedAt: isoTime('requested_at').notNull(),
  decidedAt: isoTime('decided_at'),
  withdrawnAt: isoTime('withdrawn_at'),
  /** Which side withdrew it: 'brand' or 'creator'. */
  withdrawnBy: text('withdrawn_by'),
  /** How many times the creator has asked for this post: at most PAST_WORK_ASKS (mock-server/people/past-work.ts). */
  asks: smallint().notNull().default(1),
  seq: seq(),
}, (t) => [
  foreignKey({ name: 'past_work_deliverable_parties', columns: [t.deliverableId, t.contractId, t.brandId, t.creatorId], foreignColumns: [deliverables.id, deliverables.contractId, deliverables.brandId, deliverables.creatorId] }).onDelete('cascade'),
  uniqueIndex('past_work_deliverable').on(t.deliverableId),
  index('past_work_contract').on(t.contractId),
  // The public page: a creator's agreed items.
  index('past_work_creator_agreed').on(t.creatorId).where(sql`${t.status} = 'agreed'`),
  check('past_work_status', sql`${t.status} in ('requested', 'agreed', 'declined', 'withdrawn')`),
  check('past_work_withdrawn', sql`(${t.status} = 'withdrawn') = (${t.withdrawnBy} is not null) and (${t.withdrawnBy} is null or ${t.withdrawnBy} in ('brand', 'creator'))`),
]);

/**
 * A contract's terms (issue 24): the deliverables with their usage rights, the fee and the days to deliver, by
 * version. A contract bought from a package has them; the creator's acceptance of the current version
 * (terms_acceptances) comes before the fee is held for them.
 */
export const contractTerms = pgTable('contract_terms', {
  contractId: text('contract_id').primaryKey(),
  version: integer().notNull(),
  terms: jsonb().$type<ContractTerms>().notNull(),
  /** SHA-256 of the terms' canonical JSON. */
  hash: text().notNull(),
  createdAt: isoTime('created_at').notNull(),
}, (t) => [
  foreignKey({ columns: [t.contractId], foreignColumns: [contracts.id] }).onDelete('cascade'),
  check('contract_terms_version', sql`${t.version} > 0`),
]);

/** The creator's recorded acceptance of one version of a contract's terms: who, when, which version and its hash. */
export const termsAcceptances = pgTable('terms_acceptances', {
  id: text().primaryKey(),
  contractId: text('contract_id').notNull(),
  version: integer().notNull(),
  hash: text().notNull(),
  acceptedBy: text('accepted_by').notNull(),
  acceptedAt: isoTime('accepted_at').notNull(),
}, (t) => [
  foreignKey({ columns: [t.contractId], foreignColumns: [contracts.id] }).onDelete('cascade'),
  // A version is accepted once, even when two requests race.
  uniqueIndex('terms_acceptances_once').on(t.contractId, t.version),
]);
