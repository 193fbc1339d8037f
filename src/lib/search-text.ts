/**
 * Text reduced to its letters and digits, lower-cased and without accents, for forgiving text search:
 * "M-Pesa", "m pesa" and "MPESA" all become "mpesa", so a query matches however either side spells it.
 */
export const searchKey = (text: string): string =>
  text.normalize('NFKD').toLocaleLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Whether `query` occurs in any of `fields`, compared by their search keys. A query with no letters or digits matches nothing. */
export function matchesSearch(query: string, ...fields: string[]): boolean {
  const needle = searchKey(query);
  return needle !== '' && fields.some((field) => searchKey(field).includes(needle));
}
