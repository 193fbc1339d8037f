import type { Payment, PaymentMethod } from '../../domain/money-types.ts';
import { paymentStatus as t } from '../../content/payments.ts';
import { formatMoney } from '../../lib/money.ts';

/** Where the launch machine is, as the status region words it (paymentMachine's states, plus the app's own steps). */
export type LaunchStep = 'choosing' | 'starting' | 'approving' | 'resuming' | 'cancelling' | 'tracking' | 'succeeded' | 'failed' | 'cancelled';

/** The one line the aria-live region announces for a step; '' while the brand is choosing. */
export function launchStatusText(step: LaunchStep, method: PaymentMethod, payment: Payment | null): string {
  switch (step) {
    case 'choosing': return '';
    case 'starting': return t.starting[method];
    case 'approving': return t.approving;
    case 'resuming': return t.resuming;
    case 'cancelling': return t.cancelling;
    case 'succeeded': return t.succeeded;
    case 'failed': return t.failed(payment?.reason ?? null);
    case 'cancelled': return t.cancelled(payment?.reason ?? null);
    case 'tracking': {
      if (payment?.status === 'unknown') return t.checking[payment.method === 'paypal' ? 'paypal' : 'mpesa'];
      if (payment?.method === 'paypal') return t.awaitingPaypal;
      return payment ? t.awaitingPin(formatMoney(payment.amount, payment.currency), payment.phone) : t.resuming;
    }
  }
}
