import type { Notification } from '../../machines/campaignTypes.ts';
import type { ServerContext } from '../context.ts';
import type { Account, ProfileRecord } from '../types.ts';
import type { VerificationRecord } from './rows.ts';

/**
 * PG-MERGE: dual write. The people records live in PostgreSQL, but code of the other parts still reads them from
 * lowdb (`ctx.store.get('accounts')` and the like) until the merge. Every write of a people record is mirrored here,
 * after PostgreSQL took it; nothing in the people part reads these copies. The merge deletes this file.
 */
type Collection = 'accounts' | 'profiles' | 'verifications' | 'notifications';

function put(ctx: ServerContext, collection: Collection, record: { id: string }): void {
  const list = ctx.store.get(collection) as unknown as { find(q: object): { value(): unknown; assign(r: object): { value(): unknown } }; push(r: object): { value(): unknown } };
  if (list.find({ id: record.id }).value()) list.find({ id: record.id }).assign(record).value(); // PG-MERGE: dual write
  else list.push(record).value(); // PG-MERGE: dual write
  ctx.store.write(); // PG-MERGE: dual write
}

export const mirrorAccount = (ctx: ServerContext, account: Account) => put(ctx, 'accounts', account);
export const mirrorProfile = (ctx: ServerContext, profile: ProfileRecord) => put(ctx, 'profiles', profile);
export const mirrorVerification = (ctx: ServerContext, record: VerificationRecord) => put(ctx, 'verifications', record);
export const mirrorNotification = (ctx: ServerContext, notification: Notification) => put(ctx, 'notifications', notification);

/** Removes the people records of purged accounts from lowdb (the other parts' records are theirs to keep). */
export function mirrorPurge(ctx: ServerContext, ids: ReadonlySet<string>, collection: Collection, owner: 'id' | 'accountId' | 'creatorId' | 'userId'): void {
  const list = (ctx.store.get(collection).value() as unknown as Array<Record<string, unknown>>).filter((r) => !ids.has(String(r[owner]))); // PG-MERGE: dual write
  ctx.store.set(collection, list as never).write(); // PG-MERGE: dual write
}
