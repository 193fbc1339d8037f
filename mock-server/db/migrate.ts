import path from 'node:path';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './database.ts';

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, 'migrations');
/** Any fixed number: held while migrating, so two processes starting on one server migrate once. */
const MIGRATION_LOCK = 7_253_118;

/** Brings the schema up to date with the migrations folder (drizzle-kit's files, applied in order, each once). */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (!database.pool) {
    await migratePglite(database.db as never, config);
    return;
  }
  // A session-level lock: one connection takes it, migrates and lets it go.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg({ client }), config);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
