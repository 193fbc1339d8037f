import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { ServerContext } from '../context.ts';

/**
 * Runs `work` inside one database transaction, with a context whose `db` is that transaction, so every function it
 * calls (each taking `ctx` as today) reads and writes inside it: a money movement and the records it belongs to are
 * committed together or not at all. Called inside a transaction already, it joins it (no savepoint): the outermost
 * caller decides where the unit of work ends.
 *
 * Inside `work`, use only the context it is given: reaching for the outer `ctx.db` opens a second connection, which
 * on PGlite (one connection) waits for this transaction forever.
 */
export async function inTransaction<T>(ctx: ServerContext, work: (tctx: ServerContext) => Promise<T>): Promise<T> {
  if (is(ctx.db, PgTransaction)) return work(ctx);
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
}
