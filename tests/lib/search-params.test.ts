import { describe, expect, it } from 'vitest';
import { anyString, matching, oneOf, oneOfKeys, page, recordId, searchSchema, text } from '../../src/lib/search-params.ts';
import { wizardStepParam } from '../../src/lib/search-keys.ts';
import { WIZARD_STEPS } from '../../src/domain/campaign-wizard-form.ts';

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

  it('takes exactly the members listed as keys', () => {
    const color = oneOfKeys<'red' | 'blue'>({ red: true, blue: true });
    expect(['red', 'blue', 'green', 'constructor', 1].map(color)).toEqual(['red', 'blue', undefined, undefined, undefined]);
  });

  it('accepts every wizard step the machines define, and nothing else', () => {
    expect(WIZARD_STEPS.map(wizardStepParam)).toEqual([...WIZARD_STEPS]);
    expect([wizardStepParam('pay'), wizardStepParam('toString')]).toEqual([undefined, undefined]);
  });

  it('takes a record id as the API makes them, and drops anything else', () => {
    expect(['cmp-kahawa-completed', '3f1c2a9e-7b4d-4e8a-9c1f-2d3e4f5a6b7c', 'cmp_1'].map(recordId)).toEqual(['cmp-kahawa-completed', '3f1c2a9e-7b4d-4e8a-9c1f-2d3e4f5a6b7c', 'cmp_1']);
    expect(['', '../admin', 'cmp 1', 'x'.repeat(65), 42].map(recordId)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
