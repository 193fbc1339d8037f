import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { campaignApplications, campaigns, contracts } from './db/schema/campaigns.ts';
import type { ServerContext } from './context.ts';
import type { Store } from './store.ts';

/**
 * PG-MERGE: delete this file at the merge, with every call of `mirrorLater`.
 *
 * Until the other parts move, their synchronous code still changes campaigns, applications and contracts in lowdb:
 * delivery, money and the purge end contracts and then call the synchronous `completeIfFinished`; the launch payment
 * moves its campaign through the synchronous `moveCampaign`; the purge cancels campaigns (campaign-view.ts,
 * campaign-completion.ts and recruiting.ts keep those for them). Those functions name the records they touched here,
 * and every read in the campaigns part first copies them from lowdb into PostgreSQL (`catchUp`), so this part reads
 * PostgreSQL only and still sees what the others wrote. In-process state, so one process only: a bridge for this
 * branch, not a design.
 */
type Kind = 'campaigns' | 'campaignApplications' | 'contracts';
const KINDS: readonly Kind[] = ['campaigns', 'campaignApplications', 'contracts'];
const TABLES = { campaigns, campaignApplications, contracts } as const;
const marked = new WeakMap<Store, Record<Kind, Set<string>>>();

/** Notes records that synchronous code changed in lowdb, to be copied into PostgreSQL before the next read. */
export function mirrorLater(ctx: Pick<ServerContext, 'store'>, kind: Kind, ids: Iterable<string>): void {
  let marks = marked.get(ctx.store);
  if (!marks) marked.set(ctx.store, (marks = { campaigns: new Set(), campaignApplications: new Set(), contracts: new Set() }));
  for (const id of ids) marks[kind].add(id);
}

/**
 * Copies the noted records from lowdb into PostgreSQL (parents first, for the foreign keys). Inside a transaction
 * the notes stay, since a refusal may roll the copies back; the next copy outside one settles them (it is idempotent).
 */
export async function catchUp(ctx: ServerContext): Promise<void> {
  const marks = marked.get(ctx.store);
  if (!marks) return;
  if (!is(ctx.db, PgTransaction)) marked.delete(ctx.store);
  try {
    for (const kind of KINDS) {
      const table = TABLES[kind];
      for (const id of marks[kind]) {
        const record = (ctx.store.get(kind).value() as Array<{ id: string }>).find((r) => r.id === id);
        if (!record) continue;
        await ctx.db.insert(table).values(record as never).onConflictDoUpdate({ target: table.id, set: record as never });
      }
    }
  } catch (error) {
    for (const kind of KINDS) mirrorLater(ctx, kind, marks[kind]);
    throw error;
  }
}
