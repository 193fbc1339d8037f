import type { ServerContext } from '../context.ts';
import { textMatch } from '../db/paging.ts';
import { campaigns } from '../db/schema/index.ts';

/**
 * The ids of the campaigns whose title contains `q` (ignoring case), any status, as a subquery for a list's `where`
 * (`inArray(table.campaignId, campaignsTitled(ctx, q))`): the admin's dispute search. The campaigns part's
 * campaign-records.ts searches recruiting campaigns only, so this one query lives here.
 */
export const campaignsTitled = (ctx: Pick<ServerContext, 'db'>, q: string) =>
  ctx.db.select({ id: campaigns.id }).from(campaigns).where(textMatch(q, [campaigns.title]));
