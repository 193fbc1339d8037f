import type { HeroImageName } from '../../../content/hero-images.ts';
import { heroImage, srcSet } from './landing-hero-image.tsx';

/** Decorative: each slide's text carries its meaning, so the image has an empty alt. */
export function HeroImage({ name, priority }: { name: HeroImageName; priority: boolean }) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(name, 'avif')} sizes={heroImage.sizes} />
      <source type="image/webp" srcSet={srcSet(name, 'webp')} sizes={heroImage.sizes} />
      <img
        src={heroImage.src(name, 1280, 'webp')}
        alt=""
        width={heroImage.width}
        height={heroImage.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'low'}
        decoding="async"
        // The illustrations sit right of centre; on a narrow screen keep them in view.
        className="absolute inset-0 size-full object-cover object-[70%_50%]"
      />
    </picture>
  );
}
