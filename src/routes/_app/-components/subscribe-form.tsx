import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { fetchSubscription, startSubscription } from '../../../api/subscriptions.ts';
import { auth } from '../../../auth/auth.ts';
import { BillingPeriodToggle } from '../../../components/pricing/billing-period-toggle.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { launchPanel } from '../../../content/payments.ts';
import { subscriptionCopy as t } from '../../../content/subscriptions.ts';
import type { Payment, PaymentMethod } from '../../../domain/money-types.ts';
import { plans, type BillingPeriod, type PlanAudience } from '../../../domain/plans.ts';
import { KES_PER_USD } from '../../../domain/plans.ts';
import { subscriptionPrice } from '../../../domain/subscriptions.ts';
import { formatDate } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';
import { annualSavingBadge } from '../../../lib/pricing.ts';
import { LaunchForm } from '../../../components/money/payment-form.tsx';
import { launchStatusText } from '../../../components/money/payment-status.ts';
import { usePaymentFlow } from '../../../components/money/use-payment-flow.ts';

const METHODS: PaymentMethod[] = ['mpesa', 'paypal'];

/**
 * PayPal sends a subscriber back to /upgrade with `?payment={id}`, plus `&paypal=cancelled` from its cancel button.
 * Read here rather than by the route, so the page's first load carries no search schema (decision 0008).
 */
function backFromPaypal(search: Record<string, unknown>): { returnedPaymentId?: string; paypalCancelled: boolean } {
  const id = typeof search.payment === 'string' && /^[\w-]{1,64}$/.test(search.payment) ? search.payment : undefined;
  return { returnedPaymentId: id, paypalCancelled: id !== undefined && search.paypal === 'cancelled' };
}

interface SubscribeFormProps {
  audience: PlanAudience;
  /** A subscription payment still open when the page loaded: it is followed rather than started again. */
  openPayment: Payment | null;
  /** The plan to preselect: the one held, else the first. */
  initialPlanId?: string;
}

/**
 * Paying for a plan (issue 19) through the launch payment's machine, given both methods: the plan, the period, the
 * price in US dollars and (for M-Pesa) in Kenya shillings at the stated rate, then the phone prompt or PayPal.
 */
export function SubscribeForm({ audience, openPayment, initialPlanId }: SubscribeFormProps) {
  const { returnedPaymentId, paypalCancelled } = backFromPaypal(useSearch({ strict: false }));
  const router = useRouter();
  const navigate = useNavigate();
  const shown = plans[audience];
  const [planId, setPlanId] = useState(shown.some((p) => p.id === initialPlanId) ? initialPlanId! : shown[0]!.id);
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const { step, payment, form, retry } = usePaymentFlow({
    input: { campaignId: 'subscription', currency: 'KES', methods: METHODS, funding: openPayment !== null, returnedPaymentId, paypalCancelled },
    start: ({ body, idempotencyKey }) => startSubscription({ planId, period, ...(body.method === 'mpesa' ? body : { method: 'paypal' as const }) }, idempotencyKey),
    latest: async () => openPayment,
    // The plan in force changed with the payment: the top bar and this page read it again.
    settled: () => {
      void fetchSubscription().then((s) => auth.send({ type: 'PROFILE.UPDATED', patch: { plan: s.plan } }), () => undefined);
      void (returnedPaymentId ? navigate({ to: '/upgrade', search: {}, replace: true }) : router.invalidate());
    },
  });
  if (step === 'entering') return null;
  const { method, busy } = form;
  const plan = shown.find((p) => p.id === planId) ?? shown[0]!;
  const usd = subscriptionPrice(plan, period, 'paypal');
  const kes = subscriptionPrice(plan, period, 'mpesa');
  const paidUntil = payment?.subscription?.periodEnd ? formatDate(payment.subscription.periodEnd) : null;
  const paidPlan = shown.find((p) => p.id === payment?.subscription?.planId)?.name ?? plan.name;
  const status = step === 'succeeded' ? t.succeeded(paidPlan, paidUntil) : launchStatusText(step, method, payment);
  const choosing = step === 'choosing' || step === 'starting';

  return (
    <section aria-labelledby="pay-plan-heading" className="space-y-4 rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="pay-plan-heading" className="text-xl font-semibold">{t.payHeading}</h2>
      <p>{t.payIntro}</p>
      {choosing && (
        <>
          <fieldset>
            <legend className="mb-1 font-medium">{t.planLegend}</legend>
            <div className="flex flex-wrap gap-4">
              {shown.map((p) => (
                <label key={p.id} className="inline-flex items-center gap-2">
                  <input type="radio" name="plan" value={p.id} checked={p.id === planId} disabled={busy} onChange={() => setPlanId(p.id)} />
                  {p.name}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex justify-start">
            <BillingPeriodToggle value={period} onChange={setPeriod} saving={annualSavingBadge(shown)} />
          </div>
          <div className="space-y-1">
            <p className="text-lg font-semibold">{plan.name}: {t.price(formatMoney(usd.amount, usd.currency), period)}</p>
            <p>{t.kesAmount(formatMoney(kes.amount, kes.currency))}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t.rate(formatMoney(KES_PER_USD * 100, 'KES'))}</p>
          </div>
          <LaunchForm {...form} total={formatMoney(method === 'mpesa' ? kes.amount : usd.amount, method === 'mpesa' ? 'KES' : 'USD')} covered={false} />
        </>
      )}
      {/* Always in the page, so each change of its text is announced. */}
      <p role="status" aria-live="polite" className="font-medium">{status}</p>
      {(step === 'failed' || step === 'cancelled') && (
        <button type="button" className={buttonClass.primary} onClick={retry}>{launchPanel.retry}</button>
      )}
    </section>
  );
}
