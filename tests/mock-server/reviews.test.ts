import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NUL_TEXT } from '../../mock-server/http.ts';
import { DAY, makeServer, MINUTE } from './support.ts';
import { noticesOf } from './delivery-support.ts';
import { client, ENDED, endedContract, FAIR, GOOD } from './reviews-support.ts';

const path = (id: string) => `/contracts/${id}/reviews`;

describe('reviews both ways: the window', () => {
  it('refuses a review while the contract is active, and opens one when it completes, for 14 days from its end', async () => {
    const server = await makeServer();
    const { contract, creator, brand, deliverableId, again } = await endedContract(server, { approve: false });
    const early = await creator.post(path(contract.id), GOOD);
    expect([early.status, early.body.message]).toEqual([409, 'This contract is still active: reviews open when it ends.']);
    expect((await creator.get(path(contract.id)).expect(200)).body).toMatchObject({ reviewable: false, open: false, endedAt: null, closesAt: null });

    expect((await brand.post(`/deliverables/${deliverableId}/approve`)).status).toBe(200);
    const window = (await creator.get(path(contract.id)).expect(200)).body;
    expect(window).toMatchObject({ reviewable: true, open: true, endedAt: new Date(ENDED).toISOString(), closesAt: new Date(ENDED + 14 * DAY).toISOString() });

    server.clock.set(ENDED + 14 * DAY - MINUTE);
    const later = await again();
    expect((await later.creator.post(path(contract.id), GOOD)).status).toBe(201);
    server.clock.set(ENDED + 14 * DAY);
    const late = await later.brand.post(path(contract.id), FAIR);
    expect([late.status, late.body.message]).toEqual([409, 'The 14 days to review this contract have passed.']);
    expect((await later.brand.get(path(contract.id)).expect(200)).body.open).toBe(false);
  });

  it('opens no review for a contract the brand cancelled before its work', async () => {
    const server = await makeServer();
    const { contract, brand, creator } = await endedContract(server, { approve: false });
    expect((await brand.post(`/contracts/${contract.id}/cancel`, { reason: 'The launch moved to next year.' })).status).toBe(200);
    const res = await creator.post(path(contract.id), GOOD);
    expect([res.status, res.body.message]).toEqual([409, 'This contract ended without its work being delivered, so it cannot be reviewed.']);
    expect((await creator.get(path(contract.id)).expect(200)).body).toMatchObject({ reviewable: false, open: false });
  });

  it('opens reviews for a contract settled after a dispute, even when the settlement refunded the brand', async () => {
    const server = await makeServer();
    const { contract, deliverableId, brand, creator, admin } = await endedContract(server, { approve: false });
    const opened = await brand.post(`/deliverables/${deliverableId}/disputes`, { reason: 'The reel does not show the product at all.' });
    expect(opened.status, opened.text).toBe(201);
    expect((await creator.post(`/disputes/${opened.body.dispute.id}/respond`, { text: 'It is shown at 0:12, as the brief asked.' })).status).toBe(200);
    server.clock.advance(DAY);
    const decided = await admin.post(`/admin/disputes/${opened.body.dispute.id}/decide`, { outcome: 'refund' });
    expect(decided.status, decided.text).toBe(200);
    expect((await creator.get(path(contract.id)).expect(200)).body).toMatchObject({ reviewable: true, open: true });
    expect((await creator.post(path(contract.id), { rating: 2, text: 'The brief changed after I had filmed it.' })).status).toBe(201);
  });
});

describe('reviews both ways: contracts that ended before ended_at existed', () => {
  /** The migration's last statement, the backfill, run again over contracts whose end is unrecorded. */
  const backfill = async (server: Awaited<ReturnType<typeof makeServer>>) => {
    const file = fs.readFileSync(new URL('../../mock-server/db/migrations/0010_reviews.sql', import.meta.url), 'utf8');
    const statement = file.split('--> statement-breakpoint').at(-1)!.replace(/^--.*$/gm, '');
    await server.db.execute(sql`update contracts set ended_at = null`);
    await server.db.execute(sql.raw(statement));
  };
  const endedAt = async (server: Awaited<ReturnType<typeof makeServer>>, id: string) => {
    const rows = await server.db.execute(sql`select ended_at from contracts where id = ${id}`) as unknown as { rows: Array<{ ended_at: string | Date }> };
    return new Date(rows.rows[0]!.ended_at).toISOString();
  };

  it('dates a completed contract\'s end from its last approval, not its start, so a contract started long ago keeps its 14 days', async () => {
    const server = await makeServer();
    const { contract, creator } = await endedContract(server);
    await server.db.execute(sql`update contracts set created_at = ${new Date(ENDED - 60 * DAY).toISOString()} where id = ${contract.id}`);
    await backfill(server);
    expect(await endedAt(server, contract.id)).toBe(new Date(ENDED).toISOString());
    expect((await creator.get(path(contract.id)).expect(200)).body).toMatchObject({ open: true, endedAt: new Date(ENDED).toISOString() });
  });

  it('dates a contract settled by a dispute from its decision, and one cancelled before any work from its start', async () => {
    const server = await makeServer();
    const { contract, deliverableId, brand, creator, admin } = await endedContract(server, { approve: false });
    const opened = await brand.post(`/deliverables/${deliverableId}/disputes`, { reason: 'The reel does not show the product at all.' });
    expect((await creator.post(`/disputes/${opened.body.dispute.id}/respond`, { text: 'It is shown at 0:12, as the brief asked.' })).status).toBe(200);
    server.clock.set(ENDED + DAY);
    expect((await admin.post(`/admin/disputes/${opened.body.dispute.id}/decide`, { outcome: 'refund' })).status).toBe(200);
    await server.db.execute(sql`update contracts set created_at = ${new Date(ENDED - 60 * DAY).toISOString()} where id = ${contract.id}`);
    // A seeded contract with no approved work, as if cancelled before any.
    await server.db.execute(sql`update contracts set status = 'cancelled' where id = 'ctr-chama-paused-baraka'`);
    const [start] = (await server.db.execute(sql`select created_at from contracts where id = 'ctr-chama-paused-baraka'`) as unknown as { rows: Array<{ created_at: string | Date }> }).rows;
    await backfill(server);
    expect(await endedAt(server, contract.id)).toBe(new Date(ENDED + DAY).toISOString());
    expect(await endedAt(server, 'ctr-chama-paused-baraka')).toBe(new Date(start!.created_at).toISOString());
  });
});

describe('reviews both ways: the blind reveal', () => {
  it('hides the first review from the other side until they write theirs, then shows both to both', async () => {
    const server = await makeServer();
    const { contract, brand, creator } = await endedContract(server);
    const first = await creator.post(path(contract.id), GOOD);
    expect(first.status, first.text).toBe(201);
    expect(first.body.review).toMatchObject({ by: 'creator', authorName: 'Wambui Njoroge', rating: 5, text: GOOD.text, reply: null });

    const brandSees = (await brand.get(path(contract.id)).expect(200)).body;
    expect(brandSees).toMatchObject({ side: 'brand', revealed: false, mine: null, theirs: null, theirsWritten: true });
    expect(JSON.stringify(brandSees)).not.toContain(GOOD.text);
    expect((await creator.get(path(contract.id)).expect(200)).body).toMatchObject({ side: 'creator', revealed: false, mine: { text: GOOD.text }, theirs: null, theirsWritten: false });
    expect(await noticesOf(server, 'review_waiting')).toEqual(['acc-brand']);
    // Not yet counted in the brand's record either.
    expect((await creator.get('/brands/acc-brand/track-record').expect(200)).body.trackRecord.rating).toEqual({ average: null, count: 0 });

    server.clock.advance(DAY);
    expect((await brand.post(path(contract.id), FAIR)).status).toBe(201);
    for (const [side, mine, theirs] of [[brand, FAIR, GOOD], [creator, GOOD, FAIR]] as const) {
      const seen = (await side.get(path(contract.id)).expect(200)).body;
      expect(seen).toMatchObject({ revealed: true, mine: { text: mine.text, rating: mine.rating }, theirs: { text: theirs.text, rating: theirs.rating } });
    }
    expect(await noticesOf(server, 'reviews_revealed')).toEqual(['acc-wambui']);
    expect((await creator.get('/brands/acc-brand/track-record').expect(200)).body.trackRecord.rating).toEqual({ average: 5, count: 1 });
  });

  it('shows a lone review once the 14 days have passed, though the other side never wrote', async () => {
    const server = await makeServer();
    const { contract, brand, again } = await endedContract(server);
    expect((await brand.post(path(contract.id), FAIR)).status).toBe(201);
    server.clock.set(ENDED + 14 * DAY - 1);
    const { creator } = await again();
    expect((await creator.get(path(contract.id)).expect(200)).body).toMatchObject({ revealed: false, theirs: null, theirsWritten: true });
    server.clock.set(ENDED + 14 * DAY);
    expect((await creator.get(path(contract.id)).expect(200)).body).toMatchObject({ revealed: true, open: false, mine: null, theirs: { by: 'brand', authorName: 'Duka Fresh', rating: 4 } });
  });

  it('takes one review per side, checks the rating and the text, and answers a field error for each', async () => {
    const server = await makeServer();
    const { contract, creator } = await endedContract(server);
    for (const [body, field] of [
      [{ rating: 0, text: GOOD.text }, 'rating'], [{ rating: 6, text: GOOD.text }, 'rating'], [{ rating: 2.5, text: GOOD.text }, 'rating'],
      [{ rating: '5', text: GOOD.text }, 'rating'], [{ rating: 3, text: 'Too short' }, 'text'], [{ rating: 3, text: 'x'.repeat(601) }, 'text'], [{}, 'rating'],
    ] as const) {
      const res = await creator.post(path(contract.id), body);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    expect((await creator.post(path(contract.id), { rating: 3, text: '  Fine work overall.  ' })).body.review.text).toBe('Fine work overall.');
    const again = await creator.post(path(contract.id), GOOD);
    expect([again.status, again.body.message]).toEqual([409, 'You have already reviewed this contract.']);
  });

  it('lets only the two sides write, shows a contract\'s reviews to no one else but admins, and refuses the signed out', async () => {
    const server = await makeServer();
    const { contract, brand, creator, admin, stranger } = await endedContract(server);
    expect((await stranger.get(path(contract.id))).status).toBe(404);
    expect((await stranger.post(path(contract.id), GOOD)).status).toBe(404);
    expect((await admin.post(path(contract.id), GOOD)).status).toBe(403);
    expect((await client(server, null).get(path(contract.id))).status).toBe(401);
    expect((await creator.post(path(contract.id), GOOD)).status).toBe(201);
    expect((await admin.get(path(contract.id)).expect(200)).body).toMatchObject({ side: null, revealed: false, mine: null, theirs: null });
    expect((await brand.post(path(contract.id), FAIR)).status).toBe(201);
    expect((await admin.get(path(contract.id)).expect(200)).body).toMatchObject({ side: null, revealed: true, mine: { by: 'brand' }, theirs: { by: 'creator' } });
  });
});

describe('text holding a NUL character', () => {
  it('refuses a review, a reply, a report and any other body with a NUL character as a field error, never a 500', async () => {
    const server = await makeServer();
    const { contract, deliverableId, brand, creator } = await endedContract(server, { approve: false });
    const nul = 'Clear brief \u0000 and paid on time.';
    const expectRefused = (res: { status: number; body: { errors?: Record<string, string[]> } }, field: string) => {
      expect(res.status).toBe(422);
      expect(res.body.errors?.[field]).toEqual([NUL_TEXT]);
    };
    // Any JSON body, before any route reads it: here a contract's cancellation, which is then not done.
    expectRefused(await brand.post(`/contracts/${contract.id}/cancel`, { reason: nul }), 'reason');
    expectRefused(await brand.post(`/contracts/${contract.id}/cancel`, { nested: { list: ['ok', nul] } }), 'nested.list.1');
    expect((await brand.post(`/deliverables/${deliverableId}/approve`)).status).toBe(200);

    expectRefused(await creator.post(path(contract.id), { rating: 5, text: nul }), 'text');
    const review = (await brand.post(path(contract.id), FAIR)).body.review;
    expect((await creator.post(path(contract.id), GOOD)).status).toBe(201);
    expectRefused(await creator.post(`/reviews/${review.id}/reply`, { text: nul }), 'text');
    expectRefused(await creator.post(`/reviews/${review.id}/reports`, { reason: nul }), 'reason');
  });
});

describe('reviews both ways: replies', () => {
  it('lets the reviewed side reply once, after the review is shown, and no one else', async () => {
    const server = await makeServer();
    const { contract, brand, creator } = await endedContract(server);
    const review = (await creator.post(path(contract.id), GOOD)).body.review;
    // Before the reveal, the brand cannot read the review, so it cannot answer it.
    expect((await brand.post(`/reviews/${review.id}/reply`, { text: 'Thank you, Wambui!' })).status).toBe(404);
    expect((await brand.post(path(contract.id), FAIR)).status).toBe(201);
    expect((await creator.post(`/reviews/${review.id}/reply`, { text: 'Answering myself.' })).status).toBe(404);
    expect((await brand.post(`/reviews/${review.id}/reply`, { text: '' })).status).toBe(422);
    const replied = await brand.post(`/reviews/${review.id}/reply`, { text: 'Thank you, Wambui!' });
    expect(replied.status, replied.text).toBe(200);
    expect(replied.body.review.reply).toEqual({ text: 'Thank you, Wambui!', at: new Date(server.clock.now()).toISOString() });
    const twice = await brand.post(`/reviews/${review.id}/reply`, { text: 'Again.' });
    expect([twice.status, twice.body.message]).toEqual([409, 'You have already replied to this review.']);
    expect((await creator.get(path(contract.id)).expect(200)).body.mine.reply.text).toBe('Thank you, Wambui!');
  });
});

describe('reviews both ways: reports to an admin', () => {
  it('queues a report for the admin, who removes the review: it is then shown nowhere and counted for nothing', async () => {
    const server = await makeServer();
    const { contract, brand, creator, admin } = await endedContract(server);
    const review = (await brand.post(path(contract.id), { rating: 1, text: 'Rude and unprofessional, avoid.' })).body.review;
    const reason = { reason: 'This is not true and insults me by name.' };
    expect((await creator.post(`/reviews/${review.id}/reports`, reason)).status).toBe(404);
    expect((await creator.post(path(contract.id), GOOD)).status).toBe(201);
    expect((await creator.post(`/reviews/${review.id}/reports`, { reason: 'bad' })).status).toBe(422);
    const reported = await creator.post(`/reviews/${review.id}/reports`, reason);
    expect([reported.status, reported.body.report.status]).toEqual([201, 'open']);
    expect((await creator.post(`/reviews/${review.id}/reports`, reason)).status).toBe(409);

    expect((await admin.get('/admin/queues').expect(200)).body.reviewReports).toBe(1);
    expect((await creator.get('/admin/review-reports')).status).toBe(403);
    const queue = (await admin.get('/admin/review-reports').expect(200)).body;
    expect(queue).toMatchObject({ total: 1, page: 1 });
    expect(queue.items[0]).toMatchObject({ reason: reason.reason, reporterName: 'Wambui Njoroge', status: 'open', review: { id: review.id, authorName: 'Duka Fresh', subjectName: 'Wambui Njoroge', rating: 1 } });

    expect((await admin.post(`/admin/review-reports/${queue.items[0].id}/decide`, { decision: 'maybe' })).status).toBe(422);
    const removed = await admin.post(`/admin/review-reports/${queue.items[0].id}/decide`, { decision: 'remove' });
    expect([removed.status, removed.body.report.status]).toEqual([200, 'removed']);
    expect((await admin.post(`/admin/review-reports/${queue.items[0].id}/decide`, { decision: 'keep' })).status).toBe(409);
    expect((await admin.get('/admin/queues').expect(200)).body.reviewReports).toBe(0);
    expect((await creator.get(path(contract.id)).expect(200)).body.theirs).toBeNull();
    // The author is told their review was removed, rather than offered the form again while the window is open.
    expect((await brand.get(path(contract.id)).expect(200)).body).toMatchObject({ open: true, mine: null, mineRemoved: true });
    expect((await creator.get(path(contract.id)).expect(200)).body.mineRemoved).toBe(false);
    expect(await noticesOf(server, 'review_report_decided')).toEqual(['acc-wambui']);
    expect(await noticesOf(server, 'review_removed')).toEqual(['acc-brand']);
    expect((await admin.get('/admin/review-reports?status=removed').expect(200)).body.total).toBe(1);
  });

  it('takes a report from the reviewed side, or from anyone about a creator, never from its author, and hides a brand\'s review from strangers', async () => {
    const server = await makeServer();
    const { contract, brand, creator, stranger, admin } = await endedContract(server);
    const aboutCreator = (await brand.post(path(contract.id), FAIR)).body.review;
    const aboutBrand = (await creator.post(path(contract.id), GOOD)).body.review;
    const reason = { reason: 'This is not true and insults me by name.' };
    const unknown = await stranger.post('/reviews/no-such-review/reports', reason);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'There is no such review.']);
    // A creator's review of a brand is read by the two sides only: to anyone else it is an unknown id, twice over.
    for (let i = 0; i < 2; i += 1) {
      const hidden = await stranger.post(`/reviews/${aboutBrand.id}/reports`, reason);
      expect([hidden.status, hidden.body]).toEqual([unknown.status, unknown.body]);
    }
    // A brand's review of a creator is on the creator's public page: anyone signed in may report it.
    expect((await stranger.post(`/reviews/${aboutCreator.id}/reports`, reason)).status).toBe(201);
    for (const [author, review] of [[brand, aboutCreator], [creator, aboutBrand]] as const) {
      const own = await author.post(`/reviews/${review.id}/reports`, reason);
      expect([own.status, own.body.message]).toEqual([403, 'You cannot report your own review.']);
    }
    expect((await brand.post(`/reviews/${aboutBrand.id}/reports`, reason)).status).toBe(201);
    // The admin's queue reads every report with its review and reporter, oldest first.
    const queue = (await admin.get('/admin/review-reports').expect(200)).body;
    expect(queue.total).toBe(2);
    expect(queue.items).toMatchObject([
      { reporterName: 'Njoki Gathoni', status: 'open', review: { id: aboutCreator.id, authorName: 'Duka Fresh', subjectName: 'Wambui Njoroge' } },
      { reporterName: 'Wanjiru Kamau', status: 'open', review: { id: aboutBrand.id, authorName: 'Wambui Njoroge', subjectName: 'Duka Fresh' } },
    ]);
  });

  it('keeps a review the admin finds within the rules, and tells the reporter', async () => {
    const server = await makeServer();
    const { contract, creator, again } = await endedContract(server);
    const review = (await creator.post(path(contract.id), { rating: 2, text: 'Slow to answer every draft.' })).body.review;
    server.clock.set(ENDED + 14 * DAY);
    const { brand, admin } = await again();
    const reported = await brand.post(`/reviews/${review.id}/reports`, { reason: 'We answered every draft within a day.' });
    expect(reported.status).toBe(201);
    const kept = await admin.post(`/admin/review-reports/${reported.body.report.id}/decide`, { decision: 'keep' });
    expect(kept.body.report.status).toBe('kept');
    expect((await brand.get(path(contract.id)).expect(200)).body.theirs.text).toBe('Slow to answer every draft.');
    expect(await noticesOf(server, 'review_report_decided')).toEqual(['acc-brand']);
  });
});
