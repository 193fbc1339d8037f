import type { Currency } from '../../../../domain/campaign-types.ts';
import type { CampaignFunds } from '../../../../domain/money-types.ts';
import { fundsPanel as t } from '../../../../content/payments.ts';
import { formatMoney } from '../../../../lib/money.ts';

const ROWS = ['held', 'allocated', 'free', 'released', 'refunded', 'brandBalance'] as const;

/** A campaign's money from the ledger: held, allocated to creators, free, released, refunded, and the brand's balance. */
export function FundsPanel({ funds, currency }: { funds: CampaignFunds | null; currency: Currency }) {
  return (
    <section aria-labelledby="funds-heading" className="space-y-3">
      <h2 id="funds-heading" className="text-xl font-semibold">{t.heading}</h2>
      {funds === null ? <p role="alert">{t.load}</p> : (
        <>
          <p>{t.intro}</p>
          <dl className="grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1">
            {ROWS.map((row) => (
              <div key={row} className="contents">
                <dt>{t.rows[row]}</dt>
                <dd className="text-right font-medium">{formatMoney(funds[row], funds.currency ?? currency)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
