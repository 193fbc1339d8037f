import fs from 'node:fs';
import { uploadsDir } from '../../mock-server/uploads.ts';
import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { PlatformStats } from '../../src/domain/campaign-types.ts';
import { peopleOf } from './people-support.ts';
import { as as asUser, expectNoStackTrace, makeServer, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;

const image = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 20, g: 120, b: 90 } } }).toFormat(format).toBuffer();

const tiktok: PlatformStats = {
  platform: 'tiktok', handle: '@amina.creates', profileUrl: 'https://www.tiktok.com/@amina.creates', followers: 48_200, engagementRate: 5.3,
  audience: { countries: { KE: 71, UG: 17, TZ: 12 }, ageBands: { '18-24': 55, '25-34': 35, '35-44': 10 }, genders: { female: 68, male: 31, other: 1 } },
};
const instagram: PlatformStats = { ...tiktok, platform: 'instagram', handle: '@amina', profileUrl: 'http://instagram.com/amina', followers: 12_500 };
const DATA = { platforms: [tiktok, instagram], rate: { currency: 'KES', amount: 1_500_000 } };

const as = (server: Server, token?: string) => {
  const client = asUser(server, token);
  return {
    ...client,
    submit: (data: unknown, shots: Array<[Buffer, string]>) => {
      const req = client.auth(request(server.app).post('/api/verification/me')).field('data', typeof data === 'string' ? data : JSON.stringify(data));
      for (const [bytes, name] of shots) req.attach('screenshot[]', bytes, { filename: name, contentType: 'image/png' });
      return req;
    },
  };
};

async function creator() {
  const server = await makeServer();
  // The seeded influencer starts unverified whatever the seed says, so each test begins from "none".
  await peopleOf(server).removeVerificationOf('acc-influencer');
  const token = await server.signIn(SEEDED.influencer);
  const admin = as(server, await server.signIn(SEEDED.admin));
  const shots = async (): Promise<Array<[Buffer, string]>> => [[await image('png'), 'tiktok.png'], [await image('webp'), 'ig.webp']];
  return { server, api: as(server, token), admin, shots };
}
const uploads = (server: Server) => uploadsDir(server.ctx);
const stored = (server: Server) => (fs.existsSync(uploads(server)) ? fs.readdirSync(uploads(server)).filter((f) => f !== 'avatars').sort() : []);
const pendingOf = async (admin: ReturnType<typeof as>) =>
  ((await admin.get('/admin/verifications?status=pending').expect(200)).body.items as Array<{ id: string; creatorId: string }>).find((v) => v.creatorId === 'acc-influencer')!;

describe('verification: the creator submits', () => {
  it('shows status none before any submission', async () => {
    const { api } = await creator();
    const res = await api.get('/verification/me').expect(200);
    expect(res.body).toEqual({ status: 'none', platforms: [], rate: null, submittedAt: null, expectedBy: null, decidedAt: null, reason: null });
  });

  it('two submissions at once store exactly one record; the loser gets 409 and leaves no files behind', async () => {
    const { server, api, shots } = await creator();
    const results = await Promise.all([api.submit(DATA, await shots()), api.submit(DATA, await shots())]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await peopleOf(server).verifications()).filter((v) => v.creatorId === 'acc-influencer')).toHaveLength(1);
    expect(stored(server)).toHaveLength(2);
  });

  it('takes figures and one screenshot per platform, and promises a decision in 3 business days', async () => {
    const { server, api, shots } = await creator();
    const res = await api.submit(DATA, await shots());
    expect(res.status, res.text).toBe(201);
    // Monday 10:00 EAT plus three business days is Thursday 10:00 EAT.
    expect(res.body).toEqual({ status: 'pending', ...DATA, submittedAt: '2026-01-05T07:00:00.000Z', expectedBy: '2026-01-08T07:00:00.000Z', decidedAt: null, reason: null });
    expect((await api.get('/verification/me').expect(200)).body).toEqual(res.body);
    expect(stored(server)).toHaveLength(2);
    expect(res.text).not.toMatch(/storedName|tiktok\.png/);
  });

  it('counts business days over a weekend', async () => {
    const { server, api, shots } = await creator();
    server.clock.set(Date.parse('2026-01-09T12:00:00Z')); // Friday 15:00 EAT
    const res = await api.submit(DATA, await shots());
    expect(res.body.expectedBy).toBe('2026-01-14T12:00:00.000Z');
  });

  it('refuses a file that is not an image by its content, whatever its name, and stores nothing', async () => {
    const { server, api } = await creator();
    const res = await api.submit({ ...DATA, platforms: [tiktok] }, [[Buffer.from('plain text wearing a .png name'), 'stats.png']]);
    expect(res.status).toBe(422);
    expect(res.body.errors.screenshot).toEqual(['Screenshot 1 is not a PNG, JPEG or WebP image.']);
    expectNoStackTrace(res.text);
    expect(stored(server)).toEqual([]);
    expect((await api.get('/verification/me')).body.status).toBe('none');
  });

  it('asks for exactly one screenshot per platform', async () => {
    const { api } = await creator();
    const missing = await api.submit(DATA, [[await image('jpeg'), 'one.jpg']]);
    expect(missing.status).toBe(422);
    expect(missing.body.errors.screenshot).toEqual(['Send one screenshot per platform, in the same order: 2 platforms, 1 screenshot.']);
    const none = await api.submit(DATA, []);
    expect(none.body.errors.screenshot).toEqual(['Add a screenshot of your statistics for each platform.']);
  });

  it('refuses a screenshot over 5 MB with 413', async () => {
    const { api } = await creator();
    const big = Buffer.concat([await image('png'), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await api.submit({ ...DATA, platforms: [tiktok] }, [[big, 'big.png']]);
    expect(res.status).toBe(413);
    expect(res.body.errors.screenshot).toEqual(['Each file must be 5 MB or smaller.']);
  });

  const bad = (change: (p: PlatformStats) => object) => ({ ...DATA, platforms: [change(structuredClone(tiktok))] });
  it.each([
    ['no platforms', { ...DATA, platforms: [] }, 'platforms'],
    ['the same platform twice', { ...DATA, platforms: [tiktok, tiktok] }, 'platforms'],
    ['a profile address that is not http(s)', bad((p) => ({ ...p, profileUrl: 'ftp://tiktok.com/x' })), 'platforms.0.profileUrl'],
    ['an empty handle', bad((p) => ({ ...p, handle: ' ' })), 'platforms.0.handle'],
    ['a fractional follower count', bad((p) => ({ ...p, followers: 10.5 })), 'platforms.0.followers'],
    ['more than a billion followers', bad((p) => ({ ...p, followers: 1_000_000_001 })), 'platforms.0.followers'],
    ['an engagement rate over 100', bad((p) => ({ ...p, engagementRate: 101 })), 'platforms.0.engagementRate'],
    ['countries that do not add up to 100', bad((p) => ({ ...p, audience: { ...p.audience, countries: { KE: 70, UG: 20 } } })), 'platforms.0.audience.countries'],
    ['a country that is not an ISO code', bad((p) => ({ ...p, audience: { ...p.audience, countries: { Kenya: 100 } } })), 'platforms.0.audience.countries.Kenya'],
    ['ages that do not add up to 100', bad((p) => ({ ...p, audience: { ...p.audience, ageBands: { '18-24': 50 } } })), 'platforms.0.audience.ageBands'],
    ['genders that do not add up to 100', bad((p) => ({ ...p, audience: { ...p.audience, genders: { female: 150 } } })), 'platforms.0.audience.genders.female'],
    ['a rate of 0', { ...DATA, rate: { currency: 'KES', amount: 0 } }, 'rate.amount'],
    ['a rate in major units', { ...DATA, rate: { currency: 'USD', amount: 12.5 } }, 'rate.amount'],
    ['an unknown currency', { ...DATA, rate: { currency: 'EUR', amount: 100 } }, 'rate.currency'],
    ['data that is not JSON', '{"platforms": [', 'data'],
  ])('answers 422 with a field error for %s', async (_name, data, field) => {
    const { api, shots } = await creator();
    const res = await api.submit(data, (await shots()).slice(0, 1));
    expect(res.status, res.text).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('accepts splits that are off by one point from rounding', async () => {
    const { api } = await creator();
    const rounded = { ...tiktok, audience: { ...tiktok.audience, countries: { KE: 33, UG: 33, TZ: 33 } } };
    expect((await api.submit({ ...DATA, platforms: [rounded] }, [[await image('png'), 'a.png']])).status).toBe(201);
  });

  it('refuses a second submission while the first is pending (409)', async () => {
    const { api, shots } = await creator();
    await api.submit(DATA, await shots()).expect(201);
    const again = await api.submit(DATA, await shots());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This verification is pending, so it cannot be resubmitted.');
  });
});

describe('verification: the admin decides', () => {
  it('lists pending submissions oldest first with the creator and screenshot details, never file names', async () => {
    const { server, api, admin, shots } = await creator();
    await api.submit(DATA, await shots()).expect(201);
    const res = await admin.get('/admin/verifications?status=pending').expect(200);
    const items = res.body.items as Array<{ submittedAt: string; creatorId: string }>;
    expect(items.map((v) => v.submittedAt)).toEqual([...items.map((v) => v.submittedAt)].sort());
    expect(await pendingOf(admin)).toMatchObject({
      status: 'pending', creator: { id: 'acc-influencer', name: 'Amina Otieno', email: SEEDED.influencer, username: 'amina' },
      screenshots: [{ index: 0, type: 'image/png', size: expect.any(Number) }, { index: 1, type: 'image/webp', size: expect.any(Number) }],
    });
    expect(res.text).not.toMatch(/storedName|originalName/);
    for (const name of stored(server)) expect(res.text).not.toContain(name);
    expect((await admin.get('/admin/verifications?status=bogus')).status).toBe(422);
  });

  it('serves each screenshot to the admin as an inert, uncached image', async () => {
    const { api, admin, shots } = await creator();
    const sent = await shots();
    await api.submit(DATA, sent).expect(201);
    const png = sent[0]![0];
    const { id } = await pendingOf(admin);
    const res = await admin.get(`/admin/verifications/${id}/screenshots/0`).buffer(true).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/png/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(res.body as Buffer, png)).toBe(0);
    expect((await admin.get(`/admin/verifications/${id}/screenshots/2`)).status).toBe(404);
    expect((await admin.get(`/admin/verifications/${id}/screenshots/..%2Fdb.json`)).status).toBe(404);
  });

  it('verifies a submission and tells the creator in the app and by email', async () => {
    const { server, api, admin, shots } = await creator();
    await api.submit(DATA, await shots()).expect(201);
    const { id } = await pendingOf(admin);
    const res = await admin.post(`/admin/verifications/${id}/verify`).expect(200);
    expect(res.body).toMatchObject({ id, status: 'verified', decidedAt: '2026-01-05T07:00:00.000Z', reason: null });
    expect((await api.get('/verification/me')).body.status).toBe('verified');
    expect((await peopleOf(server).notifications()).filter((n) => n.userId === 'acc-influencer').at(-1)).toMatchObject({ type: 'verification_verified', href: '/influencer/verification' });
    expect(server.mailbox.messages(SEEDED.influencer)[0]?.subject).toBe('You are verified');
    expect((await admin.post(`/admin/verifications/${id}/verify`)).status).toBe(409);
  });

  it('rejects with a required reason; the creator sees it and may resubmit, replacing the old screenshots', async () => {
    const { server, api, admin, shots } = await creator();
    await api.submit(DATA, await shots()).expect(201);
    const first = stored(server);
    const { id } = await pendingOf(admin);
    const blank = await admin.post(`/admin/verifications/${id}/reject`, { reason: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.reason).toEqual(['Give a reason.']);
    await admin.post(`/admin/verifications/${id}/reject`, { reason: 'The screenshot does not show the follower count.' }).expect(200);
    const mine = (await api.get('/verification/me')).body;
    expect(mine).toMatchObject({ status: 'rejected', reason: 'The screenshot does not show the follower count.' });
    expect((await peopleOf(server).notifications()).filter((n) => n.userId === 'acc-influencer').at(-1)).toMatchObject({ type: 'verification_rejected', href: '/influencer/verification' });
    expect((await admin.post(`/admin/verifications/${id}/verify`)).status).toBe(409);

    const again = await api.submit(DATA, await shots());
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ status: 'pending', reason: null, decidedAt: null });
    expect(stored(server)).toHaveLength(2);
    expect(stored(server)).not.toEqual(first);
  });
});

describe('verification: permissions', () => {
  it('answers 401 without a session on every endpoint', async () => {
    const { server } = await creator();
    const anon = as(server);
    for (const res of await Promise.all([
      anon.get('/verification/me'), anon.submit(DATA, []), anon.get('/admin/verifications'),
      anon.get('/admin/verifications/x/screenshots/0'), anon.post('/admin/verifications/x/verify'), anon.post('/admin/verifications/x/reject', { reason: 'r' }),
    ])) expect(res.status).toBe(401);
  });

  it('keeps /verification/me to influencers and the review endpoints to admins (403)', async () => {
    const { server, api, shots } = await creator();
    await api.submit(DATA, await shots()).expect(201);
    const id = (await peopleOf(server).verifications()).find((v) => v.creatorId === 'acc-influencer')!.id;
    const brand = as(server, await server.signIn(SEEDED.brand));
    expect((await brand.get('/verification/me')).status).toBe(403);
    expect((await brand.submit(DATA, [])).status).toBe(403);
    for (const who of [brand, api]) {
      for (const res of await Promise.all([
        who.get('/admin/verifications'), who.get(`/admin/verifications/${id}/screenshots/0`),
        who.post(`/admin/verifications/${id}/verify`), who.post(`/admin/verifications/${id}/reject`, { reason: 'r' }),
      ])) expect(res.status).toBe(403);
    }
  });

  it('answers 404 for a verification that does not exist', async () => {
    const { admin } = await creator();
    expect((await admin.post('/admin/verifications/nope/verify')).status).toBe(404);
    expect((await admin.post('/admin/verifications/nope/reject', { reason: 'r' })).status).toBe(404);
    expect((await admin.get('/admin/verifications/nope/screenshots/0')).status).toBe(404);
  });
});
