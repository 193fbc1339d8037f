import { useId } from 'react';
import type { Earnings } from '../../../../domain/money-types.ts';
import { earningsCopy } from '../../../../content/earnings.ts';
import { formatMoney } from '../../../../lib/money.ts';

const t = earningsCopy.figures;
const FIGURES = ['pending', 'available', 'withdrawing', 'paidOut'] as const;

/** One currency's four figures, as a description list so each amount is read with its name. */
export function EarningsFigures({ earnings }: { earnings: Earnings }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-bold">{earningsCopy.figuresHeading(earnings.currency)}</h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FIGURES.map((key) => (
          <div key={key} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <dt className="font-medium">{t[key].label}</dt>
            <dd className="mt-1 text-2xl font-bold">{formatMoney(earnings[key], earnings.currency)}</dd>
            <dd className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t[key].hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
