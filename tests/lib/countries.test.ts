import { describe, expect, it } from 'vitest';
import { countries, countriesWithFirst, countryCode, countryName, likelyCountry } from '../../src/lib/countries.ts';

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

describe('likelyCountry and countriesWithFirst (issue 20)', () => {
  it.each([['en-NG', 'NG'], ['sw-KE', 'KE'], ['en-GB', 'GB'], ['fr-CI', 'CI']])('takes the region of %s', (language, code) => {
    expect(likelyCountry(language)).toBe(code);
  });

  it.each(['en', 'sw', '', 'not a tag!', 'en-EU', 'es-419'])('falls back to Kenya for %j, which names no country', (language) => {
    expect(likelyCountry(language)).toBe('KE');
  });

  it('puts the likely country first, then every other by name, each once', () => {
    const list = countriesWithFirst('KE');
    expect(list[0]).toEqual({ code: 'KE', name: 'Kenya' });
    expect(list[1]?.name).toBe('Afghanistan');
    expect(list).toHaveLength(countries().length);
    expect(list.filter((c) => c.code === 'KE')).toHaveLength(1);
  });
});
