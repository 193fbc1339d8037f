import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Currency, PlatformStats } from '../../../src/domain/campaign-types.ts';
import type { StoredFile } from '../../uploads.ts';
import { isoTime, msTime } from './columns.ts';

/**
 * Tables of the people domain (docs/decisions/0011-postgresql.md, "Moving the domain"): accounts, their onboarding
 * profiles, creators' verifications and everyone's notifications. `seq` orders rows stored in the same millisecond,
 * so the lists keep "last stored, first shown".
 */
const seq = () => bigserial({ mode: 'number' }).notNull();

/** Emails are stored lowercased (otp.ts normalizeEmail); the unique index on lower(email) holds even if one is not. */
export const accounts = pgTable('accounts', {
  id: text().primaryKey(),
  email: text().notNull(),
  name: text().notNull().default(''),
  role: text({ enum: ['brand', 'influencer', 'partner', 'admin'] }),
  avatar: text(),
  createdAt: isoTime('created_at').notNull(),
  /** The free trial, once started (one per account): all three or none. */
  trialPlan: text('trial_plan'),
  trialStartedAt: isoTime('trial_started_at'),
  trialEndsAt: isoTime('trial_ends_at'),
  /** The days-before-the-end of the last trial reminder sent (3, then 1): each is claimed once (mock-server/plan-reminders.ts). */
  trialRemindedDays: smallint('trial_reminded_days'),
  /** When a requested deletion takes effect; the purge finds due accounts by this index. */
  deleteAt: msTime('delete_at'),
  seq: seq(),
}, (t) => [
  uniqueIndex('accounts_email_lower').on(sql`lower(${t.email})`),
  index('accounts_created').on(t.createdAt, t.seq),
  index('accounts_delete_at').on(t.deleteAt).where(sql`${t.deleteAt} is not null`),
  // Trials that may still owe a reminder: the upkeep probe and the reminder claims read this index.
  index('accounts_trial_reminder').on(t.trialEndsAt).where(sql`${t.trialEndsAt} is not null and (${t.trialRemindedDays} is null or ${t.trialRemindedDays} > 1)`),
  check('accounts_role', sql`${t.role} is null or ${t.role} in ('brand', 'influencer', 'partner', 'admin')`),
  check('accounts_trial', sql`(${t.trialPlan} is null) = (${t.trialStartedAt} is null) and (${t.trialPlan} is null) = (${t.trialEndsAt} is null)`),
]);

/**
 * One onboarding profile per account. What is looked up (the account, the username, the role, the country) is a
 * column; the rest of the record the profile page edits (name, date of birth, niches, company…) is `details`.
 */
export const profiles = pgTable('profiles', {
  id: text().primaryKey(),
  accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  email: text().notNull(),
  username: text(),
  role: text(),
  country: text(),
  details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  /** The KRA PIN printed on receipts and statements (settings; src/domain/kra-pin.ts), or null. */
  kraPin: text('kra_pin'),
  createdAt: isoTime('created_at').notNull(),
  updatedAt: isoTime('updated_at'),
}, (t) => [
  uniqueIndex('profiles_account').on(t.accountId),
  check('profiles_kra_pin', sql`${t.kraPin} ~ '^[A-Z][0-9]{9}[A-Z]$'`),
  // Usernames are unique whatever their case, as the availability check reads them.
  uniqueIndex('profiles_username_lower').on(sql`lower(${t.username})`),
]);

/** A creator's self-reported figures (docs/decisions/0007): one per creator, resubmitted in place. */
export const verifications = pgTable('verifications', {
  id: text().primaryKey(),
  creatorId: text('creator_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  status: text({ enum: ['pending', 'verified', 'rejected'] }).notNull(),
  platforms: jsonb().$type<PlatformStats[]>().notNull(),
  rateCurrency: text('rate_currency').$type<Currency>().notNull(),
  rateAmount: bigint('rate_amount', { mode: 'number' }).notNull(),
  /** The evidence on disk; its generated names never leave the server. */
  screenshots: jsonb().$type<StoredFile[]>().notNull().default([]),
  submittedAt: isoTime('submitted_at').notNull(),
  expectedBy: isoTime('expected_by').notNull(),
  decidedAt: isoTime('decided_at'),
  reason: text(),
}, (t) => [
  uniqueIndex('verifications_creator').on(t.creatorId),
  index('verifications_status_submitted').on(t.status, t.submittedAt),
  check('verifications_status', sql`${t.status} in ('pending', 'verified', 'rejected')`),
  check('verifications_rate', sql`${t.rateAmount} > 0`),
]);

/** In-app notices, each user's own; the unread count reads the partial index. */
export const notifications = pgTable('notifications', {
  id: text().primaryKey(),
  userId: text('user_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  type: text().notNull(),
  title: text().notNull(),
  body: text().notNull(),
  href: text(),
  createdAt: isoTime('created_at').notNull(),
  readAt: isoTime('read_at'),
  seq: seq(),
}, (t) => [
  index('notifications_user_created').on(t.userId, t.createdAt, t.seq),
  index('notifications_user_unread').on(t.userId).where(sql`${t.readAt} is null`),
]);
