import { count, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '../paging.ts';
import type { Db } from './database.ts';

/** `%q%` for ILIKE with the pattern characters of `q` taken literally. */
export const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** True when `q` is empty or any of `fields` contains it, ignoring case: the SQL twin of paging.ts's matchesQuery. */
export function textMatch(q: string, fields: Array<PgColumn | SQL>): SQL | undefined {
  if (!q) return undefined;
  return or(...fields.map((field) => ilike(field, containing(q))));
}

/** A text field inside a jsonb column, for `textMatch`. */
export const jsonText = (column: PgColumn, field: string): SQL => sql`(${column} ->> ${field})`;

/** One page of a table and the total matching `where`; a page past the end is empty, not an error. */
export async function selectPage<T extends PgTable>(db: Db, table: T, where: SQL | undefined, order: SQL[], paging: { page: number; pageSize: number }): Promise<Page<T['$inferSelect']>> {
  const { page, pageSize } = paging;
  const items = await db.select().from(table as PgTable).where(where).orderBy(...order).limit(pageSize).offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(table as PgTable).where(where);
  return { items: items as T['$inferSelect'][], total: total?.n ?? 0, page, pageSize };
}
