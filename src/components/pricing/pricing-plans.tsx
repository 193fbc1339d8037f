import { useState, type ReactNode } from 'react';
import { pricing, type PricingAudience } from '../../content/pricing.ts';
import { LIMIT_OF, limitFeature } from '../../domain/plan-limits.ts';
import { FREE_TIER, plans, type BillingPeriod, type Plan } from '../../domain/plans.ts';
import { annualSavingBadge } from '../../lib/pricing.ts';
import { BillingPeriodToggle } from './billing-period-toggle.tsx';
import { PlanCard } from './plan-card.tsx';

interface PricingPlansProps {
  audience: PricingAudience;
  /**
   * Renders the call to action of each plan on sale. Callers decide where it leads (a visitor registers, a
   * signed-in user upgrades), so this list knows nothing about routes or sessions.
   */
  getStarted: (plan: Plan) => ReactNode;
  defaultPeriod?: BillingPeriod;
}

/** The plan list of one audience with its monthly/annual toggle (spec §4: monthly by default). */
export function PricingPlans({ audience, getStarted, defaultPeriod = 'monthly' }: PricingPlansProps) {
  const [period, setPeriod] = useState<BillingPeriod>(defaultPeriod);
  const shown = plans[audience];
  return (
    <div>
      <BillingPeriodToggle value={period} onChange={setPeriod} saving={annualSavingBadge(shown)} />
      <p className="mx-auto mt-6 max-w-2xl text-center text-slate-700 dark:text-slate-300">
        {pricing.freeTier(limitFeature(LIMIT_OF[audience], FREE_TIER[audience]))}
        {audience === 'brand' && ` ${pricing.perLaunch}`}
      </p>
      <p className="mx-auto mt-2 max-w-2xl text-center text-slate-700 dark:text-slate-300">{pricing.howYouPay}</p>
      <ul role="list" className="mx-auto mt-10 grid max-w-5xl justify-center gap-6 grid-cols-1 sm:grid-cols-[repeat(auto-fit,minmax(16rem,20rem))]">
        {shown.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} period={period} action={getStarted(plan)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Get Started", named after its plan for screen readers, so a list of links stays distinguishable. */
export function GetStartedLabel({ plan }: { plan: Plan }) {
  return (
    <>
      {pricing.getStarted}
      <span className="sr-only"> {pricing.getStartedWith(plan.name)}</span>
    </>
  );
}
