import { pricing } from '../../content/pricing.ts';
import type { BillingPeriod } from '../../domain/plans.ts';

interface BillingPeriodToggleProps {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  /** The computed annual saving shown beside the toggle; 0 hides the badge. */
  saving: number;
}

const periods: readonly BillingPeriod[] = ['monthly', 'annual'];
const selected = 'bg-brand-700 text-white dark:bg-teal-300 dark:text-slate-950';
const unselected = 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/** Monthly / Annual as two toggle buttons in a labelled group: each says whether it is pressed. */
export function BillingPeriodToggle({ value, onChange, saving }: BillingPeriodToggleProps) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <div role="group" aria-label={pricing.periodLabel} className="inline-flex rounded-full border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900">
        {periods.map((period) => (
          <button
            key={period}
            type="button"
            aria-pressed={value === period}
            onClick={() => onChange(period)}
            className={`min-h-11 rounded-full px-5 text-sm font-semibold ${value === period ? selected : unselected}`}
          >
            {pricing.periods[period]}
          </button>
        ))}
      </div>
      {saving > 0 && <SavingBadge percent={saving} />}
    </div>
  );
}

export function SavingBadge({ percent }: { percent: number }) {
  return (
    <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
      {pricing.save(percent)}
    </span>
  );
}
