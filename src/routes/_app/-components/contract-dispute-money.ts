import type { Currency } from '../../../domain/campaign-types.ts';
import { commissionOn } from '../../../domain/commission.ts';
import { disputePanel } from '../../../content/disputes.ts';
import { formatMoney } from '../../../lib/money.ts';

/**
 * A split of the held fee as the local API makes it: the creator's share rounded to whole minor units, the rest back
 * to the brand, and Sauti's commission taken from the creator's share.
 */
export function splitOf(held: number, creatorShare: number) {
  const creator = Math.round(held * creatorShare);
  return { creator, brand: held - creator, net: creator - commissionOn(creator) };
}

/** "The creator gets KES 13,200 (KES 11,880 after Sauti's commission); the brand gets KES 8,800 back." */
export function sharesText(held: number, creatorShare: number, currency: Currency): string {
  const { creator, brand, net } = splitOf(held, creatorShare);
  return disputePanel.shares(formatMoney(creator, currency), formatMoney(net, currency), formatMoney(brand, currency));
}
