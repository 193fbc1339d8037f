import fs from 'node:fs';
import path from 'node:path';
import { count, like } from 'drizzle-orm';
import { openDatabase, type Database } from '../../mock-server/db/database.ts';
import { migrate } from '../../mock-server/db/migrate.ts';
import { surveys } from '../../mock-server/db/schema/index.ts';
import { loadSeed, readSeed } from '../../mock-server/db/seed.ts';
import { surveyRecords } from './survey.ts';
import { tempDir } from './temp.ts';

/**
 * The database the spawned API stores surveys in (docs/decisions/0011-postgresql.md): DATABASE_URL's server when set
 * (every table of it is emptied and reseeded for each fresh server), otherwise PGlite in `pglite/` beside the data file.
 */
export const DATABASE_URL = process.env.DATABASE_URL || undefined;

/** Which engine the figures are for, with no password in it. */
export function engineName(): string {
  if (!DATABASE_URL) return 'PGlite (a fresh pglite/ folder beside each temporary data file)';
  try {
    const url = new URL(DATABASE_URL);
    return `the PostgreSQL server at DATABASE_URL (${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname})`;
  } catch {
    return 'the PostgreSQL server at DATABASE_URL';
  }
}

/** The server's PGlite folder in its data folder (mock-server/config.ts). */
const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** Opens the data folder's database. For PGlite the server must have exited; after a SIGKILL its stale lock is taken over. */
function open(dataDir: string): Promise<Database> {
  return openDatabase(DATABASE_URL ? { kind: 'postgres', url: DATABASE_URL, poolSize: 2 } : { kind: 'pglite', dataDir: pgliteDir(dataDir) });
}

export async function withDatabase<T>(dataDir: string, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await open(dataDir);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

const SEED_FILE = path.resolve(import.meta.dirname, '../../db.json');
let template: Promise<string> | undefined;

/** One migrated, seeded PGlite folder per run, copied for each server: a fresh PGlite's initdb costs seconds. */
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = path.join(tempDir('sauti-stress-template-'), 'pglite');
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      await migrate(database);
      await loadSeed(database.db, readSeed(SEED_FILE));
    } finally {
      await database.close();
    }
    return dir;
  })();
  return template;
}

/**
 * Gives a data folder its own database at the committed seed (db.json) plus `extraSurveys` stored surveys, before a
 * server starts on it: the server then finds it seeded and leaves it as it is.
 */
export async function seedDatabase(dataDir: string, extraSurveys = 0): Promise<void> {
  if (!DATABASE_URL) fs.cpSync(await pgliteTemplate(), pgliteDir(dataDir), { recursive: true });
  if (!DATABASE_URL && extraSurveys === 0) return;
  await withDatabase(dataDir, async (database) => {
    if (DATABASE_URL) {
      await migrate(database);
      await loadSeed(database.db, readSeed(SEED_FILE));
    }
    const rows = surveyRecords(extraSurveys).map((r) => ({ id: r.id, industrySector: r.industrySector, emailAddress: r.emailAddress, companyName: r.companyName, answers: r, createdAt: r.createdAt }));
    // Batches keep each statement's parameters under PostgreSQL's limit of 65,535.
    for (let i = 0; i < rows.length; i += 500) await database.db.insert(surveys).values(rows.slice(i, i + 500));
  });
}

/** How many surveys are stored, and which of them have an email matching `emailLike` (SQL LIKE). */
export async function storedSurveys(dataDir: string, emailLike: string): Promise<{ total: number; emails: Set<string> }> {
  return withDatabase(dataDir, async ({ db }) => {
    const [row] = await db.select({ n: count() }).from(surveys);
    const matching = await db.select({ email: surveys.emailAddress }).from(surveys).where(like(surveys.emailAddress, emailLike));
    return { total: Number(row?.n ?? 0), emails: new Set(matching.map((m) => m.email)) };
  });
}
