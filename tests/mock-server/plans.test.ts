import { describe, expect, it } from 'vitest';
import type { Application, CampaignStatus } from '../../src/domain/campaign-types.ts';
import type { Payment } from '../../src/domain/money-types.ts';
import { updateCampaign } from '../../mock-server/campaign-records.ts';
import { subscriptions } from '../../mock-server/db/schema/index.ts';
import { sendTrialReminders } from '../../mock-server/plan-reminders.ts';
import { FREE_TRIAL_DAYS } from '../../src/domain/plans.ts';
import { approvedCampaign, listening, noticesOf, paymentsApi, storedCampaign, ZURI } from './money-support.ts';
import { applying, clearForApplications, PITCH, placeApplication, placeCampaign, RECRUITING_BRIEF } from './campaigns-support.ts';
import { as, DAY, HOUR, makeServer, MINUTE, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;

/** Zuri (one active campaign in the seed, cmp-zuri-paused), signed in on a listening server. */
async function zuri(options: Parameters<typeof makeServer>[0] = {}) {
  const server = await makeServer(options);
  await listening(server);
  let token = await server.signIn(ZURI.email);
  /** Signs in again: sessions last 7 days, and the tests move the clock further. */
  const again = async () => { token = await server.signIn(ZURI.email); };
  const get = (url: string) => as(server, token).get(url);
  const post = (url: string, body: object = {}) => as(server, token).post(url, body);
  const launch = (id: string) => paymentsApi(server, token).pay(id, { method: 'mpesa', phone: '0712 345 678' });
  /** Active campaigns placed straight in the database, so the brand has `total` active in all (the seed's one included). */
  const activeUpTo = async (total: number, status: CampaignStatus = 'recruiting') => {
    const { used } = (await get('/v1/user/plan').expect(200)).body as { used: number };
    for (let i = used; i < total; i++) {
      await approvedCampaign(server, { id: `cmp-active-${i}` });
      await updateCampaign(server.ctx, `cmp-active-${i}`, { status });
    }
  };
  const user = async () => {
    if ((await get('/v1/user')).status === 401) await again();
    return (await get('/v1/user').expect(200)).body.user;
  };
  return { server, token: () => token, get, post, launch, activeUpTo, user };
}

const PRO_FULL = 'Your Professional plan allows 10 active campaigns at a time. Complete or cancel one, or move to Enterprise for unlimited active campaigns.';
const FREE_FULL = 'The free tier allows 3 active campaigns at a time. Complete or cancel one, or move to Professional for up to 10 active campaigns.';

describe('active campaigns against the plan in force', () => {
  it('lets a brand on the free tier run 3 at a time, and refuses a 4th launch with 403 naming the free tier and the way up', async () => {
    const { get, launch, activeUpTo, server } = await zuri();
    expect((await get('/v1/user/plan').expect(200)).body).toEqual({ plan: { id: 'free', name: 'Free tier', status: 'free', until: null }, kind: 'activeCampaigns', limit: 3, used: 1 });
    await activeUpTo(2);
    expect((await launch(ZURI.campaign)).status).toBe(201);
    expect((await get('/v1/user/plan')).body).toMatchObject({ limit: 3, used: 3 });
    await approvedCampaign(server, { id: 'cmp-fourth' });
    const refused = await launch('cmp-fourth');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: FREE_FULL });
    expect((await storedCampaign(server, 'cmp-fourth'))?.status).toBe('approved');
  });

  it('refuses the 11th active campaign of a Professional brand, and lets it launch again once one is completed', async () => {
    const { server, post, get, launch, activeUpTo } = await zuri();
    expect((await post('/v1/user/trial', { plan: 'brand-professional' })).status).toBe(201);
    await activeUpTo(9, 'in_progress_paused');
    expect((await launch(ZURI.campaign)).status).toBe(201);
    expect((await get('/v1/user/plan')).body).toMatchObject({ plan: { id: 'brand-professional', status: 'trial' }, limit: 10, used: 10 });
    await approvedCampaign(server, { id: 'cmp-eleventh' });
    const refused = await launch('cmp-eleventh');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: PRO_FULL });
    expect((await storedCampaign(server, 'cmp-eleventh'))?.status).toBe('approved');
    // A completed or cancelled campaign no longer counts.
    await updateCampaign(server.ctx, 'cmp-active-1', { status: 'completed' });
    expect((await launch('cmp-eleventh')).status).toBe(201);
  });

  it('puts no limit on Enterprise', async () => {
    const { post, get, launch, activeUpTo } = await zuri();
    expect((await post('/v1/user/trial', { plan: 'brand-enterprise' })).status).toBe(201);
    await activeUpTo(25);
    expect((await launch(ZURI.campaign)).status).toBe(201);
    expect((await get('/v1/user/plan')).body).toMatchObject({ plan: { id: 'brand-enterprise' }, limit: null, used: 26 });
  });

  it('lets only one of two launches at once pass the last place', async () => {
    const { server, post, get, launch, activeUpTo } = await zuri();
    expect((await post('/v1/user/trial', { plan: 'brand-professional' })).status).toBe(201);
    await activeUpTo(9);
    await approvedCampaign(server, { id: 'cmp-race' });
    const results = await Promise.all([launch(ZURI.campaign), launch('cmp-race')]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
    expect(results.find((r) => r.status === 403)?.body).toEqual({ message: PRO_FULL });
    expect((await get('/v1/user/plan')).body).toMatchObject({ used: 10 });
  });

  it('lets only one of two processes on one database pass the last place', async () => {
    const first = await zuri();
    const second = await makeServer({ database: first.server.database });
    await listening(second);
    expect((await first.post('/v1/user/trial', { plan: 'brand-professional' })).status).toBe(201);
    await first.activeUpTo(9);
    await approvedCampaign(first.server, { id: 'cmp-race' });
    const other = paymentsApi(second, first.token());
    const results = await Promise.all([first.launch(ZURI.campaign), other.pay('cmp-race', { method: 'mpesa', phone: '0712 345 678' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
  });
});

describe('the plan in force', () => {
  it('is the free tier without a plan, the trial for 14 days, then the free tier again', async () => {
    const { server, post, user, token } = await zuri();
    expect((await user()).plan).toEqual({ id: 'free', name: 'Free tier', status: 'free', until: null });
    const started = (await post('/v1/user/trial', { plan: 'brand-professional' })).body.user;
    const until = new Date(server.clock.now() + FREE_TRIAL_DAYS * DAY).toISOString();
    expect(started.plan).toEqual({ id: 'brand-professional', name: 'Professional', status: 'trial', until });
    expect((await user()).plan).toEqual(started.plan);
    expect((await server.api.me(token())).body.user.plan).toEqual(started.plan);
    server.clock.advance(FREE_TRIAL_DAYS * DAY - MINUTE);
    expect((await user()).plan.status).toBe('trial');
    server.clock.advance(MINUTE);
    expect((await user()).plan).toEqual({ id: 'free', name: 'Free tier', status: 'free', until: null });
  });

  it('is paid to the period end, in grace 7 days after, then free; cancelled at the period end, free right after', async () => {
    const { server, user } = await zuri();
    const now = server.clock.now();
    const end = new Date(now + 30 * DAY).toISOString();
    await server.db.insert(subscriptions).values({
      id: 'sub-1', accountId: ZURI.id, planId: 'brand-enterprise', period: 'monthly', status: 'active',
      currentPeriodStart: new Date(now).toISOString(), currentPeriodEnd: end, cancelAtPeriodEnd: false, createdAt: new Date(now).toISOString(),
    });
    expect((await user()).plan).toEqual({ id: 'brand-enterprise', name: 'Enterprise', status: 'paid', until: end });
    server.clock.advance(30 * DAY);
    expect((await user()).plan).toEqual({ id: 'brand-enterprise', name: 'Enterprise', status: 'grace', until: new Date(now + 37 * DAY).toISOString() });
    server.clock.advance(7 * DAY);
    expect((await user()).plan.status).toBe('free');
    // The upkeep ended the row after its grace: it is made active again, cancelled, for one more day.
    await server.db.update(subscriptions).set({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: new Date(server.clock.now() + DAY).toISOString() });
    expect((await user()).plan.status).toBe('paid');
    server.clock.advance(DAY);
    expect((await user()).plan.status).toBe('free');
  });

  it('refuses the plan summary to admins (403)', async () => {
    const server = await makeServer();
    const res = await as(server, await server.signIn('admin@sauti.test')).get('/v1/user/plan');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Plans are for brands, creators and partners.');
  });
});

describe('the end of a trial', () => {
  it('cuts nothing off: running campaigns keep running, but nothing new beyond the free tier starts', async () => {
    const { server, post, get, launch, activeUpTo, user } = await zuri();
    expect((await post('/v1/user/trial', { plan: 'brand-professional' })).status).toBe(201);
    await activeUpTo(5);
    const launched = (await launch(ZURI.campaign)).body as Payment;
    expect(launched.status).toBe('awaiting_payer');
    server.clock.advance(FREE_TRIAL_DAYS * DAY);
    expect((await user()).plan.status).toBe('free');
    expect((await get('/v1/user/plan')).body).toMatchObject({ limit: 3, used: 6 });
    for (let i = 1; i < 5; i++) expect((await storedCampaign(server, `cmp-active-${i}`))?.status).toBe('recruiting');
    expect((await storedCampaign(server, 'cmp-zuri-paused'))?.status).toBe('recruiting_paused');
    await approvedCampaign(server, { id: 'cmp-after' });
    expect((await launch('cmp-after')).body).toEqual({ message: FREE_FULL });
  });
});

describe('trial reminders', () => {
  const reminders = async (server: Server) => (await noticesOf(server, ZURI.id, 'trial_ending')).map((n) => n.title).sort();

  it('come three days and one day before the end, each once, on the next request after the clock passes them', async () => {
    const { server, post, user } = await zuri();
    expect((await post('/v1/user/trial', { plan: 'brand-professional' })).status).toBe(201);
    server.clock.advance((FREE_TRIAL_DAYS - 3) * DAY - MINUTE);
    await user();
    expect(await reminders(server)).toEqual([]);
    server.clock.advance(MINUTE);
    await user();
    await user();
    expect(await reminders(server)).toEqual(['Your Professional trial ends in 3 days']);
    const [notice] = await noticesOf(server, ZURI.id, 'trial_ending');
    expect(notice).toMatchObject({ href: '/upgrade', body: expect.stringContaining('EAT. After that your account moves to the free tier') });
    expect(server.mailbox.messages(ZURI.email).some((m) => m.subject === 'Your Professional trial ends in 3 days')).toBe(true);
    server.clock.advance(2 * DAY);
    await user();
    await user();
    expect(await reminders(server)).toEqual(['Your Professional trial ends in 3 days', 'Your Professional trial ends tomorrow']);
    server.clock.advance(2 * DAY);
    await user();
    expect(await reminders(server)).toHaveLength(2);
  });

  it('sends only the one-day reminder when the clock jumps past both, and nothing for a trial that has ended', async () => {
    const { server, post, user } = await zuri();
    expect((await post('/v1/user/trial', { plan: 'brand-enterprise' })).status).toBe(201);
    server.clock.advance(FREE_TRIAL_DAYS * DAY - 12 * HOUR);
    await user();
    expect(await reminders(server)).toEqual(['Your Enterprise trial ends tomorrow']);
    const other = await zuri();
    expect((await other.post('/v1/user/trial', { plan: 'brand-enterprise' })).status).toBe(201);
    other.server.clock.advance(FREE_TRIAL_DAYS * DAY + HOUR);
    await other.user();
    expect(await reminders(other.server)).toEqual([]);
  });

  it('is sent once when two processes send at the same time', async () => {
    const { server, post } = await zuri();
    const second = await makeServer({ database: server.database });
    expect((await post('/v1/user/trial', { plan: 'brand-professional' })).status).toBe(201);
    second.clock.set(server.clock.now() + (FREE_TRIAL_DAYS - 2) * DAY);
    server.clock.set(server.clock.now() + (FREE_TRIAL_DAYS - 2) * DAY);
    const sent = await Promise.all([sendTrialReminders(server.ctx), sendTrialReminders(second.ctx)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await reminders(server)).toEqual(['Your Professional trial ends in 3 days']);
  });
});

describe('open applications against the plan in force', () => {
  const BRIEF = RECRUITING_BRIEF;
  /** Amina verified and signed in, with one application per `statuses` entry on its own recruiting campaign, and `campaigns` in all. */
  async function creatorWith(statuses: Application['status'][], campaigns = statuses.length) {
    const server = await makeServer();
    await clearForApplications(server);
    for (let i = 0; i < campaigns; i++) await placeCampaign(server, { ...BRIEF, id: `cmp-open-${i}` });
    for (const [i, status] of statuses.entries()) {
      await placeApplication(server, {
        id: `app-open-${i}`, campaignId: `cmp-open-${i}`, creatorId: 'acc-influencer', status, ...(status === 'invited' ? { pitch: '', proposedFee: 0 } : PITCH),
        matchScoreAtApply: status === 'invited' ? null : 80, termsAcceptance: null, createdAt: BRIEF.createdAt, updatedAt: BRIEF.createdAt,
      });
    }
    return as(server, await server.signIn(SEEDED.influencer));
  }

  it('lets a creator on the free tier have 5 open at a time, refuses a 6th with 403, and a Creator trial raises it to 15', async () => {
    const amina = await creatorWith(['applied', 'shortlisted', 'applied', 'shortlisted', 'applied'], 7);
    const usage = await amina.get('/v1/user/plan').expect(200);
    expect(usage.body).toEqual({ plan: { id: 'free', name: 'Free tier', status: 'free', until: null }, kind: 'openApplications', limit: 5, used: 5 });
    const refused = await amina.post('/campaigns/cmp-open-5/applications', await applying(amina, 'cmp-open-5'));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'The free tier allows 5 open applications at a time. Wait for an answer or withdraw one, or move to Creator for up to 15 open applications.' });
    expect((await amina.post('/v1/user/trial', { plan: 'influencer-creator' })).status).toBe(201);
    expect((await amina.post('/campaigns/cmp-open-5/applications', await applying(amina, 'cmp-open-5'))).status).toBe(201);
  });

  it('counts answering an invitation as applying', async () => {
    const amina = await creatorWith(['applied', 'applied', 'applied', 'applied', 'applied', 'invited']);
    const res = await amina.post('/applications/app-open-5/apply', await applying(amina, 'cmp-open-5'));
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/^The free tier allows 5 open applications at a time/);
  });
});
