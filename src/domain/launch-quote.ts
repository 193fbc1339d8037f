import { MINOR_PER_MAJOR, type Currency } from './campaign-types.ts';
import { launchFeeFor, paymentMethodsFor, wholeMajorUnits, type PaymentSource } from './money-types.ts';

/**
 * What launching a campaign costs the brand (issue 19), computed once by the local API: the launch panel shows
 * `GET /campaigns/:id/launch-quote` and `POST /campaigns/:id/payments` asks for exactly these amounts.
 * Every amount is in minor units of the campaign's currency.
 */
export interface LaunchQuote {
  campaignId: string;
  currency: Currency;
  /** The budget held in the campaign's escrow, in full, whatever pays for it. */
  budget: number;
  /** The brand's first launch: no launch fee. */
  freeLaunch: boolean;
  /** The fee this launch pays: 0 on the first launch, else `standardFee`. */
  launchFee: number;
  /** The fee a launch pays when it is not the first (what the first launch saves). */
  standardFee: number;
  /** launchFee + budget. */
  total: number;
  /** The brand's available balance in this currency before the launch. */
  balance: number;
  /** Taken from the balance first. */
  fromBalance: number;
  /** What the payment provider is asked for: the rest, rounded up to whole shillings for M-Pesa; 0 when the balance pays it all. */
  amount: number;
  /** How the rest is paid: the currency's provider, or 'balance' when nothing is left to pay. */
  method: PaymentSource;
}

export interface QuoteFacts {
  campaignId: string;
  currency: Currency;
  budget: number;
  freeLaunch: boolean;
  /** The brand's available balance in the campaign's currency. */
  balance: number;
}

/** The one computation of a launch's amounts: the fee (none the first time), then the balance first, then the provider. */
export function quoteLaunch({ campaignId, currency, budget, freeLaunch, balance }: QuoteFacts): LaunchQuote {
  const standardFee = launchFeeFor(budget, currency);
  const launchFee = freeLaunch ? 0 : standardFee;
  const total = launchFee + budget;
  const fromBalance = Math.max(0, Math.min(balance, total));
  const rest = total - fromBalance;
  const provider = paymentMethodsFor(currency)[0] ?? 'paypal';
  // M-Pesa moves whole shillings: the prompt asks for the rest rounded up (the extra stays in the brand's balance).
  const amount = provider === 'mpesa' ? wholeMajorUnits(rest) * MINOR_PER_MAJOR : rest;
  return { campaignId, currency, budget, freeLaunch, launchFee, standardFee, total, balance, fromBalance, amount, method: rest === 0 ? 'balance' : provider };
}
