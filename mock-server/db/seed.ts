import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';
import * as schema from './schema/index.ts';
import { SOURCES as CAMPAIGN_SOURCES } from './seed-sources/campaigns.ts';
import { SOURCES as DELIVERY_SOURCES } from './seed-sources/delivery.ts';
import { SOURCES as MONEY_SOURCES } from './seed-sources/money.ts';
import { SOURCES as PARTNER_SOURCES } from './seed-sources/partners.ts';
import { SOURCES as PEOPLE_SOURCES } from './seed-sources/people.ts';
import { SOURCES as REVIEW_SOURCES } from './seed-sources/reviews.ts';

type Row = Record<string, unknown>;
type Collections = Record<string, unknown>;

/** How one collection of `db.json` becomes the rows of one table. Tables not listed start empty. */
export interface SeedSource {
  table: PgTable;
  collection: string;
  toRow?: (record: Row, index: number) => Row;
}

const SOURCES: SeedSource[] = [
  { table: schema.otps, collection: 'otps' },
  { table: schema.otpSends, collection: 'sends', toRow: (r, i) => ({ id: `seed-send-${i}`, ...r }) },
  { table: schema.sessions, collection: 'sessions' },
  { table: schema.contacts, collection: 'contacts' },
  { table: schema.surveys, collection: 'surveys', toRow: (r) => ({ id: r.id, industrySector: r.industrySector, emailAddress: r.emailAddress, companyName: r.companyName ?? '', answers: r, createdAt: r.createdAt }) },
  { table: schema.jobApplications, collection: 'applications', toRow: (r) => ({ id: r.id, role: r.role, record: r, createdAt: r.createdAt }) },
  // Each domain's own, in an order that satisfies foreign keys: people first, then what refers to them.
  ...PEOPLE_SOURCES,
  ...CAMPAIGN_SOURCES,
  ...MONEY_SOURCES,
  ...DELIVERY_SOURCES,
  ...PARTNER_SOURCES,
  ...REVIEW_SOURCES,
];

/** Every table the migrations made, in the order they can be emptied together. */
const ALL_TABLES: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

/** The seed's collections, and its version: a digest of the file, so a changed db.json is noticed. */
export function readSeed(seedFile: string): Collections & { [SEED_VERSION]?: string } {
  const text = fs.readFileSync(seedFile, 'utf8');
  return Object.assign(JSON.parse(text) as Collections, { [SEED_VERSION]: createHash('sha256').update(text).digest('hex').slice(0, 16) });
}

/** Where readSeed keeps the seed's version (a symbol: never a collection). */
export const SEED_VERSION = Symbol('seed version');

/** Empties every table and loads the seed's records, in one transaction: a reset is whole or not at all. */
export async function loadSeed(db: Db, seed: Collections & { [SEED_VERSION]?: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const names = ALL_TABLES.map((t) => `"${getTableName(t)}"`).join(', ');
    await tx.execute(sql.raw(`truncate ${names} cascade`));
    for (const { table, collection, toRow } of SOURCES) {
      const records = (seed[collection] ?? []) as Row[];
      if (!Array.isArray(records) || records.length === 0) continue;
      const rows = records.map((record, i) => (toRow ? toRow(record, i) : record));
      // Batches keep each statement's parameters under PostgreSQL's limit of 65,535.
      for (let i = 0; i < rows.length; i += 500) await tx.insert(table).values(rows.slice(i, i + 500) as never);
    }
    await tx.insert(schema.settings).values([
      { name: 'seededAt', value: new Date().toISOString() },
      { name: 'seedVersion', value: seed[SEED_VERSION] ?? 'unknown' },
    ]);
  });
}

/** The version of the seed last loaded, or null when none ever was. */
export async function seededVersion(db: Db): Promise<string | null> {
  const [seeded] = await db.select().from(schema.settings).where(sql`${schema.settings.name} = 'seededAt'`);
  if (!seeded) return null;
  const [version] = await db.select().from(schema.settings).where(sql`${schema.settings.name} = 'seedVersion'`);
  return typeof version?.value === 'string' ? version.value : 'unknown';
}

/**
 * What a start does with the seed: a database never seeded gets it; in development, one seeded from another version of
 * db.json gets the new one (after a pull that changed the seed or added tables, the local data would otherwise be
 * stale or half empty: it is disposable, and `npm run db:reset` does the same by hand); production never reloads.
 */
export async function seedIfNeeded(db: Db, seedFile: string, mode: 'development' | 'production', log: (line: string) => void = console.log): Promise<'loaded' | 'reloaded' | 'kept'> {
  const seed = readSeed(seedFile);
  const version = await seededVersion(db);
  if (version === null) {
    await loadSeed(db, seed);
    return 'loaded';
  }
  if (mode === 'production' || version === seed[SEED_VERSION]) return 'kept';
  log(`db.json changed since this database was seeded (${version} → ${seed[SEED_VERSION]}): reloading the seed (development only).`);
  await loadSeed(db, seed);
  return 'reloaded';
}
