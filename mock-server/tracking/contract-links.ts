import { count, inArray } from 'drizzle-orm';
import type { Contract } from '../../src/domain/campaign-types.ts';
import type { TrackingLink } from '../../src/domain/tracking-types.ts';
import type { ServerContext } from '../context.ts';
import { contractById } from '../contract-records.ts';
import { clicks } from '../db/schema/index.ts';
import { HttpError } from '../http.ts';
import type { Account } from '../types.ts';
import { linksOfContract } from './collections.ts';

export const NO_CONTRACT = 'There is no such contract.';

export interface LinkView extends TrackingLink {
  /**
   * The short URL to share, at the app's public address: `https://sauti.africa/r/Ab3dE9x` when APP_URL is set, else
   * the path `/r/Ab3dE9x`, which the app shows on its own origin (the one-process server and the dev server's proxy
   * both answer /r there). Never the API's internal address, which visitors cannot reach.
   */
  url: string;
  /** Counted clicks: bots, HEAD requests and repeats from one IP within the hour are not among them. */
  clicks: number;
}

/** The contract's two sides and admins may read it; anyone else gets 404, so its existence stays private. */
export async function readableContract(ctx: ServerContext, account: Account, id: string): Promise<Contract> {
  const contract = await contractById(ctx, id);
  const allowed = contract && (account.role === 'admin' || contract.brandId === account.id || contract.creatorId === account.id);
  if (!allowed) throw new HttpError(404, NO_CONTRACT);
  return contract;
}

/** Counted clicks per link, from the clicks' link index: never the clicks themselves. */
export async function clickCounts(ctx: Pick<ServerContext, 'db'>, linkIds: readonly string[]): Promise<Map<string, number>> {
  if (linkIds.length === 0) return new Map();
  const rows = await ctx.db.select({ linkId: clicks.linkId, n: count() }).from(clicks).where(inArray(clicks.linkId, [...linkIds])).groupBy(clicks.linkId);
  return new Map(rows.map((r) => [r.linkId, r.n]));
}

/** The contract's links, web first, each with its short URL and click count, and the contract's code. */
export async function contractLinks(ctx: ServerContext, contract: Contract): Promise<{ code: string | null; items: LinkView[] }> {
  const links = await linksOfContract(ctx, contract.id);
  const counts = await clickCounts(ctx, links.map((l) => l.id));
  const items = links.map((l) => ({ ...l, url: `${ctx.appUrl}/r/${l.slug}`, clicks: counts.get(l.id) ?? 0 }));
  return { code: items[0]?.code ?? null, items };
}
