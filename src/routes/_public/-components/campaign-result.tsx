import { useId } from 'react';
import { PLATFORM_LABELS } from '../../../domain/catalog.ts';
import type { CampaignResult } from '../../../api/directory.ts';
import { creatorCardCopy, searchPage as t } from '../../../content/directory.ts';
import { directoryNiches, nicheSlug } from './directory-options.ts';
import { formatMoney } from '../../../lib/money.ts';

const feeRange = ({ feeMin, feeMax, currency }: CampaignResult) =>
  feeMin !== null && feeMax !== null && feeMin !== feeMax
    ? `${formatMoney(feeMin, currency)} – ${formatMoney(feeMax, currency)}`
    : formatMoney(feeMin ?? feeMax, currency);

/** A recruiting campaign in search results: what it is and what it pays, without the brand's private brief. */
export function CampaignResultCard({ campaign }: { campaign: CampaignResult }) {
  const id = useId();
  const facts: Array<[string, string | null]> = [
    [t.fee, feeRange(campaign)],
    [t.objective, campaign.objective && t.objectives[campaign.objective]],
    [creatorCardCopy.platforms, campaign.platforms.map((p) => PLATFORM_LABELS[p]).join(', ') || null],
    [creatorCardCopy.niches, campaign.niches.map((n) => directoryNiches[nicheSlug(n)] ?? n).join(', ') || null],
  ];
  return (
    <article aria-labelledby={id} className="h-full rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <h3 id={id} className="text-lg font-bold break-words">{campaign.title}</h3>
      <p className="text-slate-700 dark:text-slate-300">{t.brand(campaign.brandName)}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {facts.map(([term, value]) => value && (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="text-slate-700 dark:text-slate-300">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
