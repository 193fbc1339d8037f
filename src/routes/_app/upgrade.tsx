import { createFileRoute } from '@tanstack/react-router';
import { GetStartedLabel, PricingPlans } from '../../components/pricing/pricing-plans.tsx';
import { account } from '../../content/account.ts';
import { pageTitle, requireUser } from '../../lib/guards.ts';
import { useAuthUser } from '../../auth/use-auth.ts';
import { UpgradeAction } from './-components/upgrade-action.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/_app/upgrade')({
  beforeLoad: (args) => requireUser(args),
  head: () => pageTitle(titles.upgrade),
  component: Upgrade,
});

/** The same plans and toggle as /pricing, for the user's role; Get Started starts the free trial. */
function Upgrade() {
  const user = useAuthUser();
  const audience = user?.role === 'brand' || user?.role === 'partner' || user?.role === 'influencer' ? user.role : null;
  return (
    <section className="mx-auto max-w-6xl p-6">
      <h1 className="text-3xl font-bold tracking-tight">{account.upgrade.title}</h1>
      <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{audience ? account.upgrade.intro : account.upgrade.noPlans}</p>
      {user?.trial && <p role="status" className="mt-4 font-medium text-amber-900 dark:text-amber-200">{account.upgrade.trialUsed}</p>}
      {audience && (
        <div className="mt-8">
          <PricingPlans audience={audience} getStarted={(plan) => <UpgradeAction plan={plan} user={user!} label={<GetStartedLabel plan={plan} />} />} />
        </div>
      )}
    </section>
  );
}
