import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Contract } from '../../src/domain/campaign-types.ts';
import type { Submission } from '../../src/domain/delivery-types.ts';
import { contracts, deliverables, disputes, reviews } from '../../mock-server/db/schema/index.ts';
import { median, reviewDays } from '../../mock-server/reviews/track-record.ts';
import { placeContract } from './campaigns-support.ts';
import { DAY, makeServer, SEEDED } from './support.ts';
import { client, type Server } from './reviews-support.ts';

const D0 = Date.parse('2025-11-03T07:00:00Z');
const at = (days: number) => new Date(D0 + days * DAY).toISOString();
const sent = (version: number, days: number): Submission => ({ version, kind: 'link', fileId: null, url: 'https://example.com/d', caption: '', at: at(days) });

/** A contract of Zuri Threads (no contracts in the seed) on cmp-zuri-paused, ended long ago unless active. */
async function place(server: Server, creatorId: string, status: Contract['status']) {
  const id = `ctr-zuri-${creatorId}`;
  await placeContract(server, { id, campaignId: 'cmp-zuri-paused', applicationId: `app-${id}`, brandId: 'acc-zuri', creatorId, agreedFee: 1_000_000, currency: 'KES', status, createdAt: at(-10) });
  if (status !== 'active') await server.db.update(contracts).set({ endedAt: at(10) }).where(eq(contracts.id, id));
  return id;
}

async function work(server: Server, contractId: string, creatorId: string, d: { submissions: Submission[]; feedback?: Array<{ version: number; days: number }>; approvedDays?: number }) {
  const id = `dlv-${contractId}`;
  await server.db.insert(deliverables).values({
    id, contractId, campaignId: 'cmp-zuri-paused', brandId: 'acc-zuri', creatorId, index: 1, platform: 'instagram', type: 'reel', dueAt: at(20),
    status: d.approvedDays === undefined ? 'in_review' : 'approved', submissions: d.submissions,
    feedback: (d.feedback ?? []).map((f) => ({ text: 'Brighter, please.', version: f.version, at: at(f.days) })),
    approvedAt: d.approvedDays === undefined ? null : at(d.approvedDays), createdAt: at(-10), updatedAt: at(-10),
  });
  return id;
}

const review = (server: Server, contractId: string, authorId: string, rating: number, hidden = false) =>
  server.db.insert(reviews).values({
    id: `rev-${contractId}`, contractId, campaignId: 'cmp-zuri-paused', authorSide: 'creator', authorId, subjectId: 'acc-zuri',
    rating, text: 'Placed for the figures.', createdAt: at(11), hiddenAt: hidden ? at(12) : null,
  });

describe('a brand\'s track record', () => {
  it('takes the median of the days each submission waited for the brand\'s answer, a revision or an approval', () => {
    expect(reviewDays({ submissions: [sent(1, 0), sent(2, 2)], feedback: [{ text: '', version: 1, at: at(1) }], approvedAt: at(5) })).toEqual([1, 3]);
    expect(reviewDays({ submissions: [sent(1, 0)], feedback: [], approvedAt: null })).toEqual([]);
    expect([median([]), median([3]), median([1, 3, 2]), median([1, 2, 3, 10]), median([0.25, 0.5])]).toEqual([null, 3, 2, 2.5, 0.4]);
  });

  it('computes the rating, review days, disputed share and creators paid from the brand\'s own records', async () => {
    const server = await makeServer();
    server.clock.set(D0 + 60 * DAY);
    // Wambui: revision asked a day after v1, v2 approved 3 days after it. Akinyi: approved in 2 days. Both completed.
    const wambui = await place(server, 'acc-wambui', 'completed');
    await work(server, wambui, 'acc-wambui', { submissions: [sent(1, 0), sent(2, 2)], feedback: [{ version: 1, days: 1 }], approvedDays: 5 });
    const akinyi = await place(server, 'acc-akinyi', 'completed');
    await work(server, akinyi, 'acc-akinyi', { submissions: [sent(1, 0)], approvedDays: 2 });
    // Baraka's contract was refunded after a dispute; Mutua's is still waiting for an answer, so it is not counted.
    const baraka = await place(server, 'acc-baraka', 'cancelled');
    const dlv = await work(server, baraka, 'acc-baraka', { submissions: [sent(1, 0)] });
    await server.db.insert(disputes).values({
      id: 'dsp-zuri', deliverableId: dlv, contractId: baraka, campaignId: 'cmp-zuri-paused', brandId: 'acc-zuri', creatorId: 'acc-baraka',
      openedBy: 'brand', reason: 'Wrong product shown.', status: 'resolved', evidence: [], respondBy: at(5), createdAt: at(1), updatedAt: at(6),
      resolution: { outcome: 'refund', creatorAmount: 0, brandAmount: 1_000_000, decidedBy: 'admin', at: at(6) },
    });
    const mutua = await place(server, 'acc-mutua', 'active');
    await work(server, mutua, 'acc-mutua', { submissions: [sent(1, 30)] });
    // Two revealed ratings (their windows closed long ago) and one an admin removed.
    await review(server, wambui, 'acc-wambui', 5);
    await review(server, akinyi, 'acc-akinyi', 4);
    await review(server, baraka, 'acc-baraka', 1, true);

    const creator = client(server, await server.signIn('creator-wambui@sauti.test'));
    const res = await creator.get('/brands/acc-zuri/track-record').expect(200);
    expect(res.body.trackRecord).toEqual({
      brandId: 'acc-zuri', brandName: 'Zuri Threads', rating: { average: 4.5, count: 2 },
      medianReviewDays: 2, disputedShare: 0.25, contracts: 4, creatorsPaid: 2,
    });
  });

  it('says "none yet" (nulls and zeros) for a brand with no contracts, and 404 for an account that is not a brand', async () => {
    const server = await makeServer();
    const creator = client(server, await server.signIn('creator-wambui@sauti.test'));
    expect((await creator.get('/brands/acc-zuri/track-record').expect(200)).body.trackRecord).toEqual({
      brandId: 'acc-zuri', brandName: 'Zuri Threads', rating: { average: null, count: 0 }, medianReviewDays: null, disputedShare: null, contracts: 0, creatorsPaid: 0,
    });
    expect((await creator.get('/brands/acc-wambui/track-record')).status).toBe(404);
    expect((await creator.get('/brands/nobody/track-record')).status).toBe(404);
    expect((await client(server, null).get('/brands/acc-zuri/track-record')).status).toBe(401);
    expect((await client(server, await server.signIn(SEEDED.partner)).get('/brands/acc-zuri/track-record')).status).toBe(200);
  });
});
