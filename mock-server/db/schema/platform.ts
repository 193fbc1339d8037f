import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { msTime } from './columns.ts';

/**
 * The first answer to a money-moving POST, kept 24 hours. A key is bound to the caller, the method and the route
 * pattern (not the literal path), and the primary key enforces it across processes.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  accountId: text('account_id').notNull(),
  route: text().notNull(),
  key: text().notNull(),
  requestHash: text('request_hash').notNull(),
  /** Null while the first request is still being answered. */
  status: integer(),
  body: jsonb(),
  createdAt: msTime('created_at').notNull(),
  expiresAt: msTime('expires_at').notNull(),
}, (t) => [primaryKey({ columns: [t.accountId, t.route, t.key] }), index('idempotency_keys_expires').on(t.expiresAt)]);

/** rate-limiter-flexible's Drizzle store (RateLimiterDrizzle), made here by migration rather than on first use. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  points: integer().notNull().default(0),
  expire: timestamp({ withTimezone: true }),
}, (t) => [index('rate_limits_expire').on(t.expire)]);

/** Settings every process shares; in development, the clock's offset (`POST /api/dev/clock`). */
export const settings = pgTable('settings', {
  name: text().primaryKey(),
  value: jsonb().notNull(),
}, (t) => [check('settings_name', sql`length(${t.name}) > 0`)]);
