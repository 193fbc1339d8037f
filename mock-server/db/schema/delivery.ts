import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, foreignKey, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Feedback, Submission } from '../../../src/domain/delivery-types.ts';
import type { Evidence, Proposal, Resolution } from '../../../src/domain/dispute-types.ts';
import { isoTime } from './columns.ts';

/**
 * Tables of the delivery domain (docs/decisions/0011-postgresql.md, "Moving the domain"): deliverables and their
 * disputes, trackable links with their clicks and conversions, brands' webhook secrets and creators' metric reports.
 * `deadline_at` (deliverables, disputes) is the next instant the server must move the row by itself, or null: the
 * deadline timer (mock-server/delivery/deadlines.ts) finds due rows through its partial index.
 */
const seq = () => bigserial({ mode: 'number' }).notNull();
const count = (name: string) => bigint(name, { mode: 'number' }).notNull();

export const deliverables = pgTable('deliverables', {
  id: text().primaryKey(),
  contractId: text('contract_id').notNull(),
  campaignId: text('campaign_id').notNull(),
  brandId: text('brand_id').notNull(),
  creatorId: text('creator_id').notNull(),
  index: integer().notNull(),
  platform: text().notNull(),
  type: text().notNull(),
  dueAt: isoTime('due_at').notNull(),
  status: text().notNull(),
  revisionsUsed: integer('revisions_used').notNull().default(0),
  reviewDeadlineAt: isoTime('review_deadline_at'),
  /** The versions submitted and the brand's feedback: read and written only with their deliverable. */
  submissions: jsonb().$type<Submission[]>().notNull(),
  feedback: jsonb().$type<Feedback[]>().notNull(),
  liveUrl: text('live_url'),
  approvedAt: isoTime('approved_at'),
  autoApproved: boolean('auto_approved').notNull().default(false),
  createdAt: isoTime('created_at').notNull(),
  updatedAt: isoTime('updated_at').notNull(),
  deadlineAt: isoTime('deadline_at'),
}, (t) => [
  uniqueIndex('deliverables_contract_index').on(t.contractId, t.index),
  // The key past_work refers to (issue 24), so an item's brand and creator are its deliverable's own.
  uniqueIndex('deliverables_parties').on(t.id, t.contractId, t.brandId, t.creatorId),
  // A brand's track record reads its deliverables' submissions and answers (issue 24).
  index('deliverables_brand').on(t.brandId),
  index('deliverables_deadline').on(t.deadlineAt).where(sql`${t.deadlineAt} is not null`),
  check('deliverables_status', sql`${t.status} in ('pending', 'overdue', 'in_review', 'revision_requested', 'disputed', 'approved', 'live', 'settled', 'cancelled')`),
  check('deliverables_revisions', sql`${t.revisionsUsed} >= 0`),
]);

const OPEN_DISPUTE = sql.raw(`status in ('awaiting_response', 'mediation', 'proposal', 'admin_decision')`);

export const disputes = pgTable('disputes', {
  id: text().primaryKey(),
  deliverableId: text('deliverable_id').notNull(),
  contractId: text('contract_id').notNull(),
  campaignId: text('campaign_id').notNull(),
  brandId: text('brand_id').notNull(),
  creatorId: text('creator_id').notNull(),
  openedBy: text('opened_by').notNull(),
  reason: text().notNull(),
  status: text().notNull(),
  evidence: jsonb().$type<Evidence[]>().notNull(),
  respondBy: isoTime('respond_by').notNull(),
  mediationEndsAt: isoTime('mediation_ends_at'),
  proposal: jsonb().$type<Proposal | null>(),
  resolution: jsonb().$type<Resolution | null>(),
  pausedReviewMs: bigint('paused_review_ms', { mode: 'number' }),
  createdAt: isoTime('created_at').notNull(),
  updatedAt: isoTime('updated_at').notNull(),
  deadlineAt: isoTime('deadline_at'),
  seq: seq(),
}, (t) => [
  foreignKey({ columns: [t.deliverableId], foreignColumns: [deliverables.id] }).onDelete('cascade'),
  index('disputes_deliverable').on(t.deliverableId, t.seq),
  index('disputes_created').on(t.createdAt, t.seq),
  // A brand's track record counts its disputed contracts (issue 24).
  index('disputes_brand_contract').on(t.brandId, t.contractId),
  index('disputes_deadline').on(t.deadlineAt).where(sql`${t.deadlineAt} is not null`),
  // A dispute settles the contract's whole held fee, so a contract has one open at a time.
  uniqueIndex('disputes_one_open_per_contract').on(t.contractId).where(OPEN_DISPUTE),
  index('disputes_open_campaign').on(t.campaignId).where(OPEN_DISPUTE),
  check('disputes_opened_by', sql`${t.openedBy} in ('brand', 'creator')`),
]);

export const trackingLinks = pgTable('tracking_links', {
  id: text().primaryKey(),
  slug: text().notNull(),
  contractId: text('contract_id').notNull(),
  campaignId: text('campaign_id').notNull(),
  brandId: text('brand_id').notNull(),
  creatorId: text('creator_id').notNull(),
  kind: text().notNull(),
  destination: text().notNull(),
  /** The contract's one code, on each of its links. */
  code: text().notNull(),
  createdAt: isoTime('created_at').notNull(),
}, (t) => [
  uniqueIndex('tracking_links_slug').on(t.slug),
  index('tracking_links_contract').on(t.contractId),
  index('tracking_links_code').on(t.code),
  check('tracking_links_kind', sql`${t.kind} in ('web', 'whatsapp')`),
]);

/** The big table: the redirect inserts one row per counted click; counts are aggregates over its indexes. */
export const clicks = pgTable('clicks', {
  id: text().primaryKey(),
  linkId: text('link_id').notNull(),
  at: isoTime().notNull(),
  country: text().notNull(),
  device: text().notNull(),
  referrer: text(),
  ipHash: text('ip_hash').notNull(),
}, (t) => [
  foreignKey({ columns: [t.linkId], foreignColumns: [trackingLinks.id] }).onDelete('cascade'),
  // The hour's repeat from one IP (the newest first), and the per-link counts and days.
  index('clicks_link_ip_at').on(t.linkId, t.ipHash, t.at),
  index('clicks_link_at').on(t.linkId, t.at),
]);

export const conversions = pgTable('conversions', {
  id: text().primaryKey(),
  campaignId: text('campaign_id'),
  contractId: text('contract_id'),
  brandId: text('brand_id'),
  type: text().notNull(),
  amount: count('amount'),
  currency: text().notNull(),
  source: text().notNull(),
  externalRef: text('external_ref').notNull(),
  clickId: text('click_id'),
  code: text(),
  at: isoTime().notNull(),
  seq: seq(),
}, (t) => [
  // Once per source (and brand) and externalRef; M-Pesa TransIDs are unique across M-Pesa, so C2B ignores the brand.
  uniqueIndex('conversions_once').on(t.source, t.externalRef, sql`(case when ${t.source} = 'mpesa_c2b' then '' else coalesce(${t.brandId}, '') end)`),
  index('conversions_contract').on(t.contractId, t.at),
  index('conversions_campaign_at').on(t.campaignId, t.at, t.seq),
  check('conversions_amount', sql`${t.amount} >= 0`),
]);

/** A brand's key for signing conversion webhooks; one per brand. */
export const webhookSecrets = pgTable('webhook_secrets', {
  brandId: text('brand_id').primaryKey(),
  secret: text().notNull(),
  createdAt: isoTime('created_at').notNull(),
});

/** The screenshot as stored: the generated file name stays on the server and is never sent. */
export interface StoredScreenshot {
  storedName: string;
  type: string;
  size: number;
}

export const metricReports = pgTable('metric_reports', {
  id: text().primaryKey(),
  contractId: text('contract_id').notNull(),
  campaignId: text('campaign_id').notNull(),
  creatorId: text('creator_id').notNull(),
  deliverableId: text('deliverable_id'),
  source: text().notNull(),
  impressions: count('impressions'),
  reach: count('reach'),
  likes: count('likes'),
  comments: count('comments'),
  shares: count('shares'),
  saves: count('saves'),
  views: count('views'),
  screenshot: jsonb().$type<StoredScreenshot>().notNull(),
  periodStart: date('period_start', { mode: 'string' }).notNull(),
  periodEnd: date('period_end', { mode: 'string' }).notNull(),
  reportedAt: isoTime('reported_at').notNull(),
}, (t) => [index('metric_reports_contract').on(t.contractId, t.reportedAt)]);
