import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { launchPaymentMachine, type LaunchPaymentInput } from '../../../machines/flows/launchPaymentMachine.ts';
import { cancelPayment, fetchPayment } from '../../api/payments.ts';
import type { Payment } from '../../domain/money-types.ts';
import type { StartInput } from '../../domain/launch-payment-types.ts';
import { inspect } from '../../lib/inspect.ts';
import { useIntentKey } from '../../lib/use-mutation.ts';
import type { LaunchStep } from './payment-status.ts';

interface PaymentFlowOptions {
  /** The machine's input, less the key, which comes from here. */
  input: Omit<LaunchPaymentInput, 'idempotencyKey'>;
  /** Starts the payment this panel is for: a campaign's launch, or a plan. */
  start: (input: StartInput) => Promise<Payment>;
  /** The open payment to follow when the page opened with one (`funding`), or null. */
  latest: (campaignId: string) => Promise<Payment | null>;
  /** The payment settled: the page reads what it changed again. */
  settled: () => void;
}

/**
 * The launch payment machine with its real actors (decision 0014: one place, beside its view, `payment-form.tsx`),
 * for the launch panel and the upgrade page. The keys are the component's: one intent to cancel on the way back from
 * PayPal, and one per submit (the machine re-sends the last one while its answer is unknown).
 */
export function usePaymentFlow({ input, start, latest, settled }: PaymentFlowOptions) {
  const phoneRef = useRef<HTMLInputElement>(null);
  // The machine is made once; its actors call whatever the latest render passed.
  const calls = useRef({ start, latest, settled });
  calls.current = { start, latest, settled };
  const [logic] = useState(() =>
    launchPaymentMachine.provide({
      actors: {
        startPayment: fromPromise(({ input: i }) => calls.current.start(i)),
        fetchPayment: fromPromise(({ input: i }) => fetchPayment(i.paymentId)),
        fetchLatestPayment: fromPromise(({ input: i }) => calls.current.latest(i.campaignId)),
        cancelPayment: fromPromise(({ input: i }) => cancelPayment(i.paymentId, i.idempotencyKey)),
      },
      actions: {
        focusPhone: () => requestAnimationFrame(() => phoneRef.current?.getAttribute('aria-invalid') && phoneRef.current.focus()),
        openApproval: (_, { url }) => window.location.assign(url),
        refreshCampaign: () => calls.current.settled(),
      },
    }),
  );
  const cancelIntent = useIntentKey();
  const payIntent = useIntentKey();
  const [snapshot, send] = useMachine(logic, { input: { ...input, idempotencyKey: cancelIntent.current() }, inspect });
  const step = (snapshot.matches('tracking') ? 'tracking' : snapshot.value) as LaunchStep | 'entering';
  const { methods, method, phone, phoneError, failure, payment } = snapshot.context;
  const form = {
    methods, method, phone, phoneError, failure, phoneRef, busy: snapshot.hasTag('busy'),
    onMethod: (m: typeof method) => send({ type: 'METHOD.CHANGE', method: m }),
    onPhone: (p: string) => send({ type: 'PHONE.CHANGE', phone: p }),
    onSubmit: () => {
      send({ type: 'SUBMIT', idempotencyKey: payIntent.current() });
      payIntent.settle();
    },
  };
  return { step, payment, form, retry: () => send({ type: 'RETRY' }) };
}
