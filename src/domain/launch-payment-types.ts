import type { Currency } from './campaign-types.ts';
import type { Payment, PaymentMethod } from './money-types.ts';
import { mpesaMsisdn, normalisePhone } from './phone.ts';

/** The launch payment machine's types and phone rule (money issue; machines/flows/launchPaymentMachine.ts). */

/** How often an open payment is read again (GET /payments/:id settles timeouts lazily on each read). */
export const POLL_MS = 2_000;

export type PhoneError = { kind: 'required' } | { kind: 'invalid' } | { kind: 'server'; message: string };
export type StartBody = { method: 'mpesa'; phone: string } | { method: 'paypal' } | { method: 'balance' };
export interface StartInput { campaignId: string; body: StartBody; idempotencyKey: string }
export interface CancelInput { paymentId: string; idempotencyKey: string }

export interface LaunchPaymentInput {
  /** What the injected actors pay for: the campaign's id (a subscription's panel passes its own key). */
  campaignId: string;
  currency: Currency;
  /** The methods offered, when not the currency's (a subscription: M-Pesa in KES or PayPal in USD). */
  methods?: PaymentMethod[];
  /** The campaign is `funding`: a payment is open, so its newest one is tracked. */
  funding?: boolean;
  /** Back from PayPal's approval page: `?payment=`, and `&paypal=cancelled` when the payer cancelled there. */
  returnedPaymentId?: string;
  paypalCancelled?: boolean;
  /** The brand's balance pays for the whole launch (the server's quote): no method or phone is asked. */
  covered?: boolean;
  /** The key (the component's `useIntentKey()`) for cancelling the payment the payer cancelled on PayPal's page. */
  idempotencyKey: string;
}

export interface LaunchPaymentContext {
  covered: boolean;
  campaignId: string;
  methods: PaymentMethod[];
  method: PaymentMethod;
  phone: string;
  phoneError: PhoneError | null;
  /** Why starting failed, when it is not about the phone. */
  failure: string | null;
  /** One per intent: a second click or a retry after a lost answer re-sends it, so the API pays once. */
  idempotencyKey: string | null;
  paymentId: string | null;
  payment: Payment | null;
  resume: 'cancel' | 'track' | 'newest' | null;
}

export type LaunchPaymentEvent =
  | { type: 'METHOD.CHANGE'; method: PaymentMethod }
  | { type: 'PHONE.CHANGE'; phone: string }
  /** With this intent's key from the component's `useIntentKey()` (decision 0014). */
  | { type: 'SUBMIT'; idempotencyKey: string }
  /** After a failed or cancelled payment: a new intent. */
  | { type: 'RETRY' };

/** M-Pesa asks a Kenyan mobile: 07…, 01…, 254… or +254…. */
export function phoneProblem(raw: string): PhoneError | null {
  if (normalisePhone(raw) === '') return { kind: 'required' };
  return mpesaMsisdn(raw) ? null : { kind: 'invalid' };
}
