import { useState, type FormEvent } from 'react';
import type { Contract } from '../../../../../domain/campaign-types.ts';
import { proposeSplit } from '../../../../../api/disputes.ts';
import { buttonClass, inputClass } from '../../../../../components/ui/button-styles.ts';
import { adminDispute as t } from '../../../../../content/disputes.ts';
import { useMutation } from '../../../../../lib/use-mutation.ts';
import { FieldError } from '../../../../../components/ui/field-error.tsx';
import { ContractDisputeConfirm } from '../../../-components/contract-dispute-confirm.tsx';
import { sharesText } from '../../../-components/contract-dispute-money.ts';
import { parsePercent } from './dispute-share.ts';

interface Props { disputeId: string; contract: Pick<Contract, 'agreedFee' | 'currency'> }

/** The creator's share as a percentage, shown in money as it is typed, proposed after a confirmation. */
export function DisputeProposeForm({ disputeId, contract }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const percent = parsePercent(text, 0, 100);
  const preview = percent === null ? t.propose.hint : sharesText(contract.agreedFee, percent / 100, contract.currency);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (percent === null) {
      setError(t.propose.error);
      return void document.getElementById('propose-share')?.focus();
    }
    setConfirming(true);
  };
  const propose = useMutation({
    request: (_: void, key) => proposeSplit(disputeId, percent! / 100, key),
    toast: { title: t.propose.done, description: t.propose.doneDetail },
    onDone: () => setConfirming(false),
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <p>{t.propose.intro}</p>
      <div>
        <label htmlFor="propose-share" className="mb-1 block font-medium">{t.propose.label}</label>
        <input id="propose-share" type="text" inputMode="numeric" autoComplete="off" value={text} className={`${inputClass} max-w-40`}
          aria-invalid={error ? true : undefined} aria-describedby={error ? 'propose-share-preview propose-share-error' : 'propose-share-preview'}
          onChange={(e) => (setText(e.target.value), setError(''))} />
        <p id="propose-share-preview" className="mt-1 text-sm text-slate-700 dark:text-slate-300">{preview}</p>
        <FieldError id="propose-share-error" message={error} />
      </div>
      <button type="submit" className={buttonClass.primary}>{t.propose.submit}</button>
      {confirming && percent !== null && (
        <ContractDisputeConfirm title={t.propose.confirmTitle} body={sharesText(contract.agreedFee, percent / 100, contract.currency)}
          confirmLabel={t.confirm} busy={propose.pending} onConfirm={() => void propose.run()} onClose={() => setConfirming(false)} />
      )}
    </form>
  );
}
