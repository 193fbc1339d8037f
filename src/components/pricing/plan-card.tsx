import type { ReactNode } from 'react';
import { planFeatures } from '../../domain/plan-limits.ts';
import { type BillingPeriod, type Plan } from '../../domain/plans.ts';
import { pricing } from '../../content/pricing.ts';
import { annualSavingPercent, formatPrice } from '../../lib/pricing.ts';
import { SavingBadge } from './billing-period-toggle.tsx';

interface PlanCardProps {
  plan: Plan;
  period: BillingPeriod;
  action: ReactNode;
}

/** One plan: name, price for the period, what it unlocks (when on sale), and the caller's call to action. */
export function PlanCard({ plan, period, action }: PlanCardProps) {
  const headingId = `plan-${plan.id}`;
  const price = period === 'annual' ? plan.annual : plan.monthly;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${
        plan.mostPopular ? 'border-brand-700 ring-2 ring-brand-700 dark:border-teal-300 dark:ring-teal-300' : 'border-slate-200 dark:border-slate-700'
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold">
          {plan.name}
        </h2>
        {plan.mostPopular && (
          <span className="rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white dark:bg-teal-300 dark:text-slate-950">
            {pricing.mostPopular}
          </span>
        )}
      </div>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight">{formatPrice(price)}</span>
        <span aria-hidden="true" className="text-slate-600 dark:text-slate-300">
          {pricing.per[period]}
        </span>
        <span className="sr-only">{pricing.perSpoken[period]}</span>
      </p>
      {period === 'annual' && (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          {pricing.billedYearly}
          <SavingBadge percent={annualSavingPercent(plan)} />
        </p>
      )}
      <ul aria-label={pricing.includes(plan.name)} className="mt-4 space-y-2 text-slate-700 dark:text-slate-200">
        {[...planFeatures(plan), pricing.freeTrial].map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-brand-700 dark:text-teal-300">✓</span>
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">{action}</div>
    </article>
  );
}
