import { INDUSTRIES, industrySlug, MARKETING_GOALS, NICHE_SUGGESTIONS, PLATFORM_LABELS, PLATFORMS } from '../src/domain/catalog.ts';
import { readSeed } from './db/seed.ts';

type Item = { id: string } & Record<string, unknown>;

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * The public, read-only reference data json-server's router serves at `/api/{collection}`: the job roles of db.json
 * and the lists of spec §9 from their one definition (src/domain/catalog.ts), each item with an id. Held in memory;
 * nothing here is a domain record, and nothing writes to it (the router answers only GET).
 */
export function referenceData(seedFile: string): Record<string, Item[]> {
  const roles = (readSeed(seedFile).roles ?? []) as Item[];
  return {
    roles,
    niches: NICHE_SUGGESTIONS.map((name) => ({ id: slug(name), name })),
    platforms: PLATFORMS.map((id) => ({ id, name: PLATFORM_LABELS[id] })),
    industries: INDUSTRIES.map((name) => ({ id: industrySlug(name), name })),
    'marketing-goals': MARKETING_GOALS.map((name) => ({ id: slug(name), name })),
  };
}
