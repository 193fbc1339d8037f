import { useNavigate, useRouter } from '@tanstack/react-router';
import type { CampaignView } from '../../../../api/campaign-schema.ts';
import type { LaunchQuote } from '../../../../domain/launch-quote.ts';
import type { PlanUsage } from '../../../../api/plans.ts';
import { fetchCampaignPayments, startPayment } from '../../../../api/payments.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { launchPanel as t } from '../../../../content/payments.ts';
import { contractTerms } from '../../../../content/terms.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { LaunchForm } from '../../../../components/money/payment-form.tsx';
import { usePaymentFlow } from '../../../../components/money/use-payment-flow.ts';
import { PlanAllowance, planAllowsAnother } from '../../../../components/plans/plan-allowance.tsx';
import { launchStatusText } from '../../../../components/money/payment-status.ts';

const LAUNCHABLE: CampaignView['status'][] = ['approved', 'funding'];

interface LaunchPanelProps {
  campaign: CampaignView;
  /** What launching costs, from the server (null when it could not be read). */
  quote: LaunchQuote | null;
  /** The plan in force and its active campaigns (while the campaign is approved), or null when unknown. */
  allowance?: PlanUsage | null;
  /** Back from PayPal: `?payment=` and `&paypal=cancelled`. */
  returnedPaymentId?: string;
  paypalCancelled?: boolean;
}

/**
 * Paying to launch (money issue): the fee, the budget to hold and the total, the pay form, and the payment's
 * progress in one live region. The machine decides; this view wires in the API, PayPal's page and the refresh.
 * It stays after success, so the outcome can be read while the page shows the campaign recruiting.
 */
export function LaunchPanel({ campaign, quote, allowance = null, returnedPaymentId, paypalCancelled }: LaunchPanelProps) {
  const router = useRouter();
  const navigate = useNavigate();
  const { step, payment, form, retry } = usePaymentFlow({
    input: { campaignId: campaign.id, currency: campaign.currency, funding: campaign.status === 'funding', returnedPaymentId, paypalCancelled, covered: quote?.method === 'balance' },
    start: (input) => startPayment(input.campaignId, input.body, input.idempotencyKey),
    latest: async (campaignId) => (await fetchCampaignPayments(campaignId))[0] ?? null,
    // Back from PayPal, the return address is dropped too, so a reload does not replay it.
    settled: () =>
      void (returnedPaymentId
        ? navigate({ to: '/brand/campaigns/$campaignId', params: { campaignId: campaign.id }, search: {}, replace: true })
        : router.invalidate()),
  });
  if (step === 'entering' || (step === 'choosing' && !LAUNCHABLE.includes(campaign.status))) return null;

  const money = (minor: number) => formatMoney(minor, campaign.currency);
  const status = launchStatusText(step, form.method, payment);

  return (
    <section aria-labelledby="launch-heading" className="space-y-4 rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="launch-heading" className="text-xl font-semibold">{t.heading}</h2>
      <p>{campaign.slots !== null && campaign.acceptedCount >= campaign.slots ? contractTerms.brand.launchIntro : t.intro}</p>
      {quote ? <LaunchAmounts quote={quote} money={money} /> : <p>{t.noQuote}</p>}
      {allowance && step === 'choosing' && <PlanAllowance audience="brand" usage={allowance} />}
      {campaign.budgetTotal === null ? <p>{t.noBudget}</p> : quote && (step === 'choosing' || step === 'starting') && planAllowsAnother(allowance) && (
        <LaunchForm {...form} total={money(quote.amount)} covered={quote.method === 'balance'} />
      )}
      {/* Always in the page, so each change of its text is announced. */}
      <p role="status" aria-live="polite" className="font-medium">{status}</p>
      {(step === 'failed' || step === 'cancelled') && (
        <button type="button" className={buttonClass.primary} onClick={retry}>{t.retry}</button>
      )}
    </section>
  );
}

/** The server's quote: the fee (none the first time, said so), the budget, what the balance pays, and what is left to pay. */
function LaunchAmounts({ quote, money }: { quote: LaunchQuote; money: (minor: number) => string }) {
  return (
    <>
      <p>{quote.freeLaunch ? t.firstFree : t.feeExplained(money(quote.standardFee))}</p>
      {quote.fromBalance > 0 && <p>{t.balanceExplained(money(quote.fromBalance))}</p>}
      <dl className="grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        <dt>{t.launchFee}</dt><dd className="text-right">{money(quote.launchFee)}</dd>
        <dt>{t.hold}</dt><dd className="text-right">{money(quote.budget)}</dd>
        {quote.fromBalance > 0 && <><dt>{t.fromBalance}</dt><dd className="text-right">−{money(quote.fromBalance)}</dd></>}
        <dt className="font-semibold">{t.total}</dt><dd className="text-right font-semibold">{money(quote.amount)}</dd>
      </dl>
    </>
  );
}
