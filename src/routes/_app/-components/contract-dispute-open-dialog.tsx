import { useRef, useState, type FormEvent } from 'react';
import type { Deliverable } from '../../../domain/delivery-types.ts';
import type { DisputeSide } from '../../../domain/dispute-types.ts';
import type { DisputeView } from '../../../api/dispute-schemas.ts';
import { addEvidence, openDispute } from '../../../api/disputes.ts';
import { buttonClass, inputClass } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { deliverableName } from '../../../content/delivery.ts';
import { disputeActions as a, openDialog as t, sideWords } from '../../../content/disputes.ts';
import { eatTime } from '../../../lib/delivery-time.ts';
import { notifyError } from '../../../lib/toast.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import type { DisputeDone } from './contract-dispute-panel.tsx';
import { ContractDisputeFile, evidenceFileError } from './contract-dispute-file.tsx';

interface Props { deliverable: Deliverable; side: DisputeSide; onClose: () => void; onDone: DisputeDone }

/** A required reason, optional evidence text and an optional file; the file follows once the dispute is open. */
export function ContractDisputeOpenDialog({ deliverable, side, onClose, onDone }: Props) {
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [evidence, setEvidence] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const responder = sideWords.other(side);
  const open = useMutation<void, DisputeView, 'reason' | 'evidence' | 'file'>({
    request: async (_, key) => {
      const opened = await openDispute(deliverable.id, { reason: reason.trim(), evidence: evidence.trim() || undefined }, key);
      if (file) await addEvidence(opened.id, { text: '', file }).catch((failure: Error) => notifyError({ message: a.done.fileFailed(failure.message) }));
      return opened;
    },
    fields: ['reason', 'evidence'],
    toast: (opened) => ({ title: a.done.opened, description: a.done.openedDetail(responder, eatTime(opened.respondBy)) }),
    onDone: (opened) => (onClose(), onDone(opened)),
    onFieldErrors: (found) => (found.reason ? reasonField.current : document.getElementById('dispute-open-evidence'))?.focus(),
  });
  const { errors, setErrors } = open;
  const busy = open.pending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = { reason: reason.trim().length < 10 ? t.errors.reason : undefined, file: evidenceFileError(file) };
    setErrors(found);
    if (found.reason) return void reasonField.current?.focus();
    if (found.file) return void document.getElementById('dispute-open-file')?.focus();
    void open.run();
  };

  const described = (id: string, error?: string) => (error ? `${id}-hint ${id}-error` : `${id}-hint`);
  return (
    <Dialog open title={t.title} closeLabel={a.close} onClose={() => !busy && onClose()}>
      <form onSubmit={submit} noValidate className="space-y-4" aria-busy={busy}>
        <p className="font-medium">{deliverableName(deliverable)}</p>
        <p>{t.intro(responder)}</p>
        <div>
          <label htmlFor="dispute-open-reason" className="mb-1 block font-medium">{t.reasonLabel}</label>
          <p id="dispute-open-reason-hint" className="mb-1 text-sm text-slate-600 dark:text-slate-300">{t.reasonHint}</p>
          <textarea ref={reasonField} id="dispute-open-reason" rows={4} required value={reason} readOnly={busy} className={inputClass}
            aria-invalid={errors.reason ? true : undefined} aria-describedby={described('dispute-open-reason', errors.reason)}
            onChange={(e) => (setReason(e.target.value), setErrors({ ...errors, reason: undefined }))} />
          <FieldError id="dispute-open-reason-error" message={errors.reason} />
        </div>
        <div>
          <label htmlFor="dispute-open-evidence" className="mb-1 block font-medium">{t.evidenceLabel}</label>
          <p id="dispute-open-evidence-hint" className="mb-1 text-sm text-slate-600 dark:text-slate-300">{t.evidenceHint}</p>
          <textarea id="dispute-open-evidence" rows={4} value={evidence} readOnly={busy} className={inputClass}
            aria-invalid={errors.evidence ? true : undefined} aria-describedby={described('dispute-open-evidence', errors.evidence)}
            onChange={(e) => (setEvidence(e.target.value), setErrors({ ...errors, evidence: undefined }))} />
          <FieldError id="dispute-open-evidence-error" message={errors.evidence} />
        </div>
        <ContractDisputeFile id="dispute-open-file" error={errors.file} disabled={busy} onChange={(f) => (setFile(f), setErrors({ ...errors, file: undefined }))} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass.primary} aria-disabled={busy}>{busy && <Spinner />}{t.submit}</button>
          <button type="button" className={buttonClass.secondary} disabled={busy} onClick={onClose}>{a.cancel}</button>
        </div>
      </form>
    </Dialog>
  );
}
