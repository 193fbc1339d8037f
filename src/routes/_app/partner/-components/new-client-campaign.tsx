import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import type { CampaignView } from '../../../../api/campaign-schema.ts';
import { createClientCampaign } from '../../../../api/partners.ts';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { partnerHome as t } from '../../../../content/partners.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';

/** The brief's fields a copy carries over from an earlier campaign of the same client. */
const briefOf = ({ brief, objective, goals, currency, budgetTotal, feeMin, feeMax, slots, audience, niches, platforms, followerBand, deliverables, maxRevisions, landingUrl, whatsappNumber }: CampaignView) =>
  ({ brief, objective, goals, currency, budgetTotal, feeMin, feeMax, slots, audience, niches, platforms, followerBand, deliverables, maxRevisions, landingUrl, whatsappNumber });

/** A new draft for the client: blank, or a copy of one of its campaigns' briefs under a new title; then its page. */
export function NewClientCampaign({ brandId, campaigns }: { brandId: string; campaigns: CampaignView[] }) {
  const navigate = useNavigate();
  const field = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [from, setFrom] = useState('');
  const create = useMutation({
    request: (input: { title: string; from: string }) => {
      const source = campaigns.find((c) => c.id === input.from);
      return createClientCampaign(brandId, { ...(source ? briefOf(source) : {}), title: input.title });
    },
    fields: ['title'],
    toast: t.created,
    invalidate: false,
    onDone: (draft) => navigate({ to: '/partner/$section/$id', params: { section: 'campaigns', id: draft.id } }),
    onFieldErrors: () => field.current?.focus(),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void create.run({ title: title.trim(), from });
  };
  const error = create.errors.title;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="new-campaign-heading" className="mt-6 space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700">
      <h3 id="new-campaign-heading" className="font-semibold">{t.newHeading}</h3>
      <div>
        <label htmlFor="new-campaign-from" className="mb-1 block font-medium">{t.copyLabel}</label>
        <select id="new-campaign-from" className={`${inputClass} max-w-md`} value={from} onChange={(e) => setFrom(e.target.value)}>
          <option value="">{t.copyNone}</option>
          {campaigns.map((c) => <option key={c.id} value={c.id}>{t.copyOf(c.title)}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor="new-campaign-title" className="mb-1 block font-medium">{t.titleLabel}</label>
        <input ref={field} id="new-campaign-title" value={title} className={`${inputClass} max-w-md`}
          aria-invalid={error ? true : undefined} aria-describedby={error ? 'new-campaign-title-error' : undefined}
          onChange={(e) => (setTitle(e.target.value), create.clearError('title'))} />
        <FieldError id="new-campaign-title-error" message={error} />
      </div>
      <button type="submit" className={buttonClass.primary} disabled={create.pending}>{create.pending && <Spinner />}{t.create}</button>
    </form>
  );
}
