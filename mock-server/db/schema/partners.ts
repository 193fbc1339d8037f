import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CLIENT_STATUSES, type PartnerSubject } from '../../../src/domain/partner-types.ts';
import { isoTime } from './columns.ts';
import { accounts } from './people.ts';

/**
 * Partners and their client brands (issue 25, docs/decisions/0020-partners.md). A partner invites a brand by email;
 * the row is the invitation until the brand answers, then the working link: what the brand lets the partner do and
 * how much it may spend for it. `brandId` is set once an account of that email answers (a brand that signs up later
 * with the email finds the invitation waiting).
 */
export const partnerClients = pgTable('partner_clients', {
  id: text().primaryKey(),
  partnerId: text('partner_id').notNull(),
  email: text().notNull(),
  brandId: text('brand_id'),
  status: text({ enum: CLIENT_STATUSES }).notNull(),
  manageCampaigns: boolean('manage_campaigns').notNull().default(true),
  reviewDeliverables: boolean('review_deliverables').notNull().default(true),
  /** What the partner may spend for the brand without asking, in KES minor units: 0 means every payment needs the brand. */
  spendingLimit: bigint('spending_limit', { mode: 'number' }).notNull().default(0),
  /**
   * The partner made the brand's account itself (a client brand with no owner on Sauti yet): active at once, and its
   * owner, signing in with the email, claims it (`claimedAt`) before changing what the partner may do or removing it.
   */
  createdByPartner: boolean('created_by_partner').notNull().default(false),
  claimedAt: isoTime('claimed_at'),
  createdAt: isoTime('created_at').notNull(),
  answeredAt: isoTime('answered_at'),
  endedAt: isoTime('ended_at'),
  seq: bigserial({ mode: 'number' }).notNull(),
}, (t) => [
  index('partner_clients_partner').on(t.partnerId, t.createdAt),
  index('partner_clients_brand').on(t.brandId),
  index('partner_clients_email').on(t.email),
  // One open invitation or link per partner and brand email; a declined or ended one may be followed by another.
  uniqueIndex('partner_clients_one_open').on(t.partnerId, t.email).where(sql`${t.status} in ('invited', 'active')`),
  check('partner_clients_status', sql`${t.status} in ('invited', 'active', 'declined', 'revoked', 'removed')`),
  check('partner_clients_limit', sql`${t.spendingLimit} >= 0`),
  check('partner_clients_claim', sql`${t.claimedAt} is null or ${t.createdByPartner}`),
]);

/**
 * Every change a partner made for a client brand: who acted, on whose behalf, what and on which record. The records
 * changed carry the last such actor too (campaigns.acted_by, payments.acted_by); this is the whole history.
 */
export const partnerActions = pgTable('partner_actions', {
  id: text().primaryKey(),
  partnerId: text('partner_id').notNull(),
  partnerName: text('partner_name').notNull(),
  brandId: text('brand_id').notNull(),
  subjectType: text('subject_type').$type<PartnerSubject>().notNull(),
  subjectId: text('subject_id').notNull(),
  action: text().notNull(),
  /** What this act took from the brand's balance without asking (a launch it paid, a fee its approval released), in KES minor units: the spending limit is a monthly cap on their sum. */
  spent: bigint({ mode: 'number' }).notNull().default(0),
  at: isoTime().notNull(),
  seq: bigserial({ mode: 'number' }).notNull(),
}, (t) => [
  index('partner_actions_brand').on(t.brandId, t.at),
  index('partner_actions_subject').on(t.subjectType, t.subjectId),
  index('partner_actions_spending').on(t.partnerId, t.brandId, t.at),
]);

/**
 * A partner's referral code (issue 25, the footer's /referrals): made once, on the partner's first visit to its
 * referrals, and stable from then on. The code is what the link carries (`/register?ref=CODE`).
 */
export const referralCodes = pgTable('referral_codes', {
  partnerId: text('partner_id').primaryKey().references(() => accounts.id, { onDelete: 'cascade' }),
  code: text().notNull(),
  createdAt: isoTime('created_at').notNull(),
}, (t) => [uniqueIndex('referral_codes_code').on(t.code)]);

/**
 * An account that signed up through a partner's referral link: written once, with the account, when the code is a
 * partner's own (docs/decisions/0020-partners.md, "Referrals"). One per account.
 */
export const referrals = pgTable('referrals', {
  accountId: text('account_id').primaryKey().references(() => accounts.id, { onDelete: 'cascade' }),
  partnerId: text('partner_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: isoTime('created_at').notNull(),
  seq: bigserial({ mode: 'number' }).notNull(),
}, (t) => [index('referrals_partner').on(t.partnerId, t.createdAt)]);
