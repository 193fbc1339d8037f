import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { CampaignAnalytics, CreatorPerformance, MetricReport } from '../../src/domain/metrics-types.ts';
import { metricReports } from '../../mock-server/db/schema/index.ts';
import { uploadsDir } from '../../mock-server/uploads.ts';
import { CAMPAIGN, CHEBET, FIGURES, WAIRIMU, addSales, fixture, postReport } from './analytics-support.ts';
import { SEEDED, expectNoStackTrace } from './support.ts';

const campaignOf = async (f: Awaited<ReturnType<typeof fixture>>, token?: string) => {
  const res = await f.get(`/campaigns/${CAMPAIGN}/analytics`, token);
  expect(res.status, res.text).toBe(200);
  return res.body as CampaignAnalytics;
};

describe('GET /campaigns/:id/analytics (design §9 check 18)', () => {
  it('gives the expected CTR, cost per conversion and ROI for a creator and for the campaign, spend including the launch fee', async () => {
    const a = await campaignOf(await fixture());
    const wairimu = a.byCreator.find((c) => c.creatorId === WAIRIMU.creator)!;
    expect(wairimu.measures).toMatchObject({ impressions: 40_000, engagements: 2_000, clicks: 400, conversions: 20, revenue: 10_000_000, spend: 1_800_000, ctr: 0.01, engagementRate: 0.05, conversionRate: 0.05, cpc: 4_500, costPerConversion: 90_000 });
    expect(wairimu.measures.roi).toBeCloseTo(82 / 18, 6);
    expect(wairimu.measures.roas).toBeCloseTo(100 / 18, 6);
    // Fees held for both creators (KES 18,000 + 12,000) plus the KES 4,500 launch fee.
    expect(a.measures).toMatchObject({ impressions: 40_000, clicks: 400, conversions: 20, revenue: 10_000_000, spend: 3_450_000, ctr: 0.01, costPerConversion: 172_500 });
    expect(a.measures.roi).toBeCloseTo(6_550_000 / 3_450_000, 6);
    expect(a).toMatchObject({ campaignId: CAMPAIGN, currency: 'KES', source: 'creator_reported', sourceNote: expect.stringContaining('reported by the creator, with a screenshot as evidence') });
  });

  it('answers null ("—" on screen), never 0 or Infinity, for every ratio whose denominator is 0', async () => {
    const a = await campaignOf(await fixture());
    const chebet = a.byCreator.find((c) => c.creatorId === CHEBET.creator)!;
    expect(chebet.measures).toEqual({
      impressions: 0, engagements: 0, clicks: 0, conversions: 0, revenue: 0, spend: 1_200_000,
      ctr: null, engagementRate: null, conversionRate: null, cpm: null, cpc: null, costPerConversion: null, roas: 0, roi: -1,
    });
    expect(JSON.stringify(a)).not.toMatch(/Infinity|NaN/);
  });

  it('lays the daily series out in East Africa Time: 20:59 UTC is that day, 21:00 UTC the next; impressions on the period\'s last day', async () => {
    const a = await campaignOf(await fixture());
    expect(a.series).toEqual([
      { day: '2026-11-01', impressions: 40_000, clicks: 0, conversions: 0, revenue: 0 },
      { day: '2026-11-02', impressions: 0, clicks: 300, conversions: 0, revenue: 0 },
      { day: '2026-11-03', impressions: 0, clicks: 100, conversions: 20, revenue: 10_000_000 },
    ]);
  });

  it('keeps unattributed sales and sales in another currency out of the creators\' revenue', async () => {
    const f = await fixture();
    await addSales(f.server, null, 2, 100_000, '2026-11-04T09:00:00.000Z');
    await addSales(f.server, WAIRIMU.contract, 1, 999, '2026-11-04T09:00:00.000Z', 'USD');
    const a = await campaignOf(f);
    expect(a.unattributed).toEqual({ conversions: 2, revenue: 200_000 });
    expect(a.measures.revenue).toBe(10_000_000);
  });

  it('counts only the newest report for the same deliverable, as figures grow', async () => {
    const f = await fixture();
    f.server.clock.advance(60_000);
    const later = await postReport(f.server, f.tokens.wairimu, WAIRIMU.contract, { ...FIGURES, impressions: '50000', periodEnd: '2026-11-05' });
    expect(later.status, later.text).toBe(201);
    expect((await campaignOf(f)).measures.impressions).toBe(50_000);
  });

  it('lets the brand that owns it and admins read it; another brand gets 404, a creator 403, no session 401', async () => {
    const f = await fixture();
    await campaignOf(f, f.tokens.admin);
    const other = await f.server.signIn('brand-kahawa@sauti.test');
    expect((await f.get(`/campaigns/${CAMPAIGN}/analytics`, other)).status).toBe(404);
    expect((await f.get(`/campaigns/${CAMPAIGN}/analytics`, f.tokens.wairimu)).status).toBe(403);
    expect((await f.get(`/campaigns/${CAMPAIGN}/analytics`, null)).status).toBe(401);
    expect((await f.get('/campaigns/nope/analytics')).status).toBe(404);
  });
});

describe('GET /brands/me/analytics and GET /creators/me/performance', () => {
  it('gives the brand each launched campaign\'s measures and totals per currency; brands only', async () => {
    const f = await fixture();
    const res = await f.get('/brands/me/analytics').expect(200);
    const line = res.body.byCampaign.find((c: { campaignId: string }) => c.campaignId === CAMPAIGN);
    expect(line.measures).toMatchObject({ spend: 3_450_000, ctr: 0.01, costPerConversion: 172_500 });
    expect(res.body.byCampaign.map((c: { campaignId: string }) => c.campaignId)).not.toContain('cmp-duka-draft');
    expect(res.body.totals).toEqual([{ currency: 'KES', measures: expect.objectContaining({ conversions: 20 }) }]);
    expect((await f.get('/brands/me/analytics', f.tokens.admin)).status).toBe(403);
    expect((await f.get('/brands/me/analytics', f.tokens.wairimu)).status).toBe(403);
  });

  it('gives the creator their own results per contract, and nobody else\'s; creators only', async () => {
    const f = await fixture();
    const mine = (await f.get('/creators/me/performance', f.tokens.wairimu).expect(200)).body as CreatorPerformance;
    expect(mine.byContract.map((c) => c.contractId)).toEqual([WAIRIMU.contract]);
    expect(mine.byContract[0]!.measures).toMatchObject({ ctr: 0.01, conversions: 20, spend: 1_800_000 });
    expect(mine.source).toBe('creator_reported');
    expect((await f.get('/creators/me/performance')).status).toBe(403);
  });
});

describe('POST /contracts/:id/metrics (creator-reported, a screenshot as evidence)', () => {
  it('keeps the figures with their source, shows the screenshot to both sides, never its name on disk', async () => {
    const f = await fixture();
    const list = await f.get(`/contracts/${WAIRIMU.contract}/metrics`).expect(200);
    expect(list.body.source).toBe('creator_reported');
    const report = list.body.items[0] as MetricReport;
    expect(report).toMatchObject({ source: 'creator_reported', impressions: 40_000, reach: 30_000, views: 52_000, deliverableId: null, periodEnd: '2026-11-01' });
    expect(JSON.stringify(list.body)).not.toContain('storedName');
    const image = await f.get(report.screenshot.url.replace(/^\/api/, '')).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const stranger = await f.server.signIn(CHEBET.email);
    expect((await f.get(report.screenshot.url.replace(/^\/api/, ''), stranger)).status).toBe(404);
    expect((await f.get(`/contracts/${WAIRIMU.contract}/metrics`, stranger)).status).toBe(404);
  });

  it('refuses a screenshot that is not an image (judged by content) with 422, and stores nothing', async () => {
    const f = await fixture();
    const before = (await f.server.rows(metricReports)).length;
    const files = () => fs.readdirSync(path.join(uploadsDir(f.server.ctx), 'metrics')).length;
    const filesBefore = files();
    const res = await postReport(f.server, f.tokens.wairimu, WAIRIMU.contract, FIGURES, { data: Buffer.from('not really a picture'), name: 'stats.png' });
    expect(res.status).toBe(422);
    expect(res.body.errors.screenshot).toEqual(['The screenshot must be a PNG, JPEG or WebP image.']);
    expect(await f.server.rows(metricReports)).toHaveLength(before);
    expect(files()).toBe(filesBefore);
    const none = await postReport(f.server, f.tokens.wairimu, WAIRIMU.contract, FIGURES, null);
    expect(none.body.errors.screenshot).toEqual(['Add a screenshot of the post’s statistics as evidence.']);
  });

  it('answers bad figures with 422 and a message per field', async () => {
    const f = await fixture();
    const res = await postReport(f.server, f.tokens.wairimu, WAIRIMU.contract, { ...FIGURES, impressions: '100', reach: '200', likes: '-3', comments: 'many', periodEnd: '2026-12-01', deliverableId: 'dlv-duka-in-progress-chebet-1' });
    expect(res.status).toBe(422);
    expectNoStackTrace(res.text);
    expect(Object.keys(res.body.errors).sort()).toEqual(['comments', 'likes', 'reach']);
    const dates = await postReport(f.server, f.tokens.wairimu, WAIRIMU.contract, { ...FIGURES, periodEnd: '2026-12-01', deliverableId: 'dlv-duka-in-progress-chebet-1' });
    expect(Object.keys(dates.body.errors).sort()).toEqual(['deliverableId', 'periodEnd']);
  });

  it('takes reports only from the contract\'s creator: a brand gets 403, another creator 404', async () => {
    const f = await fixture();
    expect((await postReport(f.server, f.tokens.brand, WAIRIMU.contract)).status).toBe(403);
    expect((await postReport(f.server, await f.server.signIn(SEEDED.influencer), WAIRIMU.contract)).status).toBe(404);
    expect((await request(f.server.app).post(`/api/contracts/${WAIRIMU.contract}/metrics`)).status).toBe(401);
  });
});

describe('the seeded completed campaign', () => {
  it('has creator-reported figures with a placeholder screenshot the brand can open', async () => {
    const f = await fixture();
    const kahawa = await f.server.signIn('brand-kahawa@sauti.test');
    const a = (await f.get('/campaigns/cmp-kahawa-completed/analytics', kahawa).expect(200)).body as CampaignAnalytics;
    expect(a.measures.impressions).toBeGreaterThan(0);
    expect(a.measures.engagementRate).toBeGreaterThan(0);
    const report = (await f.get('/contracts/ctr-kahawa-completed-amara/metrics', kahawa).expect(200)).body.items[0] as MetricReport;
    const image = await f.get(report.screenshot.url.replace(/^\/api/, ''), kahawa).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
  });
});
