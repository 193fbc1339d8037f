import { titles } from './titles.ts';

/**
 * The About page (spec §2 /about). Numbers are only the spec's own claims (§1, §9):
 * no user counts or revenue are invented.
 */
export interface Titled {
  title: string;
  body: string;
}

export const aboutSections = [
  { id: 'mission', label: 'Mission & Vision' },
  { id: 'story', label: 'Our Story' },
  { id: 'values', label: 'Core Values' },
  { id: 'difference', label: 'What Makes Us Different' },
  { id: 'process', label: 'How It Works' },
  { id: 'stats', label: 'By the Numbers' },
] as const;

export type AboutSectionId = (typeof aboutSections)[number]['id'];

export const mission: Titled = {
  title: 'Our mission',
  body: 'To give every small and medium business the power of authentic influencer marketing: the right creators, trackable results and fair pay, without an agency budget.',
};

export const vision: Titled = {
  title: 'Our vision',
  body: 'A world where a neighbourhood bakery in Nairobi and a design studio in Lisbon can grow through creators their customers already trust, and where creators everywhere are paid fairly for real influence.',
};

export const story: readonly string[] = [
  'Sauti means "voice" in Swahili. We started in Kenya, where we watched small businesses with great products struggle to be heard next to big brands with big advertising budgets.',
  'At the same time, local creators were building loyal audiences but rarely got paid work, and when they did, payment was slow and uncertain.',
  'So we built one place where businesses and creators meet: AI matching to find the right voices, trackable links to prove what works, and payments held safely until the work is approved. We are proud of our Kenyan roots and built Sauti to work for businesses and creators anywhere.',
];

export const values: readonly Titled[] = [
  { title: 'Authenticity', body: 'Real creators, real audiences, real engagement. We verify creators and discourage fake reach.' },
  { title: 'Transparency', body: 'Clear pricing, trackable links and honest reporting, so everyone can see what a campaign achieved.' },
  { title: 'Fairness', body: 'Funds are held until work is approved, then released, and disputes get a fair hearing from both sides.' },
  { title: 'Accessibility', body: 'Tools a small business can use without an agency: a free account and a 14-day free trial with no card needed.' },
  { title: 'Community', body: 'We grow with the creators and businesses we serve, and we invest in teaching them what works.' },
  { title: 'Local roots, global reach', body: 'Built in Kenya, for businesses and creators everywhere, with payouts that fit each region.' },
];

export const differentiators: readonly Titled[] = [
  { title: 'Made for small and medium businesses', body: 'Campaigns you can launch with a small budget, paying per campaign launch instead of a retainer.' },
  { title: 'AI matching', body: 'We suggest creators whose audience and niche fit your goals, so you spend less time searching.' },
  { title: 'Trackable links and ROI analytics', body: 'See impressions, clicks, engagement and conversions for every creator, and the return on your spend.' },
  { title: 'Safe, local-friendly payments', body: 'Funds are held until you approve the work; creators withdraw to bank, M-Pesa or PayPal, depending on region.' },
];

export const processSteps: readonly Titled[] = [
  { title: 'Set your campaign', body: 'Choose your goal (awareness, engagement or conversions), budget and audience, and submit it for review.' },
  { title: 'Match with creators', body: 'AI matching suggests verified creators who fit; you pick who to work with.' },
  { title: 'Launch and track', body: 'Creators publish with trackable links while you approve content and follow performance live.' },
  { title: 'Measure ROI', body: 'Compare clicks and conversions with your spend, and see what to repeat next time.' },
];

/** Issue 19: only what the product does. The spec's "70+ hours saved per campaign" is measured by nothing, so it is not claimed. */
export const stats: readonly { value: string; label: string }[] = [
  { value: 'No fee', label: 'to launch your first campaign' },
  { value: '14-day', label: 'free trial, one per account, no card needed' },
  { value: '1-3', label: 'business days to verify a creator' },
  { value: '24 h', label: 'support reply time' },
];

export const about = {
  title: titles.about,
  intro: 'Influencer marketing for small and medium businesses, with Kenyan roots and a global reach.',
  navLabel: 'On this page',
  headings: {
    values: 'Our core values',
    difference: 'What makes us different',
    process: 'How it works',
    stats: 'By the numbers',
    story: 'Our story',
    mission: 'Mission and vision',
  } satisfies Record<AboutSectionId, string>,
  cta: {
    title: 'Ready to be heard?',
    body: 'Start your 14-day free trial, no card needed, or talk to us about your first campaign.',
    // Spec §2: 'Start Free Trial' goes to /register and 'Schedule Demo' to /support (typed links in the page).
    trial: { label: 'Start Free Trial' },
    demo: { label: 'Schedule Demo' },
  },
} as const;
