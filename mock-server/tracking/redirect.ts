import type { Request } from 'express';
import type { TrackingLink } from '../../machines/trackingTypes.ts';
import type { ServerContext } from '../context.ts';
import { recordClick, isUncounted } from './clicks.ts';
import { linkBySlug } from './collections.ts';

export const UNKNOWN_LINK = 'There is no such link.';

/** The creator as `utm_content`: their Sauti username, else their id. */
function creatorHandle(ctx: ServerContext, creatorId: string): string {
  const username = ctx.store.get('profiles').find({ accountId: creatorId }).value()?.username; // PG-MERGE: profiles
  return typeof username === 'string' && username.trim() ? username.trim() : creatorId;
}

/**
 * Where a click goes (design §4): the landing URL with `utm_source=sauti&utm_medium=influencer&utm_campaign={id}
 * &utm_content={handle}&sid={clickId}`, replacing any UTM the brand put there; a wa.me URL as it is.
 */
export function destinationFor(ctx: ServerContext, link: TrackingLink, clickId: string | null): string {
  if (link.kind !== 'web') return link.destination;
  const url = new URL(link.destination);
  url.searchParams.set('utm_source', 'sauti');
  url.searchParams.set('utm_medium', 'influencer');
  url.searchParams.set('utm_campaign', link.campaignId);
  url.searchParams.set('utm_content', creatorHandle(ctx, link.creatorId));
  if (clickId) url.searchParams.set('sid', clickId);
  return url.toString();
}

/**
 * Follows `/r/{slug}`: null for an unknown slug; else the URL to send the visitor to, with the click recorded when it
 * counts. One lookup by the slug's unique index and one insert (recordClick).
 */
export async function followLink(ctx: ServerContext, slug: string, req: Request): Promise<string | null> {
  const link = await linkBySlug(ctx, slug);
  if (!link) return null;
  if (isUncounted(req)) return destinationFor(ctx, link, null);
  const click = await recordClick(ctx, link, req);
  return destinationFor(ctx, link, click.id);
}
