import type { BrandMovementKind } from '../domain/brand-balance.ts';
import { titles } from './titles.ts';

/** A brand's balance page (issue 19): its own money, every movement of it, and withdrawing it. */
export const brandBalanceCopy = {
  title: titles.brandBalance,
  intro: 'Money that comes back to you (a cancelled contract, a cancelled campaign, the unspent rest of a completed one) is yours: it pays for your next launch first, and you can withdraw it.',
  loadFailed: 'We could not load your balance',
  retry: 'Try again',
  figuresHeading: (currency: string) => `Your ${currency} balance`,
  figures: {
    available: { label: 'Available', hint: 'Pays for your next launch first, or withdraw it.' },
    onHold: { label: 'On hold', hint: 'Set aside for a launch being paid, or a withdrawal on its way.' },
    withdrawn: { label: 'Withdrawn', hint: 'Already sent to you.' },
  },
  movements: {
    caption: 'Every movement of your balance',
    empty: 'Nothing has moved yet.',
    kinds: {
      payment: 'Payment received',
      launch_fee: 'Launch fee',
      budget: 'Budget held',
      launch_hold: 'Set aside for a launch',
      refund: 'Returned to your balance',
      withdrawal: 'Withdrawal',
      withdrawal_returned: 'Withdrawal returned',
    } satisfies Record<BrandMovementKind, string>,
  },
} as const;
