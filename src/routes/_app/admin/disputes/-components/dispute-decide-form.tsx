import { useState, type FormEvent } from 'react';
import type { Contract } from '../../../../../domain/campaign-types.ts';
import type { DisputeOutcome } from '../../../../../domain/dispute-types.ts';
import { decideDispute } from '../../../../../api/disputes.ts';
import { buttonClass, inputClass } from '../../../../../components/ui/button-styles.ts';
import { adminDispute as t } from '../../../../../content/disputes.ts';
import { useMutation } from '../../../../../lib/use-mutation.ts';
import { FieldError } from '../../../../../components/ui/field-error.tsx';
import { ContractDisputeConfirm } from '../../../-components/contract-dispute-confirm.tsx';
import { sharesText } from '../../../-components/contract-dispute-money.ts';
import { parsePercent } from './dispute-share.ts';

const OUTCOMES: DisputeOutcome[] = ['release', 'refund', 'split'];
interface Props { disputeId: string; contract: Pick<Contract, 'agreedFee' | 'currency'> }

/** Release, refund, or split with the creator's share (1–99%), decided after a confirmation that names the amounts. */
export function DisputeDecideForm({ disputeId, contract }: Props) {
  const [outcome, setOutcome] = useState<DisputeOutcome>('split');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const percent = outcome === 'split' ? parsePercent(text, 1, 99) : outcome === 'release' ? 100 : 0;
  const shares = percent === null ? null : sharesText(contract.agreedFee, percent / 100, contract.currency);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (percent === null) {
      setError(t.decide.error);
      return void document.getElementById('decide-share')?.focus();
    }
    setConfirming(true);
  };
  const decide = useMutation({
    request: (_: void, key) => decideDispute(disputeId, outcome === 'split' ? { outcome, creatorShare: percent! / 100 } : { outcome }, key),
    toast: { title: t.decide.done, description: shares ?? undefined },
    onDone: () => setConfirming(false),
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <p>{t.decide.intro}</p>
      <fieldset className="space-y-2">
        <legend className="mb-1 font-medium">{t.decide.legend}</legend>
        {OUTCOMES.map((o) => (
          <label key={o} className="flex items-center gap-2">
            <input type="radio" name="decide-outcome" value={o} checked={outcome === o} onChange={() => (setOutcome(o), setError(''))} />
            {t.decide.outcomes[o]}
          </label>
        ))}
      </fieldset>
      {outcome === 'split' && (
        <div>
          <label htmlFor="decide-share" className="mb-1 block font-medium">{t.decide.shareLabel}</label>
          <input id="decide-share" type="text" inputMode="numeric" autoComplete="off" value={text} className={`${inputClass} max-w-40`}
            aria-invalid={error ? true : undefined} aria-describedby={error ? 'decide-share-preview decide-share-error' : 'decide-share-preview'}
            onChange={(e) => (setText(e.target.value), setError(''))} />
          <p id="decide-share-preview" className="mt-1 text-sm text-slate-700 dark:text-slate-300">{shares ?? t.decide.shareHint}</p>
          <FieldError id="decide-share-error" message={error} />
        </div>
      )}
      {outcome !== 'split' && shares && <p className="text-sm text-slate-700 dark:text-slate-300">{shares}</p>}
      <button type="submit" className={buttonClass.primary}>{t.decide.submit}</button>
      {confirming && shares && (
        <ContractDisputeConfirm title={t.decide.confirmTitle} body={`${t.decide.outcomes[outcome]}. ${shares}`}
          confirmLabel={t.confirm} busy={decide.pending} onConfirm={() => void decide.run()} onClose={() => setConfirming(false)} />
      )}
    </form>
  );
}
