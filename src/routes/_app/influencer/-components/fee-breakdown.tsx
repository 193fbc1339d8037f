import { creatorNet, type FeeBreakdown } from '../../../../domain/commission.ts';
import type { Currency } from '../../../../domain/campaign-types.ts';
import { creatorCopy } from '../../../../content/creator.ts';
import { formatMoney } from '../../../../lib/money.ts';

const t = creatorCopy.net;

/** The fee, Sauti's commission and what the creator receives: the same rule the API uses when it releases the fee. */
export function FeeBreakdownList({ breakdown }: { breakdown: FeeBreakdown }) {
  const money = (minor: number) => formatMoney(minor, breakdown.currency);
  return (
    <div className="space-y-1">
      <dl className="grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        <dt>{t.fee}</dt>
        <dd className="text-right tabular-nums">{money(breakdown.fee)}</dd>
        <dt>{t.commission(breakdown.percent)}</dt>
        <dd className="text-right tabular-nums">− {money(breakdown.commission)}</dd>
        <dt className="font-semibold">{t.receive}</dt>
        <dd className="text-right font-semibold tabular-nums">{money(breakdown.net)}</dd>
      </dl>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t.when}</p>
    </div>
  );
}

/** "Fee KES 5,000–10,000: you receive KES 4,500–9,000 after Sauti’s 10% commission." for an offered range. */
export function feeRangeNet(min: number | null, max: number | null, currency: Currency): string | null {
  if (min === null || max === null) return null;
  const low = creatorNet(min, currency);
  const high = creatorNet(max, currency);
  const span = (a: number, b: number) => (a === b ? formatMoney(a, currency) : `${formatMoney(a, currency)}–${formatMoney(b, currency).replace(`${currency} `, '')}`);
  return t.range(span(min, max), span(low.net, high.net), low.percent);
}
