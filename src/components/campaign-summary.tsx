import type { ReactNode } from 'react';
import { PLATFORM_LABELS } from '../domain/catalog.ts';
import type { CampaignView } from '../api/campaign-schema.ts';
import { campaignStatusLabel } from '../content/campaign-status.ts';
import {
  brief as t, deliverableTypeLabel, followerBandLabel, genderLabel, goalMetricLabel, objectiveLabel, reviewKindLabel,
} from '../content/review.ts';
import { countryName } from '../lib/countries.ts';
import { formatMoney } from '../lib/money.ts';
import { formatDate } from '../lib/dates.ts';
import { UsageTermsList } from './usage-terms.tsx';

const list = (items: readonly string[]) => (items.length ? items.join(', ') : t.none);
const day = (iso: string | null) => (iso ? formatDate(iso) : t.none);

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600 dark:text-slate-300">{term}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </>
  );
}

/**
 * A campaign brief, read-only and whole: what an admin reviews, a brand checks and a creator applies to. Each
 * deliverable lists its usage rights (issue 24) unless the page shows them on their own (`rights={false}`).
 */
export function CampaignSummary({ campaign: c, rights = true }: { campaign: CampaignView; rights?: boolean }) {
  const money = (minor: number | null) => formatMoney(minor, c.currency);
  const line = (d: CampaignView['deliverables'][number]) => t.deliverable(d.quantity, PLATFORM_LABELS[d.platform], deliverableTypeLabel[d.type], d.dueDays);
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_1fr]">
        <Row term={t.brand}>{c.brandName}</Row>
        <Row term={t.status}>{campaignStatusLabel[c.status]}</Row>
        <Row term={t.brief}><span className="whitespace-pre-line">{c.brief || t.none}</span></Row>
        <Row term={t.objective}>{c.objective ? objectiveLabel[c.objective] : t.none}</Row>
        <Row term={t.goals}>
          {c.goals.length ? (
            <ul>{c.goals.map((g) => <li key={g.metric}>{goalMetricLabel[g.metric]}: {g.target.toLocaleString('en-KE')}</li>)}</ul>
          ) : t.none}
        </Row>
        <Row term={t.budget}>{money(c.budgetTotal)}</Row>
        <Row term={t.fee}>{t.range(money(c.feeMin), money(c.feeMax))}</Row>
        <Row term={t.slots}>{c.slots ?? t.none}</Row>
        <Row term={t.countries}>{list(c.audience.countries.map((code) => countryName(code) || code))}</Row>
        <Row term={t.ageBands}>{list(c.audience.ageBands)}</Row>
        <Row term={t.genders}>{list(c.audience.genders.map((g) => genderLabel[g]))}</Row>
        <Row term={t.niches}>{list(c.niches)}</Row>
        <Row term={t.platforms}>{list(c.platforms.map((p) => PLATFORM_LABELS[p]))}</Row>
        <Row term={t.followerBand}>{c.followerBand ? followerBandLabel[c.followerBand] : t.none}</Row>
        <Row term={t.deliverables}>
          {c.deliverables.length === 0 ? t.none : rights ? (
            <UsageTermsList deliverables={c.deliverables} currency={c.currency} label={(_, i) => line(c.deliverables[i]!)} />
          ) : (
            <ul>{c.deliverables.map((d, i) => <li key={i}>{line(d)}</li>)}</ul>
          )}
        </Row>
        <Row term={t.timeline}>{t.range(day(c.startDate), day(c.endDate))}</Row>
        <Row term={t.maxRevisions}>{c.maxRevisions}</Row>
        <Row term={t.landingUrl}>{c.landingUrl || t.none}</Row>
        <Row term={t.whatsapp}>{c.whatsappNumber || t.none}</Row>
      </dl>
      {c.reviewNotes.length > 0 && (
        <div>
          <p className="font-medium text-slate-600 dark:text-slate-300">{t.reviewNotes}</p>
          <ul className="mt-1 space-y-2">
            {c.reviewNotes.map((n) => (
              <li key={n.at} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                <span className="font-semibold">{reviewKindLabel[n.kind]}</span> · {formatDate(n.at)}
                {n.text && <p className="mt-1 whitespace-pre-line">{n.text}</p>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
