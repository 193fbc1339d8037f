import { describe, expect, it } from 'vitest';
import type { DataChanges } from '../../../mock-server/db/changes.ts';
import { readCache } from '../../../mock-server/db/read-cache.ts';

/** A feed the test announces changes on by hand. */
function feed(live = true) {
  const listeners = new Map<string, (() => void)[]>();
  const changes: DataChanges = {
    on: (name, onChange) => listeners.set(name, [...(listeners.get(name) ?? []), onChange]),
    live: () => live,
    close: async () => {},
  };
  return { changes, announce: (name: string) => listeners.get(name)?.forEach((f) => f()) };
}

describe('readCache (mock-server/db/read-cache.ts)', () => {
  it('keeps an answer by key until its read is announced changed; other reads\' changes leave it', async () => {
    const { changes, announce } = feed();
    const cached = readCache<number>(changes, 'directory');
    let runs = 0;
    const compute = async () => ++runs;
    expect(await cached('page 1', compute)).toBe(1);
    expect(await cached('page 1', compute)).toBe(1);
    expect(await cached('page 2', compute)).toBe(2);
    announce('campaigns');
    expect(await cached('page 1', compute)).toBe(1);
    announce('directory');
    expect(await cached('page 1', compute)).toBe(3);
    expect(await cached('page 2', compute)).toBe(4);
  });

  it('returns but does not keep an answer computed while a change was announced', async () => {
    const { changes, announce } = feed();
    const cached = readCache<string>(changes, 'directory');
    expect(await cached('page', async () => {
      announce('directory');
      return 'read before the change';
    })).toBe('read before the change');
    expect(await cached('page', async () => 'read after it')).toBe('read after it');
  });

  it('keeps nothing while the feed is not live (a PostgreSQL server)', async () => {
    const cached = readCache<number>(feed(false).changes, 'directory');
    let runs = 0;
    await cached('page', async () => ++runs);
    await cached('page', async () => ++runs);
    expect(runs).toBe(2);
  });

  it('keeps at most 500 answers, dropping the oldest first', async () => {
    const cached = readCache<string>(feed().changes, 'directory');
    for (let i = 0; i <= 500; i++) await cached(`page ${i}`, async () => `first ${i}`);
    expect(await cached('page 0', async () => 'again')).toBe('again');
    expect(await cached('page 500', async () => 'again')).toBe('first 500');
  });
});
