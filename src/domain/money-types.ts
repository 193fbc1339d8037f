import type { ActedBy } from './partner-types.ts';
import { MINOR_PER_MAJOR, type Currency } from './campaign-types.ts';

/**
 * Money shared by the app and the local API (money issue; docs/decisions/0009-money.md).
 * Every amount is an integer in minor units (cents), like the ledger.
 */

/** The launch fee: a share of the budget, never below a floor per currency, in whole major units. */
export const LAUNCH_FEE_RATE = 0.05;
export const LAUNCH_FEE_MIN: Readonly<Record<Currency, number>> = { KES: 1_000 * MINOR_PER_MAJOR, USD: 10 * MINOR_PER_MAJOR };
/** Sauti's commission on a creator's fee, taken when the fee is released: src/domain/commission.ts. */
export { COMMISSION_RATE } from './commission.ts';

export function launchFeeFor(budget: number, currency: Currency): number {
  const share = Math.ceil((budget * LAUNCH_FEE_RATE) / MINOR_PER_MAJOR) * MINOR_PER_MAJOR;
  return Math.max(share, LAUNCH_FEE_MIN[currency]);
}

/** M-Pesa moves whole shillings: the amount asked for on the phone, rounded up (the extra stays in the brand's balance). */
export const wholeMajorUnits = (minor: number): number => Math.ceil(minor / MINOR_PER_MAJOR);

/** M-Pesa takes KES only; PayPal is offered for campaigns in other currencies. */
export const PAYMENT_METHODS = ['mpesa', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentMethodsFor = (currency: Currency): PaymentMethod[] => (currency === 'KES' ? ['mpesa'] : ['paypal']);
/** How a payment was made: through a provider, or wholly from the brand's balance (no provider asked). */
export const PAYMENT_SOURCES = [...PAYMENT_METHODS, 'balance'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

export const PAYMENT_STATUSES = ['initiated', 'awaiting_payer', 'unknown', 'succeeded', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a subscription payment pays for (issue 19): the plan, its period, and once paid the period it covered. */
export interface PaymentSubscription {
  planId: string;
  period: 'monthly' | 'annual';
  /** The subscription it started or renewed, and the period it paid for: set when it succeeds. */
  subscriptionId: string | null;
  periodStart: string | null;
  periodEnd: string | null;
}

/**
 * One attempt to pay: a campaign's launch fee plus the budget to hold (`launch`), or a plan (`subscription`, any
 * role). Its status is paymentMachine's state.
 */
export interface Payment {
  id: string;
  /** The campaign a launch pays for; null for a subscription. */
  campaignId: string | null;
  /** Who pays: the brand for a launch; the brand, creator or partner for a subscription. */
  brandId: string;
  purpose: 'launch' | 'subscription';
  method: PaymentSource;
  /** What is asked of the payer: launchFee + budget less fromBalance, rounded up to whole units for M-Pesa; 0 for 'balance'. */
  amount: number;
  /** 0 on the brand's first launch (freeLaunch). */
  launchFee: number;
  budget: number;
  /** Taken from the brand's balance first (held while the payment is open, given back if it fails). */
  fromBalance: number;
  /** The brand's first launch: no launch fee. */
  freeLaunch: boolean;
  currency: Currency;
  status: PaymentStatus;
  /** The plain-words reason for a failed, cancelled or unknown payment (PAYMENT_REASONS), else null. */
  reason: string | null;
  /** M-Pesa's last ResultCode, or null. */
  resultCode: number | null;
  /** The phone the prompt went to, masked for display: "0712 ••• 678". */
  phone: string | null;
  mpesa: { checkoutRequestId: string; merchantRequestId: string; receipt: string | null } | null;
  /** PayPal: the order and the page where the payer approves it. */
  paypal: { orderId: string; approveUrl: string } | null;
  /** When a payment still awaiting the payer is treated as unknown and checked with a query. */
  checkAfter: string | null;
  createdAt: string;
  updatedAt: string;
  settledAt: string | null;
  /** A subscription's plan and period; null for a launch. */
  subscription: PaymentSubscription | null;
  /** The partner that started it on the brand's behalf (issue 25); null or absent when the brand did. */
  actedBy?: ActedBy | null;
}

/** A campaign's money, from the ledger: what the brand paid, what is held, and where it went. */
export interface CampaignFunds {
  campaignId: string;
  currency: Currency;
  launchFee: number;
  budget: number;
  /** Posted into the campaign's escrow and still there (holds for creators included). */
  held: number;
  /** Held for accepted creators (pending transfers out of the escrow). */
  allocated: number;
  /** Held and not yet allocated: what the next acceptance can draw on. */
  free: number;
  /** Released to creators so far. */
  released: number;
  /** Returned to the brand's balance (cancelled contracts, a cancelled or closed campaign). */
  refunded: number;
  /** The brand's own balance in this currency, outside any campaign. */
  brandBalance: number;
}

export const WITHDRAWAL_METHODS = ['mpesa', 'paypal', 'bank'] as const;
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];
/** By region: M-Pesa in Kenya, PayPal elsewhere; a bank transfer (paid out by hand) everywhere. */
export const withdrawalMethodsFor = (country: string | null): WithdrawalMethod[] => (country === 'KE' ? ['mpesa', 'bank'] : ['paypal', 'bank']);

export const WITHDRAWAL_STATUSES = ['requested', 'submitted', 'unknown', 'paid', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** A creator's or a brand's saved payout details; each one optional until they add it. */
export interface PayoutDetails {
  /** In 2547…/2541… form. */
  mpesaPhone: string | null;
  paypalEmail: string | null;
  bank: { accountName: string; bankName: string; accountNumber: string } | null;
}

/** Whose money a withdrawal takes: a creator's earnings or a brand's balance (the ledger's owner types). */
export type WithdrawalOwner = 'creator' | 'brand';

/** A creator's or a brand's withdrawal. Its status is withdrawalMachine's state. */
export interface Withdrawal {
  id: string;
  ownerType: WithdrawalOwner;
  /** The creator's or the brand's account id. */
  ownerId: string;
  amount: number;
  currency: Currency;
  method: WithdrawalMethod;
  /** Where it goes, masked for display: "0712 ••• 678", "a•••@example.com", "Equity Bank ••• 4321". */
  destination: string;
  status: WithdrawalStatus;
  /** Plain words for failed or unknown, and for bank ("recorded for a manual payout"); else null. */
  reason: string | null;
  mpesa: { originatorConversationId: string; conversationId: string | null; receipt: string | null } | null;
  paypal: { senderBatchId: string; payoutBatchId: string | null; payoutItemId: string | null; transactionStatus: string | null } | null;
  createdAt: string;
  updatedAt: string;
  settledAt: string | null;
}

export type MovementKind = 'hold' | 'release' | 'refund' | 'commission' | 'withdrawal' | 'withdrawal_returned';

/** One line of a creator's earnings: a ledger transfer touching their account, signed from their side. */
export interface Movement {
  id: string;
  at: string;
  kind: MovementKind;
  /** Positive in, negative out. */
  amount: number;
  currency: Currency;
  /** pending: held for them (or on its way out); posted: done; voided: undone. */
  state: 'pending' | 'posted' | 'voided';
  description: string;
  campaignId: string | null;
  /** The campaign's title, so no screen shows its id. */
  campaignTitle: string | null;
}

/** A creator's earnings in one currency. */
export interface Earnings {
  currency: Currency;
  /** Held for them in campaigns' escrow, not yet released. */
  pending: number;
  /** Theirs to withdraw now. */
  available: number;
  /** On its way out: withdrawals submitted or unknown. */
  withdrawing: number;
  paidOut: number;
}
