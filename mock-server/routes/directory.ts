import { Router } from 'express';
import { z } from 'zod';
import { DIRECTORY_SORTS, FOLLOWER_BAND_IDS, type Campaign } from '../../src/domain/campaign-types.ts';
import { NICHE_SUGGESTIONS, PLATFORMS } from '../../src/domain/catalog.ts';
import { ENGAGEMENT_BANDS, type DirectoryPage, type EngagementBand } from '../../src/domain/creator-page.ts';
import type { ServerContext } from '../context.ts';
import { searchRecruiting } from '../campaign-records.ts';
import { readCache } from '../db/read-cache.ts';
import { parse, route } from '../http.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_QUERY_LENGTH, oneOf, pagingQuery } from '../paging.ts';
import { directoryPage, nextRatingDue, refreshDueRatings, searchCreators } from '../people/directory.ts';

/** Niche slugs as links carry them: each §9 niche lowercased, plus the header's "Food & Drink", which is the Food niche. */
const slug = (niche: string) => niche.toLowerCase().replace(/[^a-z0-9]+/g, '-');
export const NICHE_BY_SLUG: Readonly<Record<string, string>> = {
  ...Object.fromEntries(NICHE_SUGGESTIONS.map((n) => [slug(n), n])),
  'food-and-drink': 'Food',
};

const perPage = z.coerce
  .number({ error: 'perPage must be a whole number.' })
  .int('perPage must be a whole number.')
  .min(1, 'perPage must be 1 or more.')
  .transform((n) => Math.min(n, MAX_PAGE_SIZE))
  .default(DEFAULT_PAGE_SIZE);
const country = z.preprocess(
  (v) => (v === '' ? undefined : typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.string({ error: 'country must be a two-letter country code.' }).regex(/^[A-Z]{2}$/, 'country must be a two-letter country code, e.g. KE.').optional(),
);
/** An optional number from a query string; an empty value means "no filter". */
const optionalNumber = (name: string, check: z.ZodNumber) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ error: `${name} must be a number.` }).pipe(check).optional());
/** KES minor units, as every amount on the wire (docs/decisions/0009-money.md); zod's int() also refuses unsafe integers. */
const price = (name: string) => optionalNumber(name, z.number().int(`${name} must be a whole number of cents.`).min(0, `${name} must be 0 or more.`));
const language = z.preprocess(
  (v) => (v === '' ? undefined : typeof v === 'string' ? v.trim() : v),
  z.string({ error: 'language must be a language name.' }).regex(/^\p{L}[\p{L} '-]{0,39}$/u, 'language must be a language name, e.g. Swahili.').optional(),
);
export const directoryQuery = pagingQuery.omit({ pageSize: true }).extend({
  q: pagingQuery.shape.q.describe('Words in a name, username or niche, ignoring case. Fewer than three letters or digits in a row find a name or username, or a niche of the catalog, that starts with them.'),
  niche: oneOf('niche', Object.keys(NICHE_BY_SLUG)),
  country,
  sort: oneOf('sort', DIRECTORY_SORTS),
  perPage,
  platform: oneOf('platform', PLATFORMS),
  followerBand: oneOf('followerBand', FOLLOWER_BAND_IDS),
  engagementBand: oneOf('engagementBand', Object.keys(ENGAGEMENT_BANDS) as EngagementBand[]),
  priceMin: price('priceMin'),
  priceMax: price('priceMax'),
  minRating: optionalNumber('minRating', z.number().min(1, 'minRating must be from 1 to 5.').max(5, 'minRating must be from 1 to 5.')),
  language,
}).refine((f) => f.priceMin === undefined || f.priceMax === undefined || f.priceMin <= f.priceMax, {
  path: ['priceMax'], message: 'priceMax must be at least priceMin.',
});
export const searchQuery = z.object({
  q: z
    .string({ error: 'Type something to search for.' })
    .trim()
    .min(1, 'Type something to search for.')
    .max(MAX_QUERY_LENGTH, `Keep your search to ${MAX_QUERY_LENGTH} characters or fewer.`)
    .describe("Words in a creator's name, username, niche or country's name, or a recruiting campaign's words, ignoring case. For creators, fewer than three letters or digits in a row find a name or username, or a niche of the catalog, that starts with them."),
});

/** The fields a search result shows of a campaign (docs/decisions/0007): nothing about the brand's account. */
const PUBLIC_CAMPAIGN_FIELDS = ['id', 'title', 'brandName', 'niches', 'platforms', 'objective', 'currency', 'feeMin', 'feeMax'] as const;
type CampaignResult = Pick<Campaign, (typeof PUBLIC_CAMPAIGN_FIELDS)[number]>;
const campaignResult = (c: Omit<Campaign, 'acceptedCount'>): CampaignResult =>
  Object.fromEntries(PUBLIC_CAMPAIGN_FIELDS.map((f) => [f, c[f]])) as CampaignResult;

/** Public: the creator directory (the header's Categories and Influencers menus) and the header search. Verified creators only. */
export function directoryRoutes(ctx: ServerContext): Router {
  const r = Router();
  // A page is the same for everyone until a creator's directory entry changes (db/read-cache.ts, migration 0013):
  // kept as the JSON sent, by its parsed filters.
  const pages = readCache<string>(ctx.changes, 'directory');
  // A review revealed by its window closing changes a rating without a write: when the next is due is kept with the
  // pages, and once passed the ratings are folded in (a write, which clears both) before anything is read.
  const nextDue = readCache<string>(ctx.changes, 'directory');
  const ratingsUpToDate = async () => {
    const now = new Date(ctx.clock.now()).toISOString();
    const due = await nextDue('', () => nextRatingDue(ctx));
    if (due && due <= now) await refreshDueRatings(ctx, now);
  };

  r.get('/directory/creators', route(async (req, res) => {
    const { niche, sort = 'top', page, perPage: size, ...filters } = parse(directoryQuery, req.query, 'Some filters are not valid.');
    await ratingsUpToDate();
    const filter = { ...filters, niche: niche ? NICHE_BY_SLUG[niche] : null };
    const body = await pages(JSON.stringify([filter, sort, page, size]), async () => {
      const { items, total, totalIsCapped } = await directoryPage(ctx, filter, sort, { page, pageSize: size });
      const body: DirectoryPage = { items, total, totalIsCapped, page, perPage: size };
      return JSON.stringify(body);
    });
    res.type('json').send(body);
  }));

  r.get('/search', route(async (req, res) => {
    const { q } = parse(searchQuery, req.query, 'Type something to search for.');
    await ratingsUpToDate();
    const creators = await searchCreators(ctx, q, MAX_PAGE_SIZE);
    res.json({ creators, campaigns: (await searchRecruiting(ctx, q, MAX_PAGE_SIZE)).map(campaignResult) });
  }));

  return r;
}
