import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newestFirst } from '../../mock-server/paging.ts';

/** The order as first written: every comparison parsed both dates. newestFirst must keep it exactly. */
const reference = <T extends { createdAt: string }>(items: readonly T[]) =>
  [...items].reverse().sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

describe('newestFirst', () => {
  it('puts the newest first, and of records made in the same millisecond the last stored first', async () => {
    const items = [
      { id: 'a', createdAt: '2026-01-01T10:00:00.000Z' },
      { id: 'b', createdAt: '2026-01-02T10:00:00.000Z' },
      { id: 'c', createdAt: '2026-01-01T10:00:00.000Z' },
      { id: 'd', createdAt: '2026-01-01T13:00:00+03:00' },
    ];
    expect(newestFirst(items).map((i) => i.id)).toEqual(['b', 'd', 'c', 'a']);
    expect(items.map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('orders any list exactly as parsing in every comparison did: server-written dates, other forms, unreadable ones', async () => {
    // As the server writes them (compared as text), with ties; then forms that must be parsed, mixed in.
    const written = fc.oneof(
      fc.date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }).map((d) => d.toISOString()),
      fc.integer({ min: 0, max: 5 }).map((d) => new Date(Date.UTC(2024, 1, 27 + d)).toISOString()),
      fc.constantFrom('2023-03-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z', '2024-02-28T00:00:00.000Z', '2100-03-01T00:00:00.000Z', '2000-02-29T00:00:00.000Z'),
    );
    // Shaped like the server's, but text order is not time order: Date.parse reads 30 February 2024 and 29 February
    // 2023 or 2100 (no leap years) as 1 March, and 24:00 as the next midnight.
    const traps = fc.constantFrom('2024-02-30T00:00:00.000Z', '2023-02-29T00:00:00.000Z', '2100-02-29T00:00:00.000Z', '2024-02-27T24:00:00.000Z', '2024-02-28T00:00:00Z');
    const other = fc.oneof(
      fc.integer({ min: 0, max: 5 }).map((d) => `2024-02-2${7 + d}T03:00:00+03:00`),
      fc.constantFrom('', 'not a date'),
    );
    const list = (date: fc.Arbitrary<string>) => fc.array(fc.record({ id: fc.nat(), createdAt: date }), { maxLength: 40 });
    fc.assert(
      fc.property(fc.oneof(list(written), list(fc.oneof(written, traps)), list(fc.oneof(written, traps, other))), (items) => {
        expect(newestFirst(items)).toEqual(reference(items));
      }),
      { numRuns: 500, seed: 15 },
    );
  });
});
