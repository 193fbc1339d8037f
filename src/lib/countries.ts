/**
 * Every country and territory the platform can name, with names from `Intl.DisplayNames` rather than
 * a hand-typed list. Region codes are probed A–Z × A–Z; the platform names the real ones.
 */
const NOT_COUNTRIES = new Set([
  // Groupings, private use and special areas.
  'EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB', 'AC', 'CP', 'DG', 'EA', 'IC', 'TA',
  // Withdrawn codes the platform still names (Germany would otherwise also be DD, Serbia CS and YU).
  'AN', 'BU', 'CS', 'DD', 'DY', 'FX', 'HV', 'NH', 'RH', 'SU', 'TP', 'UK', 'VD', 'YD', 'YU', 'ZR',
]);

let cache: Array<{ code: string; name: string }> | null = null;

export function countries(locale = 'en'): Array<{ code: string; name: string }> {
  if (cache) return cache;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const found: Array<{ code: string; name: string }> = [];
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b;
      const name = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
      if (name && name !== code) found.push({ code, name });
    }
  }
  cache = found.sort((x, y) => x.name.localeCompare(y.name, locale));
  return cache;
}

export const countryCode = (name: string) => countries().find((c) => c.name.toLowerCase() === name.trim().toLowerCase())?.code ?? '';
export const countryName = (code: string) => countries().find((c) => c.code === code)?.name ?? '';

/** Kenya, where Sauti starts, when the browser names no region the list knows. */
export const HOME_COUNTRY = 'KE';

/**
 * The country the user most likely lives in: the region of the browser's language ("en-NG" → NG), if it names
 * one the list knows, else Kenya. A language alone ("en", "sw") names no region.
 */
export function likelyCountry(language: string | undefined = typeof navigator === 'undefined' ? undefined : navigator.language): string {
  let region: string | undefined;
  try {
    region = language ? new Intl.Locale(language).region : undefined;
  } catch {
    region = undefined; // not a language tag
  }
  return region && countryName(region) ? region : HOME_COUNTRY;
}

/** The list with `first` at its head, then every other country by name; each country once. */
export function countriesWithFirst(first: string): Array<{ code: string; name: string }> {
  const head = countries().find((c) => c.code === first);
  return head ? [head, ...countries().filter((c) => c !== head)] : countries();
}
