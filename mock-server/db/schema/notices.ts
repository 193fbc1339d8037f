import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChannelChoices } from '../../../src/domain/notice-preferences.ts';
import { msTime } from './columns.ts';
import { accounts } from './people.ts';

/**
 * Notices by SMS and WhatsApp (issue 23; docs/decisions/0021-notices.md): each user's phone and its one-time code,
 * their channel choices and quiet hours, the outbox of every text sent, the deadline reminders already fired, and
 * the SMS and WhatsApp simulators' record of what reached each simulated phone.
 */
const seq = () => bigserial({ mode: 'number' }).notNull();
/** Each goes with its account when it is purged. */
const owner = () => text('account_id').references(() => accounts.id, { onDelete: 'cascade' });

/** One phone per account. Only a verified one receives SMS or WhatsApp; a verified number belongs to one account. */
export const noticePhones = pgTable('notice_phones', {
  accountId: owner().primaryKey(),
  phone: text().notNull(),
  verifiedAt: msTime('verified_at'),
  /** HMAC of the live code under the server's secret (crypto.ts hashCode), null once used or dead. */
  codeHash: text('code_hash'),
  codeExpiresAt: msTime('code_expires_at'),
  attempts: integer().notNull().default(0),
  /** The last code sent, and the codes sent since `window_started_at` (an hour): the send limits. */
  lastCodeAt: msTime('last_code_at'),
  windowStartedAt: msTime('window_started_at'),
  codesInWindow: integer('codes_in_window').notNull().default(0),
}, (t) => [
  uniqueIndex('notice_phones_verified').on(t.phone).where(sql`${t.verifiedAt} is not null`),
  check('notice_phones_attempts', sql`${t.attempts} >= 0`),
]);

/** A user's channels per kind and quiet hours (EAT); no row: the defaults (src/domain/notice-preferences.ts). */
export const noticePreferences = pgTable('notice_preferences', {
  accountId: owner().primaryKey(),
  channels: jsonb().$type<ChannelChoices>().notNull(),
  quietStart: text('quiet_start'),
  quietEnd: text('quiet_end'),
  /** When the user last gave consent to marketing on any channel; null: none given. */
  marketingConsentAt: msTime('marketing_consent_at'),
  updatedAt: msTime('updated_at').notNull(),
}, (t) => [check('notice_preferences_quiet', sql`(${t.quietStart} is null) = (${t.quietEnd} is null)`)]);

/**
 * The outbox: one row per SMS or WhatsApp message, written in the transaction of the event it tells of. `queued` rows
 * are due at `next_attempt_at`; a sender claims them (`for update skip locked`) and marks them `sending` before the
 * provider is called, so no two processes send one row; the provider's answer makes it `sent` (with its message id)
 * or queues a retry with back-off; delivery reports make it `delivered` or `failed`.
 */
export const noticeSends = pgTable('notice_sends', {
  id: text().primaryKey(),
  accountId: owner().notNull(),
  channel: text({ enum: ['sms', 'whatsapp'] }).notNull(),
  phone: text().notNull(),
  /** A notice kind, or `phone_code` for the verification code. */
  kind: text().notNull(),
  /** The whole text the phone shows, the stop line included. */
  body: text().notNull(),
  /** WhatsApp only: the template's body parameters. */
  params: jsonb().$type<string[]>(),
  status: text({ enum: ['queued', 'sending', 'sent', 'delivered', 'failed'] }).notNull(),
  attempts: integer().notNull().default(0),
  nextAttemptAt: msTime('next_attempt_at'),
  providerMessageId: text('provider_message_id'),
  lastError: text('last_error'),
  createdAt: msTime('created_at').notNull(),
  updatedAt: msTime('updated_at').notNull(),
  seq: seq(),
}, (t) => [
  // The sender and the upkeep probe walk this index for due rows (and `sending` rows whose claim ran out).
  index('notice_sends_due').on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'sending')`),
  uniqueIndex('notice_sends_provider_id').on(t.channel, t.providerMessageId).where(sql`${t.providerMessageId} is not null`),
  index('notice_sends_account').on(t.accountId, t.seq),
  check('notice_sends_status', sql`${t.status} in ('queued', 'sending', 'sent', 'delivered', 'failed')`),
  check('notice_sends_channel', sql`${t.channel} in ('sms', 'whatsapp')`),
]);

/** A reminder 24 hours before a deliverable's review deadline or a dispute's deadline: the row is the claim, so each fires once. */
export const deadlineReminders = pgTable('deadline_reminders', {
  subject: text({ enum: ['deliverable', 'dispute'] }).notNull(),
  subjectId: text('subject_id').notNull(),
  deadlineAt: msTime('deadline_at').notNull(),
  createdAt: msTime('created_at').notNull(),
}, (t) => [primaryKey({ columns: [t.subject, t.subjectId, t.deadlineAt] })]);

/**
 * The simulators' side (development only): each message the SMS gateway or the WhatsApp Cloud API accepted, as the
 * simulated phone received it, and its delivery report, sent once by whichever process claims it.
 */
export const simTexts = pgTable('sim_texts', {
  id: text().primaryKey(),
  channel: text({ enum: ['sms', 'whatsapp'] }).notNull(),
  to: text('to_phone').notNull(),
  body: text().notNull(),
  /** What the report will say: `delivered` or `failed`. */
  outcome: text().notNull(),
  /** Null until the report is sent. */
  reportedAt: msTime('reported_at'),
  createdAt: msTime('created_at').notNull(),
  seq: seq(),
}, (t) => [
  index('sim_texts_unreported').on(t.createdAt).where(sql`${t.reportedAt} is null`),
  index('sim_texts_phone').on(t.to, t.seq),
]);
