import { createHmac } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Request } from 'express';
import { z } from 'zod';
import type { Click, DeviceClass, TrackingLink } from '../../src/domain/tracking-types.ts';
import type { ServerContext } from '../context.ts';
import { clicks } from '../db/schema/index.ts';

/** One IP on one link counts once per hour (design §4, after Dub's record-click). */
export const CLICK_DEDUPE_MS = 60 * 60 * 1000;

/**
 * Crawlers, link unfurlers (WhatsApp, Slack, Facebook… fetch a link to draw its preview), monitors and scripts.
 * No browser sends an empty user agent, so none counts either.
 */
const BOT_AGENTS = /bot|crawl|spider|slurp|scrap|facebookexternalhit|facebookcatalog|whatsapp|telegram|slack|discord|skype|embedly|preview|lighthouse|headless|phantom|pingdom|uptime|curl|wget|python|httpclient|okhttp|axios|node-fetch|undici|go-http|java\//i;

/** `?bot` (any value, or none): the visitor says it is a robot. Nothing else in the query is read. */
export const linkQuery = z.object({ bot: z.any().optional().describe('Present (with any value): the visit is redirected but not counted.') });

/** Known bots, `?bot` and HEAD requests get the redirect but are never recorded. */
export function isUncounted(req: Request): boolean {
  const agent = req.get('user-agent') ?? '';
  return req.method === 'HEAD' || linkQuery.parse(req.query).bot !== undefined || agent.trim() === '' || BOT_AGENTS.test(agent);
}

export function deviceClass(agent: string): DeviceClass {
  if (/ipad|tablet|kindle|silk|playbook|android(?!.*mobile)/i.test(agent)) return 'tablet';
  if (/mobi|iphone|ipod|android|blackberry|opera mini|kaios/i.test(agent)) return 'mobile';
  return 'desktop';
}

/** The edge's country header (Cloudflare's `CF-IPCountry`, or a plain `X-Country`); XX and T1 (Tor) mean unknown. */
function country(req: Request): string {
  const code = (req.get('cf-ipcountry') ?? req.get('x-country') ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1' ? code : 'unknown';
}

/** Only the referring site's host: a full referrer URL can carry someone's tokens or search terms. */
function referrerHost(req: Request): string | null {
  const header = req.get('referer');
  if (!header) return null;
  try {
    return new URL(header).host || null;
  } catch {
    return null;
  }
}

/** HMAC-SHA256 of the IP under a salt derived from the server secret: the raw IP is never stored. */
export function hashIp(ctx: Pick<ServerContext, 'secret'>, ip: string): string {
  const salt = createHmac('sha256', ctx.secret).update('sauti:click-ip-salt').digest();
  return createHmac('sha256', salt).update(ip).digest('hex');
}

/**
 * Records a click on `link`, unless the same IP clicked it within the hour: then that click stands and its id is
 * returned, so the visitor keeps one click id. The hour's check rides in the insert (`where not exists` over the
 * link, IP and time index), so a counted click is one statement; only a repeat reads the click it repeats.
 */
export async function recordClick(ctx: ServerContext, link: TrackingLink, req: Request): Promise<Click> {
  const now = ctx.clock.now();
  const ipHash = hashIp(ctx, req.ip ?? req.socket.remoteAddress ?? 'unknown');
  const since = new Date(now - CLICK_DEDUPE_MS).toISOString();
  const click: Click = {
    id: ctx.random.id(), linkId: link.id, at: new Date(now).toISOString(), country: country(req),
    device: deviceClass(req.get('user-agent') ?? ''), referrer: referrerHost(req), ipHash,
  };
  // Both drivers (PGlite, node-postgres) answer `execute` with the returned rows under `rows`.
  const inserted = (await ctx.db.execute(sql`
    insert into ${clicks} (id, link_id, at, country, device, referrer, ip_hash)
    select ${click.id}, ${click.linkId}, ${click.at}::timestamptz, ${click.country}, ${click.device}, ${click.referrer}, ${click.ipHash}
    where not exists (select 1 from ${clicks} where link_id = ${link.id} and ip_hash = ${ipHash} and at > ${since}::timestamptz)
    returning id`)) as unknown as { rows: unknown[] };
  if (inserted.rows.length > 0) return click;
  const [recent] = await ctx.db.select().from(clicks)
    .where(and(eq(clicks.linkId, link.id), eq(clicks.ipHash, ipHash), gt(clicks.at, since))).orderBy(desc(clicks.at)).limit(1);
  return (recent as Click | undefined) ?? click;
}
