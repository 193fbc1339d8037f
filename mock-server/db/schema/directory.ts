import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import type { DirectoryPlatform } from '../../../src/domain/creator-page.ts';
import { isoTime } from './columns.ts';
import { accounts } from './people.ts';

/**
 * The creator search (issue 24, docs/decisions/0019-trust.md): one row per verified creator, everything the
 * directory filters, sorts and shows, kept by the database itself. Triggers on its sources (accounts, profiles,
 * verifications, creator_packages, contracts, reviews) call `directory_refresh` in the writing transaction, so no
 * code path can forget it (migration 0013). A rating whose review is revealed by its window closing, not by a write,
 * is folded in when a read finds `rating_due_at` passed (people/directory.ts).
 */
export const directoryEntries = pgTable('directory_entries', {
  creatorId: text('creator_id').primaryKey().references(() => accounts.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  avatar: text(),
  username: text().notNull(),
  country: text().notNull(),
  niches: text().array().notNull(),
  languages: text().array().notNull(),
  /** Each verified platform with its follower and engagement band, never the exact figures. */
  platforms: jsonb().$type<DirectoryPlatform[]>().notNull(),
  /** 'p:instagram', 'f:mid', 'f:instagram:mid', 'e:good', 'e:instagram:good', 'l:english', 'n:fashion': one GIN index for the set filters. */
  tags: text().array().notNull(),
  followers: bigint({ mode: 'number' }).notNull(),
  engagement: numeric({ mode: 'number' }).notNull(),
  /** The lowest of the creator's packages and past agreed fees, in KES minor units; null with neither. */
  fromPrice: bigint('from_price', { mode: 'number' }),
  /** The average of the revealed ratings about the creator, one decimal; null with none. */
  rating: numeric({ precision: 2, scale: 1, mode: 'number' }),
  ratingCount: integer('rating_count').notNull(),
  /** When a review about the creator, not yet counted, is revealed by its window closing. */
  ratingDueAt: isoTime('rating_due_at'),
  verifiedAt: isoTime('verified_at'),
}, (t) => [
  index('directory_entries_tags').using('gin', t.tags),
  index('directory_entries_followers').on(sql`${t.followers} desc`, sql`${t.creatorId} collate "C"`),
  index('directory_entries_rating').on(sql`${t.rating} desc nulls last`, sql`${t.creatorId} collate "C"`),
  index('directory_entries_price').on(t.fromPrice, sql`${t.creatorId} collate "C"`),
  index('directory_entries_country').on(t.country, sql`${t.followers} desc`),
  index('directory_entries_rating_due').on(t.ratingDueAt).where(sql`${t.ratingDueAt} is not null`),
]);
