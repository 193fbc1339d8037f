import { FIRST_HERO_IMAGE, type HeroImageName } from './hero-images.ts';
import { titles } from './titles.ts';

/** Landing page copy (spec §1, §2, §9). Claims are the spec's; nothing here promises more. */

export type { HeroImageName } from './hero-images.ts';

export interface HeroSlide {
  image: HeroImageName;
  eyebrow: string;
  title: string;
  body: string;
}

export type Audience = 'brand' | 'creator';

export interface Step {
  title: string;
  body: string;
}

/** Spec §9: 4 slides, one every 5000 ms. */
export const HERO_INTERVAL_MS = 5000;

/**
 * Issue 19: the spec's "free first campaigns", as the product keeps it: a brand's first launch pays no launch fee
 * (its budget is still held). The slide and the closing line say it in these words.
 */
const FIRST_LAUNCH = 'Your first campaign launches with no launch fee';

/** Slide 1 shows FIRST_HERO_IMAGE, which the route preloads. */
const heroSlides = [
  {
    image: FIRST_HERO_IMAGE,
    eyebrow: 'AI matching',
    title: 'Meet creators who fit your brand',
    body: 'AI matching pairs your business with creators whose audiences already care about what you sell.',
  },
  {
    image: 'links',
    eyebrow: 'Trackable links',
    title: 'See which posts bring customers',
    body: 'Every creator gets trackable links, so each click and conversion is counted.',
  },
  {
    image: 'roots',
    eyebrow: 'ROI analytics',
    title: 'Know what your money earned',
    body: 'ROI analytics bring impressions, clicks, engagement and conversions into one view.',
  },
  {
    image: 'reach',
    // Issue 19: nothing measures the spec's "70+ hours saved per campaign", so the slide does not claim it.
    eyebrow: 'Pay per campaign launch',
    title: FIRST_LAUNCH,
    body: 'Spend your time on your business, not on spreadsheets and follow-up messages.',
  },
] as const satisfies readonly HeroSlide[];

export const landing = {
  title: titles.home,
  hero: {
    label: 'Highlights',
    eyebrow: 'Kenyan roots, global reach',
    headline: 'Authentic influencer marketing for growing businesses',
    lead: 'Match with the right creators, track every link and see your ROI. Try a plan free for 14 days, no card needed (one trial per account).',
    cta: 'Get started free',
    slideLabel: (n: number, of: number) => `${n} of ${of}`,
    showSlide: (n: number, of: number) => `Show slide ${n} of ${of}`,
    pickerLabel: 'Choose a slide',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    /** Visible button text; the full names above are what assistive technology hears. */
    pauseShort: 'Pause',
    playShort: 'Play',
    slides: heroSlides,
  },
  howItWorks: {
    heading: 'How It Works',
    intro: 'Six steps from sign-up to results, whichever side you are on.',
    toggleLabel: 'Show the steps for',
    audiences: { brand: 'For Brands', creator: 'For Creators' } satisfies Record<Audience, string>,
    steps: {
      brand: [
        { title: 'Create a campaign', body: 'Set your goals, budget and audience for awareness, engagement or conversions.' },
        { title: 'Get it reviewed', body: 'Submit the campaign for review. We notify you as soon as it is approved.' },
        { title: 'Match with creators', body: 'AI matching suggests creators whose audience fits your customers.' },
        { title: 'Share trackable links', body: 'Each creator gets their own trackable links, so every click is counted.' },
        { title: 'Approve the content', body: 'Review each deliverable. Funds are held until you approve completion, then released.' },
        { title: 'Measure your ROI', body: 'ROI analytics show impressions, clicks, engagement and conversions in one place.' },
      ],
      creator: [
        { title: 'Join for free', body: 'Create your account in minutes. Joining costs nothing.' },
        { title: 'Connect your socials', body: 'Link your social accounts so brands can see your real reach.' },
        { title: 'Get verified', body: 'We verify your profile within 1-3 business days.' },
        { title: 'Apply to campaigns', body: 'Get matched to campaigns that fit your niche and apply to the ones you like.' },
        { title: 'Deliver your content', body: 'Create and submit your deliverables for the brand to approve.' },
        { title: 'Get paid', body: 'Once the brand approves, withdraw to your bank, M-Pesa or PayPal, depending on your region.' },
      ],
    } satisfies Record<Audience, readonly Step[]>,
  },
  closing: {
    heading: 'Ready to be heard?',
    body: `Try it free for 14 days, no card needed. ${FIRST_LAUNCH}.`,
    cta: 'Start your free trial',
    secondary: 'See pricing',
  },
} as const;
