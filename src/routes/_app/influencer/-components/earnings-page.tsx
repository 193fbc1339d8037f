import type { EarningsPage as Data } from '../../../../api/earnings-schemas.ts';
import { earningsCopy as t } from '../../../../content/earnings.ts';
import { EarningsFigures } from './earnings-figures.tsx';
import { EarningsMovements } from './earnings-movements.tsx';
import { EarningsPayoutForm } from './earnings-payout-form.tsx';
import { EarningsWithdraw } from './earnings-withdraw.tsx';
import { EarningsWithdrawals } from './earnings-withdrawals.tsx';

/** What is held, available, on its way and paid out; a withdrawal; where to send it; every movement. */
export function EarningsPage({ data }: { data: Data }) {
  return (
    <section className="mx-auto max-w-5xl space-y-8 p-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t.intro}</p>
      </header>
      {data.balances.length ? data.balances.map((b) => <EarningsFigures key={b.currency} earnings={b} />) : <p>{t.noEarnings}</p>}
      <EarningsWithdraw data={data} />
      <EarningsWithdrawals rows={data.withdrawals} />
      <EarningsMovements rows={data.movements} />
      <EarningsPayoutForm methods={data.methods} details={data.payoutDetails} />
    </section>
  );
}
