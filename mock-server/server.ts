import type { Server } from 'node:http';
import { createApp } from './app.ts';
import { offsetClock, type Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import { SEED_FILE } from './config.ts';
import type { ServerContext } from './context.ts';
import { cryptoRandom, type Random } from './crypto.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedIfNeeded } from './db/seed.ts';
import { createMailbox } from './mailbox.ts';

export interface StartOptions {
  clock?: Clock & { advance?: (ms: number) => void };
  random?: Random;
  log?: (line: string) => void;
  /** An open database (tests bring their own, already seeded); otherwise the config's is opened. */
  database?: Database;
}

/** The config's database: DATABASE_URL's server, or PGlite in its folder. Migrated, and seeded when needed (seedIfNeeded). */
export async function openConfiguredDatabase(config: ServerConfig): Promise<Database> {
  const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dbDir });
  await migrate(database);
  await seedIfNeeded(database.db, SEED_FILE, config.mode);
  return database;
}

/** Builds the context and app for a config. The pieces are injectable for tests. */
export async function buildServer(config: ServerConfig, options: StartOptions = {}) {
  const database = options.database ?? (await openConfiguredDatabase(config));
  const ctx: ServerContext = {
    db: database.db,
    changes: database.changes,
    channels: database.channels,
    clock: options.clock ?? offsetClock(),
    random: options.random ?? cryptoRandom,
    mailbox: createMailbox(50, options.log),
    mode: config.mode,
    secret: config.secret,
    appUrl: config.appUrl,
    publicUrl: config.publicUrl,
    rateLimits: config.rateLimits,
    seedFile: SEED_FILE,
    dataDir: config.dataDir,
  };
  const app = createApp(ctx, { corsOrigins: config.corsOrigins, staticDir: config.staticDir, recruitmentPrefix: config.recruitmentPrefix });
  return { ctx, app, database };
}

/** Listens; without a configured PUBLIC_API_URL, the address it got becomes ctx.publicUrl (port 0 picks a free one). */
export function listen(app: Awaited<ReturnType<typeof buildServer>>['app'], port: number, host: string, ctx?: ServerContext): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => {
      const address = server.address();
      if (ctx && !ctx.publicUrl && address && typeof address === 'object') ctx.publicUrl = `http://${host}:${address.port}`;
      resolve(server);
    });
    server.on('error', reject);
  });
}
