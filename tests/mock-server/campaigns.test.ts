import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Campaign, Notification } from '../../src/domain/campaign-types.ts';
import { normalisePhone } from '../../src/domain/phone.ts';
import { placeApplication, placeContract, storedApplications, storedCampaign, storedContracts } from './campaigns-support.ts';
import { payAndLaunch, paymentsApi } from './money-support.ts';
import { as, DAY, expectNoStackTrace, makeServer, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;

/** A complete brief on the fake clock's day (2026-01-05, EAT). */
const FULL = {
  title: 'Duka Fresh back-to-school drive',
  brief: 'Show Nairobi parents how Duka Fresh delivers school snacks in under an hour.',
  objective: 'awareness', goals: [{ metric: 'reach', target: 200_000 }, { metric: 'clicks', target: 5_000 }],
  currency: 'KES', budgetTotal: 5_000_000, feeMin: 500_000, feeMax: 1_000_000, slots: 5,
  audience: { countries: ['KE', 'UG'], ageBands: ['25-34', '35-44'], genders: ['female', 'male'] },
  niches: ['Food', 'Lifestyle'], platforms: ['instagram', 'tiktok'], followerBand: 'micro',
  deliverables: [{ platform: 'instagram', type: 'reel', quantity: 1, dueDays: 14 }, { platform: 'tiktok', type: 'video', quantity: 2, dueDays: 21 }],
  startDate: '2026-02-02', endDate: '2026-03-02', maxRevisions: 2, landingUrl: 'https://dukafresh.co.ke/shule', whatsappNumber: '0712 345 678',
};


/** Signs the seeded brand in and gives it a helper that expects each call to succeed. */
async function brandOf(server: Server, email: string = SEEDED.brand) {
  const token = await server.signIn(email);
  const api = as(server, token);
  const ok = async (res: Promise<request.Response> | request.Test, status = 200) => {
    const done = await res;
    expect(done.status, done.text).toBe(status);
    return done.body as Campaign;
  };
  return { token, api, ok, create: (body: object = FULL) => ok(api.post('/campaigns', body), 201) };
}

/** Onboards the seeded newcomer as a second brand. */
async function otherBrand(server: Server) {
  const token = await server.signIn(SEEDED.newcomer);
  await as(server, token).post('/profiles', { role: 'brand', fullName: 'Otieno Were', username: 'otieno_w', dob: '1985-02-02', country: 'KE' }).expect(201);
  return token;
}

const noticesOf = async (server: Server, token: string) => (await as(server, token).get('/notifications').expect(200)).body as { items: Notification[]; unread: number };

describe('campaigns API: drafts', () => {
  it('creates a draft with the brief defaults and the brand\'s company name, and lists the brand\'s own campaigns newest first', async () => {
    const server = await makeServer();
    const { api, create } = await brandOf(server);
    const first = await create({ title: 'Shule snacks' });
    expect(first).toEqual({
      id: expect.any(String), brandId: 'acc-brand', brandName: 'Duka Fresh', status: 'draft', title: 'Shule snacks', brief: '',
      objective: null, goals: [], currency: 'KES', budgetTotal: null, feeMin: null, feeMax: null, slots: null,
      audience: { countries: [], ageBands: [], genders: [] }, niches: [], platforms: [], followerBand: null, deliverables: [],
      startDate: null, endDate: null, maxRevisions: 2, landingUrl: '', whatsappNumber: '', reviewNotes: [],
      createdAt: '2026-01-05T07:00:00.000Z', updatedAt: '2026-01-05T07:00:00.000Z', submittedAt: null, acceptedCount: 0,
      actedBy: null,
    });
    server.clock.advance(1000);
    const second = await create();
    expect(second.whatsappNumber).toBe('+254712345678');
    const other = await otherBrand(server);
    const theirs = (await as(server, other).post('/campaigns', { title: 'Their campaign' }).expect(201)).body as Campaign;
    expect(theirs.brandName).toBe('Otieno Were');
    const mine = (await api.get('/campaigns/mine').expect(200)).body as { items: Campaign[] };
    expect(mine.items.every((c) => c.brandId === 'acc-brand')).toBe(true);
    expect(mine.items.map((c) => c.id).filter((id) => [first.id, second.id].includes(id))).toEqual([second.id, first.id]);
    const times = mine.items.map((c) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('saves a draft field by field, and resumes it with what was saved', async () => {
    const server = await makeServer();
    const { api, ok, create } = await brandOf(server);
    const draft = await create({ title: 'Shule snacks' });
    await ok(api.patch(`/campaigns/${draft.id}`, { objective: 'engagement', platforms: ['tiktok'], whatsappNumber: '+254 112 345 678' }));
    await ok(api.patch(`/campaigns/${draft.id}`, { feeMin: 100_000, goals: [] }));
    const resumed = await ok(api.get(`/campaigns/${draft.id}`));
    expect(resumed).toMatchObject({ title: 'Shule snacks', objective: 'engagement', platforms: ['tiktok'], whatsappNumber: '+254112345678', feeMin: 100_000, goals: [] });
  });

  it('refuses a bad draft with 422 and an error for each field, and unknown fields', async () => {
    const server = await makeServer();
    const { api, create } = await brandOf(server);
    expect((await api.post('/campaigns', { objective: 'awareness' })).body).toEqual({ message: expect.any(String), errors: { title: [expect.any(String)] } });
    const draft = await create({ title: 'Shule snacks' });
    const res = await api.patch(`/campaigns/${draft.id}`, {
      title: 'ab', objective: 'fame', goals: [{ metric: 'reach', target: 0 }, { metric: 'reach', target: 5 }], currency: 'EUR', budgetTotal: 10.5,
      slots: 101, feeMin: 500, feeMax: 100, audience: { countries: ['Kenya'], ageBands: [], genders: [] }, niches: ['Knitting'],
      platforms: ['instagram'], deliverables: [{ platform: 'youtube', type: 'reel', quantity: 21, dueDays: 0 }],
      startDate: '2026-01-04', endDate: 'soon', maxRevisions: 6, landingUrl: 'ftp://x', whatsappNumber: '12', status: 'approved',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'audience.countries.0', 'budgetTotal', 'currency', 'deliverables.0.dueDays', 'deliverables.0.quantity', 'endDate',
      'feeMax', 'goals', 'goals.0.target', 'landingUrl', 'maxRevisions', 'niches.0', 'objective', 'slots', 'startDate', 'status', 'title', 'whatsappNumber',
    ]);
    expect(res.body.errors.startDate).toEqual(['The start date cannot be in the past.']);
    expect(res.body.errors.feeMax).toEqual(['The highest fee must be at least the lowest fee.']);
    expect((await api.get(`/campaigns/${draft.id}`)).body.title).toBe('Shule snacks');

    // Fields sent together are also checked against each other; each error names the field to fix.
    const related = await api.patch(`/campaigns/${draft.id}`, {
      platforms: ['instagram'], deliverables: [{ platform: 'youtube', type: 'video', quantity: 1, dueDays: 7 }],
      feeMin: 500_000, slots: 4, budgetTotal: 1_000_000, startDate: '2026-02-10', endDate: '2026-02-10',
    });
    expect(related.status).toBe(422);
    expect(related.body.errors).toEqual({
      'deliverables.0.platform': ['Choose one of the platforms this campaign uses.'],
      budgetTotal: ['The budget must cover the lowest fee for every slot (lowest fee × slots).'],
      endDate: ['The end date must be after the start date.'],
    });
  });

  it('stores a WhatsApp number as +E.164, from Kenyan 07…, 01…, 254… or international forms', async () => {
    const cases: Array<[string, string | null]> = [
      ['', ''], ['0712 345 678', '+254712345678'], ['0112-345-678', '+254112345678'], ['254712345678', '+254712345678'],
      ['+254 (0)712 345 678', '+254712345678'], ['+44 20 7946 0958', '+442079460958'], ['0044 20 7946 0958', '+442079460958'],
      ['12', null], ['+2547123', null], ['0812 345 678', null], ['+1234567', null], ['call me', null], ['+0123456789', null],
    ];
    for (const [input, stored] of cases) expect(normalisePhone(input), input).toBe(stored);
  });

  it('answers bad JSON with 422 and no stack trace', async () => {
    const server = await makeServer();
    const { token } = await brandOf(server);
    const res = await request(server.app).post('/api/campaigns').set('Authorization', `Bearer ${token}`).set('Content-Type', 'application/json').send('{"title": ');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON.', errors: { body: [expect.any(String)] } });
    expectNoStackTrace(res.text);
  });
});

describe('campaigns API: submission and the lifecycle', () => {
  it('refuses to submit an incomplete brief with 422 naming each field, including cross-field rules', async () => {
    const server = await makeServer();
    const { api, ok, create } = await brandOf(server);
    const draft = await create({ ...FULL, niches: [], startDate: null });
    // Sent on their own, a draft field is checked only against itself; submission checks it against the rest.
    await ok(api.patch(`/campaigns/${draft.id}`, { budgetTotal: 1_000_000 }));
    await ok(api.patch(`/campaigns/${draft.id}`, { platforms: ['instagram'] }));
    const res = await api.post(`/campaigns/${draft.id}/submit`);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Finish the brief before submitting: some fields need attention.');
    expect(Object.keys(res.body.errors).sort()).toEqual(['budgetTotal', 'deliverables.1.platform', 'niches', 'startDate']);
    expect(res.body.errors.niches).toEqual(['Choose at least one niche.']);
    expect(res.body.errors.startDate).toEqual(['Enter the start date as a date (YYYY-MM-DD).']);
    expect((await api.get(`/campaigns/${draft.id}`)).body.status).toBe('draft');
  });

  it('refuses events the machine does not take with 409 and a clear message', async () => {
    const server = await makeServer();
    const { token, api, ok, create } = await brandOf(server);
    const draft = await create();
    // Launching is paying (decision 0009): a draft cannot be paid for.
    const launch = await paymentsApi(server, token).pay(draft.id, { method: 'mpesa', phone: '0712345678' });
    expect(launch.status).toBe(409);
    expect(launch.body).toEqual({ message: 'This campaign is a draft, so it cannot be launched.' });
    await ok(api.post(`/campaigns/${draft.id}/submit`));
    const patch = await api.patch(`/campaigns/${draft.id}`, { title: 'Changed after submitting' });
    expect(patch.status).toBe(409);
    expect(patch.body.message).toBe('This campaign is pending review, so it cannot be edited.');
    for (const action of ['submit', 'edit', 'pause', 'resume', 'close-recruiting', 'complete', 'cancel']) {
      expect((await api.post(`/campaigns/${draft.id}/${action}`)).status, action).toBe(409);
    }
  });

  it('reopens a campaign whose changes were requested only when the brand saves edits: reading it changes nothing, a bad body changes nothing', async () => {
    const server = await makeServer();
    const { api, ok } = await brandOf(server);
    const id = 'cmp-duka-changes';
    expect((await ok(api.get(`/campaigns/${id}`))).status).toBe('changes_requested');
    const bad = await api.patch(`/campaigns/${id}`, { title: '' });
    expect(bad.status).toBe(422);
    expect((await storedCampaign(server, id))?.status).toBe('changes_requested');
    expect(await ok(api.patch(`/campaigns/${id}`, { brief: 'Smoothies every Saturday at our Kilimani stall.' }))).toMatchObject({ status: 'draft', brief: 'Smoothies every Saturday at our Kilimani stall.' });
    expect(await ok(api.post(`/campaigns/${id}/submit`))).toMatchObject({ status: 'pending_review' });
  });

  it('takes a campaign from draft through changes requested and approval to completed, notifying the brand once per decision', async () => {
    const server = await makeServer();
    const { token, api, ok, create } = await brandOf(server);
    const admin = as(server, await server.signIn(SEEDED.admin));
    const draft = await create();
    server.clock.advance(DAY);
    const submitted = await ok(api.post(`/campaigns/${draft.id}/submit`));
    expect(submitted).toMatchObject({ status: 'pending_review', submittedAt: '2026-01-06T07:00:00.000Z' });
    const adminNotices = (await admin.get('/notifications').expect(200)).body as { items: Notification[] };
    expect(adminNotices.items.filter((n) => n.type === 'campaign_submitted' && n.body.includes(FULL.title))).toHaveLength(1);

    const notes = 'Say which Nairobi estates you deliver to.';
    await admin.post(`/admin/campaigns/${draft.id}/request-changes`, { notes }).expect(200);
    const afterChanges = await noticesOf(server, token);
    const about = (type: string, items: Notification[]) => items.filter((n) => n.type === type && n.href === `/brand/campaigns/${draft.id}`);
    expect(about('campaign_changes_requested', afterChanges.items)).toEqual([expect.objectContaining({ body: expect.stringContaining(notes), readAt: null })]);
    expect(server.mailbox.messages(SEEDED.brand)[0]).toMatchObject({ subject: expect.stringContaining('Changes requested'), text: expect.stringContaining(notes) });

    expect(await ok(api.post(`/campaigns/${draft.id}/edit`))).toMatchObject({ status: 'draft', reviewNotes: [{ kind: 'changes_requested', text: notes, by: 'Grace Njeri' }] });
    await ok(api.patch(`/campaigns/${draft.id}`, { brief: `${FULL.brief} We deliver to Kilimani, Westlands and Karen.` }));
    await ok(api.post(`/campaigns/${draft.id}/submit`));
    await admin.post(`/admin/campaigns/${draft.id}/approve`, {}).expect(200);
    const afterApproval = (await noticesOf(server, token)).items;
    expect(about('campaign_approved', afterApproval)).toHaveLength(1);
    expect(about('campaign_changes_requested', afterApproval)).toHaveLength(1);

    expect(await payAndLaunch(server, token, draft.id)).toMatchObject({ status: 'succeeded', campaignId: draft.id });
    expect((await ok(api.get(`/campaigns/${draft.id}`))).status).toBe('recruiting');
    const steps: Array<[string, string]> = [
      ['pause', 'recruiting_paused'], ['resume', 'recruiting'], ['close-recruiting', 'in_progress'],
      ['pause', 'in_progress_paused'], ['resume', 'in_progress'], ['complete', 'completed'],
    ];
    for (const [action, status] of steps) expect((await ok(api.post(`/campaigns/${draft.id}/${action}`))).status, action).toBe(status);
    expect((await api.post(`/campaigns/${draft.id}/cancel`)).status).toBe(409);

    // Persisted: the stored row holds the final state and both review notes.
    const reopened = await storedCampaign(server, draft.id);
    expect(reopened).toMatchObject({ status: 'completed', reviewNotes: [{ kind: 'changes_requested' }, { kind: 'approved' }] });
    expect(reopened).not.toHaveProperty('acceptedCount');
  });

  it('cancels a recruiting campaign: open applications expire, active contracts end and each creator is told', async () => {
    const server = await makeServer();
    const { token, api, ok, create } = await brandOf(server);
    const admin = as(server, await server.signIn(SEEDED.admin));
    const campaign = await create();
    await ok(api.post(`/campaigns/${campaign.id}/submit`));
    await admin.post(`/admin/campaigns/${campaign.id}/approve`, { note: 'Looks good.' }).expect(200);
    await payAndLaunch(server, token, campaign.id);
    // Applications and contracts belong to another route group: placed directly, as that group would store them.
    const at = new Date(server.clock.now()).toISOString();
    await placeApplication(server, { id: 'app-1', campaignId: campaign.id, creatorId: 'acc-influencer', status: 'applied', pitch: 'Hi', proposedFee: 500_000, matchScoreAtApply: null, termsAcceptance: null, createdAt: at, updatedAt: at });
    await placeContract(server, { id: 'con-1', campaignId: campaign.id, applicationId: 'app-0', brandId: 'acc-brand', creatorId: 'acc-influencer', agreedFee: 600_000, currency: 'KES', status: 'active', createdAt: at });
    expect((await ok(api.get(`/campaigns/${campaign.id}`))).acceptedCount).toBe(1);

    const cancelled = await ok(api.post(`/campaigns/${campaign.id}/cancel`));
    expect(cancelled).toMatchObject({ status: 'cancelled', acceptedCount: 0 });
    expect((await storedApplications(server)).find((a) => a.id === 'app-1')?.status).toBe('expired');
    expect((await storedContracts(server)).find((c) => c.id === 'con-1')?.status).toBe('cancelled');
    const creator = await noticesOf(server, await server.signIn(SEEDED.influencer));
    expect(creator.items.filter((n) => n.title.includes(FULL.title)).map((n) => n.type).sort()).toEqual(['application_expired', 'contract_cancelled']);
  });
});

describe('campaigns API: access', () => {
  const ACTIONS = ['submit', 'edit', 'pause', 'resume', 'close-recruiting', 'complete', 'cancel'];

  it('answers 401 without a session and 403 to other roles on every brand endpoint', async () => {
    const server = await makeServer();
    // [label, request]: the one read endpoint is open to admins and influencers (who get 404 for an unknown id).
    const calls = (api: ReturnType<typeof as>) => [
      ['GET mine', api.get('/campaigns/mine')], ['POST', api.post('/campaigns', { title: 'Nope' })], ['GET one', api.get('/campaigns/x')],
      ['PATCH', api.patch('/campaigns/x', { title: 'Nope' })], ...ACTIONS.map((a) => [a, api.post(`/campaigns/x/${a}`)] as const),
    ] as const;
    for (const [label, call] of calls(as(server))) {
      const res = await call;
      expect(res.status, label).toBe(401);
      expectNoStackTrace(res.text);
    }
    for (const email of [SEEDED.influencer, SEEDED.admin, SEEDED.newcomer]) {
      const api = as(server, await server.signIn(email));
      for (const [label, call] of calls(api)) {
        const readable = label === 'GET one' && (email === SEEDED.influencer || email === SEEDED.admin);
        expect((await call).status, `${email} ${label}`).toBe(readable ? 404 : 403);
      }
    }
    // A partner acts for its client brands here (issue 25; tests/mock-server/partners.test.ts): it names the brand
    // of a new or listed campaign (422 without), finds no unknown campaign (404), and never ends one (403).
    const partner = as(server, await server.signIn(SEEDED.partner));
    for (const [label, call] of calls(partner)) {
      const expected = label === 'GET mine' || label === 'POST' ? 422 : label === 'complete' || label === 'cancel' ? 403 : 404;
      expect((await call).status, `partner ${label}`).toBe(expected);
    }
  });

  it('hides another brand\'s campaign (404) and shows influencers a campaign only while it recruits; admins read any', async () => {
    const server = await makeServer();
    const { token, api, ok, create } = await brandOf(server);
    const campaign = await create();
    const other = as(server, await otherBrand(server));
    const attempts = [['GET', other.get(`/campaigns/${campaign.id}`)], ['PATCH', other.patch(`/campaigns/${campaign.id}`, { title: 'Mine now' })], ...ACTIONS.map((a) => [a, other.post(`/campaigns/${campaign.id}/${a}`)] as const)] as const;
    for (const [label, res] of attempts) {
      const done = await res;
      expect(done.status, label).toBe(404);
      expect(done.body).toEqual({ message: 'There is no such campaign.' });
    }
    expect((await other.get('/campaigns/mine')).body.items.map((c: Campaign) => c.id)).not.toContain(campaign.id);

    const influencer = as(server, await server.signIn(SEEDED.influencer));
    const admin = as(server, await server.signIn(SEEDED.admin));
    expect((await influencer.get(`/campaigns/${campaign.id}`)).status).toBe(404);
    expect((await admin.get(`/campaigns/${campaign.id}`)).status).toBe(200);
    await ok(api.post(`/campaigns/${campaign.id}/submit`));
    await admin.post(`/admin/campaigns/${campaign.id}/approve`).expect(200);
    await payAndLaunch(server, token, campaign.id);
    expect((await influencer.get(`/campaigns/${campaign.id}`)).body).toMatchObject({ id: campaign.id, status: 'recruiting' });
    await ok(api.post(`/campaigns/${campaign.id}/pause`));
    expect((await influencer.get(`/campaigns/${campaign.id}`)).status).toBe(404);
  });
});
