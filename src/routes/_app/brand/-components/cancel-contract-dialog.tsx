import { useRef, useState, type FormEvent } from 'react';
import type { ContractEntry } from '../../../../api/contracts.ts';
import { cancelContract } from '../../../../api/funds.ts';
import { buttonClass, inputClass } from '../../../../components/ui/button-styles.ts';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { cancelContract as t } from '../../../../content/payments.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';
import { FieldError } from '../../../../components/ui/field-error.tsx';

const reasonProblem = (reason: string) => (reason.trim().length < 3 ? t.reasonErrors.short : reason.trim().length > 500 ? t.reasonErrors.long : undefined);

/**
 * Cancelling one active contract asks for the reason the creator will read. The fee's hold is voided and the money
 * goes back to the brand's balance; then a toast, and the page reloads its funds and contracts.
 */
export function CancelContractDialog({ entry, onClose }: { entry: ContractEntry; onClose: () => void }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const { contract, creator } = entry;
  const fee = formatMoney(contract.agreedFee, contract.currency);
  // useMutation keeps one Idempotency-Key for this intent: pressing Cancel contract twice cancels once.
  const cancel = useMutation({
    request: (text: string, key) => cancelContract(contract.id, text, key),
    fields: ['reason'],
    toast: { title: t.done, description: t.doneDetail(fee) },
    onDone: onClose,
  });
  const busy = cancel.pending;
  const error = cancel.errors.reason;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = reasonProblem(reason);
    cancel.setErrors({ reason: problem });
    if (problem) return void field.current?.focus();
    void cancel.run(reason.trim());
  };

  return (
    <Dialog open title={t.title} closeLabel={t.close} onClose={() => !busy && onClose()}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p>{t.body(creator.name, fee)}</p>
        <div>
          <label htmlFor="cancel-reason" className="mb-1 block font-medium">{t.reasonLabel}</label>
          <p id="cancel-reason-hint" className="mb-1 text-sm text-slate-600 dark:text-slate-300">{t.reasonHint}</p>
          <textarea ref={field} id="cancel-reason" rows={4} required value={reason} readOnly={busy} className={inputClass}
            aria-invalid={error ? true : undefined} aria-describedby={error ? 'cancel-reason-hint cancel-reason-error' : 'cancel-reason-hint'}
            onChange={(e) => (setReason(e.target.value), cancel.clearError('reason'))} />
          <FieldError id="cancel-reason-error" message={error} />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass.primary} disabled={busy}>{busy && <Spinner />}{t.confirm}</button>
          <button type="button" className={buttonClass.secondary} disabled={busy} onClick={onClose}>{t.keep}</button>
        </div>
      </form>
    </Dialog>
  );
}
