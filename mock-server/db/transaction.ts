import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { ServerContext } from '../context.ts';
import type { MailMessage } from '../mailbox.ts';

/**
 * Runs `work` inside one database transaction, with a context whose `db` is that transaction, so every function it
 * calls (each taking `ctx` as today) reads and writes inside it: a money movement and the records it belongs to are
 * committed together or not at all. Called inside a transaction already, it joins it (no savepoint): the outermost
 * caller decides where the unit of work ends.
 *
 * Mail sent inside `work` (a notice's email) is held and goes only once the transaction has committed: a unit of work
 * that rolls back tells no one of what did not happen.
 *
 * Inside `work`, use only the context it is given: reaching for the outer `ctx.db` opens a second connection, which
 * on PGlite (one connection) waits for this transaction forever.
 */
export async function inTransaction<T>(ctx: ServerContext, work: (tctx: ServerContext) => Promise<T>): Promise<T> {
  if (is(ctx.db, PgTransaction)) return work(ctx);
  const held: MailMessage[] = [];
  const mailbox = { ...ctx.mailbox, send: (message: MailMessage) => { held.push(message); } };
  const result = await ctx.db.transaction((tx) => work({ ...ctx, db: tx, mailbox }));
  for (const message of held) ctx.mailbox.send(message);
  return result;
}
