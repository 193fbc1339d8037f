import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { content } from '../../content/auth.ts';
import { FIRST_HERO_IMAGE } from '../../content/hero-images.ts';
import { pageTitle, routeSignedInHome } from '../../lib/guards.ts';
import { notify } from '../../lib/toast.ts';
import { oneOf, searchSchema } from '../../lib/search-params.ts';
import { LandingClosingCta } from './-components/landing-closing-cta.tsx';
import { heroPreloadLink, preloadHeroImage } from './-components/landing-hero-image.tsx';
import { LandingHero } from './-components/landing-hero.tsx';
import { LandingHowItWorks } from './-components/landing-how-it-works.tsx';
import { titles } from '../../content/titles.ts';

const landingSearch = searchSchema({ status: oneOf(['emailVerifiedSuccess']) });

export const Route = createFileRoute('/_public/')({
  // Any other status, or garbage, is dropped rather than breaking the page.
  validateSearch: landingSearch,
  beforeLoad: async (args) => {
    await routeSignedInHome(args);
    // Visitors only (signed-in users were redirected above): fetch slide 1 while the page's chunk loads.
    preloadHeroImage(FIRST_HERO_IMAGE);
  },
  // The prerendered page names slide 1 in its head, so it downloads before any script has run.
  head: () => ({ ...pageTitle(titles.home), links: [heroPreloadLink(FIRST_HERO_IMAGE)] }),
  component: Landing,
});

function Landing() {
  const { status } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Spec §2: the verified-email redirect shows its toast once, then the query leaves the address.
  useEffect(() => {
    if (status !== 'emailVerifiedSuccess') return;
    notify({ ...content.toasts.emailVerified, variant: 'success' });
    void navigate({ search: {}, replace: true });
  }, [status, navigate]);
  return (
    <>
      <LandingHero />
      <LandingHowItWorks />
      <LandingClosingCta />
    </>
  );
}
