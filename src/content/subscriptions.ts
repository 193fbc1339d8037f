import type { BillingPeriod } from '../domain/plans.ts';

/** The upgrade page's paid plans (issue 19): paying, the subscription's state, cancelling, receipts. */
export const subscriptionCopy = {
  payHeading: 'Pay for a plan',
  payIntro: 'Pay monthly or annually by M-Pesa or PayPal. There is no card on file: each renewal is a payment you approve, and we remind you 3 days before it is due. Cancel at any time; your plan stays until the end of the period you paid for.',
  planLegend: 'Plan',
  price: (usd: string, period: BillingPeriod) => `${usd} ${period === 'annual' ? 'a year' : 'a month'}`,
  kesAmount: (kes: string) => `By M-Pesa: ${kes}`,
  rate: (rate: string) => `M-Pesa takes Kenya shillings: we convert at ${rate} to the US dollar. PayPal takes US dollars.`,
  succeeded: (plan: string, until: string | null) => `Payment received. Your ${plan} plan is paid${until ? ` until ${until}` : ''}.`,
  stateHeading: 'Your subscription',
  none: 'You have no paid plan.',
  current: (plan: string, period: BillingPeriod) => `${plan}, paid ${period === 'annual' ? 'annually' : 'monthly'}.`,
  paidUntil: (date: string) => `Paid until ${date}.`,
  renews: (date: string) => `Renewal is a payment you approve: pay again here by ${date}. We remind you 3 days before, and your plan stays 7 more days after that date if it is not renewed.`,
  grace: (date: string) => `Your paid period has ended. Renew by ${date} to keep your plan; after that your account moves to the free tier.`,
  cancelled: (date: string) => `Cancelled: your plan ends on ${date} and will not renew. Nothing more is owed.`,
  cancel: 'Cancel renewal',
  resume: 'Keep my plan',
  resumed: 'Your plan will renew again.',
  cancelledToast: 'Renewal cancelled.',
  cancelDialog: {
    title: 'Cancel renewal?',
    body: (date: string) => `Your plan stays until ${date}, then your account moves to the free tier. There is no refund for the time left, and nothing more is owed.`,
    confirm: 'Cancel renewal',
    keep: 'Keep my plan',
    close: 'Close',
  },
  receiptsHeading: 'Receipts',
  receiptLine: (number: string, plan: string, amount: string, date: string) => `${number}: ${plan}, ${amount}, paid ${date}`,
  openReceipt: 'Open',
} as const;
