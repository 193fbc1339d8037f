/**
 * Search-param schemas for routes' `validateSearch`. Route options ship in every page's first load, so
 * these are a few small functions rather than valibot (quality issue: "put search validation on a small
 * schema"). A field that does not fit is dropped rather than failing, so a stale or hand-edited URL still
 * opens the page; the local API re-checks everything it is sent.
 *
 * Give each route's schema a module constant (`const loginSearch = searchSchema({...})`): written inline
 * in the route options, TypeScript infers it from the router's generics and the search type collapses to `{}`.
 */
export type Field<T> = (value: unknown) => T | undefined;

type Output<S extends Record<string, Field<unknown>>> = { [K in keyof S]?: ReturnType<S[K]> };

/**
 * A `validateSearch` function from one field rule per key. Every key is set, to undefined when its value does
 * not fit: the router spreads the raw search under each route's result, so a left-out key would let the raw
 * value through to `loaderDeps`.
 */
export function searchSchema<S extends Record<string, Field<unknown>>>(shape: S): (search: Record<string, unknown>) => Output<S> {
  return (search) => Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field(search[key])])) as Output<S>;
}

/** One of a fixed list of strings. */
export const oneOf = <const T extends string>(values: readonly T[]): Field<T> => (value) =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** Any string, as sent. */
export const anyString: Field<string> = (value) => (typeof value === 'string' ? value : undefined);

/** Free text, trimmed and cut to `max`. The router reads `?q=123` as a number, so numbers become text again. */
export const text = (max = 100): Field<string> => (value) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, max) : undefined;

/** A string that passes `test` after `normalise` (e.g. a country code, upper-cased). */
export const matching = (test: (value: string) => boolean, normalise = (value: string) => value): Field<string> => (value) =>
  typeof value === 'string' && test(normalise(value)) ? normalise(value) : undefined;

/** A record's id, as the API makes them (`cmp-…`, a UUID): letters, digits, `-` and `_`. */
export const recordId: Field<string> = matching((value) => /^[\w-]{1,64}$/.test(value));

/** A page number: a whole number from 1. No default, so `?page=1` stays out of the URL. */
export const page: Field<number> = (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined);

/**
 * One of a union's members, listed as the keys of `{ member: true }`. Give the union as the type argument: the
 * compiler then refuses a missing or unknown member, so the list can stand in for a machine module's constant
 * without loading that module with every page (docs/decisions/0008).
 */
export const oneOfKeys = <T extends string>(members: Record<T, true>): Field<T> => oneOf(Object.keys(members) as T[]);
