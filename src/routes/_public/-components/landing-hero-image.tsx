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

/**
 * Starts the first slide's download before the landing chunk arrives (called from the route's
 * beforeLoad). Typed AVIF, so a browser without AVIF skips it rather than fetching a file it won't use.
 */
export function preloadHeroImage(name: HeroImageName): void {
  preload(heroImage.src(name, 1280, 'avif'), {
    as: 'image',
    type: 'image/avif',
    imageSrcSet: srcSet(name, 'avif'),
    imageSizes: heroImage.sizes,
    fetchPriority: 'high',
  });
}
