import { useState, type FormEvent } from 'react';
import type { CampaignView } from '../../../../api/campaign-schema.ts';
import { submitCampaign, updateCampaign } from '../../../../api/campaigns.ts';
import { requestLaunch } from '../../../../api/partners.ts';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { partnerCampaign as t, partnerHome } from '../../../../content/partners.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';
import { launchAsked } from '../../../../domain/partner-types.ts';

const card = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700';
type Basics = { title: string; startDate: string; endDate: string };
const FIELDS = ['title', 'startDate', 'endDate', 'brief', 'budgetTotal'] as const;

/**
 * What a partner does on its client's campaign: edit the basics and submit a draft (the server says what the brief
 * still lacks), or ask to launch an approved one (paid within its spending limit, else asked of the brand).
 */
export function ClientCampaignActions({ campaign }: { campaign: CampaignView }) {
  const editable = campaign.status === 'draft' || campaign.status === 'changes_requested';
  const [basics, setBasics] = useState<Basics>({ title: campaign.title, startDate: campaign.startDate ?? '', endDate: campaign.endDate ?? '' });
  const save = useMutation({ request: (b: Basics) => updateCampaign(campaign.id, b), fields: ['title', 'startDate', 'endDate'], toast: t.saved });
  const submit = useMutation({ request: () => submitCampaign(campaign.id), fields: FIELDS, toast: t.submitted });
  const launch = useMutation({
    request: (_: void, key: string) => requestLaunch(campaign.id, key),
    toast: (answer) => (answer.outcome === 'paid' ? t.launchPaid : t.launchAsked),
  });
  const onSave = (e: FormEvent) => {
    e.preventDefault();
    void save.run({ ...basics, title: basics.title.trim() });
  };
  const set = (key: keyof Basics) => (value: string) => (setBasics((b) => ({ ...b, [key]: value })), save.clearError(key));
  const submitErrors = Object.entries(submit.errors).filter(([, m]) => m);

  if (campaign.status === 'approved') {
    return (
      <section aria-labelledby="launch-heading" className={card}>
        <h2 id="launch-heading" className="text-lg font-semibold">{t.launch}</h2>
        {launchAsked(campaign) && <p role="status" className="mt-2">{t.launchAsked}</p>}
        <button type="button" className={`${buttonClass.primary} mt-3`} disabled={launch.pending} onClick={() => void launch.run()}>
          {launch.pending && <Spinner />}{t.launch}
        </button>
      </section>
    );
  }
  if (!editable) return null;
  return (
    <section aria-labelledby="edit-heading" className={card}>
      <h2 id="edit-heading" className="text-lg font-semibold">{t.edit}</h2>
      <form onSubmit={onSave} noValidate className="mt-3 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor="basics-title" className="mb-1 block font-medium">{partnerHome.titleLabel}</label>
          <input id="basics-title" value={basics.title} className={inputClass} onChange={(e) => set('title')(e.target.value)}
            aria-invalid={save.errors.title ? true : undefined} aria-describedby={save.errors.title ? 'basics-title-error' : undefined} />
          <FieldError id="basics-title-error" message={save.errors.title} />
        </div>
        {(['startDate', 'endDate'] as const).map((key) => (
          <div key={key}>
            <label htmlFor={`basics-${key}`} className="mb-1 block font-medium">{key === 'startDate' ? t.startLabel : t.endLabel}</label>
            <input id={`basics-${key}`} type="date" value={basics[key]} className={inputClass} onChange={(e) => set(key)(e.target.value)}
              aria-invalid={save.errors[key] ? true : undefined} aria-describedby={save.errors[key] ? `basics-${key}-error` : undefined} />
            <FieldError id={`basics-${key}-error`} message={save.errors[key]} />
          </div>
        ))}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" className={buttonClass.secondary} disabled={save.pending}>{save.pending && <Spinner />}{t.save}</button>
          <button type="button" className={buttonClass.primary} disabled={submit.pending} onClick={() => void submit.run()}>{submit.pending && <Spinner />}{t.submit}</button>
        </div>
      </form>
      {submitErrors.length > 0 && (
        <ul role="alert" className="mt-3 list-disc pl-5 text-red-700 dark:text-red-300">
          {submitErrors.map(([field, message]) => <li key={field}>{message}</li>)}
        </ul>
      )}
    </section>
  );
}
