import { Link } from '@tanstack/react-router';
import { HERO_INTERVAL_MS, landing } from '../../../content/landing.ts';
import { LandingHeroControls } from './landing-hero-controls.tsx';
import { HeroImage } from './landing-hero-picture.tsx';
import { useCarousel } from './landing-carousel.tsx';

const { hero } = landing;

/**
 * Full-screen hero (spec §2): four background slides on a 5 s rotation, as an APG carousel.
 * The slides and their images sit behind the headline; a dark scrim keeps white text above 4.5:1
 * on every image, so the hero reads the same in both themes.
 */
export function LandingHero() {
  const carousel = useCarousel(hero.slides.length, HERO_INTERVAL_MS);
  const count = hero.slides.length;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={hero.label}
      className="relative isolate flex min-h-[calc(100svh-4rem)] flex-col overflow-hidden bg-slate-950 text-white"
      {...carousel.regionHandlers}
    >
      <div className="relative z-10 mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center px-4 pt-16 pb-10 sm:px-6">
        <p className="font-semibold tracking-wide text-teal-200 uppercase">{hero.eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">{hero.headline}</h1>
        <p className="mt-5 max-w-2xl text-lg text-white/90 sm:text-xl">{hero.lead}</p>
        <Link
          to="/register"
          search={{ role: 'brand' }}
          className="mt-8 inline-flex min-h-12 w-fit items-center rounded-lg bg-teal-300 px-6 font-semibold text-slate-950 hover:bg-teal-200 focus-visible:outline-white"
        >
          {hero.cta}
        </Link>
      </div>
      <div className="mx-auto grid w-full max-w-6xl px-4 sm:px-6" aria-live={carousel.rotating ? 'off' : 'polite'}>
        {hero.slides.map((slide, i) => (
          <div
            key={slide.image}
            role="group"
            aria-roledescription="slide"
            aria-label={hero.slideLabel(i + 1, count)}
            inert={i !== carousel.index}
            className={`[grid-area:1/1] motion-safe:transition-opacity motion-safe:duration-700 ${i === carousel.index ? 'opacity-100' : 'opacity-0'}`}
          >
            <HeroImage name={slide.image} priority={i === 0} />
            <div className="relative z-10 max-w-xl border-l-4 border-amber-300 pl-4">
              <p className="text-sm font-semibold tracking-wide text-amber-200 uppercase">{slide.eyebrow}</p>
              <p className="mt-1 text-xl font-bold">{slide.title}</p>
              <p className="mt-1 text-white/90">{slide.body}</p>
            </div>
          </div>
        ))}
      </div>
      {/* After the slides, so it also dims a slide that is mid-fade (opacity gives it its own layer). */}
      <div aria-hidden="true" className="absolute inset-0 bg-linear-to-r from-slate-950/90 via-slate-950/75 to-slate-950/60" />
      <LandingHeroControls
        count={count}
        index={carousel.index}
        paused={carousel.paused}
        onSelect={carousel.go}
        onTogglePause={carousel.togglePause}
      />
    </section>
  );
}
