import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../mock-server/db/database.ts';
import { storedAnswers } from './survey.ts';

/**
 * Rows for the scale section, written straight into the database before a server starts: clicks on the seeded
 * tracking links and surveys, the two tables that grow with use (issue 18). One `insert … select generate_series`
 * per table, numbered from `from`, so a second call tops a folder up from 10,000 to 1,000,000 without rewriting it.
 *
 * A bulk load, as a restore would do it: inside one transaction the two tables' secondary indexes are dropped and
 * built again afterwards (a sorted build is several times faster than a million random inserts into each), and, when
 * the role may, foreign-key triggers are skipped (`session_replication_role = replica`; every click names a seeded
 * link). The definitions are read back from pg_indexes, so the rebuilt indexes are exactly the migrations' own.
 * Then VACUUM ANALYZE: PGlite has no autovacuum to give the planner its statistics, and a server's would otherwise
 * run in the middle of the measurements.
 */
export const BIG_TABLES = ['clicks', 'surveys'] as const;

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = async (db: Db, query: SQL) => ((await db.execute(query)) as unknown as Rows).rows;

/** Scale rows are told apart from the seed's and from what a benchmark writes by their ids. */
export const SCALE_CLICK_PREFIX = 'scale-clk-';
export const SCALE_SURVEY_PREFIX = 'scale-survey-';

/** The answers every scale survey shares; its id, email and date are added per row. */
const ANSWERS = storedAnswers('');

async function insertClicks(db: Db, from: number, to: number): Promise<void> {
  const [links] = await rowsOf(db, sql`select count(*)::int as n from tracking_links`);
  if (!links || Number(links.n) === 0) throw new Error('No tracking links are seeded, so there is nothing to click.');
  // Spread over every seeded link, over the last 90 days, each from its own visitor (a distinct IP hash).
  await db.execute(sql`
    insert into clicks (id, link_id, at, country, device, referrer, ip_hash)
    select ${SCALE_CLICK_PREFIX} || lpad(g::text, 9, '0'), l.ids[1 + g % array_length(l.ids, 1)],
      now() - (g % 7776000) * interval '1 second',
      (array['KE', 'UG', 'TZ', 'NG', 'unknown'])[1 + g % 5], (array['mobile', 'desktop', 'tablet'])[1 + g % 3],
      case when g % 4 = 0 then 'instagram.com' end, md5(g::text) || md5((-g)::text)
    from generate_series(${from}::int, ${to}::int) g, (select array_agg(id order by id) as ids from tracking_links) l`);
}

async function insertSurveys(db: Db, from: number, to: number): Promise<void> {
  // One a minute back from now, oldest last, so the admin list sorts real, distinct dates.
  await db.execute(sql`
    insert into surveys (id, industry_sector, email_address, company_name, answers, created_at)
    select s.id, s.sector, s.email, 'Stress Ltd',
      ${JSON.stringify(ANSWERS)}::jsonb || jsonb_build_object('id', s.id, 'industrySector', s.sector, 'emailAddress', s.email,
        'createdAt', to_char(s.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
      s.at
    from (
      select ${SCALE_SURVEY_PREFIX} || lpad(g::text, 9, '0') as id, 'scale-' || g || '@stress.test' as email,
        (array['technology', 'retail', 'finance', 'health', 'education'])[1 + g % 5] as sector, now() - g * interval '1 minute' as at
      from generate_series(${from}::int, ${to}::int) g
    ) s`);
}

/** Adds rows `from`..`to` (1-based, inclusive) to each big table, in one transaction. */
export async function addBigRows(db: Db, from: number, to: number): Promise<void> {
  if (to < from) return;
  await db.transaction(async (tx) => {
    const [role] = await rowsOf(tx, sql`select rolsuper from pg_roles where rolname = current_user`);
    if (role?.rolsuper === true) await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const indexes = await rowsOf(tx, sql`
      select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename in ('clicks', 'surveys')
        and indexname not in (select conname from pg_constraint where contype in ('p', 'u', 'x'))`);
    for (const { indexname } of indexes) await tx.execute(sql.raw(`drop index "${String(indexname)}"`));
    await insertClicks(tx, from, to);
    await insertSurveys(tx, from, to);
    for (const { indexdef } of indexes) await tx.execute(sql.raw(String(indexdef)));
  });
  // VACUUM as well: on a server, autovacuum would otherwise visit a million new rows during the measurements; on
  // either engine, the first reads would set the new rows' hint bits then.
  for (const table of BIG_TABLES) await db.execute(sql.raw(`vacuum analyze ${table}`));
}

/** How many rows each big table holds now. */
export async function bigCounts(db: Db): Promise<Record<(typeof BIG_TABLES)[number], number>> {
  const [row] = await rowsOf(db, sql`select (select count(*) from clicks)::int as clicks, (select count(*) from surveys)::int as surveys`);
  return { clicks: Number(row?.clicks ?? 0), surveys: Number(row?.surveys ?? 0) };
}

/** A seeded link's slug, for the redirect (the first by id). */
export async function seededSlug(db: Db): Promise<string> {
  const [row] = await rowsOf(db, sql`select slug from tracking_links order by id limit 1`);
  if (!row) throw new Error('No tracking link is seeded.');
  return String(row.slug);
}
