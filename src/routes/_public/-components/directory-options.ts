import { NICHE_SUGGESTIONS } from '../../../domain/catalog.ts';
import { categoriesMenu, influencersMenu } from '../../../content/navigation.ts';

/**
 * The directory's niche and sort choices with their labels. Kept apart from the page copy because the
 * /creators route validates its search params with them, and route options load with the main bundle.
 */

/** "Food & Drink" → "food-and-drink": the slugs the header's Categories items send. */
export const nicheSlug = (label: string) => label.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The query values a header menu sends (navigation.ts), with their labels, so every header link resolves. */
const options = (items: readonly { label: string; href: string }[], key: string) =>
  Object.fromEntries(items.map((item) => [new URL(item.href, 'http://sauti.invalid').searchParams.get(key) ?? '', item.label]));

const headerNiches = options(categoriesMenu.items, 'niche');
// The header's six categories first, then the rest of the spec's §9 niches ("Food" is the header's Food & Drink).
export const directoryNiches: Record<string, string> = {
  ...headerNiches,
  ...Object.fromEntries(NICHE_SUGGESTIONS.filter((n) => n !== 'Food').map((n) => [nicheSlug(n), n]).filter(([slug]) => !(slug! in headerNiches))),
};

/** Sort keys in the Influencers menu's order, with its labels. */
export const directorySorts = options(influencersMenu.items, 'sort') as Record<'top' | 'trending' | 'new' | 'verified' | 'country', string>;
