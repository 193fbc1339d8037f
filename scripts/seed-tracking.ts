/**
 * Writes the tracking part of the seed (db.json): `flock /tmp/sauti-db.lock npx tsx scripts/seed-tracking.ts`.
 * Every active or completed contract gets its links and code, made by the same createTrackingLinks as a new contract,
 * dated when the contract was made. Randomness is derived from a counter, so running it twice gives the same file.
 * Clicks, conversions and webhook secrets start empty: they come from use. The links are made in a throwaway
 * in-memory database loaded with the rest of the seed (createTrackingLinks writes PostgreSQL) and copied into the file.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { SEED_FILE } from '../mock-server/config.ts';
import type { Random } from '../mock-server/crypto.ts';
import { openDatabase } from '../mock-server/db/database.ts';
import { migrate } from '../mock-server/db/migrate.ts';
import { loadSeed } from '../mock-server/db/seed.ts';
import { createTrackingLinks } from '../mock-server/tracking/links.ts';
import type { SeedShape } from '../mock-server/types.ts';

const db = JSON.parse(fs.readFileSync(SEED_FILE, 'utf8')) as SeedShape;
Object.assign(db, { trackingLinks: [], clicks: [], conversions: [], webhookSecrets: [] });

let counter = 0;
const digest = () => createHash('sha256').update(`seed-tracking:${++counter}`).digest('base64url');
const random: Random = { id: () => digest().slice(0, 12), token: () => digest(), otp: () => '000000' };
let now = 0;
const database = await openDatabase({ kind: 'memory' });
await migrate(database);
await loadSeed(database.db, db);
const ctx = { db: database.db, random, clock: { now: () => now } };

for (const contract of db.contracts.filter((k) => k.status === 'active' || k.status === 'completed')) {
  const campaign = db.campaigns.find((c) => c.id === contract.campaignId);
  if (!campaign) throw new Error(`${contract.id}: its campaign ${contract.campaignId} is missing.`);
  now = Date.parse(contract.createdAt);
  const creator = db.accounts.find((a) => a.id === contract.creatorId);
  const links = await createTrackingLinks(ctx, contract, campaign, creator?.name);
  db.trackingLinks.push(...links);
  console.log(`${contract.id}: ${links[0]?.code ?? 'no code'} (${links.map((l) => `${l.kind} /r/${l.slug}`).join(', ')})`);
}
await database.close();
fs.writeFileSync(SEED_FILE, `${JSON.stringify(db, null, 2)}\n`);
console.log(`Seeded ${(db.trackingLinks as unknown[]).length} tracking links into ${SEED_FILE}.`);
