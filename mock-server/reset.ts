import { readConfig, SEED_FILE } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { loadSeed, readSeed } from './db/seed.ts';

/** `npm run db:reset`: the database (PGlite's folder, or DATABASE_URL's server) back to db.json. */
const config = readConfig([]);
const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dbDir }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
await migrate(database);
await loadSeed(database.db, readSeed(SEED_FILE));
await database.close();
console.log(`Restored ${config.databaseUrl ? 'the database at DATABASE_URL' : config.dbDir} from the seed in db.json.`);
