import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { deliverables, notifications, pastWork } from '../../mock-server/db/schema/index.ts';
import type { PublicPastWork } from '../../src/domain/past-work.ts';
import { client, endedContract, type Server } from './reviews-support.ts';
import { as, makeServer, SEEDED } from './support.ts';

/** Issue 24: past work on a creator's public page, shown once the contract's brand agreed (decision 0019, fifth slice). */
const MUTUA = 'creator-mutua@sauti.test';
const AMARA = 'creator-amara@sauti.test';
const KAHAWA = 'brand-kahawa@sauti.test';
const SHOWN = 'dlv-kahawa-completed-mutua-1';
const ASKABLE = 'dlv-kahawa-completed-mutua-2';

let server: Server;
beforeEach(async () => {
  server = await makeServer();
});

const pageOf = async (username: string) => (await as(server).get(`/creator-pages/${username}`).expect(200)).body.creator.pastWork as PublicPastWork[];
const noticesOf = async (userId: string) => (await server.db.select().from(notifications).where(eq(notifications.userId, userId))).filter((n) => n.type.startsWith('past_work_'));
const signedIn = async (email: string) => client(server, await server.signIn(email));

describe('past work on a creator’s page', () => {
  it('shows the seeded items the brand agreed to, with the brand, the platform, the post’s link and the month, and nothing else', async () => {
    expect(await pageOf('mutua.eats')).toEqual([{
      id: 'pw-kahawa-mutua-1', brandName: 'Kahawa Hills Roasters', platform: 'youtube', type: 'video',
      url: 'https://video.example.com/mutua.eats/kahawa-harvest', month: '2026-08',
    }]);
    expect((await pageOf('amara.in.london')).map((w) => [w.platform, w.type])).toEqual([['instagram', 'reel']]);
    expect(await pageOf('wambui.styles')).toEqual([]);
  });

  it('the creator asks, the brand agrees, and the page lists it, newest first; either side hears of each step', async () => {
    const mutua = await signedIn(MUTUA);
    const kahawa = await signedIn(KAHAWA);
    const asked = await mutua.post(`/deliverables/${ASKABLE}/past-work`);
    expect(asked.status, asked.text).toBe(201);
    expect(asked.body.item).toMatchObject({ deliverableId: ASKABLE, status: 'requested', decidedAt: null, withdrawnBy: null });
    expect((await noticesOf('acc-kahawa')).map((n) => [n.type, n.href])).toEqual([['past_work_request', '/brand/contracts/ctr-kahawa-completed-mutua']]);
    // Asked is not agreed: the page does not show it yet.
    expect((await pageOf('mutua.eats')).map((w) => w.id)).toEqual(['pw-kahawa-mutua-1']);
    expect((await mutua.post(`/deliverables/${ASKABLE}/past-work`)).status).toBe(409);
    // Both sides read the contract's requests.
    for (const side of [mutua, kahawa]) {
      const items = (await side.get('/contracts/ctr-kahawa-completed-mutua/past-work').expect(200)).body.items as Array<{ deliverableId: string; status: string }>;
      expect(items.map((i) => [i.deliverableId, i.status])).toEqual([[SHOWN, 'agreed'], [ASKABLE, 'requested']]);
    }

    const agreed = await kahawa.post(`/deliverables/${ASKABLE}/past-work/agree`);
    expect(agreed.status, agreed.text).toBe(200);
    expect(agreed.body.item.status).toBe('agreed');
    // The reel was approved after the video: it comes first.
    expect((await pageOf('mutua.eats')).map((w) => [w.platform, w.url])).toEqual([
      ['instagram', 'https://social.example.com/mutua.eats/reel/kahawa-cupping'],
      ['youtube', 'https://video.example.com/mutua.eats/kahawa-harvest'],
    ]);
    expect((await noticesOf('acc-mutua')).map((n) => [n.type, n.href])).toEqual([['past_work_agree', '/influencer/contracts/ctr-kahawa-completed-mutua']]);
    expect((await kahawa.post(`/deliverables/${ASKABLE}/past-work/agree`)).status).toBe(409);
  });

  it('the brand may take its agreement back: the item leaves the page and the creator cannot ask again', async () => {
    const mutua = await signedIn(MUTUA);
    const kahawa = await signedIn(KAHAWA);
    const taken = await kahawa.post(`/deliverables/${SHOWN}/past-work/withdraw`);
    expect(taken.status, taken.text).toBe(200);
    expect(taken.body.item).toMatchObject({ status: 'withdrawn', withdrawnBy: 'brand' });
    expect(await pageOf('mutua.eats')).toEqual([]);
    expect((await noticesOf('acc-mutua')).map((n) => n.type)).toEqual(['past_work_withdraw']);
    const again = await mutua.post(`/deliverables/${SHOWN}/past-work`);
    expect([again.status, again.body.message]).toEqual([409, 'The brand took back its agreement to show this work.']);
    expect((await kahawa.post(`/deliverables/${SHOWN}/past-work/withdraw`)).status).toBe(409);
  });

  it('the creator may withdraw a shown item or a request, and ask again later', async () => {
    const mutua = await signedIn(MUTUA);
    const kahawa = await signedIn(KAHAWA);
    expect((await mutua.post(`/deliverables/${SHOWN}/past-work/withdraw`)).body.item).toMatchObject({ status: 'withdrawn', withdrawnBy: 'creator' });
    expect(await pageOf('mutua.eats')).toEqual([]);
    expect((await noticesOf('acc-kahawa')).map((n) => n.type)).toEqual(['past_work_withdraw']);
    expect((await mutua.post(`/deliverables/${SHOWN}/past-work`)).status).toBe(201);
    expect((await mutua.post(`/deliverables/${SHOWN}/past-work/withdraw`)).body.item.status).toBe('withdrawn');
    // A withdrawn request cannot be agreed to.
    expect((await kahawa.post(`/deliverables/${SHOWN}/past-work/agree`)).status).toBe(409);
  });

  it('a request withdrawn before the brand answered tells the brand there is nothing to answer, not that a post left the page', async () => {
    const mutua = await signedIn(MUTUA);
    await mutua.post(`/deliverables/${ASKABLE}/past-work`).expect(201);
    await mutua.post(`/deliverables/${ASKABLE}/past-work/withdraw`).expect(200);
    const [withdrawn, ...more] = (await noticesOf('acc-kahawa')).filter((n) => n.type === 'past_work_withdraw');
    expect(more).toEqual([]);
    expect(withdrawn).toMatchObject({ type: 'past_work_withdraw', title: 'A creator no longer asks to show a post' });
    expect(withdrawn!.body).toBe('The creator withdrew their request to show one of the posts they made for you: there is nothing to answer.');
    expect(withdrawn!.body).not.toMatch(/public page/);
  });

  it('a creator asks to show one post at most 3 times: the fourth ask is 409 and tells no one', async () => {
    const mutua = await signedIn(MUTUA);
    for (let ask = 1; ask <= 3; ask++) {
      expect((await mutua.post(`/deliverables/${ASKABLE}/past-work`)).status).toBe(201);
      await mutua.post(`/deliverables/${ASKABLE}/past-work/withdraw`).expect(200);
    }
    const fourth = await mutua.post(`/deliverables/${ASKABLE}/past-work`);
    expect([fourth.status, fourth.body.message]).toEqual([409, 'You have asked to show this post 3 times, so you cannot ask again.']);
    expect((await noticesOf('acc-kahawa')).filter((n) => n.type === 'past_work_request')).toHaveLength(3);
    expect((await server.db.select().from(pastWork).where(eq(pastWork.deliverableId, ASKABLE)))[0]).toMatchObject({ status: 'withdrawn', asks: 3 });
  });

  it('two asks at once make one request: the other is 409', async () => {
    const mutua = await signedIn(MUTUA);
    const answers = await Promise.all([mutua.post(`/deliverables/${ASKABLE}/past-work`), mutua.post(`/deliverables/${ASKABLE}/past-work`)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await server.db.select().from(pastWork).where(eq(pastWork.deliverableId, ASKABLE))).toHaveLength(1);
    expect(await noticesOf('acc-kahawa')).toHaveLength(1);
  });

  it('a declined request is not shown, and the creator cannot ask again', async () => {
    const amara = await signedIn(AMARA);
    const kahawa = await signedIn(KAHAWA);
    expect((await amara.post('/deliverables/dlv-kahawa-completed-amara-1/past-work')).status).toBe(201);
    const declined = await kahawa.post('/deliverables/dlv-kahawa-completed-amara-1/past-work/decline');
    expect([declined.status, declined.body.item.status]).toEqual([200, 'declined']);
    expect((await pageOf('amara.in.london')).map((w) => w.type)).toEqual(['reel']);
    expect((await noticesOf('acc-amara')).map((n) => n.type)).toEqual(['past_work_decline']);
    expect((await amara.post('/deliverables/dlv-kahawa-completed-amara-1/past-work')).status).toBe(409);
    expect((await amara.post('/deliverables/dlv-kahawa-completed-amara-1/past-work/withdraw')).status).toBe(409);
  });

  it('only the contract’s parties take each step: the creator asks, the brand answers; others get 403 or 404', async () => {
    const mutua = await signedIn(MUTUA);
    const kahawa = await signedIn(KAHAWA);
    const ask = (c: ReturnType<typeof client>, step = '') => c.post(`/deliverables/${ASKABLE}/past-work${step}`);
    expect((await ask(kahawa)).status).toBe(403);
    expect((await mutua.post(`/deliverables/${ASKABLE}/past-work`)).status).toBe(201);
    expect((await ask(mutua, '/agree')).status).toBe(403);
    expect((await ask(mutua, '/decline')).status).toBe(403);
    // Another brand, another creator: the deliverable does not exist for them.
    for (const other of [await signedIn(SEEDED.brand), await signedIn(AMARA)]) {
      for (const step of ['', '/agree', '/decline', '/withdraw']) expect((await ask(other, step)).status).toBe(404);
      expect((await other.get('/contracts/ctr-kahawa-completed-mutua/past-work')).status).toBe(404);
    }
    expect((await ask(await signedIn(SEEDED.admin), '/agree')).status).toBe(403);
    expect((await ask(await signedIn(SEEDED.partner), '/agree')).status).toBe(403);
    expect((await ask(client(server, null))).status).toBe(401);
    expect((await server.db.select().from(pastWork).where(eq(pastWork.deliverableId, ASKABLE)))[0]!.status).toBe('requested');
  });

  it('shows only a live deliverable of a completed contract: not an active contract’s, nor one approved without its post’s link', async () => {
    const wairimu = await signedIn('creator-wairimu@sauti.test');
    const active = await wairimu.post('/deliverables/dlv-duka-in-progress-wairimu-1/past-work');
    expect([active.status, active.body.message]).toEqual([409, 'Only work from a completed contract can be shown on your page.']);

    const { contract, deliverableId, creator } = await endedContract(server);
    expect((await creator.get(`/contracts/${contract.id}/deliverables`).expect(200)).body.items[0].status).toBe('approved');
    const noLink = await creator.post(`/deliverables/${deliverableId}/past-work`);
    expect(noLink.status).toBe(409);
    expect(noLink.body.message).toMatch(/published post’s link/);
    // Its post's link given (the live-link route waits for the campaign's start, which this one has not reached).
    await server.db.update(deliverables).set({ status: 'live', liveUrl: 'https://social.example.com/wambui/reel' }).where(eq(deliverables.id, deliverableId));
    expect((await creator.post(`/deliverables/${deliverableId}/past-work`)).status).toBe(201);
  });

  it('the table itself refuses a second item for one deliverable, another party’s name, or a deliverable not live on a completed contract', async () => {
    const row = { id: 'pw-test', deliverableId: SHOWN, contractId: 'ctr-kahawa-completed-mutua', brandId: 'acc-kahawa', creatorId: 'acc-mutua', status: 'requested', requestedAt: '2026-11-01T00:00:00.000Z' };
    const refused = async (values: typeof row) => {
      const error = await server.db.insert(pastWork).values(values).then(() => null, (e: unknown) => e as { cause?: { code?: string }; code?: string });
      return error?.cause?.code ?? error?.code ?? null;
    };
    expect(await refused(row)).toBe('23505');
    expect(await refused({ ...row, deliverableId: ASKABLE, brandId: 'acc-brand' })).toBe('23503');
    expect(await refused({ ...row, deliverableId: 'dlv-duka-in-progress-wairimu-1', contractId: 'ctr-duka-in-progress-wairimu', brandId: 'acc-brand', creatorId: 'acc-wairimu' })).toBe('23514');
    expect(await refused({ ...row, deliverableId: ASKABLE, status: 'shown' })).toBe('23514');
    expect(await refused({ ...row, deliverableId: ASKABLE })).toBeNull();
    expect(((await server.db.execute(sql`select count(*)::int as n from past_work`)) as { rows: unknown[] }).rows[0]).toEqual({ n: 3 });
  });
});
