import { describe, expect, it } from 'vitest';
import { countries, countryCode, countryName } from '../../src/lib/countries.ts';

describe('countries', () => {
  it('names countries with the platform\'s Intl names', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    const byCode = new Map(countries().map((c) => [c.code, c.name]));

    expect(byCode.get('KE')).toBe('Kenya');
    expect(byCode.get('NG')).toBe('Nigeria');
    for (const [code, name] of byCode) expect(name).toBe(names.of(code));
  });

  it('is sorted by name', () => {
    const names = countries().map((c) => c.name);

    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('has no duplicate codes', () => {
    const codes = countries().map((c) => c.code);

    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each(['EU', 'EZ', 'UN', 'ZZ', 'QO'])('leaves out %s, which is not a country', (code) => {
    expect(countries().map((c) => c.code)).not.toContain(code);
  });

  it('has about as many entries as there are ISO 3166 countries and territories', () => {
    expect(countries().length).toBeGreaterThanOrEqual(240);
    expect(countries().length).toBeLessThanOrEqual(270);
  });

  it('uses two-letter upper-case codes and a name for each', () => {
    for (const { code, name } of countries()) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(name).not.toBe('');
      expect(name).not.toBe(code);
    }
  });
});

describe('countryCode and countryName', () => {
  it('names every listed code', () => {
    for (const { code, name } of countries()) expect(countryName(code)).toBe(name);
  });

  it.each(['KE', 'NG', 'TZ', 'UG', 'ZA', 'GH', 'US', 'CI'])('round-trips %s between code and name', (code) => {
    const name = countryName(code);

    expect(name).not.toBe('');
    expect(countryCode(name)).toBe(code);
  });

  it.each(['Kenya', 'kenya', 'KENYA', '  Kenya '])('finds a code by name whatever its case or spacing (%j)', (name) => {
    expect(countryCode(name)).toBe('KE');
  });

  it('gives nothing for an unknown name or code', () => {
    expect(countryCode('Atlantis')).toBe('');
    expect(countryCode('')).toBe('');
    expect(countryName('EU')).toBe('');
    expect(countryName('XX')).toBe('');
  });
});

describe('countries: withdrawn codes', () => {
  it('names each country once and round-trips every one between code and name', () => {
    const list = countries();
    expect(new Set(list.map((c) => c.name)).size).toBe(list.length);
    for (const { code, name } of list) expect(countryCode(name)).toBe(code);
  });

  it.each([['Germany', 'DE'], ['Serbia', 'RS'], ['Zimbabwe', 'ZW'], ['Vietnam', 'VN'], ['Yemen', 'YE']])('maps %s to its current code %s', (name, code) => {
    expect(countryCode(name)).toBe(code);
  });
});
