/**
 * Writes the deliverables part of the seed (db.json): `flock /tmp/sauti-db.lock npx tsx scripts/seed-deliverables.ts`.
 * Every active contract gets its campaign template's deliverables, as acceptance makes them (createDeliverables),
 * all pending, with ids `dlv-{contract}-{n}`. They are due on their campaign's end date (17:00 EAT), not counted from the
 * contract's creation: a seed dated in the past would otherwise turn overdue (and notify) on the first request.
 * It reads db.json fresh and replaces only the `deliverables` collection, so running it twice gives the same file.
 * The deliverables are made in a throwaway in-memory database loaded with the rest of the seed (createDeliverables
 * reads and writes PostgreSQL) and read back.
 */
import fs from 'node:fs';
import { SEED_FILE } from '../mock-server/config.ts';
import { openDatabase } from '../mock-server/db/database.ts';
import { migrate } from '../mock-server/db/migrate.ts';
import { loadSeed } from '../mock-server/db/seed.ts';
import { createDeliverables, deliverablesOf, type DeliveryContext } from '../mock-server/delivery/deliverables.ts';
import type { SeedShape } from '../mock-server/types.ts';

const db = JSON.parse(fs.readFileSync(SEED_FILE, 'utf8')) as SeedShape;
db.deliverables = [];
const database = await openDatabase({ kind: 'memory' });
await migrate(database);
// The rest of the seed, without what hangs on deliverables (disputes, reports, links and what they lead to).
await loadSeed(database.db, { ...db, disputes: [], metricReports: [], trackingLinks: [], clicks: [], conversions: [], webhookSecrets: [] });

for (const contract of db.contracts.filter((c) => c.status === 'active')) {
  const campaign = db.campaigns.find((c) => c.id === contract.campaignId);
  if (!campaign) throw new Error(`${contract.id}: its campaign ${contract.campaignId} is missing.`);
  let n = 0;
  const ctx: DeliveryContext = {
    db: database.db,
    clock: { now: () => Date.parse(contract.createdAt) },
    random: { id: () => `dlv-${contract.id.replace(/^ctr-/, '')}-${++n}`, otp: () => '000000', token: () => '' },
  };
  await createDeliverables(ctx, contract, campaign);
  const made = await deliverablesOf(ctx, contract.id);
  const due = campaign.endDate ? `${campaign.endDate}T14:00:00.000Z` : null;
  if (due) for (const d of made) d.dueAt = due;
  db.deliverables.push(...made);
}
await database.close();
fs.writeFileSync(SEED_FILE, `${JSON.stringify(db, null, 2)}\n`);
console.log(`Seeded ${db.deliverables.length} deliverables into ${SEED_FILE}.`);
