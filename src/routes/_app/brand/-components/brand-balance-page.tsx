import type { ErrorComponentProps } from '@tanstack/react-router';
import { useId } from 'react';
import type { BrandBalance, BrandBalanceView, BrandMovement } from '../../../../domain/brand-balance.ts';
import { EarningsPayoutForm } from '../../../../components/money/earnings-payout-form.tsx';
import { EarningsWithdraw } from '../../../../components/money/earnings-withdraw.tsx';
import { EarningsWithdrawals } from '../../../../components/money/earnings-withdrawals.tsx';
import { PageError } from '../../../../components/page-error.tsx';
import { DataTable, type Column } from '../../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { brandBalanceCopy as t } from '../../../../content/brand-balance.ts';
import { earningsCopy } from '../../../../content/earnings.ts';
import { formatDateTime } from '../../../../lib/dates.ts';
import { formatMoney } from '../../../../lib/money.ts';

const FIGURES = ['available', 'onHold', 'withdrawn'] as const;
const c = earningsCopy.movements.columns;

/** Signed from the brand's side: money in shows "+", money out "−". */
const signed = (m: Pick<BrandMovement, 'amount' | 'currency'>) => `${m.amount < 0 ? '−' : '+'}${formatMoney(Math.abs(m.amount), m.currency)}`;

const columns: Column<BrandMovement>[] = [
  { header: c.date, cell: (m) => <time dateTime={m.at}>{formatDateTime(m.at)}</time>, className: 'whitespace-nowrap' },
  { header: c.what, cell: (m) => m.description || t.movements.kinds[m.kind] },
  { header: c.campaign, cell: (m) => m.campaignTitle ?? earningsCopy.movements.noCampaign },
  { header: c.amount, cell: signed, className: 'whitespace-nowrap tabular-nums' },
  { header: c.state, cell: (m) => earningsCopy.movements.states[m.state] },
];

/** One currency's figures, as a description list so each amount is read with its name. */
function BalanceFigures({ balance }: { balance: BrandBalance }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-bold">{t.figuresHeading(balance.currency)}</h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {FIGURES.map((key) => (
          <div key={key} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <dt className="font-medium">{t.figures[key].label}</dt>
            <dd className="mt-1 text-2xl font-bold">{formatMoney(balance[key], balance.currency)}</dd>
            <dd className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t.figures[key].hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * A brand's balance (issue 19): what it holds, withdrawing it (the creators' withdrawal form and rules), where it
 * goes, and every movement of it.
 */
export function BrandBalancePage({ data }: { data: BrandBalanceView }) {
  return (
    <section className="mx-auto max-w-5xl space-y-8 p-6">
      <PageHeader title={t.title} intro={t.intro} />
      {data.balances.map((b) => <BalanceFigures key={b.currency} balance={b} />)}
      <EarningsWithdraw data={data} />
      <EarningsWithdrawals rows={data.withdrawals} />
      {data.movements.length ? <DataTable caption={t.movements.caption} columns={columns} rows={data.movements} /> : <p>{t.movements.empty}</p>}
      <EarningsPayoutForm methods={data.methods} details={data.payoutDetails} owner="brand" />
    </section>
  );
}

/** A failed load of the balance page: the shared error page with its copy. */
export function BrandBalanceError(props: ErrorComponentProps) {
  return <PageError {...props} copy={t} />;
}
