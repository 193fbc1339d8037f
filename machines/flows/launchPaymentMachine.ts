import { assign, fromPromise, setup } from 'xstate';
import { paymentMethodsFor, type Payment, type PaymentMethod, type PaymentStatus } from '../../src/domain/money-types.ts';
import {
  phoneProblem, POLL_MS, type CancelInput, type LaunchPaymentContext, type LaunchPaymentEvent, type LaunchPaymentInput, type StartBody, type StartInput,
} from '../../src/domain/launch-payment-types.ts';
import { normalisePhone } from '../../src/domain/phone.ts';
import type { ApiErrorShape } from '../../src/domain/user-types.ts';

export { phoneProblem, POLL_MS, type LaunchPaymentInput, type PhoneError } from '../../src/domain/launch-payment-types.ts';

const bodyOf = (c: LaunchPaymentContext): StartBody =>
  c.covered ? { method: 'balance' } : c.method === 'mpesa' ? { method: 'mpesa', phone: normalisePhone(c.phone) ?? c.phone } : { method: 'paypal' };
const notProvided = () => Promise.reject(new Error('not provided'));
// Resuming may find no payment at all; it checks that first, so every other branch has one.
type PaymentDone = { event: { output: Payment | null } };
const keep = { type: 'keepPayment', params: ({ event }: PaymentDone) => ({ payment: event.output! }) } as const;
const settled = (status: PaymentStatus) => ({
  guard: { type: 'statusIs' as const, params: ({ event }: PaymentDone) => ({ payment: event.output!, status }) },
  target: `#launchPayment.${status}` as const,
  actions: keep,
});
const SETTLED = [settled('succeeded'), settled('failed'), settled('cancelled')];
const onPayment = [...SETTLED, { target: '#launchPayment.tracking', actions: keep }];
const fresh = { payment: null, paymentId: null, idempotencyKey: null, failure: null, phoneError: null };

/**
 * Paying to launch a campaign (money issue; docs/decisions/0009-money.md), or for a plan (issue 19: the upgrade
 * page gives it the methods, M-Pesa and PayPal): choose, start, then follow the payment until it settles. It does no I/O: the HTTP calls are injected actors, PayPal's approval page and the campaign
 * refresh are injected actions. The payment's own status (paymentMachine's state) is kept in context.
 */
export const launchPaymentMachine = setup({
  types: {} as { context: LaunchPaymentContext; events: LaunchPaymentEvent; input: LaunchPaymentInput },
  actors: {
    startPayment: fromPromise<Payment, StartInput>(notProvided),
    fetchPayment: fromPromise<Payment, { paymentId: string }>(notProvided),
    fetchLatestPayment: fromPromise<Payment | null, { campaignId: string }>(notProvided),
    cancelPayment: fromPromise<Payment, CancelInput>(notProvided),
  },
  actions: {
    keepPayment: assign((_, params: { payment: Payment }) => ({ payment: params.payment, paymentId: params.payment.id })),
    /** The component's key for this intent (useIntentKey), unless the last attempt's answer was lost: then its key is sent again. */
    holdKey: assign({ idempotencyKey: ({ context }, params: { key: string }) => context.idempotencyKey ?? params.key }),
    showPhoneError: assign({ phoneError: ({ context }) => phoneProblem(context.phone) }),
    showStartError: assign((_, params: { error: unknown }) => {
      const error = params.error as Partial<ApiErrorShape> | undefined;
      const phone = error?.errors?.phone?.[0];
      // The API keeps its answer for a key, so once it has answered the next try is a new intent; a lost answer keeps it.
      const renew = error?.status === undefined ? {} : { idempotencyKey: null };
      return { ...renew, ...(phone ? { phoneError: { kind: 'server', message: phone } as const } : { failure: error?.message ?? null }) };
    }),
    /** The phone field, once its error is drawn. */
    focusPhone: () => {},
    /** PayPal: the payer approves on PayPal's page, then comes back to `?payment=`. */
    openApproval: (_, _params: { url: string }) => {},
    /** The campaign's status moved with the payment (funding → recruiting, or back to approved). */
    refreshCampaign: () => {},
  },
  guards: {
    resumeIs: ({ context }, params: { resume: LaunchPaymentContext['resume'] }) => context.resume === params.resume,
    offered: ({ context }, params: { method: PaymentMethod }) => context.methods.includes(params.method),
    phoneNeedsFixing: ({ context }) => !context.covered && context.method === 'mpesa' && phoneProblem(context.phone) !== null,
    statusIs: (_, params: { payment: Payment; status: PaymentStatus }) => params.payment.status === params.status,
    awaitsApproval: (_, params: { payment: Payment }) => params.payment.status === 'awaiting_payer' && params.payment.paypal !== null,
    nothingOpen: (_, params: { payment: Payment | null }) => params.payment === null,
  },
  delays: { poll: POLL_MS },
}).createMachine({
  id: 'launchPayment',
  context: ({ input }) => {
    const methods = input.methods?.length ? input.methods : paymentMethodsFor(input.currency);
    const returned = input.returnedPaymentId ?? null;
    const resume = returned ? (input.paypalCancelled ? 'cancel' : 'track') : input.funding ? 'newest' : null;
    // Cancelling on the way back from PayPal is the intent the page opens with, so its key comes with the input.
    const idempotencyKey = resume === 'cancel' ? input.idempotencyKey : null;
    return { campaignId: input.campaignId, covered: input.covered === true, methods, method: methods[0]!, phone: '', ...fresh, idempotencyKey, paymentId: returned, resume };
  },
  initial: 'entering',
  states: {
    entering: {
      always: [
        { guard: { type: 'resumeIs', params: { resume: 'cancel' } }, target: 'cancelling' },
        { guard: { type: 'resumeIs', params: { resume: 'track' } }, target: 'tracking.checking' },
        { guard: { type: 'resumeIs', params: { resume: 'newest' } }, target: 'resuming' },
        { target: 'choosing' },
      ],
    },
    choosing: {
      on: {
        'METHOD.CHANGE': {
          guard: { type: 'offered', params: ({ event }) => ({ method: event.method }) },
          actions: assign({ method: ({ event }) => event.method, idempotencyKey: null, failure: null, phoneError: null }),
        },
        'PHONE.CHANGE': { actions: assign({ phone: ({ event }) => event.phone, idempotencyKey: null, failure: null, phoneError: null }) },
        SUBMIT: [
          { guard: 'phoneNeedsFixing', actions: ['showPhoneError', 'focusPhone'] },
          { target: 'starting', actions: [{ type: 'holdKey', params: ({ event }) => ({ key: event.idempotencyKey }) }, assign({ failure: null })] },
        ],
      },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context }) => ({ campaignId: context.campaignId, body: bodyOf(context), idempotencyKey: context.idempotencyKey! }),
        onDone: [
          { guard: { type: 'awaitsApproval', params: ({ event }) => ({ payment: event.output }) }, target: 'approving', actions: keep },
          ...onPayment,
        ],
        onError: { target: 'choosing', actions: [{ type: 'showStartError', params: ({ event }) => ({ error: event.error }) }, 'focusPhone'] },
      },
    },
    approving: {
      tags: ['busy'],
      entry: { type: 'openApproval', params: ({ context }) => ({ url: context.payment!.paypal!.approveUrl }) },
    },
    resuming: {
      tags: ['busy'],
      invoke: {
        id: 'fetchLatestPayment',
        src: 'fetchLatestPayment',
        input: ({ context }) => ({ campaignId: context.campaignId }),
        onDone: [{ guard: { type: 'nothingOpen', params: ({ event }) => ({ payment: event.output }) }, target: 'choosing' }, ...onPayment],
        onError: { target: 'choosing', actions: { type: 'showStartError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelPayment',
        src: 'cancelPayment',
        input: ({ context }) => ({ paymentId: context.paymentId!, idempotencyKey: context.idempotencyKey! }),
        onDone: onPayment,
        // Already captured or settled: reading it says where it stands.
        onError: 'tracking.checking',
      },
    },
    tracking: {
      tags: ['busy', 'tracking'],
      initial: 'waiting',
      states: {
        waiting: { after: { poll: 'checking' } },
        checking: {
          invoke: {
            id: 'fetchPayment',
            src: 'fetchPayment',
            input: ({ context }) => ({ paymentId: context.paymentId! }),
            onDone: [...SETTLED, { target: 'waiting', actions: keep }],
            // A lost answer is not a verdict: ask again.
            onError: 'waiting',
          },
        },
      },
    },
    succeeded: { type: 'final', entry: 'refreshCampaign' },
    failed: { entry: 'refreshCampaign', on: { RETRY: { target: 'choosing', actions: assign(fresh) } } },
    cancelled: { entry: 'refreshCampaign', on: { RETRY: { target: 'choosing', actions: assign(fresh) } } },
  },
});
