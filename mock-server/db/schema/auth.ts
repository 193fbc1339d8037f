import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { msTime } from './columns.ts';

/** One-time codes (spec §3 sign-in): only a keyed hash of the code is stored. */
export const otps = pgTable('otps', {
  id: text().primaryKey(),
  email: text().notNull(),
  purpose: text({ enum: ['login', 'register'] }).notNull(),
  codeHash: text('code_hash').notNull(),
  createdAt: msTime('created_at').notNull(),
  expiresAt: msTime('expires_at').notNull(),
  attempts: integer().notNull().default(0),
  status: text({ enum: ['active', 'used', 'dead'] }).notNull(),
}, (t) => [
  index('otps_email_purpose_created').on(t.email, t.purpose, t.createdAt),
  index('otps_created').on(t.createdAt),
  check('otps_purpose', sql`${t.purpose} in ('login', 'register')`),
  check('otps_status', sql`${t.status} in ('active', 'used', 'dead')`),
  check('otps_attempts', sql`${t.attempts} >= 0`),
]);

/** Every code sent, kept for an hour: the 60-second cooldown and the 5-per-hour cap are counted from these rows. */
export const otpSends = pgTable('otp_sends', {
  id: text().primaryKey(),
  email: text().notNull(),
  at: msTime().notNull(),
}, (t) => [index('otp_sends_email_at').on(t.email, t.at), index('otp_sends_at').on(t.at)]);

/** Sign-in sessions: only a hash of the bearer token is stored. */
export const sessions = pgTable('sessions', {
  id: text().primaryKey(),
  accountId: text('account_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: msTime('created_at').notNull(),
  expiresAt: msTime('expires_at').notNull(),
  revokedAt: msTime('revoked_at'),
}, (t) => [uniqueIndex('sessions_token_hash').on(t.tokenHash), index('sessions_account').on(t.accountId)]);
