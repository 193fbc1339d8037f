import { MINOR_PER_MAJOR, type Currency } from '../domain/campaign-types.ts';

/** Money is stored in minor units (cents); people read and type major units. */
export const toMinor = (major: number): number => Math.round(major * MINOR_PER_MAJOR);
export const toMajor = (minor: number): number => minor / MINOR_PER_MAJOR;

/** "KES 15,000" or "USD 1,250.50": whole amounts show no cents. */
export function formatMoney(minor: number | null | undefined, currency: Currency): string {
  if (minor === null || minor === undefined) return '—';
  const major = toMajor(minor);
  const digits = Number.isInteger(major) ? 0 : 2;
  return `${currency} ${major.toLocaleString('en-KE', { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`;
}

/**
 * What a person typed as an amount ("15000", "15,000", "1250.50"), in minor units; null unless it is a plain amount
 * (thousands grouped by commas or not, at most 2 decimals: not "12.345" or "1e3") of at least one cent, or of 0 with `zero`.
 */
export function parseMoney(text: string, { zero = false } = {}): number | null {
  const trimmed = text.trim();
  if (!/^(\d{1,13}|\d{1,3}(,\d{3}){1,4})(\.\d{1,2})?$/.test(trimmed)) return null;
  const minor = toMinor(Number(trimmed.replaceAll(',', '')));
  return minor >= 1 || (zero && minor === 0) ? minor : null;
}
