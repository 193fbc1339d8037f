import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { GetStartedLabel, PricingPlans } from '../../components/pricing/pricing-plans.tsx';
import { account } from '../../content/account.ts';
import { pageTitle, requireUser } from '../../lib/guards.ts';
import { useAuthUser } from '../../auth/use-auth.ts';
import { audienceOf } from '../../domain/plans.ts';
import { UpgradeAction } from './-components/upgrade-action.tsx';
import { titles } from '../../content/titles.ts';

// The pay form carries the payment machine (xstate) and the state panel its dialog: both load after the page's first
// paint, so /upgrade keeps its first-load budget (decision 0008).
const SubscribeForm = lazy(() => import('./-components/subscribe-form.tsx').then((m) => ({ default: m.SubscribeForm })));
const SubscriptionStatePanel = lazy(() => import('./-components/subscription-state.tsx').then((m) => ({ default: m.SubscriptionStatePanel })));

export const Route = createFileRoute('/_app/upgrade')({
  beforeLoad: (args) => requireUser(args),
  // Admins and accounts with no role hold no plan: the server says 403, and the page shows the plans' words only.
  // Its schemas load with it, not with the page (the first-load budget, decision 0008).
  loader: () => import('../../api/subscriptions.ts').then((m) => m.fetchSubscription()).catch(() => null),
  head: () => pageTitle(titles.upgrade),
  component: Upgrade,
});

/** The same plans and toggle as /pricing, for the user's role; Get Started starts the free trial; paying for a plan below. */
function Upgrade() {
  const user = useAuthUser();
  const state = Route.useLoaderData();
  const audience = audienceOf(user?.role);
  return (
    <section className="mx-auto max-w-6xl space-y-8 p-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{account.upgrade.title}</h1>
        <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{audience ? account.upgrade.intro : account.upgrade.noPlans}</p>
        {user?.trial && <p role="status" className="mt-4 font-medium text-amber-900 dark:text-amber-200">{account.upgrade.trialUsed}</p>}
      </div>
      {audience && state && (
        <Suspense fallback={null}>
          <SubscriptionStatePanel state={state} brand={audience === 'brand'} />
          <SubscribeForm audience={audience} openPayment={state.openPayment} initialPlanId={state.subscription?.planId} />
        </Suspense>
      )}
      {audience && (
        <PricingPlans audience={audience} getStarted={(plan) => <UpgradeAction plan={plan} user={user!} label={<GetStartedLabel plan={plan} />} />} />
      )}
    </section>
  );
}
