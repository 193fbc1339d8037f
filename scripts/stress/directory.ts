import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../../mock-server/db/database.ts';
import { explainDirectory, type DirectoryFilter } from '../../mock-server/people/directory.ts';
import type { DirectorySort } from '../../src/domain/campaign-types.ts';
import { bench, figureRows, type Figures, type Target } from './bench.ts';
import { DATABASE_URL, seedDatabase, withDatabase } from './database.ts';
import { check, heading, table } from './report.ts';
import { startServer, stopServer, unexpectedErrors } from './server.ts';
import { tempDir } from './temp.ts';

/**
 * Issue 24, "fast on 100,000 creators": `--only directory` writes N verified creators (profile, languages, one or two
 * platforms, a package each, a completed contract with both-way reviews for one in four) straight into the database,
 * then measures the creator search at 20 connections. A repeated page is the read cache's (PGlite's read target: p99
 * under 30 ms); the uncached searches ask for a different price ceiling on every request, so none is cached, and are
 * reported as plain figures with the query plan showing the index each one reads.
 */
const CONNECTIONS = 20;
const PGLITE_READ_P99_MS = 30;
const WARM_UP_S = 1;
const PREFIX = 'scale-cr-';

type Rows = { rows: Record<string, unknown>[] };

/** The creators, bulk-written with the triggers off where the role may, then their directory entries in one refresh. */
async function addCreators(db: Db, n: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [role] = ((await tx.execute(sql`select rolsuper from pg_roles where rolname = current_user`)) as unknown as Rows).rows;
    if (role?.rolsuper === true) await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into accounts (id, email, name, role, created_at)
      select ${PREFIX} || g, 'scale-creator-' || g || '@stress.test', 'Scale Creator ' || g, 'influencer', now() - g * interval '1 minute'
      from generate_series(1, ${n}::int) g`);
    await tx.execute(sql`
      insert into profiles (id, account_id, email, username, role, country, details, created_at)
      select 'scale-pf-' || g, ${PREFIX} || g, 'scale-creator-' || g || '@stress.test', 'scale.creator.' || g, 'influencer',
        (array['KE', 'NG', 'GH', 'ZA', 'UG', 'TZ', 'GB', 'US'])[1 + g % 8],
        jsonb_build_object(
          'niches', jsonb_build_array((array['Fashion', 'Beauty', 'Tech', 'Food', 'Travel', 'Fitness', 'Gaming', 'Finance', 'Lifestyle'])[1 + g % 9]),
          'languages', (array['["English", "Swahili"]', '["English", "Yoruba"]', '["English"]', '["Swahili", "English"]', '["English", "Zulu"]'])[1 + g % 5]::jsonb),
        now() - g * interval '1 minute'
      from generate_series(1, ${n}::int) g`);
    await tx.execute(sql`
      insert into verifications (id, creator_id, status, platforms, rate_currency, rate_amount, submitted_at, expected_by, decided_at)
      select 'scale-vf-' || g, ${PREFIX} || g, 'verified',
        jsonb_build_array(jsonb_build_object('platform', (array['instagram', 'tiktok', 'youtube', 'twitter'])[1 + g % 4], 'handle', '@scale' || g,
          'followers', 1000 + (g::bigint * 7919) % 3000000, 'engagementRate', (g % 120) / 10.0))
        || case when g % 2 = 0 then jsonb_build_array(jsonb_build_object('platform', (array['tiktok', 'youtube', 'twitter', 'instagram'])[1 + g % 4],
          'handle', '@scale' || g, 'followers', 500 + (g::bigint * 104729) % 800000, 'engagementRate', (g % 70) / 10.0)) else '[]'::jsonb end,
        'KES', 1000000, now() - interval '60 days', now() - interval '58 days', now() - g * interval '1 minute'
      from generate_series(1, ${n}::int) g`);
    await tx.execute(sql`
      insert into creator_packages (id, creator_id, title, description, platforms, price, currency, delivery_days, created_at)
      select 'scale-pk-' || g, ${PREFIX} || g, 'One post', 'One post on my main platform.', array['instagram'],
        100000 + (g::bigint * 104729) % 20000000, 'KES', 7, now() - interval '30 days'
      from generate_series(1, ${n}::int) g`);
    await tx.execute(sql`
      insert into contracts (id, campaign_id, application_id, brand_id, creator_id, agreed_fee, currency, status, created_at, ended_at)
      select 'scale-ct-' || g, c.id, 'scale-ap-' || g, c.brand_id, ${PREFIX} || g, 200000 + (g::bigint * 7919) % 10000000, 'KES', 'completed',
        now() - interval '40 days', now() - interval '30 days'
      from generate_series(4, ${n}::int, 4) g, (select id, brand_id from campaigns order by id limit 1) c`);
    await tx.execute(sql`
      insert into reviews (id, contract_id, campaign_id, author_side, author_id, subject_id, rating, text, created_at)
      select 'scale-rv-' || side || '-' || ct.g, 'scale-ct-' || ct.g, ct.campaign_id, side,
        case when side = 'brand' then ct.brand_id else ${PREFIX} || ct.g end, case when side = 'brand' then ${PREFIX} || ct.g else ct.brand_id end,
        1 + (ct.g / 4 + length(side)) % 5, 'A scale benchmark review.', now() - interval '29 days'
      from (select g, c.id as campaign_id, c.brand_id from generate_series(4, ${n}::int, 4) g, (select id, brand_id from campaigns order by id limit 1) c) ct,
        unnest(array['brand', 'creator']) side`);
    // Statistics first: planned on the seed's few rows, the refresh would scan each source table once per creator.
    await tx.execute(sql`analyze accounts, profiles, verifications, creator_packages, contracts, reviews`);
    await tx.execute(sql`select directory_refresh(array(select id from accounts where id like ${`${PREFIX}%`}))`);
  });
  await db.execute(sql`vacuum analyze directory_entries`);
}

/** `index`: the name (or prefix) the plan must read; which one the planner picks for a combination is its choice. */
interface Search { label: string; filter: DirectoryFilter; sort: DirectorySort; query: string; index: string }
/** Each uncached search adds its own price ceiling (a different cache key on every request). */
const SEARCHES: Search[] = [
  { label: 'followers, price range', filter: { priceMin: 500_000, priceMax: 5_000_000 }, sort: 'followers', query: 'sort=followers&priceMin=500000', index: 'directory_entries_followers' },
  { label: 'platform + band, rating', filter: { platform: 'instagram', followerBand: 'micro', priceMax: 20_000_000 }, sort: 'rating', query: 'platform=instagram&followerBand=micro&sort=rating', index: 'directory_entries_' },
  { label: 'language + rating ≥ 4, price', filter: { language: 'Yoruba', minRating: 4, priceMax: 20_000_000 }, sort: 'price', query: 'language=yoruba&minRating=4&sort=price', index: 'directory_entries_' },
  { label: 'country + engagement, match', filter: { country: 'KE', engagementBand: 'high', priceMax: 20_000_000 }, sort: 'match', query: 'country=KE&engagementBand=high&sort=match', index: 'directory_entries_' },
];

export async function directorySection(size: number, seconds: number): Promise<void> {
  const thousands = (n: number) => n.toLocaleString('en');
  heading(`7. Directory search: ${thousands(size)} creators, ${CONNECTIONS} connections, ${seconds} s per search (load average ${os.loadavg().map((l) => l.toFixed(1)).join(', ')})`);
  const base = tempDir('sauti-stress-directory-');
  await seedDatabase(base);
  const started = performance.now();
  const plans = await withDatabase(base, async ({ db }) => {
    await addCreators(db, size);
    const [row] = ((await db.execute(sql`select count(*)::int as n from directory_entries`)) as unknown as Rows).rows;
    const listed = Number(row?.n ?? 0);
    check('directory', `${thousands(listed)} directory entries after seeding`, `≥ ${thousands(size)}`, listed >= size);
    const out: string[] = [];
    for (const s of SEARCHES) out.push(await explainDirectory(db, s.filter, s.sort));
    return out;
  });
  console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const [i, s] of SEARCHES.entries()) {
    const plan = plans[i] ?? '';
    console.log(`  EXPLAIN ${s.label}:\n${plan.split('\n').map((l) => `    ${l}`).join('\n')}`);
    const read = /(?:Index Scan|Index Only Scan|Bitmap Index Scan)[^\n]*? (?:using|on) (directory_entries_\w+)/.exec(plan)?.[1] ?? 'no index';
    check('directory', `${s.label}: plan reads ${read}${plan.includes('Seq Scan') ? ' and a Seq Scan' : ''}`, `${s.index}…, no Seq Scan`, read.startsWith(s.index) && !plan.includes('Seq Scan'));
  }

  const server = await startServer(base);
  const figures: Figures[] = [];
  try {
    const cached: Target = { label: 'cached: GET /api/directory/creators?sort=rating&platform=instagram', method: 'GET', path: '/api/directory/creators?sort=rating&platform=instagram' };
    await bench(server.origin, cached, CONNECTIONS, WARM_UP_S);
    const hit = await bench(server.origin, cached, CONNECTIONS, seconds);
    figures.push(hit);
    if (!DATABASE_URL) check('directory', `cached page p99 ${hit.p99} ms`, `< ${PGLITE_READ_P99_MS} ms (PGlite read)`, hit.p99 < PGLITE_READ_P99_MS);
    for (const s of SEARCHES) {
      const base = `/api/directory/creators?${s.query}&priceMax=`;
      const target: Target = { label: `uncached: ${s.label}`, method: 'GET', path: `${base}20000000`, pathFor: (n) => `${base}${20_000_000 - n}` };
      await bench(server.origin, target, CONNECTIONS, WARM_UP_S);
      figures.push(await bench(server.origin, target, CONNECTIONS, seconds));
    }
    for (const line of unexpectedErrors([server], 2)) console.log(`  server log: ${line}`);
  } finally {
    await stopServer(server);
  }
  table(figureRows(figures));
  for (const f of figures) check('directory', `${f.label}: errors ${f.errors}`, '0 (5xx, non-JSON, socket)', f.errors === 0 && f.ok2xx > 0);
}
