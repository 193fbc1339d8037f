import type { Contract } from '../../machines/campaignTypes.ts';
import type { TrackingLink } from '../../machines/trackingTypes.ts';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http.ts';
import type { Account } from '../types.ts';
import { clicks, trackingLinks } from './collections.ts';

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
export function readableContract(ctx: ServerContext, account: Account, id: string): Contract {
  const contract = ctx.store.get('contracts').find({ id }).value();
  const allowed = contract && (account.role === 'admin' || contract.brandId === account.id || contract.creatorId === account.id);
  if (!allowed) throw new HttpError(404, NO_CONTRACT);
  return contract;
}

/** The contract's links, web first, each with its short URL and click count, and the contract's code. */
export function contractLinks(ctx: ServerContext, contract: Contract): { code: string | null; items: LinkView[] } {
  const counts = new Map<string, number>();
  for (const click of clicks(ctx)) counts.set(click.linkId, (counts.get(click.linkId) ?? 0) + 1);
  const items = trackingLinks(ctx)
    .filter((l) => l.contractId === contract.id)
    .map((l) => ({ ...l, url: `${ctx.appUrl}/r/${l.slug}`, clicks: counts.get(l.id) ?? 0 }));
  return { code: items[0]?.code ?? null, items };
}
