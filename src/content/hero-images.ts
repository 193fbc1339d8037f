/** The hero backgrounds in public/images/hero/, drawn by scripts/make-hero-images.ts. */
export type HeroImageName = 'roots' | 'matching' | 'links' | 'reach';

/**
 * Slide 1's background (content/landing.ts). Apart from the slides' copy because the landing route's
 * beforeLoad preloads it, and route options ship with every page (docs/decisions/0008).
 */
export const FIRST_HERO_IMAGE = 'matching' satisfies HeroImageName;
