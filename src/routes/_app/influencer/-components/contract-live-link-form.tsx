import { useState, type FormEvent } from 'react';
import type { Deliverable } from '../../../../domain/delivery-types.ts';
import { addLiveLink } from '../../../../api/delivery.ts';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { liveLinkForm as t } from '../../../../content/delivery.ts';
import { liveLinkError } from '../../../../lib/delivery-form.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import type { StepOutcome } from '../../-components/contract-outcome.ts';

/** After approval, the creator adds the published post's address. */
export function ContractLiveLinkForm({ deliverable, outcome }: { deliverable: Deliverable; outcome: StepOutcome }) {
  const p = `live-${deliverable.id}`;
  const [url, setUrl] = useState('');
  const focusUrl = () => document.getElementById(`${p}-url`)?.focus();
  const live = useMutation({
    request: (address: string) => addLiveLink(deliverable.id, address),
    fields: ['url'],
    onFieldErrors: focusUrl,
    onDone: outcome.clear,
    onReloaded: () => outcome.say(t.done),
  });
  const busy = live.pending;
  const error = live.errors.url;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = liveLinkError(url);
    live.setErrors({ url: problem });
    if (problem) return void focusUrl();
    void live.run(url.trim());
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/50" aria-labelledby={`${p}-heading`}>
      <h4 id={`${p}-heading`} className="font-semibold">{t.heading}</h4>
      <div>
        <label htmlFor={`${p}-url`} className="mb-1 block font-medium">{t.label}</label>
        <p id={`${p}-hint`} className="mb-1 text-sm text-slate-600 dark:text-slate-300">{t.hint}</p>
        <input id={`${p}-url`} type="url" inputMode="url" value={url} readOnly={busy} className={inputClass}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${p}-hint ${p}-error` : `${p}-hint`}
          onChange={(e) => (setUrl(e.target.value), live.clearError('url'))} />
        <FieldError id={`${p}-error`} message={error} />
      </div>
      <button type="submit" className={buttonClass.primary} disabled={busy}>{busy && <Spinner />}{t.submit}</button>
    </form>
  );
}
