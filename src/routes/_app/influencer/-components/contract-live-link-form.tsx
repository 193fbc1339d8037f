import { useState, type FormEvent } from 'react';
import type { Deliverable } from '../../../../../machines/deliveryTypes.ts';
import { addLiveLink } from '../../../../api/delivery.ts';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { liveLinkForm as t } from '../../../../content/delivery.ts';
import { liveLinkError } from '../../../../lib/delivery-form.ts';
import { notifyError } from '../../../../lib/toast.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';

/** After approval, the creator adds the published post's address. */
export function ContractLiveLinkForm({ deliverable, onDone }: { deliverable: Deliverable; onDone: (message: string) => Promise<void> }) {
  const p = `live-${deliverable.id}`;
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = liveLinkError(url);
    setError(problem);
    if (problem) return void document.getElementById(`${p}-url`)?.focus();
    setBusy(true);
    try {
      await addLiveLink(deliverable.id, url.trim());
      await onDone(t.done);
    } catch (failure) {
      const server = (failure as { errors?: Record<string, string[]> }).errors?.url?.[0];
      if (!server) notifyError(failure);
      else {
        setError(server);
        document.getElementById(`${p}-url`)?.focus();
      }
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/50" aria-labelledby={`${p}-heading`}>
      <h4 id={`${p}-heading`} className="font-semibold">{t.heading}</h4>
      <div>
        <label htmlFor={`${p}-url`} className="mb-1 block font-medium">{t.label}</label>
        <p id={`${p}-hint`} className="mb-1 text-sm text-slate-600 dark:text-slate-300">{t.hint}</p>
        <input id={`${p}-url`} type="url" inputMode="url" value={url} readOnly={busy} className={inputClass}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${p}-hint ${p}-error` : `${p}-hint`}
          onChange={(e) => (setUrl(e.target.value), setError(undefined))} />
        <FieldError id={`${p}-error`} message={error} />
      </div>
      <button type="submit" className={buttonClass.primary} disabled={busy}>{busy && <Spinner />}{t.submit}</button>
    </form>
  );
}
