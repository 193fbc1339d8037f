import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import type { Currency } from '../../domain/campaign-types.ts';
import type { PayoutDetails, WithdrawalMethod } from '../../domain/money-types.ts';
import { readyMethods, withdrawRequestMachine } from '../../../machines/flows/withdrawRequestMachine.ts';
import { fetchWithdrawal, requestWithdrawal } from '../../api/earnings.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { Spinner } from '../ui/spinner.tsx';
import { earningsCopy } from '../../content/earnings.ts';
import { inspect } from '../../lib/inspect.ts';
import { parseMoney } from '../../lib/money.ts';
import { useIntentKey } from '../../lib/use-mutation.ts';
import { EarningsWithdrawFields } from './earnings-withdraw-fields.tsx';
import { withdrawStatusText } from './earnings-withdraw-status.tsx';

const t = earningsCopy.withdraw;

/** What a withdrawal is made from: a creator's earnings or a brand's balance, per currency, and where it may go. */
export interface WithdrawSource {
  balances: readonly { currency: Currency; available: number }[];
  methods: WithdrawalMethod[];
  payoutDetails: PayoutDetails;
}

/**
 * The withdrawal form and the withdrawal's progress, driven by withdrawRequestMachine: a creator's earnings page
 * and a brand's balance page (issue 19) both withdraw through it.
 */
export function EarningsWithdraw({ data }: { data: WithdrawSource }) {
  const id = useId();
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const logic = useMemo(
    () =>
      withdrawRequestMachine.provide({
        actors: {
          requestWithdrawal: fromPromise(({ input }) => requestWithdrawal(input.body, input.key)),
          fetchWithdrawal: fromPromise(({ input }) => fetchWithdrawal(input.id)),
        },
        actions: {
          refresh: () => void router.invalidate(),
          focusFirstError: () => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
        },
      }),
    [router],
  );
  const [snapshot, send] = useMachine(logic, { inspect });
  // Each SUBMIT brings a new key; the machine keeps the last attempt's key instead while that answer is unknown.
  const intent = useIntentKey();
  const withdrawable = data.balances.filter((b) => b.available > 0);
  const [currency, setCurrency] = useState<Currency>(withdrawable[0]?.currency ?? 'KES');
  const ready = readyMethods(data.methods, data.payoutDetails);
  const available = data.balances.find((b) => b.currency === currency)?.available ?? 0;
  const busy = snapshot.hasTag('busy');
  const editing = snapshot.matches('editing') || busy;
  const settled = snapshot.matches('paid') || snapshot.matches('failed') || snapshot.matches('recorded');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const method = (values.get('method') as WithdrawalMethod | null) ?? null;
    send({ type: 'SUBMIT', amount: parseMoney(String(values.get('amount') ?? '')), method, currency, available, methods: ready, key: intent.current() });
    intent.settle();
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id={`${id}-heading`} className="text-xl font-bold">{t.heading}</h2>
      {/* Always in the page, so each change of its text is announced. */}
      <p role="status" className="font-medium">{withdrawStatusText(snapshot)}</p>
      {settled && <button type="button" onClick={() => send({ type: 'AGAIN' })} className={buttonClass.secondary}>{t.again}</button>}
      {editing && withdrawable.length === 0 && <p>{t.nothing}</p>}
      {editing && withdrawable.length > 0 && (
        <form ref={form} onSubmit={submit} noValidate aria-busy={busy} className="space-y-4">
          <p role="alert" className="font-medium text-red-700 dark:text-red-300">{snapshot.context.failure}</p>
          <EarningsWithdrawFields
            snapshot={snapshot} offered={data.methods} ready={ready} available={available} currency={currency}
            currencies={withdrawable.map((b) => b.currency)} onCurrency={setCurrency} onEdit={(field) => send({ type: 'FIELD.EDIT', field })}
          />
          <button type="submit" aria-disabled={busy} className={buttonClass.primary}>
            {busy && <Spinner />}
            {busy ? t.sending : t.submit}
          </button>
        </form>
      )}
    </section>
  );
}
