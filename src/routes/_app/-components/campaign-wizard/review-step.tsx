import type { ReactNode } from 'react';
import { PLATFORM_LABELS } from '../../../../domain/catalog.ts';
import type { WizardStep } from '../../../../domain/campaign-wizard-form.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { wizard, wizardSteps } from '../../../../content/campaigns.ts';
import { brief as t, deliverableTypeLabel, followerBandLabel, genderLabel, goalMetricLabel, objectiveLabel } from '../../../../content/review.ts';
import { briefFromForm } from '../../../../lib/campaign-form.ts';
import { countryName } from '../../../../lib/countries.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { UsageTermsList } from '../../../../components/usage-terms.tsx';
import type { TermsDeliverable } from '../../../../domain/usage-rights.ts';
import type { StepProps } from './wizard-step.ts';

const list = (items: readonly string[]) => (items.length ? items.join(', ') : t.none);

function Section({ step, onEdit, children }: { step: WizardStep; onEdit: (step: WizardStep) => void; children: ReactNode }) {
  const title = wizardSteps[step].title;
  return (
    <section aria-labelledby={`review-${step}`} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex items-center justify-between gap-4">
        <h3 id={`review-${step}`} className="text-lg font-semibold">{title}</h3>
        <button type="button" className={buttonClass.link} onClick={() => onEdit(step)}>{wizard.edit(title)}</button>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[minmax(10rem,auto)_1fr]">{children}</dl>
    </section>
  );
}

const Row = ({ term, children }: { term: string; children: ReactNode }) => (
  <><dt className="font-medium text-slate-600 dark:text-slate-300">{term}</dt><dd className="wrap-anywhere">{children}</dd></>
);

/** Everything the brand wrote, section by section, each with a way back to its step. */
export function ReviewStep({ values, onEdit }: Pick<StepProps, 'values'> & { onEdit: (step: WizardStep) => void }) {
  const b = briefFromForm(values);
  const money = (minor: number | null) => formatMoney(minor, b.currency);
  // The deliverables chosen, each with its usage rights as they will be saved (issue 24); a draft opened at this step
  // may have rows not finished, which are left out, and numbers not given, which read as 0.
  const chosen = b.deliverables.filter((d): d is typeof d & Pick<TermsDeliverable, 'platform' | 'type'> => Boolean(d.platform && d.type));
  const usage: TermsDeliverable[] = chosen.map((d) => ({
    platform: d.platform, type: d.type, quantity: d.quantity ?? 0,
    rights: d.rights.flatMap((r) => (r.use ? [{ use: r.use, duration: r.duration ?? 0, unit: r.unit, countries: r.countries, price: r.price ?? 0 }] : [])),
  }));
  return (
    <div className="space-y-4">
      <Section step="basics" onEdit={onEdit}>
        <Row term={wizard.fields.title}>{b.title || t.none}</Row>
        <Row term={t.brief}><span className="whitespace-pre-line">{b.brief || t.none}</span></Row>
        <Row term={t.objective}>{b.objective ? objectiveLabel[b.objective] : t.none}</Row>
        <Row term={t.goals}>{list(values.goals.filter((g) => g.metric).map((g) => `${goalMetricLabel[g.metric as keyof typeof goalMetricLabel]}: ${g.target}`))}</Row>
      </Section>
      <Section step="budget" onEdit={onEdit}>
        <Row term={t.budget}>{money(b.budgetTotal)}</Row>
        <Row term={t.fee}>{t.range(money(b.feeMin), money(b.feeMax))}</Row>
        <Row term={t.slots}>{b.slots ?? t.none}</Row>
      </Section>
      <Section step="audience" onEdit={onEdit}>
        <Row term={t.countries}>{list(values.countries.map((c) => countryName(c) || c))}</Row>
        <Row term={t.ageBands}>{list(values.ageBands)}</Row>
        <Row term={t.genders}>{list(values.genders.map((g) => genderLabel[g]))}</Row>
        <Row term={t.niches}>{list(values.niches)}</Row>
        <Row term={t.platforms}>{list(values.platforms.map((p) => PLATFORM_LABELS[p]))}</Row>
        <Row term={t.followerBand}>{values.followerBand ? followerBandLabel[values.followerBand] : t.none}</Row>
      </Section>
      <Section step="deliverables" onEdit={onEdit}>
        <Row term={t.deliverables}>
          {usage.length === 0 ? t.none : (
            <UsageTermsList deliverables={usage} currency={b.currency}
              label={(d, i) => t.deliverable(d.quantity, PLATFORM_LABELS[d.platform], deliverableTypeLabel[d.type], chosen[i]!.dueDays ?? 0)} />
          )}
        </Row>
        <Row term={t.timeline}>{t.range(values.startDate || t.none, values.endDate || t.none)}</Row>
        <Row term={t.maxRevisions}>{b.maxRevisions}</Row>
      </Section>
      <Section step="links" onEdit={onEdit}>
        <Row term={t.landingUrl}>{b.landingUrl || t.none}</Row>
        <Row term={t.whatsapp}>{b.whatsappNumber || t.none}</Row>
      </Section>
    </div>
  );
}
