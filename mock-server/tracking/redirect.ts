import type { Request } from 'express';
import type { TrackingLink } from '../../src/domain/tracking-types.ts';
import type { ServerContext } from '../context.ts';
import { batcher } from '../db/batch.ts';
import { clickRecorder, isUncounted } from './clicks.ts';
import { linksBySlugs } from './collections.ts';

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
 * counts. The redirects that arrive together share two statements (db/batch.ts): one lookup of their links with
 * their creators' usernames, and one insert of their clicks (clickRecorder).
 */
export function linkFollower(ctx: ServerContext): (slug: string, req: Request) => Promise<string | null> {
  const find = batcher(async (slugs: string[]) => {
    const found = await linksBySlugs(ctx, slugs);
    return slugs.map((slug) => found.get(slug));
  });
  const record = clickRecorder(ctx);
  return async (slug, req) => {
    const found = await find(slug);
    if (!found) return null;
    if (isUncounted(req)) return destinationFor(found.link, found.username, null);
    const click = await record(found.link, req);
    return destinationFor(found.link, found.username, click.id);
  };
}
