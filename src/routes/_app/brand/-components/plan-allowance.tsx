import { Link } from '@tanstack/react-router';
import type { PlanUsage } from '../../../../api/plans.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { launchPanel as t } from '../../../../content/payments.ts';
import { allowsAnother } from '../../../../domain/plan-limits.ts';
import { limitReached } from '../../../../domain/plan-refusal.ts';
import { FREE_PLAN_ID } from '../../../../domain/plans.ts';

/** Whether the plan in force leaves room for one more active campaign (unknown usage: the server decides). */
export const planAllowsLaunch = (usage: PlanUsage | null): boolean => !usage || allowsAnother(usage.limit, usage.used);

/**
 * The plan in force and its active campaigns, before paying to launch: "3 of 10 active campaigns on Professional.";
 * at the limit, why launching is not possible (the server's own words, src/domain/plans.ts) and the way to the plans.
 */
export function PlanAllowance({ usage }: { usage: PlanUsage }) {
  const { plan, limit, used } = usage;
  const line = t.allowance(used, limit, plan.name, plan.id === FREE_PLAN_ID);
  if (allowsAnother(limit, used)) return <p>{line}</p>;
  return (
    <div className="space-y-2 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-500 dark:bg-amber-950 dark:text-amber-50">
      <h3 className="font-semibold">{t.atLimitHeading}</h3>
      <p>{line} {limitReached('brand', plan)}</p>
      <p><Link to="/upgrade" className={buttonClass.link}>{t.seePlans}</Link></p>
    </div>
  );
}
