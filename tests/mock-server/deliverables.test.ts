import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Contract, DeliverableTemplate } from '../../src/domain/campaign-types.ts';
import { deliverableMachine } from '../../machines/lifecycles/deliverableMachine.ts';
import { DELIVERABLE_STATUSES, type Deliverable } from '../../src/domain/delivery-types.ts';
import { MAX_FILE_BYTES, uploadsDir } from '../../mock-server/uploads.ts';
import { ledgerRows } from './money-support.ts';
import { holdIdOf } from '../../mock-server/money/holds.ts';
import { changeCampaign } from './campaigns-support.ts';
import { stored } from './delivery-support.ts';
import { peopleOf } from './people-support.ts';
import { DAY, expectNoStackTrace, makeServer, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
const CAMPAIGN = 'cmp-duka-recruiting';
const WAMBUI = 'creator-wambui@sauti.test';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(16)]);
let keys = 0;

/** The brand accepts Wambui's seeded application to cmp-duka-recruiting (optionally with another template): an active contract with its fee held. */
async function acceptedContract(server: Server, template?: DeliverableTemplate[]) {
  // Running already on the fake clock's day (5 Jan 2026), so due dates count from acceptance and posts may go live
  // (tests/mock-server/deliverables-timeline.test.ts covers a campaign that has not started).
  await changeCampaign(server, CAMPAIGN, { startDate: '2026-01-01', endDate: '2026-12-31', ...(template ? { deliverables: template } : {}) });
  const brand = await server.signIn(SEEDED.brand);
  const creator = await server.signIn(WAMBUI);
  const accepted = await request(server.app).post('/api/applications/app-duka-recruiting-wambui/accept').set('Authorization', `Bearer ${brand}`).send({});
  expect(accepted.status, accepted.text).toBe(200);
  const contract = accepted.body.contract as Contract;
  const as = (token: string | null) => {
    const auth = <T extends request.Test>(req: T) => (token ? req.set('Authorization', `Bearer ${token}`) : req);
    return {
      list: () => auth(request(server.app).get(`/api/contracts/${contract.id}/deliverables`)),
      link: (id: string, body: object = { url: 'https://example.com/draft', caption: 'Draft' }) => auth(request(server.app).post(`/api/deliverables/${id}/submissions`)).send(body),
      file: (id: string, data: Buffer, name: string) => auth(request(server.app).post(`/api/deliverables/${id}/submissions`)).attach('file', data, name).field('caption', 'My reel'),
      approve: (id: string, key = `approve-${++keys}`) => auth(request(server.app).post(`/api/deliverables/${id}/approve`)).set('Idempotency-Key', key).send({}),
      revise: (id: string, feedback = 'Show the product in the first 3 seconds.') => auth(request(server.app).post(`/api/deliverables/${id}/request-revision`)).send({ feedback }),
      live: (id: string, url = 'https://instagram.com/p/abc') => auth(request(server.app).post(`/api/deliverables/${id}/live-link`)).send({ url }),
    };
  };
  const items = (await as(brand).list().expect(200)).body.items as Deliverable[];
  return { contract, items, brand: as(brand), creator: as(creator), as, tokens: { brand, creator } };
}

const releases = async (server: Server, contractId: string) => (await ledgerRows(server)).filter((t) => t.pendingId === holdIdOf(contractId) && t.flags.post);
const ONE: DeliverableTemplate[] = [{ platform: 'instagram', type: 'reel', quantity: 1, dueDays: 7, rights: [] }];
const TWO: DeliverableTemplate[] = [{ platform: 'instagram', type: 'reel', quantity: 1, dueDays: 7, rights: [] }, { platform: 'tiktok', type: 'video', quantity: 1, dueDays: 10, rights: [] }];

describe('deliverables', () => {
  it('lists deliverableMachine\'s states as DELIVERABLE_STATUSES', () => {
    expect([...DELIVERABLE_STATUSES].sort()).toEqual(Object.keys(deliverableMachine.states).sort());
  });

  it('gives an accepted contract one pending deliverable per template entry and unit, due dueDays after the contract', async () => {
    const server = await makeServer();
    const { contract, items } = await acceptedContract(server);
    const at = (days: number) => new Date(Date.parse(contract.createdAt) + days * DAY).toISOString();
    expect(items.map((d) => [d.index, d.platform, d.type, d.dueAt, d.status])).toEqual([
      [1, 'instagram', 'reel', at(10), 'pending'], [2, 'tiktok', 'video', at(10), 'pending'],
      [3, 'instagram', 'story', at(14), 'pending'], [4, 'instagram', 'story', at(14), 'pending'],
    ]);
    expect(items[0]).toMatchObject({ contractId: contract.id, creatorId: 'acc-wambui', brandId: 'acc-brand', revisionsUsed: 0, submissions: [], reviewDeadlineAt: null });
    // The seed's 14 deliverables (four of them the completed Kahawa contracts' published posts), and these 4.
    expect(await stored.deliverables(server)).toHaveLength(14 + 4);
  });

  it('shows a contract\'s deliverables to its brand, its creator and admins only (401, 403, 404)', async () => {
    const server = await makeServer();
    const { items, as, brand, creator } = await acceptedContract(server);
    const id = items[0]!.id;
    expect((await as(null).list()).status).toBe(401);
    expect((await as(await server.signIn(SEEDED.partner)).list()).status).toBe(403);
    const otherBrand = as(await server.signIn('brand-kahawa@sauti.test'));
    const otherCreator = as(await server.signIn('creator-mutua@sauti.test'));
    expect((await otherBrand.list()).status).toBe(404);
    expect((await otherCreator.list()).status).toBe(404);
    expect((await as(await server.signIn(SEEDED.admin)).list()).status).toBe(200);
    expect((await creator.list()).body.items).toHaveLength(4);
    expect((await brand.link(id)).status).toBe(403);
    expect((await otherCreator.link(id)).status).toBe(404);
    expect((await creator.approve(id)).status).toBe(403);
    expect((await otherBrand.approve(id)).status).toBe(404);
    expect((await otherBrand.revise(id)).status).toBe(404);
    expect((await as(null).approve(id)).status).toBe(401);
  });

  it('keeps each submission as a version, asks for a revision with feedback, and takes a resubmission', async () => {
    const server = await makeServer();
    const { items, brand, creator } = await acceptedContract(server, TWO);
    const id = items[0]!.id;
    const first = await creator.link(id, { url: 'https://drive.example.com/v1', caption: 'First cut' });
    expect(first.status, first.text).toBe(201);
    expect(first.body.deliverable).toMatchObject({ status: 'in_review', submissions: [{ version: 1, kind: 'link', url: 'https://drive.example.com/v1', caption: 'First cut', fileId: null }] });
    expect(first.body.deliverable.reviewDeadlineAt).not.toBeNull();
    const revised = await brand.revise(id, 'Louder music, please.');
    expect(revised.body.deliverable).toMatchObject({ status: 'revision_requested', revisionsUsed: 1, reviewDeadlineAt: null, feedback: [{ text: 'Louder music, please.', version: 1 }] });
    expect((await creator.file(id, PNG, 'v2.png')).body.deliverable).toMatchObject({ status: 'in_review', submissions: [{ version: 1 }, { version: 2, kind: 'file', caption: 'My reel' }] });
    const notices = (await peopleOf(server).notifications()).filter((n) => n.type === 'deliverable_revision_requested');
    expect(notices.map((n) => n.userId).sort()).toEqual(['acc-brand', 'acc-wambui']);
  });

  it('refuses a third revision request with 409 when the maximum is 2, changing nothing', async () => {
    const server = await makeServer();
    const { items, brand, creator } = await acceptedContract(server, TWO);
    const id = items[0]!.id;
    for (let round = 0; round < 2; round++) {
      await creator.link(id).expect(201);
      await brand.revise(id).expect(200);
    }
    await creator.link(id).expect(201);
    const before = { notifications: await peopleOf(server).notifications(), ledger: await ledgerRows(server) };
    const storedBefore = await stored.deliverables(server);
    const third = await brand.revise(id);
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('All 2 revisions allowed for this deliverable are used, so another cannot be requested. Approve it, or open a dispute.');
    expect({ notifications: await peopleOf(server).notifications(), ledger: await ledgerRows(server) }).toEqual(before);
    expect(await stored.deliverables(server)).toEqual(storedBefore);
    expect((await brand.list()).body.items[0]).toMatchObject({ status: 'in_review', revisionsUsed: 2 });
  });

  it('takes the live post\'s link only after approval', async () => {
    const server = await makeServer();
    const { items, brand, creator } = await acceptedContract(server, TWO);
    const id = items[0]!.id;
    expect((await creator.live(id)).status).toBe(409);
    await creator.link(id).expect(201);
    expect((await creator.live(id)).body.message).toBe('This deliverable is in review, so it cannot be marked live.');
    await brand.approve(id).expect(200);
    expect((await creator.live(id, 'javascript:alert(1)')).status).toBe(422);
    const live = await creator.live(id);
    expect(live.body.deliverable).toMatchObject({ status: 'live', liveUrl: 'https://instagram.com/p/abc' });
    expect((await brand.live(id)).status).toBe(403);
  });

  it('approving one deliverable of two releases nothing; approving the last releases the fee once and completes the contract', async () => {
    const server = await makeServer();
    const { contract, items, brand, creator } = await acceptedContract(server, TWO);
    for (const d of items) await creator.link(d.id).expect(201);
    const first = await brand.approve(items[0]!.id);
    expect(first.body).toMatchObject({ released: false, deliverable: { status: 'approved', autoApproved: false }, contract: { status: 'active' } });
    expect(await releases(server, contract.id)).toHaveLength(0);
    const last = await brand.approve(items[1]!.id);
    expect(last.body).toMatchObject({ released: true, contract: { status: 'completed' } });
    expect((await releases(server, contract.id)).map((t) => t.amount)).toEqual([contract.agreedFee]);
    const types = (await peopleOf(server).notifications()).map((n) => `${n.userId}:${n.type}`);
    expect(types).toEqual(expect.arrayContaining(['acc-wambui:contract_released', 'acc-brand:contract_completed']));
  });

  it('10 concurrent approves of the last deliverable with distinct Idempotency-Keys create 1 release transfer', async () => {
    const server = await makeServer();
    const { contract, items, brand, creator } = await acceptedContract(server, ONE);
    await creator.link(items[0]!.id).expect(201);
    const answers = await Promise.all(Array.from({ length: 10 }, () => brand.approve(items[0]!.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(await releases(server, contract.id)).toHaveLength(1);
    expect((await peopleOf(server).notifications()).filter((n) => n.type === 'contract_released')).toHaveLength(1);
  });

  it('needs an Idempotency-Key to approve, and replays the first answer for the same key', async () => {
    const server = await makeServer();
    const { contract, items, brand, creator, tokens } = await acceptedContract(server, ONE);
    await creator.link(items[0]!.id).expect(201);
    const noKey = await request(server.app).post(`/api/deliverables/${items[0]!.id}/approve`).set('Authorization', `Bearer ${tokens.brand}`).send({});
    expect(noKey.status).toBe(422);
    const once = await brand.approve(items[0]!.id, 'same-key');
    const again = await brand.approve(items[0]!.id, 'same-key');
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(once.body);
    expect(await releases(server, contract.id)).toHaveLength(1);
  });

  it('accepts an image or video checked by content and serves it to both sides only', async () => {
    const server = await makeServer();
    const { items, creator, tokens } = await acceptedContract(server, ONE);
    const res = await creator.file(items[0]!.id, MP4, 'reel.bin');
    expect(res.status, res.text).toBe(201);
    const url = res.body.deliverable.submissions[0].url as string;
    const file = await request(server.app).get(url).set('Authorization', `Bearer ${tokens.brand}`).expect(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(file.body as Buffer, MP4)).toBe(0);
    expect((await request(server.app).get(url).set('Authorization', `Bearer ${await server.signIn('brand-kahawa@sauti.test')}`)).status).toBe(404);
  });

  it('refuses a file that is not an image or video (422) or too large (413), storing nothing', async () => {
    const server = await makeServer();
    const { items, creator } = await acceptedContract(server, ONE);
    const dir = path.join(uploadsDir(server.ctx), 'deliverables');
    const text = await creator.file(items[0]!.id, Buffer.from('just text, not a picture'), 'photo.png');
    expect(text.status).toBe(422);
    expect(text.body.errors.file).toEqual(['Choose an image (PNG, JPEG or WebP) or a video (MP4, MOV or WebM).']);
    const big = await creator.file(items[0]!.id, Buffer.concat([MP4, Buffer.alloc(MAX_FILE_BYTES)]), 'big.mp4');
    expect(big.status).toBe(413);
    expect(big.body.errors.file).toEqual(['Each file must be 5 MB or smaller.']);
    for (const res of [text, big]) expectNoStackTrace(res.text);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
    expect((await creator.list()).body.items[0]).toMatchObject({ status: 'pending', submissions: [] });
  });

  it('answers bad input with 422 and field errors', async () => {
    const server = await makeServer();
    const { items, brand, creator } = await acceptedContract(server, ONE);
    const badLink = await creator.link(items[0]!.id, { url: 'not a link' });
    expect(badLink.status).toBe(422);
    expect(badLink.body.errors.url).toBeDefined();
    await creator.link(items[0]!.id).expect(201);
    const noFeedback = await brand.revise(items[0]!.id, '');
    expect(noFeedback.status).toBe(422);
    expect(noFeedback.body.errors.feedback).toBeDefined();
    expect((await request(server.app).get('/api/contracts/nope/deliverables').set('Authorization', `Bearer ${await server.signIn(SEEDED.admin)}`)).status).toBe(404);
  });
});
