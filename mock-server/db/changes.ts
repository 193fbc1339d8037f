import type { PGlite } from '@electric-sql/pglite';

/** The channel the tables of cached reads announce their changes on (migration 0008_data_changes). */
export const CHANGES_CHANNEL = 'data_changes';

/**
 * Committed changes to the tables a cached read depends on (docs/decisions/0011-postgresql.md, "Batched and cached
 * hot paths"). A statement trigger on each table sends the read's name by NOTIFY, which PostgreSQL delivers only once
 * the change commits. A cache serves only while its feed is live.
 */
export interface DataChanges {
  /** Calls `onChange` after each committed change of the read `name`'s tables. */
  on(name: string, onChange: () => void): void;
  /** Whether changes are being heard now. */
  live(): boolean;
  close(): Promise<void>;
}

/** The reads listened for, by name. */
function subscribers() {
  const byName = new Map<string, Set<() => void>>();
  return {
    add(name: string, onChange: () => void) {
      const set = byName.get(name) ?? new Set();
      set.add(onChange);
      byName.set(name, set);
    },
    tell(name: string) {
      for (const onChange of byName.get(name) ?? []) onChange();
    },
  };
}

/**
 * PGlite: one connection, in the one process that holds its data folder. It delivers a notification while it reads the
 * committing statement's answer (in a microtask, before the writer's code goes on), so a change is heard before any
 * later request is read: a cache on it is exact.
 */
export function pgliteChanges(client: PGlite): DataChanges {
  const subs = subscribers();
  let listening: Promise<void> | undefined;
  let heard = false;
  return {
    on(name, onChange) {
      subs.add(name, onChange);
      // Nothing is kept until the LISTEN is in place: an answer computed before it could miss a change.
      listening ??= client.listen(CHANGES_CHANNEL, (payload) => subs.tell(payload)).then(() => {
        heard = true;
      });
    },
    live: () => heard,
    close: async () => {
      heard = false;
    },
  };
}

/**
 * A PostgreSQL server: a NOTIFY reaches another connection only moments after the commit, so a process could answer
 * from its cache after its own write had committed. Exact answers matter more than the saving, so on a server no read
 * is cached: the feed is never live, and every read queries (the server runs them beside the API, on its own CPUs).
 */
export const unheardChanges: DataChanges = { on: () => {}, live: () => false, close: async () => {} };
