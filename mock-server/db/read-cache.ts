import type { DataChanges } from './changes.ts';

/** How many answers one read keeps (different filters and pages), the oldest dropped first. */
const MAX_ENTRIES = 500;

/**
 * A read's answers kept in this process until its tables change (docs/decisions/0011-postgresql.md, "Batched and
 * cached hot paths"): `name` is the one its tables' triggers announce (migration 0008). An answer computed while a
 * change was heard is returned but not kept, so a kept answer is never older than the last change heard; while the
 * feed is not live, every call computes.
 */
export function readCache<T>(changes: DataChanges, name: string): (key: string, compute: () => Promise<T>) => Promise<T> {
  const entries = new Map<string, T>();
  let generation = 0;
  changes.on(name, () => {
    generation++;
    entries.clear();
  });
  return async (key, compute) => {
    if (!changes.live()) return compute();
    const kept = entries.get(key);
    if (kept !== undefined) return kept;
    const started = generation;
    const value = await compute();
    if (started === generation && changes.live()) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, value);
    }
    return value;
  };
}
