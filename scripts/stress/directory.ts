import fs from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { DIRECTORY_COUNT_CAP, explainDirectoryPage, type DirectoryFilter } from '../../mock-server/people/directory.ts';
import type { DirectorySort } from '../../src/domain/campaign-types.ts';
import { addCreators, type Rows } from './directory-creators.ts';
import { bench, figureRows, type Figures, type Target } from './bench.ts';
import { DATABASE_URL, seedDatabase, withDatabase } from './database.ts';
import { check, heading, table } from './report.ts';
import { startServer, stopServer, unexpectedErrors } from './server.ts';
import { tempDir } from './temp.ts';

/**
 * Issue 24, "fast on 100,000 creators": `--only directory` writes N verified creators (profile, languages, one or two
 * platforms, a package each, a completed contract with both-way reviews for one in four) straight into the database,
 * then measures the creator search at 20 connections. A repeated page is the read cache's (PGlite's read target: p99
 * under 30 ms); the uncached searches ask for a different price ceiling on every request, so none is cached (target:
 * p99 under 100 ms at 20 connections on a server; on PGlite, which answers one query at a time, p99 under 30 ms for
 * one search at a time, with its figure at 20 connections printed beside). Each search prints what it runs as EXPLAIN
 * ANALYZE (the capped count, then the page as the count chose to read it), its figures at 20 connections and alone (one
 * connection, its own cost without the queue), and the load average when each was taken: the machine is shared, and a
 * loaded one says more about the load than the code.
 */
const CONNECTIONS = 20;
const PGLITE_READ_P99_MS = 30;
/** A server's target for uncached searches at 20 connections (docs/decisions/0019-trust.md, sixth slice). */
const UNCACHED_P99_MS = 100;
/** PGlite's for one uncached search at a time: it runs one query at a time, so 20 at once measure its queue. */
const PGLITE_ALONE_P99_MS = 30;
const WARM_UP_S = 1;
const ALONE_S = 3;
const PER_PAGE = 20;

/** A search and the page it asks for; each request adds its own price ceiling (a different cache key every time). */
interface Search { label: string; filter: DirectoryFilter; sort: DirectorySort; query: string; page?: number; matches: Matches }
/** What a search must find among the seeded creators (directory-creators.ts): more than the cap, some, or none. */
type Matches = 'many' | 'few' | 'none';
const MATCHES: Record<Matches, string> = {
  many: `more than ${DIRECTORY_COUNT_CAP.toLocaleString('en')}`,
  few: `1 to ${DIRECTORY_COUNT_CAP.toLocaleString('en')}`,
  none: 'none (no seeded creator is on both)',
};
const found = (matches: Matches, n: number) => (matches === 'many' ? n > DIRECTORY_COUNT_CAP : matches === 'few' ? n >= 1 && n <= DIRECTORY_COUNT_CAP : n === 0);
const SEARCHES: Search[] = [
  { label: 'followers, price range', filter: { priceMin: 500_000 }, sort: 'followers', query: 'sort=followers&priceMin=500000', matches: 'many' },
  { label: 'platform + band, rating', filter: { platform: 'instagram', followerBand: 'micro' }, sort: 'rating', query: 'platform=instagram&followerBand=micro&sort=rating', matches: 'few' },
  { label: 'language + rating ≥ 4, price', filter: { language: 'Yoruba', minRating: 4 }, sort: 'price', query: 'language=yoruba&minRating=4&sort=price', matches: 'many' },
  { label: 'country + engagement, match', filter: { country: 'KE', engagementBand: 'high' }, sort: 'match', query: 'country=KE&engagementBand=high&sort=match', matches: 'many' },
  { label: 'a name (11 match), match', filter: { q: 'creator 1234' }, sort: 'match', query: 'q=creator%201234&sort=match', matches: 'few' },
  { label: 'a niche word (11,000 match), match', filter: { q: 'fashion' }, sort: 'match', query: 'q=fashion&sort=match', matches: 'many' },
  { label: 'platform + country (no one), followers', filter: { platform: 'instagram', country: 'NG' }, sort: 'followers', query: 'platform=instagram&country=NG&sort=followers', matches: 'none' },
  { label: 'menu: Trending', filter: {}, sort: 'trending', query: 'sort=trending', matches: 'many' },
  { label: 'menu: Country', filter: {}, sort: 'country', query: 'sort=country', matches: 'many' },
  { label: 'followers, page 60 (past the cap)', filter: {}, sort: 'followers', query: 'sort=followers&page=60', page: 60, matches: 'many' },
];
/**
 * The price ceiling of the n-th request: just under KES 200,000 (20,000,000 cents). The seeded packages cost KES 1,000
 * to about KES 201,000, so each ceiling leaves out the few dearest, and every request asks a question of its own.
 */
const ceiling = (n: number) => 20_000_000 - n;

/** The indexes a plan reads, and whether it reads a whole table. */
function reads(plan: string): string {
  const indexes = [...new Set([...plan.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (directory_entries_\w+)/g)].map((m) => m[1]))];
  return `${indexes.join(' + ') || 'no index'}${plan.includes('Seq Scan') ? ' and a Seq Scan' : ''}`;
}
const indent = (plan: string) => plan.split('\n').filter((l) => !/^\s*(Buffers|Planning:|Index Searches)/.test(l)).map((l) => `      ${l}`).join('\n');
const load = () => os.loadavg()[0]!.toFixed(1);
/**
 * The CPU time a process has used, in ms (Linux's /proc; NaN elsewhere). The API runs PGlite in its own thread, so its
 * CPU per request is what one search costs whatever the load: 20 queued requests wait about 20 times that, and more
 * on a machine that is busy. With DATABASE_URL it is the API's share alone (the server's processes are not counted).
 */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}
/** Linux's USER_HZ, which /proc reports CPU time in. */
const CLOCK_TICKS = 100;
/**
 * Waits for the requests a run left behind: autocannon stops sending when its time is up, but the server still answers
 * what it was sent, one query after another on PGlite. One more request is answered after all of them.
 */
async function drain(origin: string, path: string): Promise<void> {
  await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(120_000) }).then((res) => res.arrayBuffer());
}

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
    const out: Awaited<ReturnType<typeof explainDirectoryPage>>[] = [];
    for (const s of SEARCHES) {
      const filter = { ...s.filter, priceMax: ceiling(0) };
      // Twice: the first run reads the pages into PGlite's buffers, as the warm-up does for the figures.
      await explainDirectoryPage(db, filter, s.sort, { page: s.page ?? 1, pageSize: PER_PAGE });
      out.push(await explainDirectoryPage(db, filter, s.sort, { page: s.page ?? 1, pageSize: PER_PAGE }));
    }
    return out;
  });
  console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s (load average ${load()})`);
  for (const [i, s] of SEARCHES.entries()) {
    const plan = plans[i]!;
    const pages = plan.page.map((p, j) => `    page${plan.page.length > 1 ? ` (query ${j + 1} of ${plan.page.length}, as far as it is needed)` : ''}:\n${indent(p)}`);
    const counted = plan.n > DIRECTORY_COUNT_CAP ? `more than ${thousands(DIRECTORY_COUNT_CAP)}` : thousands(plan.n);
    console.log(`  EXPLAIN ANALYZE ${s.label}: ${counted} counted\n    count:\n${indent(plan.count)}\n${pages.join('\n') || '    page: none (nothing at that page)'}`);
    // A search that finds nothing, or reads nothing, would be fast for the wrong reason: each must find what it is for.
    check('directory', `${s.label}: ${counted} found`, MATCHES[s.matches], found(s.matches, plan.n));
    const pass = [plan.count, ...plan.page].every((p) => reads(p).startsWith('directory_entries_') && !p.includes('Seq Scan'));
    check('directory', `${s.label}: the count reads ${reads(plan.count)}; the page ${plan.page.length ? reads(plan.page.join('\n')) : 'reads nothing'}`, 'indexes only, no Seq Scan', pass);
  }

  const server = await startServer(base);
  type Row = Figures & { load: string; cpu: string };
  const figures: Row[] = [];
  const alone: Row[] = [];
  /** A run's figures, the load average at its end and the server's CPU per answer during it. */
  const measured = async (target: Target, connections: number, duration: number, label = target.label): Promise<Row> => {
    const before = cpuMs(server.child.pid);
    const f = await bench(server.origin, target, connections, duration);
    const cpu = (cpuMs(server.child.pid) - before) / Math.max(1, f.requests);
    return { ...f, label, load: load(), cpu: Number.isNaN(cpu) ? '?' : cpu.toFixed(1) };
  };
  try {
    const cached: Target = { label: 'cached: GET /api/directory/creators?sort=rating&platform=instagram', method: 'GET', path: '/api/directory/creators?sort=rating&platform=instagram' };
    await bench(server.origin, cached, CONNECTIONS, WARM_UP_S);
    const hit = await measured(cached, CONNECTIONS, seconds);
    figures.push(hit);
    if (!DATABASE_URL) check('directory', `cached page p99 ${hit.p99} ms at load ${hit.load} (server CPU ${hit.cpu} ms an answer)`, `< ${PGLITE_READ_P99_MS} ms (PGlite read)`, hit.p99 < PGLITE_READ_P99_MS);
    let asked = 0;
    for (const s of SEARCHES) {
      const base = `/api/directory/creators?perPage=${PER_PAGE}&${s.query}&priceMax=`;
      const target: Target = { label: `uncached: ${s.label}`, method: 'GET', path: `${base}${ceiling(0)}`, pathFor: () => `${base}${ceiling(++asked)}` };
      await bench(server.origin, target, CONNECTIONS, WARM_UP_S);
      await drain(server.origin, target.pathFor!(0));
      const f = await measured(target, CONNECTIONS, seconds);
      figures.push(f);
      const figure = `${s.label}: uncached p99 ${f.p99} ms at ${CONNECTIONS} connections, load ${f.load} (server CPU ${f.cpu} ms a search)`;
      if (DATABASE_URL) check('directory', figure, `< ${UNCACHED_P99_MS} ms (a server)`, f.p99 < UNCACHED_P99_MS);
      else console.log(`  figure  ${figure}: PGlite answers one query at a time, so this is ${CONNECTIONS} searches queued (the target is a server's)`);
      await drain(server.origin, target.pathFor!(0));
      const one = await measured(target, 1, ALONE_S, s.label);
      alone.push(one);
      if (!DATABASE_URL) check('directory', `${s.label}: uncached p99 ${one.p99} ms alone, load ${one.load}`, `< ${PGLITE_ALONE_P99_MS} ms (PGlite, one search)`, one.p99 < PGLITE_ALONE_P99_MS);
    }
    for (const line of unexpectedErrors([server], 2)) console.log(`  server log: ${line}`);
  } finally {
    await stopServer(server);
  }
  const withLoad = (rows: string[][], all: Row[]) => rows.map((row, i) => [...row, ...(i === 0 ? ['load 1 min', 'server CPU ms/req'] : [all[i - 1]!.load, all[i - 1]!.cpu])]);
  table(withLoad(figureRows(figures), figures));
  console.log(`\n  Alone (1 connection, ${ALONE_S} s each): what one search costs without ${CONNECTIONS - 1} others queued before it.`);
  table(withLoad(figureRows(alone), alone));
  for (const f of [...figures, ...alone]) check('directory', `${f.label}: ${f.ok2xx} answers 2xx, ${f.expected4xx} 4xx, ${f.errors} errors`, 'every answer 2xx (no 4xx, 429, 5xx or socket error)', f.ok2xx > 0 && f.expected4xx === 0 && f.errors === 0);
}
