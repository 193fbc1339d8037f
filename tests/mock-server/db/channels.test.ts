import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { pgliteChannels } from '../../../mock-server/db/channels.ts';

/** A stand-in for PGlite's listen: the first call fails (as on a closing database), later ones deliver. */
function flakyClient() {
  let calls = 0;
  const callbacks: Array<(payload: string) => void> = [];
  const client = {
    listen: (_channel: string, callback: (payload: string) => void) => {
      calls++;
      if (calls === 1) return Promise.reject(new Error('the database is closing'));
      callbacks.push(callback);
      return Promise.resolve(async () => {});
    },
  };
  return { client: client as unknown as PGlite, calls: () => calls, notify: (payload: string) => callbacks.forEach((cb) => cb(payload)) };
}

describe('channels on PGlite (db/channels.ts)', () => {
  it('a listen that failed holds nothing: the next one listens again and each notice reaches it once', async () => {
    const fake = flakyClient();
    const channels = pgliteChannels(fake.client);
    const first: string[] = [];
    await expect(channels.listen('sauti_messages', (p) => first.push(p))).rejects.toThrow('the database is closing');

    const second: string[] = [];
    await channels.listen('sauti_messages', (p) => second.push(p));
    expect(fake.calls()).toBe(2);
    fake.notify('hello');
    expect(second).toEqual(['hello']);
    expect(first).toEqual([]);
  });
});
