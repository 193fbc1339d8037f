import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { pgliteChanges, unheardChanges, type DataChanges } from './changes.ts';
import { pgliteChannels, serverChannels, type Channels } from './channels.ts';
import { lockDataDir } from './data-dir-lock.ts';

export type Schema = typeof schema;
/** The database or a transaction on it: every query function takes this, so a caller can run it inside its own transaction. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Where the data lives: a PostgreSQL server, a PGlite folder, or (tests) PGlite in memory, optionally from a dump. */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory'; dump?: Blob };

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  /** The embedded engine, when there is one (to dump a template in tests). */
  pglite?: PGlite;
  /** The server's pool, when there is one (a migration holds one connection for its lock). */
  pool?: pg.Pool;
  /** Committed changes to the tables of cached reads (changes.ts), one feed for every server on this database. */
  changes: DataChanges;
  /** LISTEN for events every process must hear (channels.ts): new messages for the live streams. */
  channels: Channels;
  close(): Promise<void>;
}

/**
 * What Drizzle asks PGlite to leave as text: timestamps, dates and intervals, alone and in arrays, and numeric arrays
 * (drizzle-orm/pglite/session.js, in that order). Drizzle sends this map with every query, and PGlite merges it over
 * its 318 type parsers each time (about 0.07 ms a query, a tenth of a small request). Set once on the client, after
 * PGlite has made its array parsers, it does the same for nothing.
 */
const AS_TEXT: Record<number, (value: string) => string> = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, (value: string) => value]),
);

/** The extensions the migrations create: pg_trgm for the directory's search words (migration 0021_directory_search_speed). */
const EXTENSIONS = { pg_trgm };

type Queries = Pick<PGlite, 'query'> & Partial<Pick<PGlite, 'transaction'>>;

/** The client Drizzle is given: its queries (and its transactions' queries) without the per-query parsers, which the client holds. */
function parsedOnce(client: Queries): Queries {
  return {
    query: (text, params, options) => client.query(text, params, options && { ...options, parsers: undefined }),
    ...(client.transaction && { transaction: (run) => client.transaction!((tx) => run(parsedOnce(tx) as typeof tx)) }),
  };
}

/**
 * Opens the database. PGlite runs PostgreSQL in this process (WebAssembly): nothing to install, one process per
 * folder (a lock file says which). A PostgreSQL server is reached through a node-postgres pool, for production and
 * for several API processes on one database. Drizzle speaks both with the same queries.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle client's error (the server restarting) must not take the process down; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    const channels = serverChannels(target.url);
    return { db, kind: 'postgres', pool, changes: unheardChanges, channels, close: async () => { await channels.close(); await pool.end(); } };
  }
  let unlock = () => {};
  let client: PGlite;
  if (target.kind === 'pglite') {
    fs.mkdirSync(path.dirname(target.dataDir), { recursive: true });
    unlock = lockDataDir(target.dataDir);
    client = new PGlite(target.dataDir, { extensions: EXTENSIONS });
  } else {
    client = new PGlite(target.dump ? { loadDataDir: target.dump, extensions: EXTENSIONS } : { extensions: EXTENSIONS });
  }
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  Object.assign(client.parsers, AS_TEXT);
  const db = drizzlePglite({ client: parsedOnce(client) as PGlite, schema, casing: 'snake_case' }) as unknown as Db;
  const changes = pgliteChanges(client);
  return {
    db,
    kind: target.kind,
    pglite: client,
    changes,
    channels: pgliteChannels(client),
    close: async () => {
      await changes.close();
      await client.close();
      unlock();
    },
  };
}
