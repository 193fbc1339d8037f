import { describe, expect, it } from 'vitest';
import { batcher } from '../../../mock-server/db/batch.ts';

describe('batcher (mock-server/db/batch.ts)', () => {
  it('runs the calls of one turn as one batch, in order, and answers each caller its own result', async () => {
    const batches: number[][] = [];
    const double = batcher(async (items: number[]) => {
      batches.push(items);
      return items.map((n) => n * 2);
    });
    expect(await Promise.all([1, 2, 3].map(double))).toEqual([2, 4, 6]);
    expect(await double(5)).toBe(10);
    expect(batches).toEqual([[1, 2, 3], [5]]);
  });

  it('takes calls made while a batch runs into the next batch', async () => {
    const batches: string[][] = [];
    let later: Promise<string> | undefined;
    const echo = batcher(async (items: string[]) => {
      batches.push(items);
      if (items.includes('a')) later = echo('c');
      return items;
    });
    expect(await Promise.all([echo('a'), echo('b')])).toEqual(['a', 'b']);
    expect(await later).toBe('c');
    expect(batches).toEqual([['a', 'b'], ['c']]);
  });

  it('runs each item alone when a batch fails, so only the bad item fails its caller', async () => {
    const batches: number[][] = [];
    const checked = batcher(async (items: number[]) => {
      batches.push(items);
      if (items.includes(13)) throw new Error('13 is refused');
      return items.map(String);
    });
    const results = await Promise.allSettled([12, 13, 14].map(checked));
    expect(results).toEqual([
      { status: 'fulfilled', value: '12' },
      { status: 'rejected', reason: new Error('13 is refused') },
      { status: 'fulfilled', value: '14' },
    ]);
    expect(batches).toEqual([[12, 13, 14], [12], [13], [14]]);
  });

  it('fails every caller when a batch answers the wrong number of results', async () => {
    const short = batcher(async (items: number[]) => items.slice(1));
    const results = await Promise.allSettled([1, 2].map(short));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
