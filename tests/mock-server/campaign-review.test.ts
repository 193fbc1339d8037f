import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Campaign, Notification } from '../../src/domain/campaign-types.ts';
import { errorHandler } from '../../mock-server/http.ts';
import { adminApiRoutes } from '../../mock-server/routes/admin-api.ts';
import { as, expectNoStackTrace, HOUR, makeServer, SEEDED } from './support.ts';

/** A brief complete enough to submit on the fake clock's day (2026-01-05). */
const FULL = {
  brief: 'Show Nairobi parents how Duka Fresh delivers school snacks in under an hour.',
  objective: 'conversions', goals: [{ metric: 'sales', target: 300 }], currency: 'KES', budgetTotal: 3_000_000, feeMin: 300_000, feeMax: 600_000, slots: 3,
  audience: { countries: ['KE'], ageBands: ['25-34'], genders: ['female'] }, niches: ['Food'], platforms: ['tiktok'], followerBand: 'nano',
  deliverables: [{ platform: 'tiktok', type: 'video', quantity: 1, dueDays: 10 }], startDate: '2026-02-02', endDate: '2026-02-28',
  maxRevisions: 1, landingUrl: 'https://dukafresh.co.ke', whatsappNumber: '',
};


async function setUp() {
  const server = await makeServer();
  const brand = as(server, await server.signIn(SEEDED.brand));
  const admin = as(server, await server.signIn(SEEDED.admin));
  /** A campaign the seeded brand has submitted for review, at the clock's current time. */
  const submitted = async (title: string) => {
    const { body } = await brand.post('/campaigns', { ...FULL, title }).expect(201);
    await brand.post(`/campaigns/${(body as Campaign).id}/submit`).expect(200);
    return body as Campaign;
  };
  const brandNotices = async (campaign: Campaign, type: string) =>
    ((await brand.get('/notifications').expect(200)).body.items as Notification[]).filter((n) => n.type === type && n.href === `/brand/campaigns/${campaign.id}`);
  return { server, brand, admin, submitted, brandNotices };
}

describe('campaign review API: access', () => {
  const ENDPOINTS: Array<[string, string]> = [
    ['get', '/admin/campaigns'], ['post', '/admin/campaigns/x/approve'], ['post', '/admin/campaigns/x/request-changes'], ['post', '/admin/campaigns/x/reject'],
  ];

  it('answers 401 without a session and 403 to every role but admin on every endpoint', async () => {
    const server = await makeServer();
    const call = (api: ReturnType<typeof as>, [method, url]: [string, string]) => (method === 'get' ? api.get(url) : api.post(url, { notes: 'x', reason: 'x' }));
    for (const endpoint of ENDPOINTS) expect((await call(as(server), endpoint)).status, endpoint[1]).toBe(401);
    for (const email of [SEEDED.brand, SEEDED.influencer, SEEDED.partner, SEEDED.newcomer]) {
      const api = as(server, await server.signIn(email));
      for (const endpoint of ENDPOINTS) {
        const res = await call(api, endpoint);
        expect(res.status, `${email} ${endpoint[1]}`).toBe(403);
        expectNoStackTrace(res.text);
      }
    }
    const admin = as(server, await server.signIn(SEEDED.admin));
    for (const endpoint of ENDPOINTS.slice(1)) {
      expect((await call(admin, endpoint)).body, endpoint[1]).toEqual({ message: 'There is no such campaign.' });
    }
  });

  it('is kept to admins by the admin router, whatever else is mounted', async () => {
    const server = await makeServer();
    // The one admin router alone (routes/admin-api.ts): the review routes carry no guard of their own.
    const alone = express().use(express.json(), adminApiRoutes(server.ctx), errorHandler);
    const call = (token: string | null, [method, url]: [string, string]) => {
      const req = method === 'get' ? request(alone).get(url) : request(alone).post(url).send({ notes: 'x', reason: 'x' });
      return token ? req.set('Authorization', `Bearer ${token}`) : req;
    };
    const brand = await server.signIn(SEEDED.brand);
    const admin = await server.signIn(SEEDED.admin);
    for (const endpoint of ENDPOINTS) {
      expect((await call(null, endpoint)).status, endpoint[1]).toBe(401);
      expect((await call(brand, endpoint)).status, endpoint[1]).toBe(403);
    }
    expect((await call(admin, ENDPOINTS[0]!)).status).toBe(200);
    expect((await call(admin, ENDPOINTS[1]!)).status).toBe(404);
  });
});

describe('campaign review API: the queue', () => {
  it('lists campaigns pending review, oldest submission first, and filters by any status', async () => {
    const { server, admin, submitted } = await setUp();
    const first = await submitted('First in the queue');
    server.clock.advance(HOUR);
    const second = await submitted('Second in the queue');
    const queue = (await admin.get('/admin/campaigns').expect(200)).body.items as Campaign[];
    expect(queue.every((c) => c.status === 'pending_review')).toBe(true);
    expect(queue.map((c) => c.id).filter((id) => [first.id, second.id].includes(id))).toEqual([first.id, second.id]);
    const times = queue.map((c) => Date.parse(c.submittedAt!));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(queue.find((c) => c.id === first.id)).toMatchObject({ brief: FULL.brief, brandName: 'Duka Fresh', acceptedCount: 0 });
    expect((await admin.get('/admin/campaigns?status=').expect(200)).body.items).toEqual(queue);

    await admin.post(`/admin/campaigns/${first.id}/approve`).expect(200);
    const approved = (await admin.get('/admin/campaigns?status=approved').expect(200)).body.items as Campaign[];
    expect(approved.map((c) => c.id)).toContain(first.id);
    expect(approved.every((c) => c.status === 'approved')).toBe(true);
  });

  it('refuses an unknown status with 422 naming the field', async () => {
    const { admin } = await setUp();
    for (const query of ['status=live', 'status=draft&status=approved']) {
      const res = await admin.get(`/admin/campaigns?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body).toEqual({ message: 'Some filters are not valid.', errors: { status: [expect.stringContaining('pending_review')] } });
    }
  });
});

describe('campaign review API: decisions', () => {
  it('approves with an optional note, records who decided, and tells the brand once', async () => {
    const { admin, submitted, brandNotices } = await setUp();
    const campaign = await submitted('Shule snacks');
    const res = await admin.post(`/admin/campaigns/${campaign.id}/approve`, { note: '  Lovely brief.  ' }).expect(200);
    expect(res.body).toMatchObject({ status: 'approved', reviewNotes: [{ kind: 'approved', text: 'Lovely brief.', by: 'Grace Njeri', at: '2026-01-05T07:00:00.000Z' }] });
    const again = await admin.post(`/admin/campaigns/${campaign.id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This campaign is approved, so it cannot be approved.');
    expect(await brandNotices(campaign, 'campaign_approved')).toEqual([
      expect.objectContaining({ title: 'Campaign approved: Shule snacks', body: expect.stringContaining('Lovely brief.') }),
    ]);
  });

  it('requests changes only with notes, and sends the notes to the brand in-app and by email', async () => {
    const { server, admin, submitted, brandNotices } = await setUp();
    const campaign = await submitted('Shule snacks');
    for (const body of [{}, { notes: '   ' }, { notes: 'x'.repeat(2001) }, { notes: 'Fine', extra: true }]) {
      const res = await admin.post(`/admin/campaigns/${campaign.id}/request-changes`, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(res.body.errors).toBeDefined();
    }
    const notes = 'Name the estates you deliver to.';
    const res = await admin.post(`/admin/campaigns/${campaign.id}/request-changes`, { notes }).expect(200);
    expect(res.body).toMatchObject({ status: 'changes_requested', reviewNotes: [{ kind: 'changes_requested', text: notes }] });
    expect(await brandNotices(campaign, 'campaign_changes_requested')).toEqual([
      expect.objectContaining({ title: 'Changes requested: Shule snacks', body: expect.stringContaining(notes) }),
    ]);
    expect(server.mailbox.messages(SEEDED.brand)[0]).toMatchObject({ subject: 'Changes requested: Shule snacks', text: expect.stringContaining(notes) });
  });

  it('rejects only with a reason, which the brand is told; a rejected campaign takes no more events', async () => {
    const { brand, admin, submitted, brandNotices } = await setUp();
    const campaign = await submitted('Shule snacks');
    expect((await admin.post(`/admin/campaigns/${campaign.id}/reject`, {})).body.errors).toEqual({ reason: ['Write the reason.'] });
    const reason = 'We cannot run alcohol promotions.';
    expect((await admin.post(`/admin/campaigns/${campaign.id}/reject`, { reason }).expect(200)).body.status).toBe('rejected');
    expect(await brandNotices(campaign, 'campaign_rejected')).toEqual([
      expect.objectContaining({ title: 'Campaign rejected: Shule snacks', body: expect.stringContaining(reason) }),
    ]);
    expect((await brand.post(`/campaigns/${campaign.id}/edit`)).status).toBe(409);
    expect((await admin.post(`/admin/campaigns/${campaign.id}/approve`)).status).toBe(409);
  });

  it('refuses to decide on a campaign that is not pending review (409), before looking at the body', async () => {
    const { brand, admin } = await setUp();
    const { body: draft } = await brand.post('/campaigns', { title: 'Still a draft' }).expect(201);
    for (const path of ['approve', 'request-changes', 'reject']) {
      const res = await admin.post(`/admin/campaigns/${(draft as Campaign).id}/${path}`);
      expect(res.status, path).toBe(409);
      expect(res.body.message, path).toMatch(/^This campaign is a draft, so it cannot be /);
    }
  });
});
