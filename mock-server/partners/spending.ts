import { and, eq, gte, lt, sum } from 'drizzle-orm';
import type { Currency } from '../../src/domain/campaign-types.ts';
import { EAT_OFFSET_MS, eatWallClock } from '../../src/domain/eat.ts';
import type { ServerContext } from '../context.ts';
import { partnerActions, type partnerClients } from '../db/schema/index.ts';
import { HttpError } from '../http.ts';
import { money } from '../ledger/errors.ts';

type Link = Pick<typeof partnerClients.$inferSelect, 'partnerId' | 'brandId' | 'spendingLimit'>;
interface Spend { currency: Currency; amount: number }

/** The EAT calendar month of an instant, as the UTC instants it starts and ends at. */
export function eatMonth(ms: number): { start: string; end: string } {
  const wall = eatWallClock(ms);
  const start = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1) - EAT_OFFSET_MS;
  const end = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 1) - EAT_OFFSET_MS;
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}

/**
 * What the partner spent for the brand without asking in this EAT calendar month: the launches it paid from the
 * brand's balance and the fees its approvals released (`partner_actions.spent`). Read inside the transaction that
 * locked the link, so two requests at once are counted one after the other.
 */
export async function spentThisMonth(ctx: ServerContext, link: Link): Promise<number> {
  const { start, end } = eatMonth(ctx.clock.now());
  const [row] = await ctx.db.select({ spent: sum(partnerActions.spent) }).from(partnerActions)
    .where(and(eq(partnerActions.partnerId, link.partnerId), eq(partnerActions.brandId, link.brandId ?? ''), gte(partnerActions.at, start), lt(partnerActions.at, end)));
  return Number(row?.spent ?? 0);
}

/** The refusal when the spend would take the partner past its monthly limit: the brand is asked instead. */
export class OverSpendingLimit extends HttpError {}

/**
 * Money stays the brand's (issue 25): a partner spends for it without asking only up to the limit the brand set, in
 * KES a calendar month (EAT); 0, the default, means every payment needs the brand. Any other currency always needs
 * the brand. Call it with the link locked (`lockedLink`), then record the spend in the same transaction. `what`
 * says the act, e.g. "approve this deliverable, which releases".
 */
export async function assertWithinSpendingLimit(ctx: ServerContext, link: Link, spend: Spend, what: string): Promise<void> {
  const spent = spend.currency === 'KES' ? await spentThisMonth(ctx, link) : 0;
  if (spend.currency === 'KES' && spent + spend.amount <= link.spendingLimit) return;
  const left = Math.max(0, link.spendingLimit - spent);
  const limit = link.spendingLimit > 0
    ? `up to ${money(link.spendingLimit, 'KES')} a month for it, and ${money(left, 'KES')} of that is left this month`
    : 'nothing for it';
  throw new OverSpendingLimit(403, `Only the brand can ${what} ${money(spend.amount, spend.currency)}: it lets you spend ${limit}. Ask the brand to do it, or to raise your spending limit.`);
}
