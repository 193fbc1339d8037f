import { describe, expect, it } from 'vitest';
import { parseMoney } from '../../src/lib/money.ts';

/** What people type as an amount, in minor units (src/lib/money.ts). */
describe('parseMoney', () => {
  it('reads plain amounts and amounts with thousands grouped by commas', () => {
    expect(parseMoney('15000')).toBe(1_500_000);
    expect(parseMoney(' 1,000 ')).toBe(100_000);
    expect(parseMoney('1,250.50')).toBe(125_050);
    expect(parseMoney('12,000,000')).toBe(1_200_000_000);
  });

  it('refuses what is not a plain amount: more than 2 decimals, exponents, misplaced commas, signs', () => {
    for (const text of ['12.345', '1e3', '1,00', '10,0000', ',100', '-5', 'abc', '', '1.', '.5']) expect(parseMoney(text), text).toBeNull();
  });

  it('refuses 0 unless zero is allowed (a usage right may be free)', () => {
    expect(parseMoney('0')).toBeNull();
    expect(parseMoney('0', { zero: true })).toBe(0);
    expect(parseMoney('0.00', { zero: true })).toBe(0);
  });
});
