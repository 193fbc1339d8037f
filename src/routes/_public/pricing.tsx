import { createFileRoute, Link } from '@tanstack/react-router';
import { AudienceTabs } from '../../components/pricing/audience-tabs.tsx';
import { GetStartedLabel, PricingPlans } from '../../components/pricing/pricing-plans.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { pricing, type PricingAudience } from '../../content/pricing.ts';
import type { Plan } from '../../domain/plans.ts';
import { pageTitle } from '../../lib/guards.ts';
import { pricingAudience, registerRole } from '../../lib/pricing.ts';
import { oneOfKeys, searchSchema } from '../../lib/search-params.ts';
import { useAuthUser } from '../../auth/use-auth.ts';
import { titles } from '../../content/titles.ts';

/** `?audience=brand`: whose plans are shown, so a view can be linked; without it, the spec's default for the role. */
const pricingSearch = searchSchema({ audience: oneOfKeys<PricingAudience>({ brand: true, influencer: true, partner: true }) });

export const Route = createFileRoute('/_public/pricing')({
  validateSearch: pricingSearch,
  // Waiting for the stored session means a signed-in user never sees another role's plans flash by.
  beforeLoad: async ({ context }) => {
    await context.auth.user();
  },
  head: () => pageTitle(titles.pricing),
  component: Pricing,
});

/** Spec §6: plans by the signed-in role, and any audience's on its tab. Visitors register; signed-in users upgrade. */
function Pricing() {
  const user = useAuthUser();
  const audience = Route.useSearch().audience ?? pricingAudience(user?.role);
  const getStarted = (plan: Plan) => <GetStarted plan={plan} audience={audience} signedIn={user !== null} />;
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <p className="font-semibold text-brand-700 dark:text-teal-300">{pricing.plansFor[audience]}</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight">{pricing.title}</h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{pricing.lead}</p>
      </div>
      <div className="mt-10">
        {/* One list for every tab, so the billing period chosen holds while comparing audiences. */}
        <AudienceTabs active={audience}>
          <PricingPlans audience={audience} getStarted={getStarted} />
        </AudienceTabs>
      </div>
    </section>
  );
}

function GetStarted({ plan, audience, signedIn }: { plan: Plan; audience: PricingAudience; signedIn: boolean }) {
  const className = `${buttonClass.primary} w-full`;
  if (signedIn) {
    return (
      <Link to="/upgrade" className={className}>
        <GetStartedLabel plan={plan} />
      </Link>
    );
  }
  return (
    <Link to="/register" search={{ role: registerRole(audience) }} className={className}>
      <GetStartedLabel plan={plan} />
    </Link>
  );
}
