import { useId } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { Currency } from '../../domain/campaign-types.ts';
import type { WithdrawalMethod } from '../../domain/money-types.ts';
import type { WithdrawField, withdrawRequestMachine } from '../../../machines/flows/withdrawRequestMachine.ts';
import { inputClass } from '../ui/button-styles.ts';
import { earningsCopy } from '../../content/earnings.ts';
import { formatMoney } from '../../lib/money.ts';
import { FieldError } from '../ui/field-error.tsx';

const t = earningsCopy.withdraw;

interface Props {
  snapshot: SnapshotFrom<typeof withdrawRequestMachine>;
  offered: readonly WithdrawalMethod[];
  ready: readonly WithdrawalMethod[];
  available: number;
  currency: Currency;
  currencies: readonly Currency[];
  onCurrency: (currency: Currency) => void;
  onEdit: (field: WithdrawField) => void;
}

/** Amount, currency (only when there is more than one) and method: offered ones, usable once their details are saved. */
export function EarningsWithdrawFields({ snapshot, offered, ready, available, currency, currencies, onCurrency, onEdit }: Props) {
  const id = useId();
  const { problems, errors } = snapshot.context;
  const message = (field: WithdrawField) => errors[field] ?? (problems[field] ? t.problems[problems[field]] : undefined);
  const amountError = message('amount');
  const methodError = message('method');
  return (
    <>
      {currencies.length > 1 && (
        <div>
          <label htmlFor={`${id}-currency`} className="mb-1 block font-medium">{t.currency}</label>
          <select id={`${id}-currency`} value={currency} onChange={(e) => onCurrency(e.target.value as Currency)} className={`${inputClass} max-w-xs`}>
            {currencies.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </div>
      )}
      <div>
        <label htmlFor={`${id}-amount`} className="mb-1 block font-medium">{t.amount(currency)}</label>
        <p id={`${id}-amount-hint`} className="mb-1 text-sm text-slate-600 dark:text-slate-300">{t.amountHint(formatMoney(available, currency))}</p>
        <input
          id={`${id}-amount`} name="amount" type="text" inputMode="decimal" autoComplete="off" className={`${inputClass} max-w-xs`}
          onChange={() => amountError && onEdit('amount')} aria-invalid={amountError ? true : undefined}
          aria-describedby={[`${id}-amount-hint`, amountError && `${id}-amount-error`].filter(Boolean).join(' ')}
        />
        <FieldError id={`${id}-amount-error`} message={amountError} />
      </div>
      <fieldset aria-describedby={methodError ? `${id}-method-error` : undefined}>
        <legend className="mb-1 font-medium">{t.method}</legend>
        {ready.length === 0 && <p className="text-sm">{t.noMethods}</p>}
        <div className="space-y-2">
          {offered.map((method, i) => {
            const usable = ready.includes(method);
            return (
              <label key={method} className="flex items-center gap-2">
                <input
                  type="radio" name="method" value={method} disabled={!usable} defaultChecked={usable && method === ready[0]}
                  aria-invalid={methodError && i === 0 ? true : undefined} onChange={() => methodError && onEdit('method')}
                />
                {usable ? earningsCopy.methods[method] : t.needsDetails(earningsCopy.methods[method])}
              </label>
            );
          })}
        </div>
        {offered.includes('bank') && <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t.bankNote}</p>}
        <FieldError id={`${id}-method-error`} message={methodError} />
      </fieldset>
    </>
  );
}
