import { Link } from '@tanstack/react-router';
import type { PlanUsage } from '../../api/plans.ts';
import { planAllowance as t } from '../../content/plan-allowance.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { allowsAnother, countOf, LIMIT_OF } from '../../domain/plan-limits.ts';
import { limitReached } from '../../domain/plan-refusal.ts';
import { FREE_PLAN_ID, type PlanAudience } from '../../domain/plans.ts';

/** Whether the plan in force leaves room for one more of what it limits (unknown usage: the server decides). */
export const planAllowsAnother = (usage: PlanUsage | null): boolean => !usage || allowsAnother(usage.limit, usage.used);

/** "3 of 10 active campaigns on Professional.", "2 open applications on Elite Creator, with no limit." */
export function allowanceLine(audience: PlanAudience, { plan, limit, used }: PlanUsage): string {
  const kind = LIMIT_OF[audience];
  const on = plan.id === FREE_PLAN_ID ? t.onFree : t.on(plan.name);
  return limit === null ? `${countOf(kind, used)} ${on}, ${t.noLimit}.` : `${used} of ${countOf(kind, limit)} ${on}.`;
}

/**
 * The plan in force and its usage, before the action it limits (a brand's launch, a creator's application); at the
 * limit, why the action is not possible (the server's own words, src/domain/plan-refusal.ts) and the way to the plans.
 */
export function PlanAllowance({ audience, usage }: { audience: PlanAudience; usage: PlanUsage }) {
  const line = allowanceLine(audience, usage);
  if (allowsAnother(usage.limit, usage.used)) return <p>{line}</p>;
  return (
    <div className="space-y-2 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-500 dark:bg-amber-950 dark:text-amber-50">
      <h3 className="font-semibold">{t.atLimitHeading[LIMIT_OF[audience]]}</h3>
      <p>{line} {limitReached(audience, usage.plan)}</p>
      <p><Link to="/upgrade" className={buttonClass.link}>{t.seePlans}</Link></p>
    </div>
  );
}
