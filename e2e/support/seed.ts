import type { PlatformStats } from '../../src/domain/campaign-types.ts';

/**
 * Named records of the campaign seed in db.json, for browser and API tests. The seed's "today" is 2026-11-22.
 * The five sign-in accounts (SEED in ./api.ts) are unchanged; the added accounts are dated 2025, so the five
 * still come first in newest-first lists.
 */

/** Brands: Wanjiru (brand@sauti.test) runs Duka Fresh; three more Kenyan SMEs. */
export const SEED_BRANDS = {
  duka: { id: 'acc-brand', email: 'brand@sauti.test', name: 'Wanjiru Kamau', company: 'Duka Fresh' },
  kahawa: { id: 'acc-kahawa', email: 'brand-kahawa@sauti.test', name: 'Njoki Gathoni', company: 'Kahawa Hills Roasters' },
  zuri: { id: 'acc-zuri', email: 'brand-zuri@sauti.test', name: 'Achieng Odera', company: 'Zuri Threads' },
  chama: { id: 'acc-chama', email: 'brand-chama@sauti.test', name: 'Kevin Mwaura', company: 'Chama Pay' },
} as const;

const creator = (key: string, name: string, username: string, country: string, niches: readonly string[]) =>
  ({ id: `acc-${key}`, email: `creator-${key}@sauti.test`, name, username, country, niches }) as const;

/** The 15 verified creators, listed in the directory (7 in Kenya). */
export const SEED_CREATORS = {
  wambui: creator('wambui', 'Wambui Njoroge', 'wambui.styles', 'KE', ['Fashion', 'Beauty', 'Lifestyle']),
  akinyi: creator('akinyi', 'Akinyi Adhiambo', 'akinyi.glow', 'KE', ['Beauty', 'Lifestyle']),
  baraka: creator('baraka', 'Baraka Oduya', 'baraka.tech', 'KE', ['Tech', 'Gaming']),
  chebet: creator('chebet', 'Faith Chebet', 'chebet.fit', 'KE', ['Fitness', 'Lifestyle']),
  mutua: creator('mutua', 'David Mutua', 'mutua.eats', 'KE', ['Food', 'Travel']),
  nyambura: creator('nyambura', 'Nyambura Karanja', 'nyambura.k', 'KE', ['Fashion', 'Lifestyle', 'Travel']),
  wairimu: creator('wairimu', 'Mercy Wairimu', 'mama.wairimu', 'KE', ['Parenting', 'Lifestyle', 'Food']),
  adaeze: creator('adaeze', 'Adaeze Okafor', 'adaeze.okafor', 'NG', ['Fashion', 'Beauty']),
  tunde: creator('tunde', 'Tunde Bakare', 'tunde.codes', 'NG', ['Tech', 'Finance', 'Education']),
  kwame: creator('kwame', 'Kwame Mensah', 'kwame.kitchen', 'GH', ['Food', 'Travel']),
  thandi: creator('thandi', 'Thandiwe Dlamini', 'thandi.moves', 'ZA', ['Fitness', 'Beauty']),
  nakato: creator('nakato', 'Sarah Nakato', 'nakato.learns', 'UG', ['Education', 'Lifestyle']),
  neema: creator('neema', 'Neema Mushi', 'neema.safari', 'TZ', ['Travel', 'Food']),
  amara: creator('amara', 'Amara Clarke', 'amara.in.london', 'GB', ['Fashion', 'Travel', 'Lifestyle']),
  jordan: creator('jordan', 'Jordan Ellis', 'jordanplays', 'US', ['Gaming', 'Tech']),
} as const;

/** Creators never listed or matched: two in the admin's verification queue (oldest first) and one rejected. */
export const SEED_UNVERIFIED = {
  kiprono: { ...creator('kiprono', 'Kiprono Langat', 'kip.runs', 'KE', ['Fitness', 'Travel']), verificationId: 'ver-kiprono', status: 'pending' },
  chioma: { ...creator('chioma', 'Chioma Eze', 'chioma.beauty', 'NG', ['Beauty', 'Fashion']), verificationId: 'ver-chioma', status: 'pending' },
  ouma: { ...creator('ouma', 'Peter Ouma', 'ouma.vibes', 'KE', ['Lifestyle', 'Gaming']), verificationId: 'ver-ouma', status: 'rejected' },
} as const;

/** One campaign per lifecycle state (three recruiting, two in review). */
export const SEED_CAMPAIGNS = {
  dukaDraft: { id: 'cmp-duka-draft', title: 'Duka Fresh holiday hampers', status: 'draft', brand: 'duka' },
  dukaChanges: { id: 'cmp-duka-changes', title: 'Duka Fresh smoothie Saturdays', status: 'changes_requested', brand: 'duka' },
  dukaRecruiting: { id: 'cmp-duka-recruiting', title: 'Duka Fresh Glow juice launch', status: 'recruiting', brand: 'duka' },
  dukaInProgress: { id: 'cmp-duka-in-progress', title: 'Duka Fresh mango season', status: 'in_progress', brand: 'duka' },
  kahawaRecruiting: { id: 'cmp-kahawa-recruiting', title: 'Kahawa Hills home brewing guide', status: 'recruiting', brand: 'kahawa' },
  kahawaReview: { id: 'cmp-kahawa-review', title: 'Kahawa Hills cold brew for the office', status: 'pending_review', brand: 'kahawa' },
  kahawaCompleted: { id: 'cmp-kahawa-completed', title: 'Kahawa Hills harvest story', status: 'completed', brand: 'kahawa' },
  zuriReview: { id: 'cmp-zuri-review', title: 'Zuri Threads kitenge capsule drop', status: 'pending_review', brand: 'zuri' },
  zuriApproved: { id: 'cmp-zuri-approved', title: "Zuri Threads Valentine's edit", status: 'approved', brand: 'zuri' },
  zuriPaused: { id: 'cmp-zuri-paused', title: 'Zuri Threads campus ambassadors', status: 'recruiting_paused', brand: 'zuri' },
  zuriCancelled: { id: 'cmp-zuri-cancelled', title: 'Zuri Threads Madaraka Day pop-up', status: 'cancelled', brand: 'zuri' },
  chamaRecruiting: { id: 'cmp-chama-recruiting', title: 'Chama Pay: save together, grow together', status: 'recruiting', brand: 'chama' },
  chamaRejected: { id: 'cmp-chama-rejected', title: 'Chama Pay double-your-savings challenge', status: 'rejected', brand: 'chama' },
  chamaPaused: { id: 'cmp-chama-paused', title: 'Chama Pay group savings explainers', status: 'in_progress_paused', brand: 'chama' },
} as const;

/** The admin queue, oldest submission first. */
export const SEED_REVIEW_QUEUE = [SEED_CAMPAIGNS.zuriReview.id, SEED_CAMPAIGNS.kahawaReview.id] as const;

/** Wanjiru's recruiting campaign: 3 slots, none filled; two applied, one shortlisted, one invited. */
export const SEED_DUKA_RECRUITING = {
  ...SEED_CAMPAIGNS.dukaRecruiting,
  slots: 3,
  feeMin: 1_500_000,
  feeMax: 4_000_000,
  applications: {
    wambui: { id: 'app-duka-recruiting-wambui', status: 'applied' },
    wairimu: { id: 'app-duka-recruiting-wairimu', status: 'applied' },
    akinyi: { id: 'app-duka-recruiting-akinyi', status: 'shortlisted' },
    chebet: { id: 'app-duka-recruiting-chebet', status: 'invited' },
  },
} as const;

/** Contracts by campaign: Wanjiru's in-progress campaign has two. */
export const SEED_CONTRACTS = {
  dukaWairimu: { id: 'ctr-duka-in-progress-wairimu', campaignId: 'cmp-duka-in-progress', creatorId: 'acc-wairimu' },
  dukaChebet: { id: 'ctr-duka-in-progress-chebet', campaignId: 'cmp-duka-in-progress', creatorId: 'acc-chebet' },
} as const;

/** Wanjiru's notifications: 4 in all, 2 unread. */
export const SEED_BRAND_NOTIFICATIONS = { total: 4, unread: 2 } as const;

/**
 * Amina (influencer@sauti.test) has no verification and no applications. Submitting these figures (her
 * TikTok from onboarding; niches Fashion and Lifestyle on her profile) makes her match Wanjiru's recruiting
 * campaign: TikTok is one of its platforms, 40,000 followers is in the micro band, 80% of her audience is
 * in Kenya, and her rate sits inside the fee range.
 */
export const AMINA_VERIFICATION: { platforms: PlatformStats[]; rate: { currency: 'KES'; amount: number } } = {
  platforms: [
    {
      platform: 'tiktok',
      handle: '@amina.creates',
      profileUrl: 'https://www.tiktok.com/@amina.creates',
      followers: 40_000,
      engagementRate: 5.2,
      audience: {
        countries: { KE: 80, UG: 12, TZ: 8 },
        ageBands: { '18-24': 55, '25-34': 45 },
        genders: { female: 70, male: 30 },
      },
    },
  ],
  rate: { currency: 'KES', amount: 2_000_000 },
};
