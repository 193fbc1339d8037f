import type { Request } from 'express';
import type { TrackingLink } from '../../machines/trackingTypes.ts';
import type { ServerContext } from '../context.ts';
import { profileByAccountId } from '../people/accounts.ts';
import { recordClick, isUncounted } from './clicks.ts';
import { linkBySlug } from './collections.ts';

export const UNKNOWN_LINK = 'There is no such link.';

/** The creator as `utm_content`: their Sauti username, else their id. */
async function creatorHandle(ctx: ServerContext, creatorId: string): Promise<string> {
  const username = (await profileByAccountId(ctx, creatorId))?.username;
  return typeof username === 'string' && username.trim() ? username.trim() : creatorId;
}

/**
 * Where a click goes (design §4): the landing URL with `utm_source=sauti&utm_medium=influencer&utm_campaign={id}
 * &utm_content={handle}&sid={clickId}`, replacing any UTM the brand put there; a wa.me URL as it is.
 */
export async function destinationFor(ctx: ServerContext, link: TrackingLink, clickId: string | null): Promise<string> {
  if (link.kind !== 'web') return link.destination;
  const url = new URL(link.destination);
  url.searchParams.set('utm_source', 'sauti');
  url.searchParams.set('utm_medium', 'influencer');
  url.searchParams.set('utm_campaign', link.campaignId);
  url.searchParams.set('utm_content', await creatorHandle(ctx, link.creatorId));
  if (clickId) url.searchParams.set('sid', clickId);
  return url.toString();
}

/**
 * Follows `/r/{slug}`: null for an unknown slug; else the URL to send the visitor to, with the click recorded when it
 * counts. One lookup by the slug's unique index, one insert (recordClick) and, for a web link, the creator's profile
 * by its key (the handle).
 */
export async function followLink(ctx: ServerContext, slug: string, req: Request): Promise<string | null> {
  const link = await linkBySlug(ctx, slug);
  if (!link) return null;
  if (isUncounted(req)) return destinationFor(ctx, link, null);
  const click = await recordClick(ctx, link, req);
  return destinationFor(ctx, link, click.id);
}
