import type { Request } from 'express';
import type { TrackingLink } from '../../src/domain/tracking-types.ts';
import type { ServerContext } from '../context.ts';
import { recordClick, isUncounted } from './clicks.ts';
import { linkBySlug } from './collections.ts';

export const UNKNOWN_LINK = 'There is no such link.';

/** The creator as `utm_content`: their Sauti username, else their id. */
const creatorHandle = (link: TrackingLink, username: string | null) => username?.trim() || link.creatorId;

/**
 * Where a click goes (design §4): the landing URL with `utm_source=sauti&utm_medium=influencer&utm_campaign={id}
 * &utm_content={handle}&sid={clickId}`, replacing any UTM the brand put there; a wa.me URL as it is.
 */
export function destinationFor(link: TrackingLink, username: string | null, clickId: string | null): string {
  if (link.kind !== 'web') return link.destination;
  const url = new URL(link.destination);
  url.searchParams.set('utm_source', 'sauti');
  url.searchParams.set('utm_medium', 'influencer');
  url.searchParams.set('utm_campaign', link.campaignId);
  url.searchParams.set('utm_content', creatorHandle(link, username));
  if (clickId) url.searchParams.set('sid', clickId);
  return url.toString();
}

/**
 * Follows `/r/{slug}`: null for an unknown slug; else the URL to send the visitor to, with the click recorded when it
 * counts. Two statements: the link with its creator's username by the slug's unique index, and one insert
 * (recordClick).
 */
export async function followLink(ctx: ServerContext, slug: string, req: Request): Promise<string | null> {
  const found = await linkBySlug(ctx, slug);
  if (!found) return null;
  if (isUncounted(req)) return destinationFor(found.link, found.username, null);
  const click = await recordClick(ctx, found.link, req);
  return destinationFor(found.link, found.username, click.id);
}
