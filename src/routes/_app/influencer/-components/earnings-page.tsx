import type { EarningsPage as Data } from '../../../../api/earnings-schemas.ts';
import { earningsCopy as t } from '../../../../content/earnings.ts';
import { EarningsFigures } from './earnings-figures.tsx';
import { EarningsMovements } from './earnings-movements.tsx';
import { EarningsPayoutForm } from '../../../../components/money/earnings-payout-form.tsx';
import { EarningsWithdraw } from '../../../../components/money/earnings-withdraw.tsx';
import { EarningsWithdrawals } from '../../../../components/money/earnings-withdrawals.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';

/** What is held, available, on its way and paid out; a withdrawal; where to send it; every movement. */
export function EarningsPage({ data }: { data: Data }) {
  return (
    <section className="mx-auto max-w-5xl space-y-8 p-6">
      <PageHeader title={t.title} intro={t.intro} />
      {data.balances.length ? data.balances.map((b) => <EarningsFigures key={b.currency} earnings={b} />) : <p>{t.noEarnings}</p>}
      <EarningsWithdraw data={data} />
      <EarningsWithdrawals rows={data.withdrawals} />
      <EarningsMovements rows={data.movements} />
      <EarningsPayoutForm methods={data.methods} details={data.payoutDetails} />
    </section>
  );
}
