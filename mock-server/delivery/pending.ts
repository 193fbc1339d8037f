import type { ServerContext } from '../context.ts';

/**
 * PG-MERGE: a bridge until the merge. Code of other parts that still runs synchronously (setUpContract, the purge)
 * calls delivery functions that are now async, without awaiting them. Such a call is kept here, and every API request
 * waits for the ones still running before it starts (deliveryDeadlines), so the next request sees their rows. Once
 * those callers await, this file goes. Keyed by the server's store, one per server.
 */
const running = new WeakMap<object, Set<Promise<unknown>>>();

export function keepUntilSettled<T>(ctx: Pick<ServerContext, 'store'>, work: Promise<T>): Promise<T> {
  const set = running.get(ctx.store) ?? new Set<Promise<unknown>>();
  running.set(ctx.store, set);
  const settled = work.then(
    () => undefined,
    (error: unknown) => console.error('[delivery] work begun by a caller that did not wait failed:', (error as Error).message),
  );
  set.add(settled);
  void settled.finally(() => set.delete(settled));
  return work;
}

/** Waits for the work begun by callers that did not wait (see above). */
export async function settleKept(ctx: Pick<ServerContext, 'store'>): Promise<void> {
  const set = running.get(ctx.store);
  while (set && set.size > 0) await Promise.all([...set]);
}
