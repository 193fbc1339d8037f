import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { CampaignView } from '../../../../api/campaign-schema.ts';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { partnerHome as t } from '../../../../content/partners.ts';

/**
 * A new campaign for the client, in the full campaign wizard (`/partner/new-campaign/{brandId}`): blank, or with a
 * copy of one of its campaigns' briefs (`?from=`). Nothing is saved until the wizard saves it. A form, so choosing
 * a copy changes nothing until the button is pressed (WCAG 3.2.2).
 */
export function NewClientCampaign({ brandId, campaigns }: { brandId: string; campaigns: CampaignView[] }) {
  const navigate = useNavigate();
  const [from, setFrom] = useState('');
  const start = (e: FormEvent) => {
    e.preventDefault();
    void navigate({ to: '/partner/$section/$id', params: { section: 'new-campaign', id: brandId }, search: { from: from || undefined } });
  };
  return (
    <form onSubmit={start} noValidate aria-labelledby="new-campaign-heading" className="mt-6 space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700">
      <h3 id="new-campaign-heading" className="font-semibold">{t.newHeading}</h3>
      <div>
        <label htmlFor="new-campaign-from" className="mb-1 block font-medium">{t.copyLabel}</label>
        <select id="new-campaign-from" className={`${inputClass} max-w-md`} value={from} onChange={(e) => setFrom(e.target.value)}>
          <option value="">{t.copyNone}</option>
          {campaigns.map((c) => <option key={c.id} value={c.id}>{t.copyOf(c.title)}</option>)}
        </select>
      </div>
      <button type="submit" className={buttonClass.primary}>{t.start}</button>
    </form>
  );
}
