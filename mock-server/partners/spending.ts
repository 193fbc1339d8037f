import type { Currency } from '../../src/domain/campaign-types.ts';
import type { partnerClients } from '../db/schema/index.ts';
import { HttpError } from '../http.ts';
import { money } from '../ledger/errors.ts';

type Link = Pick<typeof partnerClients.$inferSelect, 'spendingLimit'>;
interface Spend { currency: Currency; amount: number }

/**
 * Money stays the brand's (issue 25): a partner spends for it only up to the limit the brand set, in KES (0, the
 * default, means every payment needs the brand). Any other currency always needs the brand.
 */
export const withinSpendingLimit = (link: Link, spend: Spend): boolean => spend.currency === 'KES' && spend.amount <= link.spendingLimit;

/** Refuses (403) what the link's spending limit does not cover; `what` says the act, e.g. "approve this deliverable, which releases". */
export function assertWithinSpendingLimit(link: Link, contract: { currency: Currency; agreedFee: number } | null, what: string): void {
  if (!contract) return;
  const spend = { currency: contract.currency, amount: contract.agreedFee };
  if (withinSpendingLimit(link, spend)) return;
  const limit = link.spendingLimit > 0 ? `up to ${money(link.spendingLimit, 'KES')}` : 'nothing';
  throw new HttpError(403, `Only the brand can ${what} ${money(spend.amount, spend.currency)}: it lets you spend ${limit} for it. Ask the brand to do it, or to raise your spending limit.`);
}
