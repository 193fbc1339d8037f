import type { PaymentMethod } from '../domain/money-types.ts';

/** The brand's side of the money issue: paying to launch, the campaign's funds, and cancelling a contract. */
export const launchPanel = {
  heading: 'Launch',
  intro: 'Pay the launch fee and the budget to hold. The budget stays held for this campaign and pays the creators you accept; the campaign starts recruiting as soon as the payment succeeds.',
  launchFee: 'Launch fee',
  hold: 'Amount to hold (the budget)',
  fromBalance: 'From your balance',
  total: 'Total to pay',
  /** Issue 19: the landing page's "free first campaigns", kept. */
  firstFree: 'Your first campaign launches free: no launch fee.',
  feeExplained: (fee: string) => `The launch fee is ${fee}: 5% of the budget, at least KES 1,000 (USD 10).`,
  balanceExplained: (amount: string) => `Your balance pays ${amount} of it first.`,
  noQuote: 'We could not work out what this launch costs just now. Reload the page to try again.',
  payFromBalance: 'Launch with your balance',
  methodLegend: 'How to pay',
  methods: { mpesa: 'M-Pesa', paypal: 'PayPal' } satisfies Record<PaymentMethod, string>,
  phoneLabel: 'M-Pesa phone number',
  phoneHint: 'A Kenyan number like 0712 345 678 or +254 712 345 678. The payment prompt goes to this phone.',
  phoneErrors: {
    required: 'Enter the M-Pesa phone number to send the payment prompt to.',
    invalid: 'Enter a Kenyan phone number like 0712 345 678, 0112 345 678 or +254 712 345 678.',
  },
  pay: { mpesa: (total: string) => `Pay ${total} with M-Pesa`, paypal: (total: string) => `Pay ${total} with PayPal` } satisfies Record<PaymentMethod, (total: string) => string>,
  retry: 'Try again',
  noBudget: 'This campaign has no budget yet, so it cannot be paid for.',
} as const;

/** What the brand sees while the payment moves (paymentMachine's states), in an aria-live region. */
export const paymentStatus = {
  starting: { mpesa: 'Sending the payment prompt to your phone…', paypal: 'Opening PayPal…' } satisfies Record<PaymentMethod, string>,
  approving: 'Taking you to PayPal to approve the payment…',
  resuming: 'Looking up your payment…',
  cancelling: 'Cancelling the PayPal payment…',
  awaitingPin: (amount: string, phone: string | null) =>
    `Check your phone: enter your M-Pesa PIN to approve ${amount}${phone ? ` (prompt sent to ${phone})` : ''}.`,
  awaitingPaypal: 'Confirming your PayPal payment…',
  checking: { mpesa: 'Checking with M-Pesa…', paypal: 'Checking with PayPal…' } satisfies Record<PaymentMethod, string>,
  checkingDetail: 'We did not hear back in time, so we are asking M-Pesa whether the payment went through. No need to pay again.',
  succeeded: 'Payment received. Your campaign is launched and recruiting creators.',
  failed: (reason: string | null) => `The payment did not go through. ${reason ?? 'No money was taken. Try again.'}`,
  cancelled: (reason: string | null) => `The payment was cancelled. ${reason ?? 'No money was taken.'}`,
} as const;

export const fundsPanel = {
  heading: 'Funds',
  intro: 'What you paid for this campaign and where it is now.',
  load: 'We could not load this campaign’s funds. Reload the page to try again.',
  rows: {
    held: 'Held for this campaign',
    allocated: 'Allocated to creators',
    free: 'Free to allocate',
    released: 'Released to creators',
    refunded: 'Refunded to your balance',
    brandBalance: 'Your balance',
  },
} as const;

export const cancelContract = {
  action: 'Cancel contract',
  actionFor: (creator: string) => `Cancel contract with ${creator}`,
  title: 'Cancel this contract?',
  body: (creator: string, fee: string) => `${creator}’s fee of ${fee} stops being held and goes back to your balance. ${creator} is told, with your reason.`,
  reasonLabel: 'Reason (required)',
  reasonHint: 'Between 3 and 500 characters. The creator sees this.',
  reasonErrors: { short: 'Tell the creator why, in at least 3 characters.', long: 'Keep the reason to 500 characters or fewer.' },
  confirm: 'Cancel contract',
  keep: 'Keep the contract',
  close: 'Close',
  done: 'Contract cancelled',
  doneDetail: (fee: string) => `${fee} is back in your balance.`,
  status: { active: 'Active', completed: 'Completed', cancelled: 'Cancelled' },
  statusColumn: 'Status',
  actionsColumn: 'Actions',
} as const;
