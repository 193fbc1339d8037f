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
  /**
   * Name, username and niches joined by a unit separator (U+001F), kept by the database (migration 0021's
   * directory_search_text): the words of a search are looked up here, through its trigram index.
   */
  searchText: text('search_text').generatedAlwaysAs(sql`directory_search_text("name", "username", "niches")`),
}, (t) => [
  index('directory_entries_tags').using('gin', t.tags),
  index('directory_entries_followers').on(sql`${t.followers} desc`, sql`${t.creatorId} collate "C"`),
  index('directory_entries_rating').on(sql`${t.rating} desc nulls last`, sql`${t.creatorId} collate "C"`),
  // The header menu's Trending, New and Verified (A to Z) sorts, each ending with the id as people/directory.ts ORDER does.
  index('directory_entries_engagement').on(sql`${t.engagement} desc`, sql`${t.creatorId} collate "C"`),
  index('directory_entries_verified_at').on(sql`${t.verifiedAt} desc nulls last`, sql`${t.creatorId} collate "C"`),
  index('directory_entries_name').on(sql`${t.name} collate "und-x-icu"`, sql`${t.creatorId} collate "C"`),
  // The menu's Country sort: countries in the order of their English names (migration 0021's directory_country_rank).
  index('directory_entries_country_rank').on(sql`directory_country_rank(${t.country})`, sql`${t.followers} desc`, sql`${t.creatorId} collate "C"`),
  // Best match with words: the creators whose name or username is them or starts with them, found and counted.
  index('directory_entries_name_lower').on(sql`lower(${t.name}) text_pattern_ops`),
  index('directory_entries_username_lower').on(sql`lower(${t.username}) text_pattern_ops`),
  // Best match without words (people/directory.ts matchOrder): rating, then followers, then id.
  index('directory_entries_match').on(sql`${t.rating} desc nulls last`, sql`${t.followers} desc`, sql`${t.creatorId} collate "C"`),
  index('directory_entries_price').on(t.fromPrice, sql`${t.creatorId} collate "C"`),
  // Also the count of a country's matches from this index alone (an index-only scan reads the other filters' columns
  // here): 1,001 scattered entries of a country are ~1,000 table pages, the same in this index a few dozen.
  index('directory_entries_country').on(t.country, sql`${t.followers} desc`, t.fromPrice, t.rating, t.tags),
  // The words of a search (`q`) as trigrams of name, username and niches (pg_trgm), so a name search reads a few entries.
  index('directory_entries_text').using('gin', t.searchText.op('gin_trgm_ops')),
  index('directory_entries_rating_due').on(t.ratingDueAt).where(sql`${t.ratingDueAt} is not null`),
]);
