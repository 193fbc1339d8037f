import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../../../mock-server/db/database.ts';

const TYPED = sql`select timestamptz '2026-11-26 10:00:00+00' as t, date '2026-11-26' as d, interval '1 day' as i,
  array[timestamptz '2026-11-26 10:00:00+00'] as ta, array[1.5]::numeric[] as na, '{"a":1}'::jsonb as j, 5::int as n, array['x'] as xs`;
const AS_DRIZZLE_WANTS = {
  t: '2026-11-26 10:00:00+00', d: '2026-11-26', i: '1 day', ta: '{"2026-11-26 10:00:00+00"}', na: '{1.5}', j: { a: 1 }, n: 5, xs: ['x'],
};

describe('PGlite behind Drizzle (mock-server/db/database.ts)', () => {
  it('leaves dates, times, intervals and their arrays as text without a parsers map on each query, in and out of transactions', async () => {
    const database = await openDatabase({ kind: 'memory' });
    onTestFinished(() => database.close());
    const sent: unknown[] = [];
    const query = database.pglite!.query.bind(database.pglite!);
    database.pglite!.query = ((text: string, params?: unknown[], options?: Record<string, unknown>) => {
      sent.push(options?.parsers);
      return query(text, params, options);
    }) as typeof query;
    const rows = (result: unknown) => (result as { rows: unknown[] }).rows;
    expect(rows(await database.db.execute(TYPED))[0]).toEqual(AS_DRIZZLE_WANTS);
    expect(sent).toEqual([undefined]);
    expect(rows(await database.db.transaction((tx) => tx.execute(TYPED)))[0]).toEqual(AS_DRIZZLE_WANTS);
  });
});
