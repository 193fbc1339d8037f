import { createHmac } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Request } from 'express';
import { z } from 'zod';
import type { Click, DeviceClass, TrackingLink } from '../../src/domain/tracking-types.ts';
import type { ServerContext } from '../context.ts';
import { batcher } from '../db/batch.ts';
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

/** The salt the IP hash is keyed with, derived from the server secret once per secret. */
const salts = new Map<string, Buffer>();
const saltOf = (secret: string) => {
  let salt = salts.get(secret);
  if (!salt) salts.set(secret, (salt = createHmac('sha256', secret).update('sauti:click-ip-salt').digest()));
  return salt;
};

/** HMAC-SHA256 of the IP under a salt derived from the server secret: the raw IP is never stored. */
export function hashIp(ctx: Pick<ServerContext, 'secret'>, ip: string): string {
  return createHmac('sha256', saltOf(ctx.secret)).update(ip).digest('hex');
}

/** A click the request would record, and the start of the hour in which a click from the same IP repeats it. */
interface WantedClick { click: Click; since: string }

/** The newest click of `link` from `ipHash` since `since`: the one a repeat within the hour stands for. */
async function recentClick(ctx: ServerContext, { click, since }: WantedClick): Promise<Click> {
  const [recent] = await ctx.db.select().from(clicks)
    .where(and(eq(clicks.linkId, click.linkId), eq(clicks.ipHash, click.ipHash), gt(clicks.at, since))).orderBy(desc(clicks.at)).limit(1);
  return (recent as Click | undefined) ?? click;
}

/**
 * Inserts the clicks that count, in one statement: the hour's check rides in it (`where not exists` over the link, IP
 * and time index). Two clicks of one batch from one IP on one link are one click. Only a repeat reads the click it
 * repeats, so the visitor keeps one click id.
 */
async function insertClicks(ctx: ServerContext, wanted: WantedClick[]): Promise<Click[]> {
  const firsts = new Map<string, WantedClick>();
  for (const w of wanted) {
    const key = `${w.click.linkId} ${w.click.ipHash}`;
    if (!firsts.has(key)) firsts.set(key, w);
  }
  const rows = [...firsts.values()].map(({ click, since }) => ({ ...click, since }));
  // Both drivers (PGlite, node-postgres) answer `execute` with the returned rows under `rows`.
  const inserted = (await ctx.db.execute(sql`
    insert into ${clicks} (id, link_id, at, country, device, referrer, ip_hash)
    select v.id, v."linkId", v.at, v.country, v.device, v.referrer, v."ipHash"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v(id text, "linkId" text, at timestamptz, country text, device text, referrer text, "ipHash" text, since timestamptz)
    where not exists (select 1 from ${clicks} c where c.link_id = v."linkId" and c.ip_hash = v."ipHash" and c.at > v.since)
    returning id`)) as unknown as { rows: { id: string }[] };
  const made = new Set(inserted.rows.map((r) => r.id));
  const outcome = new Map<WantedClick, Promise<Click>>();
  for (const first of firsts.values()) outcome.set(first, made.has(first.click.id) ? Promise.resolve(first.click) : recentClick(ctx, first));
  return Promise.all(wanted.map((w) => outcome.get(firsts.get(`${w.click.linkId} ${w.click.ipHash}`)!)!));
}

/**
 * Records a click on a link, unless the same IP clicked it within the hour: then that click stands and its id is
 * returned. The clicks of requests that arrive together are inserted in one statement (db/batch.ts).
 */
export function clickRecorder(ctx: ServerContext): (link: TrackingLink, req: Request) => Promise<Click> {
  const record = batcher((wanted: WantedClick[]) => insertClicks(ctx, wanted));
  return (link, req) => {
    const now = ctx.clock.now();
    const click: Click = {
      id: ctx.random.id(), linkId: link.id, at: new Date(now).toISOString(), country: country(req),
      device: deviceClass(req.get('user-agent') ?? ''), referrer: referrerHost(req), ipHash: hashIp(ctx, req.ip ?? req.socket.remoteAddress ?? 'unknown'),
    };
    return record({ click, since: new Date(now - CLICK_DEDUPE_MS).toISOString() });
  };
}
