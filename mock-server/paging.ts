import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
export const MAX_QUERY_LENGTH = 100;

// Query strings arrive as text, or as arrays and objects when a key repeats (`?q=a&q=b`); only single text passes.
const whole = (label: string) =>
  z.coerce.number({ error: `${label} must be a whole number.` }).int(`${label} must be a whole number.`).min(1, `${label} must be 1 or more.`);

/** `?page=&pageSize=&q=`: a page size over the cap is lowered to it rather than refused, so a greedy client still gets an answer. */
export const pagingQuery = z.object({
  page: whole('page').default(1),
  pageSize: whole('pageSize').transform((n) => Math.min(n, MAX_PAGE_SIZE)).default(DEFAULT_PAGE_SIZE),
  q: z.string({ error: 'q must be text.' }).trim().max(MAX_QUERY_LENGTH, `Keep q under ${MAX_QUERY_LENGTH} characters.`).default(''),
});

/** An optional filter that is one of `values`; an empty value means "no filter", as an HTML form sends it. */
export const oneOf = <T extends string>(name: string, values: readonly T[]) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values as [T, ...T[]], { error: `${name} must be one of: ${values.join(', ')}.` }).optional());

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page of `items`; a page past the end is empty, not an error, so totals stay truthful. */
export function paginate<T>(items: readonly T[], { page, pageSize }: { page: number; pageSize: number }): Page<T> {
  const start = (page - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), total: items.length, page, pageSize };
}

/** True when `q` is empty or any of `fields` contains it, ignoring case. */
export function matchesQuery(q: string, fields: readonly unknown[]): boolean {
  if (!q) return true;
  const needle = q.toLocaleLowerCase();
  return fields.some((f) => typeof f === 'string' && f.toLocaleLowerCase().includes(needle));
}

/** Newest first; records made in the same millisecond keep "last stored, first shown". */
export function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].reverse().sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
