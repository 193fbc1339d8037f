import { createFileRoute } from '@tanstack/react-router';
import { GetStartedLabel, PricingPlans } from '../../components/pricing/pricing-plans.tsx';
import { fetchSubscription } from '../../api/subscriptions.ts';
import { account } from '../../content/account.ts';
import { pageTitle, requireUser } from '../../lib/guards.ts';
import { matching, oneOf, searchSchema } from '../../lib/search-params.ts';
import { useAuthUser } from '../../auth/use-auth.ts';
import { audienceOf } from '../../domain/plans.ts';
import { SubscribeForm } from './-components/subscribe-form.tsx';
import { SubscriptionStatePanel } from './-components/subscription-state.tsx';
import { UpgradeAction } from './-components/upgrade-action.tsx';
import { titles } from '../../content/titles.ts';

/** PayPal sends a subscriber back here: `?payment={id}`, plus `&paypal=cancelled` from its cancel button. */
const upgradeSearch = searchSchema({ payment: matching((v) => /^[\w-]{1,64}$/.test(v)), paypal: oneOf(['cancelled']) });

export const Route = createFileRoute('/_app/upgrade')({
  validateSearch: upgradeSearch,
  beforeLoad: (args) => requireUser(args),
  // Admins and accounts with no role hold no plan: the server says 403, and the page shows the plans' words only.
  loader: () => fetchSubscription().catch(() => null),
  head: () => pageTitle(titles.upgrade),
  component: Upgrade,
});

/** The same plans and toggle as /pricing, for the user's role; Get Started starts the free trial; paying for a plan below. */
function Upgrade() {
  const user = useAuthUser();
  const state = Route.useLoaderData();
  const { payment, paypal } = Route.useSearch();
  const audience = audienceOf(user?.role);
  return (
    <section className="mx-auto max-w-6xl space-y-8 p-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{account.upgrade.title}</h1>
        <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{audience ? account.upgrade.intro : account.upgrade.noPlans}</p>
        {user?.trial && <p role="status" className="mt-4 font-medium text-amber-900 dark:text-amber-200">{account.upgrade.trialUsed}</p>}
      </div>
      {audience && state && <SubscriptionStatePanel state={state} brand={audience === 'brand'} />}
      {audience && state && (
        <SubscribeForm audience={audience} openPayment={state.openPayment} returnedPaymentId={payment} paypalCancelled={paypal === 'cancelled'}
          initialPlanId={state.subscription?.planId} />
      )}
      {audience && (
        <PricingPlans audience={audience} getStarted={(plan) => <UpgradeAction plan={plan} user={user!} label={<GetStartedLabel plan={plan} />} />} />
      )}
    </section>
  );
}
