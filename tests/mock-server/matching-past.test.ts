import { describe, expect, it } from 'vitest';
import type { Match } from '../../src/domain/campaign-types.ts';
import { ne } from 'drizzle-orm';
import { metricReports } from '../../mock-server/db/schema/index.ts';
import { pastPerformance } from '../../mock-server/analytics/past.ts';
import { NEUTRAL, performanceFactor } from '../../mock-server/matching.ts';
import { CAMPAIGN, CHEBET, FIGURES, WAIRIMU, addClicks, addSales, fixture, postReport } from './analytics-support.ts';
import { setContract } from './campaigns-support.ts';

/** The fixture's two contracts finished: Wairimu (ER 5%, 20 sales from 400 clicks) and Chebet (ER 1%, 1 sale from 100 clicks). */
async function finished() {
  const f = await fixture();
  // Only the fixture's contracts count toward the Sauti mean: the seed's reported campaign is set aside.
  await f.server.db.delete(metricReports).where(ne(metricReports.campaignId, CAMPAIGN));
  const chebet = await f.server.signIn(CHEBET.email);
  const weak = await postReport(f.server, chebet, CHEBET.contract, { ...FIGURES, likes: '300', comments: '50', shares: '30', saves: '20', periodStart: '2026-10-31' });
  expect(weak.status, weak.text).toBe(201);
  await addClicks(f.server, CHEBET.contract, 100, '2026-11-02T10:00:00.000Z');
  await addSales(f.server, CHEBET.contract, 1, 500_000, '2026-11-03T10:00:00.000Z');
  for (const id of [WAIRIMU.contract, CHEBET.contract]) await setContract(f.server, id, 'completed');
  return f;
}

describe('past performance in matching (the factor the campaigns issue reserved)', () => {
  it('scores strong past results above the neutral prior, shrunk toward it, and says so in the reason', async () => {
    const strong = performanceFactor({ campaigns: 2, score: 0.9, summary: 'results above the Sauti mean (ER 5.0% vs 3.0%)' });
    expect(strong.raw).toBeGreaterThan(NEUTRAL);
    expect(strong.raw).toBeCloseTo((2 * 0.9 + 3 * NEUTRAL) / 5, 6);
    expect(strong.reason).toBe('results above the Sauti mean (ER 5.0% vs 3.0%) on 2 past Sauti campaigns');
    expect(performanceFactor(null).raw).toBe(NEUTRAL);
  });

  it('judges a creator\'s finished, reported contracts by ER and conversion rate against the Sauti mean', async () => {
    const f = await finished();
    // Mean: ER 2,400 / 80,000 = 3%; conversion rate 21 / 500 = 4.2%.
    const strong = (await pastPerformance(f.server.ctx, WAIRIMU.creator))!;
    expect(strong.campaigns).toBe(1);
    expect(strong.score).toBeCloseTo(((0.05 / 0.03) / 2 + (0.05 / 0.042) / 2) / 2, 6);
    expect(strong.summary).toBe('results above the Sauti mean (ER 5.0% vs 3.0%, conversion rate 5.0% vs 4.2%)');
    const weak = (await pastPerformance(f.server.ctx, CHEBET.creator))!;
    expect(weak.score).toBeLessThan(NEUTRAL);
    expect(weak.summary).toMatch(/^results below the Sauti mean/);
  });

  it('gives no past results for a contract still running or one without reports', async () => {
    const f = await fixture();
    expect(await pastPerformance(f.server.ctx, WAIRIMU.creator)).toBeNull();
    await setContract(f.server, CHEBET.contract, 'completed');
    expect(await pastPerformance(f.server.ctx, CHEBET.creator)).toBeNull();
  });

  it('feeds the brand\'s matches: the creator with strong results scores above the neutral prior and the reason says why', async () => {
    const f = await finished();
    const res = await f.get('/campaigns/cmp-duka-recruiting/matches').expect(200);
    const factor = (creatorId: string) => (res.body.items as Array<{ match: Match }>).find((i) => i.match.creatorId === creatorId)?.match.factors.find((x) => x.key === 'performance');
    const strong = factor(WAIRIMU.creator)!;
    expect(strong.raw).toBeGreaterThan(NEUTRAL);
    expect(strong.reason).toMatch(/^results above the Sauti mean \(ER 5\.0% vs 3\.0%.*\) on 1 past Sauti campaign$/);
    const fresh = (res.body.items as Array<{ match: Match }>).find((i) => ![WAIRIMU.creator, CHEBET.creator].includes(i.match.creatorId))!;
    expect(fresh.match.factors.find((x) => x.key === 'performance')).toMatchObject({ raw: NEUTRAL, reason: 'no past Sauti campaigns yet' });
  });
});
