import * as v from 'valibot';

/**
 * Search params of the inbox lists. Each falls back instead of failing, so a hand-edited or stale URL
 * still opens the list (page 1, no filter) rather than an error page; the local API re-checks everything.
 */
// No default: page 1 is the API's, which keeps `?page=1` out of the URL.
export const pageParam = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined);

// The router reads `?q=123` as a number, so numbers are accepted and turned back into text.
export const queryParam = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform((value) => String(value).trim().slice(0, 100)))),
  undefined,
);

export const optionParam = <T extends string>(values: readonly T[]) => v.fallback(v.optional(v.picklist(values)), undefined);
