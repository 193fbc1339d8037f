import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/**
 * Serialises work on one key (an email, an account) across every process on the database until the transaction
 * ends: the "check, then write" of a rule such as the code cooldown holds even when two requests race.
 */
export async function lockKey(tx: Db, scope: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${scope}), hashtext(${key}))`);
}
