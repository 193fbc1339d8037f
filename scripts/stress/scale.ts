import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { bench, figureRows, type Figures, type Target } from './bench.ts';
import { DATABASE_URL, seedDatabase, withDatabase } from './database.ts';
import { check, heading, table } from './report.ts';
import { addBigRows, bigCounts, SCALE_CLICK_PREFIX, SCALE_SURVEY_PREFIX, seededSlug } from './scale-seed.ts';
import { signIn, startServer, stopServer, unexpectedErrors } from './server.ts';
import { surveyBody } from './survey.ts';
import { tempDir } from './temp.ts';

/**
 * Issue 18, "Measured by npm run stress": cost must not grow with the data. The big tables (clicks and surveys) get
 * 10,000 and then 1,000,000 rows each, written straight into the database before a server starts (scale-seed.ts);
 * at each size four endpoints are measured at 20 connections, each on a fresh server.
 *
 * On PGlite each endpoint gets its own copy of the size's folder, so no run's writes reach the next. On a PostgreSQL
 * server (DATABASE_URL) every size is reseeded from db.json and filled from zero, and what a benchmark wrote (clicks,
 * surveys and campaigns dated after it started) is deleted after it.
 */
const CONNECTIONS = 20;
const RATIO_MAX = 1.5;
const PGLITE_WRITE_P99_MS = 50;
const PGLITE_READ_P99_MS = 30;
const PGLITE_REDIRECT_RPS = 1000;
/** Seeding a size on PGlite: "a couple of minutes" at most. */
const SEED_MAX_S = 120;
const WARM_UP_S = 1;

type Kind = 'write' | 'read' | 'redirect';
/** `signedIn`: the seeded brand signs in first (once per server: a second code for one email within a minute is refused). */
interface Endpoint { kind: Kind; signedIn?: boolean; target: (ctx: { slug: string; brandToken: string }) => Target }

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const CAMPAIGN_TITLE = 'Scale benchmark draft';

/** A valid draft (mock-server/campaign-rules.ts draftBrief): a full brief starting a month from now. */
function draftBody() {
  const now = Date.now();
  return {
    title: CAMPAIGN_TITLE,
    brief: 'Show Nairobi parents how Duka Fresh delivers school snacks in under an hour.',
    objective: 'awareness', goals: [{ metric: 'reach', target: 200_000 }, { metric: 'clicks', target: 5_000 }],
    currency: 'KES', budgetTotal: 5_000_000, feeMin: 500_000, feeMax: 1_000_000, slots: 5,
    audience: { countries: ['KE', 'UG'], ageBands: ['25-34', '35-44'], genders: ['female', 'male'] },
    niches: ['Food', 'Lifestyle'], platforms: ['instagram', 'tiktok'], followerBand: 'micro',
    deliverables: [{ platform: 'instagram', type: 'reel', quantity: 1, dueDays: 14 }, { platform: 'tiktok', type: 'video', quantity: 2, dueDays: 21 }],
    startDate: isoDay(now + 30 * DAY), endDate: isoDay(now + 60 * DAY), maxRevisions: 2, landingUrl: 'https://dukafresh.co.ke/shule', whatsappNumber: '0712 345 678',
  };
}

/** A phone browser (a crawler or an empty user agent is never counted), from its own address each time. */
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
let visits = 0;
/** A new visitor's address for every request of the run (warm-ups included), so no click is a repeat within the hour. */
const visitor = () => {
  const n = ++visits;
  return { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
};

const ENDPOINTS: Endpoint[] = [
  { kind: 'read', target: () => ({ label: 'GET /api/directory/creators', method: 'GET', path: '/api/directory/creators' }) },
  {
    kind: 'redirect',
    // The API trusts X-Forwarded-For from loopback, so each request is a new visitor's click: one insert into clicks.
    target: ({ slug }) => ({ label: 'GET /r/{slug}', method: 'GET', path: `/r/${slug}`, okStatus: 302, headers: { 'user-agent': BROWSER }, perRequest: visitor }),
  },
  { kind: 'write', target: () => ({ label: 'POST /api/survey', method: 'POST', path: '/api/survey', body: surveyBody('scale-bench@stress.test') }) },
  {
    kind: 'write',
    signedIn: true,
    target: ({ brandToken }) => ({ label: 'POST /api/campaigns', method: 'POST', path: '/api/campaigns', body: draftBody(), headers: { authorization: `Bearer ${brandToken}` } }),
  },
];

/** What a benchmark wrote on a PostgreSQL server, deleted so the next endpoint starts at the same size. */
async function removeBenchRows(dataDir: string, since: string): Promise<void> {
  await withDatabase(dataDir, async ({ db }) => {
    await db.execute(sql`delete from clicks where at >= ${since}::timestamptz and id not like ${`${SCALE_CLICK_PREFIX}%`}`);
    await db.execute(sql`delete from surveys where created_at >= ${since}::timestamptz and id not like ${`${SCALE_SURVEY_PREFIX}%`}`);
    try {
      await db.execute(sql`delete from campaigns where title = ${CAMPAIGN_TITLE} and created_at >= ${since}::timestamptz`);
    } catch (error) {
      console.log(`  (the benchmark's draft campaigns stay: ${(error as Error).message.slice(0, 100)})`);
    }
  });
}

const thousands = (n: number) => n.toLocaleString('en');

function folderBytes(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + fs.statSync(path.join(e.parentPath, e.name)).size, 0);
}
const pglite = !DATABASE_URL;

interface SizeRun { size: number; seedMs: number; figures: Figures[] }

/** Seeds one size (topping up the PGlite folder; refilling the server from the seed) and measures every endpoint. */
async function runSize(base: string, size: number, have: number, seconds: number): Promise<{ run: SizeRun; have: number }> {
  const started = performance.now();
  if (!pglite) await seedDatabase(base); // the server's tables back at db.json, big tables at the seed's rows
  const from = pglite ? have + 1 : 1;
  const counts = await withDatabase(base, async ({ db, kind }) => {
    await addBigRows(db, from, size);
    // PGlite's folder is copied for each endpoint: a checkpoint first lets it drop the load's write-ahead log.
    if (kind === 'pglite') await db.execute(sql`checkpoint`);
    return { ...(await bigCounts(db)), slug: await seededSlug(db) };
  });
  const seedMs = performance.now() - started;
  const folder = pglite ? `; PGlite folder ${thousands(Math.round(folderBytes(path.join(base, 'pglite')) / 2 ** 20))} MB` : '';
  console.log(`  ${thousands(size)} rows: seeded in ${(seedMs / 1000).toFixed(1)} s (${thousands(size - from + 1)} added to each table); clicks ${thousands(counts.clicks)}, surveys ${thousands(counts.surveys)}${folder}`);
  if (pglite) check('scale', `${thousands(size - from + 1)} rows a table seeded in ${(seedMs / 1000).toFixed(1)} s`, `≤ ${SEED_MAX_S} s on PGlite`, seedMs <= SEED_MAX_S * 1000);
  check('scale', `${thousands(counts.clicks)} clicks and ${thousands(counts.surveys)} surveys stored`, `≥ ${thousands(size)} each`, counts.clicks >= size && counts.surveys >= size);

  const figures: Figures[] = [];
  for (const endpoint of ENDPOINTS) {
    let dataDir = base;
    if (pglite) {
      dataDir = tempDir('sauti-stress-scale-run-');
      fs.cpSync(path.join(base, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
    }
    const since = new Date().toISOString();
    const server = await startServer(dataDir);
    try {
      const brandToken = endpoint.signedIn ? await signIn(server, 'brand@sauti.test') : '';
      const target = endpoint.target({ slug: counts.slug, brandToken });
      // A fresh server's first requests compile and warm its code: a second of load first, not counted.
      await bench(server.origin, target, CONNECTIONS, WARM_UP_S);
      figures.push(await bench(server.origin, target, CONNECTIONS, seconds));
      for (const line of unexpectedErrors([server], 2)) console.log(`  ${target.label}, server log: ${line}`);
    } finally {
      await stopServer(server);
      // A copy of a 1,000,000-row folder is large: it goes at once, not at exit.
      if (pglite) fs.rmSync(dataDir, { recursive: true, force: true });
    }
    if (!pglite) await removeBenchRows(base, since);
  }
  table(figureRows(figures));
  for (const f of figures) check('scale', `${thousands(size)}: ${f.label} errors ${f.errors}`, '0 (5xx, non-JSON, socket)', f.errors === 0 && f.ok2xx > 0);
  return { run: { size, seedMs, figures }, have: size };
}

/** PGlite's own targets (issue 18): writes and reads by p99, the redirect by throughput. */
function pgliteTargets(run: SizeRun): void {
  for (const [i, f] of run.figures.entries()) {
    const kind = ENDPOINTS[i]?.kind;
    const at = `${thousands(run.size)}: ${f.label}`;
    if (kind === 'write') check('scale', `${at} p99 ${f.p99} ms`, `< ${PGLITE_WRITE_P99_MS} ms (PGlite write)`, f.p99 < PGLITE_WRITE_P99_MS);
    if (kind === 'read') check('scale', `${at} p99 ${f.p99} ms`, `< ${PGLITE_READ_P99_MS} ms (PGlite read)`, f.p99 < PGLITE_READ_P99_MS);
    if (kind === 'redirect') check('scale', `${at} ${f.rps.toFixed(0)} req/s`, `≥ ${thousands(PGLITE_REDIRECT_RPS)} req/s (PGlite redirect)`, f.rps >= PGLITE_REDIRECT_RPS);
  }
}

/** The ratio p99 at the largest size over p99 at the smallest, per endpoint. */
function ratios(first: SizeRun, last: SizeRun): void {
  heading(`Scale: p99 at ${thousands(last.size)} over p99 at ${thousands(first.size)} rows`);
  const rows = [['endpoint', `p99 ${thousands(first.size)}`, `p99 ${thousands(last.size)}`, 'ratio', `req/s ${thousands(first.size)}`, `req/s ${thousands(last.size)}`]];
  const results: [string, number, boolean][] = [];
  for (const [i, a] of first.figures.entries()) {
    const b = last.figures[i];
    if (!b) continue;
    // A p99 of 0 ms (autocannon rounds down) would make any ratio infinite: 1 ms is the floor.
    const ratio = Math.max(b.p99, 1) / Math.max(a.p99, 1);
    // A ratio of failed answers says nothing about the data's cost.
    results.push([a.label, ratio, a.errors === 0 && b.errors === 0 && a.ok2xx > 0 && b.ok2xx > 0]);
    rows.push([a.label, `${a.p99} ms`, `${b.p99} ms`, ratio.toFixed(2), a.rps.toFixed(0), b.rps.toFixed(0)]);
  }
  table(rows);
  for (const [label, ratio, clean] of results) {
    const figure = `${label} p99 ${thousands(last.size)}/${thousands(first.size)} = ${ratio.toFixed(2)}${clean ? '' : ' (with errors)'}`;
    check('scale', figure, `≤ ${RATIO_MAX}, without errors`, clean && ratio <= RATIO_MAX);
  }
}

export async function scaleSection(sizes: readonly number[], seconds: number): Promise<void> {
  const sorted = [...new Set(sizes)].sort((a, b) => a - b);
  heading(`6. Scale: ${sorted.map(thousands).join(' and ')} rows in clicks and in surveys, ${CONNECTIONS} connections, ${seconds} s per endpoint`);
  const base = tempDir('sauti-stress-scale-');
  // PGlite: the migrated, seeded template, topped up size by size. A server: tables reseeded for each size.
  if (pglite) await seedDatabase(base);
  const runs: SizeRun[] = [];
  let have = 0;
  for (const size of sorted) {
    // Other work on the machine moves these figures: the load average says how busy it was.
    heading(`Scale: ${thousands(size)} rows (load average ${os.loadavg().map((l) => l.toFixed(1)).join(', ')} on ${os.availableParallelism()} CPUs)`);
    const done = await runSize(base, size, have, seconds);
    runs.push(done.run);
    have = done.have;
    if (pglite) pgliteTargets(done.run);
  }
  const first = runs[0];
  const last = runs[runs.length - 1];
  if (first && last && last !== first) ratios(first, last);
  console.log(`  Seeding: ${runs.map((r) => `${thousands(r.size)} in ${(r.seedMs / 1000).toFixed(1)} s`).join(', ')}`);
}
