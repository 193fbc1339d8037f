import { preload } from 'react-dom';
import type { HeroImageName } from '../../../content/hero-images.ts';

export type HeroImageFormat = 'avif' | 'webp';

/**
 * The hero backgrounds, made for the project by scripts/make-hero-images.ts. The script and the
 * page both read these widths, so a srcset never names a file that does not exist.
 */
export const heroImage = {
  width: 1920,
  height: 1080,
  widths: [640, 1280, 1920],
  sizes: '100vw',
  formats: ['avif', 'webp'] as const satisfies readonly HeroImageFormat[],
  src: (name: HeroImageName, width: number, format: HeroImageFormat) => `/images/hero/${name}-${width}.${format}`,
};

export const srcSet = (name: HeroImageName, format: HeroImageFormat) =>
  heroImage.widths.map((w) => `${heroImage.src(name, w, format)} ${w}w`).join(', ');

/** The first slide's preload: typed AVIF, so a browser without AVIF skips it rather than fetching a file it won't use. */
const heroPreload = (name: HeroImageName) => ({
  href: heroImage.src(name, 1280, 'avif'),
  as: 'image',
  type: 'image/avif',
  imageSrcSet: srcSet(name, 'avif'),
  imageSizes: heroImage.sizes,
  fetchPriority: 'high',
} as const);

/** Starts the first slide's download before the landing chunk arrives (called from the route's beforeLoad). */
export function preloadHeroImage(name: HeroImageName): void {
  const { href, ...options } = heroPreload(name);
  preload(href, options);
}

/** The same preload as a `<link>` in the route's head, which the prerendered HTML carries (docs/decisions/0017). */
export const heroPreloadLink = (name: HeroImageName) => ({ rel: 'preload', ...heroPreload(name) });
