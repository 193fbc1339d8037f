/**
 * The spec's §9 lists and the profile rules, shared by the app and the local API
 * (both import src/domain/; see docs/decisions/0001).
 */
export const NICHE_SUGGESTIONS = ['Fashion', 'Beauty', 'Gaming', 'Travel', 'Food', 'Fitness', 'Tech', 'Lifestyle', 'Parenting', 'Education', 'Finance'] as const;

export const PLATFORMS = ['instagram', 'youtube', 'tiktok', 'twitter'] as const;
export const PLATFORM_LABELS: Record<(typeof PLATFORMS)[number], string> = { instagram: 'Instagram', youtube: 'YouTube', tiktok: 'TikTok', twitter: 'X' };

export const INDUSTRIES = [
  'Technology', 'Fashion & Apparel', 'Food & Beverage', 'Health & Wellness', 'Automotive', 'Finance', 'Entertainment',
  'Retail', 'Travel', 'Education', 'Beauty & Cosmetics', 'Home Goods', 'Sports',
] as const;
/** Industries are stored lowercase with spaces turned to hyphens (spec §9). */
export const industrySlug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');
export const INDUSTRY_SLUGS = INDUSTRIES.map(industrySlug);

export const MARKETING_GOALS = [
  'Increase Brand Awareness', 'Drive Sales & Conversions', 'Generate Leads', 'Improve Brand Reputation',
  'Launch New Product/Service', 'Boost Website Traffic', 'Engage with Community', 'Gather User-Generated Content',
] as const;

export const USERNAME_PATTERN = '^[A-Za-z0-9_.]{3,30}$';
export const USERNAME_RULE = 'Use 3 to 30 letters, numbers, dots or underscores.';
export const MAX_NICHE_LENGTH = 40;

export const DELETION_GRACE_DAYS = 30;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
