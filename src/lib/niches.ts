import { MAX_NICHES } from '../domain/onboarding-types.ts';

/** Adds a niche unless it is blank, already chosen (ignoring case) or over the limit of 3. */
export function addNiche(list: readonly string[], value: string): string[] {
  const niche = value.trim();
  if (!niche || list.length >= MAX_NICHES || list.some((n) => n.toLowerCase() === niche.toLowerCase())) return [...list];
  return [...list, niche];
}

export const removeNiche = (list: readonly string[], value: string) => list.filter((n) => n.toLowerCase() !== value.toLowerCase());
export const atLimit = (list: readonly string[]) => list.length >= MAX_NICHES;
