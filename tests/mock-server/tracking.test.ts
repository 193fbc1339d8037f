import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Contract } from '../../src/domain/campaign-types.ts';
import type { TrackingLink } from '../../src/domain/tracking-types.ts';
import { createTrackingLinks } from '../../mock-server/tracking/links.ts';
import { linkFollower } from '../../mock-server/tracking/redirect.ts';
import { campaignById } from '../../mock-server/campaign-records.ts';
import { contractById } from '../../mock-server/contract-records.ts';
import { stored } from './delivery-support.ts';
import { countStatements, fakeRequest, HOUR, MINUTE, makeServer, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;

const CONTRACT = 'ctr-duka-in-progress-wairimu';
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IP = '203.0.113.77';

const linksOf = async (server: Server, contractId: string) => (await stored.links(server)).filter((l) => l.contractId === contractId);
const webLink = async (server: Server, contractId = CONTRACT) => (await linksOf(server, contractId)).find((l) => l.kind === 'web')!;
const clicksOn = async (server: Server, link: TrackingLink) => (await stored.clicks(server)).filter((c) => c.linkId === link.id);
const visit = (server: Server, slug: string, { ip = IP, agent = BROWSER } = {}) =>
  request(server.app).get(`/r/${slug}`).set('User-Agent', agent).set('X-Forwarded-For', ip);

/** A contract of the seeded campaign whose brand added a WhatsApp number, set up as acceptance sets one up. */
async function contractWithWhatsapp(server: Server, id: string, creatorId = 'acc-wairimu'): Promise<TrackingLink[]> {
  const campaign = { ...(await campaignById(server.ctx, 'cmp-duka-in-progress'))!, whatsappNumber: '+254712000111' };
  const contract: Contract = { ...(await contractById(server.ctx, CONTRACT))!, id, creatorId };
  return createTrackingLinks(server.ctx, contract, campaign);
}

describe('a short link /r/{slug}', () => {
  it('answers 302 to the landing URL with all 4 UTM parameters and sid, and records exactly 1 click with a hashed IP', async () => {
    const server = await makeServer();
    const link = (await webLink(server));
    const res = await visit(server, link.slug).set('CF-IPCountry', 'KE').set('Referer', 'https://www.instagram.com/p/abc?igsh=secret').expect(302);
    const url = new URL(res.headers.location as string);
    expect(url.origin + url.pathname).toBe(link.destination);
    const clicks = (await clicksOn(server, link));
    expect(clicks).toHaveLength(1);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'sauti', utm_medium: 'influencer', utm_campaign: 'cmp-duka-in-progress', utm_content: 'mama.wairimu', sid: clicks[0]!.id,
    });
    expect(clicks[0]).toMatchObject({ country: 'KE', device: 'mobile', referrer: 'www.instagram.com', at: new Date(server.clock.now()).toISOString(), ipHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // The raw IP is kept nowhere: only its keyed hash, on the click.
    expect(JSON.stringify(await stored.clicks(server))).not.toContain(IP);
  });

  it('records a desktop click from an unknown country and no referrer as such', async () => {
    const server = await makeServer();
    await visit(server, (await webLink(server)).slug, { agent: DESKTOP }).set('CF-IPCountry', 'XX').expect(302);
    expect((await clicksOn(server, await webLink(server)))[0]).toMatchObject({ country: 'unknown', device: 'desktop', referrer: null });
  });

  it('redirects HEAD requests, known bots and ?bot without counting them', async () => {
    const server = await makeServer();
    const link = (await webLink(server));
    const head = await request(server.app).head(`/r/${link.slug}`).set('User-Agent', BROWSER).expect(302);
    expect(head.headers.location).toContain('utm_source=sauti');
    for (const agent of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'facebookexternalhit/1.1', 'WhatsApp/2.23.20.0 A', 'curl/8.5.0', '']) {
      await request(server.app).get(`/r/${link.slug}`).set('User-Agent', agent).expect(302);
    }
    for (const query of ['?bot=1', '?bot', '?bot=1&bot=2']) await request(server.app).get(`/r/${link.slug}${query}`).set('User-Agent', BROWSER).expect(302);
    expect((await clicksOn(server, link))).toHaveLength(0);
  });

  it('counts one IP on one link once within an hour, and again after it; another IP counts apart', async () => {
    const server = await makeServer();
    const link = (await webLink(server));
    const first = await visit(server, link.slug).expect(302);
    server.clock.advance(59 * MINUTE);
    const again = await visit(server, link.slug).expect(302);
    expect(new URL(again.headers.location as string).searchParams.get('sid')).toBe(new URL(first.headers.location as string).searchParams.get('sid'));
    expect((await clicksOn(server, link))).toHaveLength(1);
    await visit(server, link.slug, { ip: '198.51.100.4' }).expect(302);
    expect((await clicksOn(server, link))).toHaveLength(2);
    server.clock.advance(HOUR);
    await visit(server, link.slug).expect(302);
    expect((await clicksOn(server, link))).toHaveLength(3);
  });

  it('answers an unknown slug with 404: JSON {message}, or a short page for a browser', async () => {
    const server = await makeServer();
    const seededClicks = (await stored.clicks(server)).length;
    const json = await request(server.app).get('/r/nope404').set('Accept', 'application/json').expect(404);
    expect(json.body).toEqual({ message: 'There is no such link.' });
    const page = await request(server.app).get('/r/nope404').set('Accept', 'text/html').expect(404);
    expect(page.text).toContain('<h1>Link not found</h1>');
    // No click is added (the seed has its own, on cmp-kahawa-completed's links).
    expect(await stored.clicks(server)).toHaveLength(seededClicks);
  });
});

describe('a contract\'s code and WhatsApp link', () => {
  it('gives each contract a code from the creator\'s first name and, with a WhatsApp number, a counted wa.me link carrying it', async () => {
    const server = await makeServer();
    const links = (await contractWithWhatsapp(server, 'ctr-t-1'));
    const chat = links.find((l) => l.kind === 'whatsapp')!;
    expect(links.map((l) => l.kind)).toEqual(['web', 'whatsapp']);
    expect(chat.code).toMatch(/^SAUTI-MERCY[2-9A-HJ-NP-Z]+$/);
    expect(chat.destination).toMatch(/^https:\/\/wa\.me\/\d{11,15}\?text=/);
    expect(decodeURIComponent(new URL(chat.destination).searchParams.get('text') ?? '')).toContain(chat.code);
    const res = await visit(server, chat.slug).expect(302);
    expect(res.headers.location).toBe(chat.destination);
    expect((await clicksOn(server, chat))).toHaveLength(1);
  });

  it('is made when the brand accepts a creator, in the same write as the contract', async () => {
    const server = await makeServer();
    const token = await server.signIn(SEEDED.brand);
    const res = await request(server.app).post('/api/applications/app-duka-recruiting-wambui/accept').set('Authorization', `Bearer ${token}`).send({});
    expect(res.status, res.text).toBe(200);
    const links = (await linksOf(server, (res.body as { contract: Contract }).contract.id));
    expect(links.map((l) => [l.kind, l.campaignId, l.creatorId])).toEqual([['web', 'cmp-duka-recruiting', 'acc-wambui'], ['whatsapp', 'cmp-duka-recruiting', 'acc-wambui']]);
    expect(links[0]!.destination).toBe('https://dukafresh.co.ke/glow');
    expect(links[0]!.code).toMatch(/^SAUTI-[A-Z]+[2-9A-HJ-NP-Z]$/);
  });

  it('keeps codes and slugs unique, even for creators of the same first name', async () => {
    const server = await makeServer();
    const all: TrackingLink[] = [];
    for (let i = 0; i < 12; i++) all.push(...(await contractWithWhatsapp(server, `ctr-t-${i}`)));
    const links = await stored.links(server);
    expect(new Set(links.map((l) => l.slug)).size).toBe(links.length);
    expect(new Set(all.map((l) => l.code)).size).toBe(12);
    for (const l of all) expect(l.code.length).toBeLessThanOrEqual(20);
  });
});

describe('redirects that arrive together (tracking/redirect.ts linkFollower)', () => {
  /** A visitor's request as the follower reads it. */
  const visitorRequest = (ip: string, agent = BROWSER) => fakeRequest({ 'User-Agent': agent }, ip);

  it('share one lookup and one insert: one IP counts once with one sid, every other IP apart, an unknown slug is null', async () => {
    const server = await makeServer();
    const link = await webLink(server);
    const statements = countStatements(server);
    const follow = linkFollower(server.ctx);
    const ips = ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'];
    const urls = await Promise.all([...ips.map((ip) => follow(link.slug, visitorRequest(ip))), follow('no-such-link', visitorRequest('203.0.113.9'))]);
    expect(statements).toEqual(['select', 'execute']);
    expect(urls[6]).toBeNull();
    const sids = urls.slice(0, 6).map((url) => new URL(url!).searchParams.get('sid'));
    const clicks = await clicksOn(server, link);
    expect(clicks).toHaveLength(4);
    expect(new Set(sids.slice(0, 3)).size).toBe(1);
    expect(new Set(sids)).toEqual(new Set(clicks.map((c) => c.id)));
  });

  it('keep the click an IP made earlier in the hour, and count a bot nowhere', async () => {
    const server = await makeServer();
    const link = await webLink(server);
    const first = new URL((await visit(server, link.slug, { ip: '203.0.113.5' }).expect(302)).headers.location as string).searchParams.get('sid');
    server.clock.advance(30 * MINUTE);
    const follow = linkFollower(server.ctx);
    const [again, fresh, bot] = await Promise.all([
      follow(link.slug, visitorRequest('203.0.113.5')), follow(link.slug, visitorRequest('203.0.113.6')), follow(link.slug, visitorRequest('203.0.113.7', 'Googlebot/2.1')),
    ]);
    expect(new URL(again!).searchParams.get('sid')).toBe(first);
    expect(new URL(bot!).searchParams.get('sid')).toBeNull();
    const clicks = await clicksOn(server, link);
    expect(clicks.map((c) => c.id).sort()).toEqual([first, new URL(fresh!).searchParams.get('sid')].sort());
  });
});

describe('GET /api/contracts/:id/links', () => {
  it('shows the brand, the creator and admins the links at the app\'s public address (APP_URL) and click counts', async () => {
    const server = await makeServer();
    const link = (await webLink(server));
    await visit(server, link.slug).expect(302);
    for (const email of [SEEDED.brand, 'creator-wairimu@sauti.test', SEEDED.admin]) {
      const res = await request(server.app).get(`/api/contracts/${CONTRACT}/links`).set('Authorization', `Bearer ${await server.signIn(email)}`).expect(200);
      expect(res.body).toEqual({ code: link.code, items: [{ ...link, url: `http://localhost:5173/r/${link.slug}`, clicks: 1 }] });
    }
  });

  it('without APP_URL gives the link as a path on the app\'s own address, never the API\'s internal one', async () => {
    const server = await makeServer();
    Object.assign(server.ctx, { appUrl: '', publicUrl: 'http://127.0.0.1:3001' });
    const link = (await webLink(server));
    const res = await request(server.app).get(`/api/contracts/${CONTRACT}/links`).set('Authorization', `Bearer ${await server.signIn(SEEDED.brand)}`).expect(200);
    expect(res.body.items[0].url).toBe(`/r/${link.slug}`);
  });

  it('is 404 to another brand and another creator, and 401 without a session', async () => {
    const server = await makeServer();
    for (const email of ['brand-zuri@sauti.test', SEEDED.influencer]) {
      const res = await request(server.app).get(`/api/contracts/${CONTRACT}/links`).set('Authorization', `Bearer ${await server.signIn(email)}`).expect(404);
      expect(res.body).toEqual({ message: 'There is no such contract.' });
    }
    await request(server.app).get(`/api/contracts/${CONTRACT}/links`).expect(401);
  });
});
