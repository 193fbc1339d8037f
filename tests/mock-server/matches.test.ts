import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Match, PlatformStats, Verification } from '../../src/domain/campaign-types.ts';
import type { CampaignRecord } from '../../mock-server/types.ts';
import { verifiedCreators } from '../../mock-server/people/creators.ts';
import {
  clearCampaigns, clearVerifications, matchRowVersions, placeAccount, placeCampaign, placeProfile, placeVerification, setVerificationStatus,
  setVerificationSubmitted, storedMatches, storedNotifications,
} from './campaigns-support.ts';
import { as, makeServer, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
type Item = { match: Match; creator: { id: string; name: string }; application: { id: string; status: string } | null };

// Fixtures written straight into a fresh data copy, emptied of the seed's campaign data so each ranking is exact.
const BRIEF: Omit<CampaignRecord, 'id'> = {
  brandId: 'acc-brand', brandName: 'Duka Fresh', status: 'recruiting', title: 'Shule snacks', brief: 'Show parents fast school-snack delivery.',
  objective: 'awareness', goals: [{ metric: 'reach', target: 200_000 }], currency: 'KES', budgetTotal: 10_000_000, feeMin: 500_000, feeMax: 2_000_000, slots: 2,
  audience: { countries: ['KE'], ageBands: ['18-24', '25-34'], genders: ['female'] }, niches: ['Fashion', 'Beauty'], platforms: ['instagram', 'tiktok'],
  followerBand: 'micro', deliverables: [{ platform: 'instagram', type: 'reel', quantity: 1, dueDays: 14, rights: [] }], startDate: '2026-02-02', endDate: '2026-03-02',
  maxRevisions: 2, landingUrl: 'https://dukafresh.co.ke', whatsappNumber: '', reviewNotes: [],
  createdAt: '2026-01-01T08:00:00.000Z', updatedAt: '2026-01-01T08:00:00.000Z', submittedAt: '2026-01-01T08:00:00.000Z',
};
const STATS: PlatformStats = {
  platform: 'instagram', handle: '@c', profileUrl: 'https://instagram.com/c', followers: 40_000, engagementRate: 4.1,
  audience: { countries: { KE: 72, UG: 28 }, ageBands: { '18-24': 50, '25-34': 40, '35-44': 10 }, genders: { female: 80, male: 20 } },
};

async function fixtures(server: Server) {
  await clearCampaigns(server);
  await clearVerifications(server);
  const campaign = (id: string, over: Partial<CampaignRecord> = {}) => placeCampaign(server, { ...BRIEF, id, ...over });
  const verify = (creatorId: string, status: Verification['status'], platforms: PlatformStats[] = [STATS]) =>
    placeVerification(server, {
      id: `ver-${creatorId}`, creatorId, status, platforms, rate: { currency: 'KES', amount: 1_500_000 }, submittedAt: '2026-01-02T08:00:00.000Z',
      expectedBy: '2026-01-07T08:00:00.000Z', decidedAt: status === 'pending' ? null : '2026-01-03T08:00:00.000Z', reason: null,
    });
  const creator = async (key: string, status: Verification['status'], over: Partial<PlatformStats> = {}, niches = ['Fashion']) => {
    const id = `acc-t-${key}`;
    const at = '2025-06-01T08:00:00.000Z';
    await placeAccount(server, { id, email: `t-${key}@sauti.test`, name: `Creator ${key}`, role: 'influencer', avatar: null, createdAt: at });
    await placeProfile(server, { id: `prof-${id}`, accountId: id, email: `t-${key}@sauti.test`, username: `t_${key}`, country: 'KE', niches, createdAt: at });
    await verify(id, status, [{ ...STATS, ...over }]);
    return id;
  };
  return { campaign, creator, verify };
}


async function world() {
  const server = await makeServer();
  const f = await fixtures(server);
  const recruiting = await f.campaign('cmp-t');
  const strong = await f.creator('strong', 'verified', { engagementRate: 6 }, ['Fashion', 'Beauty']);
  const twinB = await f.creator('twin-b', 'verified');
  const twinA = await f.creator('twin-a', 'verified');
  await f.creator('pending', 'pending', { engagementRate: 9 }, ['Fashion', 'Beauty']);
  await f.creator('rejected', 'rejected', { engagementRate: 9 }, ['Fashion', 'Beauty']);
  await f.creator('youtuber', 'verified', { platform: 'youtube' });
  await f.creator('abroad', 'verified', { audience: { ...STATS.audience, countries: { KE: 20, US: 80 } } });
  const brand = as(server, await server.signIn(SEEDED.brand));
  return { server, f, recruiting, strong, twinA, twinB, brand };
}
const matchesOf = async (api: ReturnType<typeof as>, campaignId: string) => {
  const res = await api.get(`/campaigns/${campaignId}/matches`);
  expect(res.status, res.text).toBe(200);
  return res.body.items as Item[];
};

describe('GET /campaigns/:id/matches', () => {
  it('ranks only verified creators who pass the hard filters, best first, equal scores by creator id', async () => {
    const { recruiting, strong, twinA, twinB, brand } = await world();
    const items = await matchesOf(brand, recruiting.id);
    expect(items.map((i) => i.creator.id)).toEqual([strong, twinA, twinB]);
    expect(items[1]!.match.score).toBe(items[2]!.match.score);
    expect(items[0]!.creator).not.toHaveProperty('email');
    for (const { match } of items) {
      expect(match.reasons.length).toBeGreaterThanOrEqual(1);
      expect(match.factors.reduce((s, f) => s + f.contribution, 0)).toBeCloseTo(match.score, 3);
    }
  });

  it('answers the same ranking every time and whatever order the creators are stored in', async () => {
    const { server, recruiting, brand } = await world();
    const first = await matchesOf(brand, recruiting.id);
    expect(await matchesOf(brand, recruiting.id)).toEqual(first);
    // The creators are read in the order they submitted their figures: turn that order round.
    const order = (await verifiedCreators(server.ctx)).map((c) => c.account.id);
    for (const [i, id] of order.entries()) await setVerificationSubmitted(server, id, new Date(Date.parse('2026-01-02T08:00:00.000Z') - i * 60_000).toISOString());
    expect((await verifiedCreators(server.ctx)).map((c) => c.account.id)).toEqual([...order].reverse());
    expect(await matchesOf(brand, recruiting.id)).toEqual(first);
  });

  it('stores each match once per campaign and creator, and drops it when the creator no longer qualifies', async () => {
    const { server, recruiting, strong, brand } = await world();
    await matchesOf(brand, recruiting.id);
    await matchesOf(brand, recruiting.id);
    const stored = async () => (await storedMatches(server)).filter((m) => m.campaignId === recruiting.id);
    expect((await stored()).map((m) => m.creatorId).sort()).toEqual(['acc-t-strong', 'acc-t-twin-a', 'acc-t-twin-b']);
    await setVerificationStatus(server, strong, 'rejected');
    await matchesOf(brand, recruiting.id);
    expect((await stored()).map((m) => m.creatorId)).not.toContain(strong);
  });

  it('shows the creator\'s application beside the match', async () => {
    const { recruiting, strong, brand } = await world();
    const invited = await brand.post(`/campaigns/${recruiting.id}/invitations`, { creatorId: strong }).expect(201);
    const items = await matchesOf(brand, recruiting.id);
    expect(items.find((i) => i.creator.id === strong)?.application).toMatchObject({ id: invited.body.id, status: 'invited' });
  });

  it('lets admins read any campaign\'s matches; another brand gets 404, a creator 403, no session 401', async () => {
    const { server, f, brand } = await world();
    const theirs = await f.campaign('cmp-t-theirs', { brandId: 'acc-other' });
    const admin = as(server, await server.signIn(SEEDED.admin));
    expect((await admin.get(`/campaigns/${theirs.id}/matches`)).status).toBe(200);
    expect((await admin.get('/campaigns/nope/matches')).status).toBe(404);
    expect((await brand.get(`/campaigns/${theirs.id}/matches`)).status).toBe(404);
    expect((await as(server, await server.signIn(SEEDED.influencer)).get(`/campaigns/${theirs.id}/matches`)).status).toBe(403);
    expect((await as(server).get(`/campaigns/${theirs.id}/matches`)).status).toBe(401);
  });
});

describe('GET /creators/me/matches', () => {
  it('lists the recruiting campaigns the creator passes, best first, with the same reasons', async () => {
    const { server, f, brand } = await world();
    await f.verify('acc-influencer', 'verified');
    await f.campaign('cmp-t-beauty', { niches: ['Beauty'] });
    await f.campaign('cmp-t-draft', { status: 'draft' });
    await f.campaign('cmp-t-paused', { status: 'recruiting_paused' });
    await f.campaign('cmp-t-youtube', { platforms: ['youtube'] });
    const res = await as(server, await server.signIn(SEEDED.influencer)).get('/creators/me/matches').expect(200);
    const items = res.body.items as Array<{ match: Match; campaign: { id: string; acceptedCount: number }; application: null }>;
    // The seeded influencer's niches are Fashion and Lifestyle: the Fashion campaign ranks first.
    expect(items.map((i) => i.campaign.id)).toEqual(['cmp-t', 'cmp-t-beauty']);
    expect(items[0]!.match.score).toBeGreaterThan(items[1]!.match.score);
    expect(items[0]).toMatchObject({ campaign: { acceptedCount: 0 }, application: null });
    expect(items[0]!.match.factors.find((x) => x.key === 'niche')?.reason).toBe('shares only Fashion');
    // The brand sees the very same match, reasons and all.
    expect((await matchesOf(brand, 'cmp-t')).find((i) => i.creator.id === 'acc-influencer')?.match).toEqual(items[0]!.match);
  });

  it('is empty for a creator who is not verified yet', async () => {
    const { server, f } = await world();
    await f.verify('acc-influencer', 'pending');
    expect((await as(server, await server.signIn(SEEDED.influencer)).get('/creators/me/matches').expect(200)).body).toEqual({ items: [] });
  });

  it('is for influencers only', async () => {
    const { server, brand } = await world();
    expect((await brand.get('/creators/me/matches')).status).toBe(403);
    expect((await as(server).get('/creators/me/matches')).status).toBe(401);
  });
});

describe('POST /campaigns/:id/invitations', () => {
  it('invites a matching verified creator once and tells them', async () => {
    const { server, recruiting, strong, brand } = await world();
    const res = await brand.post(`/campaigns/${recruiting.id}/invitations`, { creatorId: strong });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ campaignId: recruiting.id, creatorId: strong, status: 'invited', pitch: '', matchScoreAtApply: null });
    expect((await storedNotifications(server)).filter((n) => n.userId === strong).at(-1)).toMatchObject({ type: 'application_invited', href: `/influencer/campaigns/${recruiting.id}` });
    const again = await brand.post(`/campaigns/${recruiting.id}/invitations`, { creatorId: strong });
    expect(again.status).toBe(409);
  });

  it.each([
    ['an unverified creator', 'acc-t-pending', /not verified/],
    ['a creator on other platforms', 'acc-t-youtuber', /platforms/],
    ['a creator whose audience is elsewhere', 'acc-t-abroad', /target countries/],
  ])('refuses %s with 422', async (_name, creatorId, failure) => {
    const { recruiting, brand } = await world();
    const res = await brand.post(`/campaigns/${recruiting.id}/invitations`, { creatorId });
    expect(res.status).toBe(422);
    expect(res.body.errors.creatorId.join(' ')).toMatch(failure);
  });

  it('refuses an unknown creator (404), a missing creatorId (422) and a campaign that is not recruiting (409)', async () => {
    const { f, recruiting, strong, brand } = await world();
    expect((await brand.post(`/campaigns/${recruiting.id}/invitations`, { creatorId: 'acc-brand' })).status).toBe(404);
    expect((await brand.post(`/campaigns/${recruiting.id}/invitations`, {})).status).toBe(422);
    const paused = await f.campaign('cmp-t-paused', { status: 'recruiting_paused' });
    expect((await brand.post(`/campaigns/${paused.id}/invitations`, { creatorId: strong })).status).toBe(409);
  });

  it('is for the owning brand only', async () => {
    const { server, f, strong, brand } = await world();
    const theirs = await f.campaign('cmp-t-theirs', { brandId: 'acc-other' });
    expect((await brand.post(`/campaigns/${theirs.id}/invitations`, { creatorId: strong })).status).toBe(404);
    expect((await as(server, await server.signIn(SEEDED.admin)).post(`/campaigns/${theirs.id}/invitations`, { creatorId: strong })).status).toBe(403);
    expect((await as(server, await server.signIn(SEEDED.influencer)).post(`/campaigns/${theirs.id}/invitations`, { creatorId: strong })).status).toBe(403);
    expect((await as(server).post(`/campaigns/${theirs.id}/invitations`, { creatorId: strong })).status).toBe(401);
  });
});

describe('reading matches', () => {
  it('rewrites the stored matches only when a score or reason changed', async () => {
    const server = await makeServer();
    const brand = await server.signIn(SEEDED.brand);
    const get = () => request(server.app).get('/api/campaigns/cmp-duka-recruiting/matches').set('Authorization', `Bearer ${brand}`).expect(200);
    await get();
    // Each row's xmin names the transaction that last wrote it: a second read that changes nothing rewrites no row.
    const first = await matchRowVersions(server, 'cmp-duka-recruiting');
    expect(first.length).toBeGreaterThan(0);
    await get();
    expect(await matchRowVersions(server, 'cmp-duka-recruiting')).toEqual(first);
  });
});
