/**
 * Sauti's commission on a creator's fee, and what the creator receives: one rule for the app, which shows it before
 * the creator commits (the apply form, the invitation, the contract), and the local API, which takes it when the
 * fee is released (mock-server/money/holds.ts, dispute-settlement.ts). So the net shown is the net paid.
 */
import type { Currency } from './campaign-types.ts';

/** 10% of the fee, taken when the fee is released (the delivery issue). */
export const COMMISSION_RATE = 0.1;

/** Sauti's commission on a fee in minor units, rounded to a whole minor unit, as the ledger takes it. */
export const commissionOn = (fee: number): number => Math.round(fee * COMMISSION_RATE);

/** A fee, the commission on it, and what the creator receives, all in minor units of one currency. */
export interface FeeBreakdown {
  fee: number;
  commission: number;
  net: number;
  currency: Currency;
  /** The commission rate in whole percent, for the words: 10. */
  percent: number;
}

export function creatorNet(fee: number, currency: Currency): FeeBreakdown {
  const commission = commissionOn(fee);
  return { fee, commission, net: fee - commission, currency, percent: Math.round(COMMISSION_RATE * 100) };
}
