import type { Currency } from './campaign-types.ts';
import type { Movement, PayoutDetails, Withdrawal, WithdrawalMethod } from './money-types.ts';

/**
 * A brand's own money (issue 19): refunds and the unspent rest of its campaigns come back to its balance, which
 * pays for its next launch first and which it may withdraw like a creator's earnings. Shared by the local API
 * (`GET /brands/me/balance`) and the brand's balance page. Amounts in minor units.
 */
export interface BrandBalance {
  currency: Currency;
  /** The brand's to spend on a launch or withdraw now. */
  available: number;
  /** Set aside: for a launch whose payment is still open, or a withdrawal on its way. */
  onHold: number;
  /** Withdrawn to the brand's M-Pesa, PayPal or bank so far. */
  withdrawn: number;
}

export const BRAND_MOVEMENT_KINDS = ['payment', 'launch_fee', 'budget', 'launch_hold', 'refund', 'withdrawal', 'withdrawal_returned'] as const;
export type BrandMovementKind = (typeof BRAND_MOVEMENT_KINDS)[number];

/** One line of a brand's balance: a ledger transfer touching its balance, signed from its side (positive in). */
export interface BrandMovement extends Omit<Movement, 'kind'> { kind: BrandMovementKind }

/** `GET /brands/me/balance`. */
export interface BrandBalanceView {
  balances: BrandBalance[];
  movements: BrandMovement[];
  withdrawals: Withdrawal[];
  payoutDetails: PayoutDetails;
  methods: WithdrawalMethod[];
  country: string | null;
}
