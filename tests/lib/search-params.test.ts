import { describe, expect, it } from 'vitest';
import { anyString, matching, oneOf, page, searchSchema, text } from '../../src/lib/search-params.ts';

describe('search params', () => {
  const schema = searchSchema({ role: oneOf(['brand', 'influencer']), q: text(10), page, email: anyString, country: matching((c) => /^[A-Z]{2}$/.test(c), (v) => v.toUpperCase()) });

  it('keeps values that fit and turns a numeric query back into text', () => {
    expect(schema({ role: 'brand', q: 123, page: 2, email: 'a@b.test', country: 'ke' })).toEqual({ role: 'brand', q: '123', page: 2, email: 'a@b.test', country: 'KE' });
  });

  it('sets values that do not fit to undefined (so the raw value cannot leak through), and drops unknown keys', () => {
    const out = schema({ role: 'admin', q: { x: 1 }, page: 0, email: 5, country: 'Kenya', extra: 'x' });
    expect(out).toStrictEqual({ role: undefined, q: undefined, page: undefined, email: undefined, country: undefined });
    expect(schema({ page: 1.5 })).toEqual({});
    expect(schema({ page: '3' })).toEqual({});
  });

  it('trims and cuts free text to its maximum', () => {
    expect(schema({ q: '   Nairobi food and drink  ' })).toEqual({ q: 'Nairobi fo' });
  });
});
