import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Contract, DeliverableTemplate } from '../../src/domain/campaign-types.ts';
import type { Deliverable } from '../../src/domain/delivery-types.ts';
import { disputeMachine } from '../../machines/lifecycles/disputeMachine.ts';
import { DISPUTE_STATUSES } from '../../src/domain/dispute-types.ts';
import { accountCode } from '../../mock-server/ledger/accounts.ts';
import { balances } from '../../mock-server/ledger/ledger.ts';
import { ledgerRows } from './money-support.ts';
import { holdIdOf } from '../../mock-server/money/holds.ts';
import { expectNoStackTrace, makeServer, MINUTE, SEEDED } from './support.ts';
import { changeCampaign } from './campaigns-support.ts';
import { contractStatus, noticesOf, stored } from './delivery-support.ts';
import { deliverableById, saveDeliverable } from '../../mock-server/delivery/deliverables.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
const CAMPAIGN = 'cmp-duka-recruiting';
const FEE = 3_000_000;
const FRIDAY_10_EAT = Date.parse('2026-01-09T07:00:00Z');
const ONE: DeliverableTemplate[] = [{ platform: 'instagram', type: 'reel', quantity: 1, dueDays: 7, rights: [] }];
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
let keys = 0;

/** The disputes API as one signed-in user (or none); every money-moving POST carries a fresh Idempotency-Key. */
function api(server: Server, token: string | null) {
  const auth = <T extends request.Test>(req: T) => (token ? req.set('Authorization', `Bearer ${token}`) : req);
  const post = (path: string, body: object = {}, key = `k-${++keys}`) => auth(request(server.app).post(`/api${path}`)).set('Idempotency-Key', key).send(body);
  return {
    post,
    get: (path: string) => auth(request(server.app).get(`/api${path}`)),
    open: (deliverableId: string, body: object = { reason: 'The reel does not show the product at all.' }) => post(`/deliverables/${deliverableId}/disputes`, body),
    respond: (id: string, text = 'It is shown at 0:12, as the brief asked.') => auth(request(server.app).post(`/api/disputes/${id}/respond`)).send({ text }),
    evidence: (id: string) => auth(request(server.app).post(`/api/disputes/${id}/evidence`)),
  };
}

/** Wambui's contract on cmp-duka-recruiting with one deliverable, submitted on Friday 10:00 EAT and in review. */
async function inReview(server: Server) {
  server.clock.set(FRIDAY_10_EAT - 60 * MINUTE);
  await changeCampaign(server, CAMPAIGN, { deliverables: ONE });
  const brand = api(server, await server.signIn(SEEDED.brand));
  const creator = api(server, await server.signIn('creator-wambui@sauti.test'));
  const admin = api(server, await server.signIn(SEEDED.admin));
  const accepted = await brand.post('/applications/app-duka-recruiting-wambui/accept');
  expect(accepted.status, accepted.text).toBe(200);
  const contract = accepted.body.contract as Contract;
  const deliverable = ((await brand.get(`/contracts/${contract.id}/deliverables`).expect(200)).body.items as Deliverable[])[0]!;
  server.clock.set(FRIDAY_10_EAT);
  expect((await creator.post(`/deliverables/${deliverable.id}/submissions`, { url: 'https://example.com/draft', caption: 'Draft' })).status).toBe(201);
  return { contract, deliverableId: deliverable.id, brand, creator, admin };
}

const balance = async (server: Server, code: string) => (await balances(server.ctx, code)).posted;

describe('disputes', () => {
  it('lists disputeMachine\'s states as DISPUTE_STATUSES', () => {
    expect([...DISPUTE_STATUSES].sort()).toEqual(Object.keys(disputeMachine.states).sort());
  });

  it('refuses to cancel a contract or its campaign while a dispute is open, so the held fee cannot go around the dispute', async () => {
    const server = await makeServer();
    const { contract, deliverableId, creator, brand } = await inReview(server);
    expect((await creator.open(deliverableId)).status).toBe(201);
    const res = await brand.post(`/contracts/${contract.id}/cancel`, { reason: 'We changed our minds.' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This contract has an open dispute, so it cannot be cancelled until the dispute is resolved.');
    expect(await contractStatus(server, contract.id)).toBe('active');
    const campaign = await brand.post(`/campaigns/${contract.campaignId}/cancel`);
    expect([campaign.status, campaign.body.message]).toEqual([409, 'This campaign has an open dispute, so it cannot be cancelled until the dispute is resolved.']);
  });

  it('answers 200 with a null dispute for a deliverable that was never disputed, so no page logs a 404', async () => {
    const server = await makeServer();
    const { deliverableId, brand, creator } = await inReview(server);
    for (const side of [brand, creator]) {
      const res = await side.get(`/deliverables/${deliverableId}/dispute`);
      expect([res.status, res.body]).toEqual([200, { dispute: null }]);
    }
  });

  it('opens a dispute on a deliverable in review: the review timer pauses, the response is due in 5 business days (EAT), both sides are told', async () => {
    const server = await makeServer();
    const { deliverableId, creator, brand, admin } = await inReview(server);
    server.clock.set(Date.parse('2026-01-12T07:00:00Z'));
    const opened = await creator.open(deliverableId, { reason: 'The brand is not answering my draft.', evidence: 'Sent on Friday.' });
    expect(opened.status, opened.text).toBe(201);
    const respondBy = '2026-01-19T07:00:00.000Z';
    expect(opened.body.dispute).toMatchObject({
      status: 'awaiting_response', openedBy: 'creator', respondBy, mediationEndsAt: null, proposal: null, resolution: null,
      pausedReviewMs: 2 * 24 * 60 * MINUTE, deadline: { kind: 'response', at: respondBy },
      evidence: [{ by: 'creator', text: 'Sent on Friday.', fileId: null, fileUrl: null }],
    });
    const id = opened.body.dispute.id as string;
    for (const side of [brand, creator, admin]) {
      expect((await side.get(`/disputes/${id}`)).body.dispute).toMatchObject({ id, respondBy });
      expect((await side.get(`/deliverables/${deliverableId}/dispute`)).body.dispute.id).toBe(id);
    }
    expect((await brand.get(`/contracts/${opened.body.dispute.contractId}/deliverables`)).body.items[0]).toMatchObject({ status: 'disputed', reviewDeadlineAt: null });
    expect(await noticesOf(server, 'dispute_opened')).toEqual(['acc-brand', 'acc-wambui']);
    expect(await stored.disputes(server)).toEqual([expect.objectContaining({ id, status: 'awaiting_response' })]);
  });

  it('settles a 60/40 split, once both sides accept, in one operation: 0.6·fee to the creator (less commission) and 0.4·fee to the brand', async () => {
    const server = await makeServer();
    const { contract, deliverableId, brand, creator, admin } = await inReview(server);
    const id = (await brand.open(deliverableId)).body.dispute.id as string;
    const responded = await creator.respond(id);
    expect(responded.body.dispute).toMatchObject({ status: 'mediation', mediationEndsAt: '2026-01-23T07:00:00.000Z', deadline: { kind: 'mediation' } });
    expect((await admin.post(`/admin/disputes/${id}/propose`, { creatorShare: 0.6 })).body.dispute).toMatchObject({ status: 'proposal', proposal: { creatorShare: 0.6, acceptedBy: [] } });
    const [brandBefore, creatorBefore] = [(await balance(server, accountCode.brand('acc-brand'))), (await balance(server, accountCode.creator('acc-wambui')))];
    expect((await brand.post(`/disputes/${id}/accept-proposal`)).body.dispute).toMatchObject({ status: 'proposal', proposal: { acceptedBy: ['brand'] } });
    const again = await brand.post(`/disputes/${id}/accept-proposal`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already accepted this proposal. It is waiting for the other side.');
    const ledgerBefore = (await ledgerRows(server)).length;

    const settled = await creator.post(`/disputes/${id}/accept-proposal`);
    expect(settled.status, settled.text).toBe(200);
    expect(settled.body.dispute).toMatchObject({ status: 'resolved', deadline: null, resolution: { outcome: 'split', creatorAmount: 1_800_000, brandAmount: 1_200_000, decidedBy: 'agreement' } });
    const moved = (await ledgerRows(server)).slice(ledgerBefore);
    expect(moved.map((t) => [t.id, t.amount, t.flags.linked])).toEqual([
      [`post:${holdIdOf(contract.id)}`, 1_800_000, true], [`commission:${contract.id}`, 180_000, true], [`refund:${contract.id}`, 1_200_000, false],
    ]);
    expect(new Set(moved.map((t) => t.createdAt)).size).toBe(1);
    expect((await ledgerRows(server)).filter((t) => t.pendingId === holdIdOf(contract.id))).toHaveLength(1);
    expect((await balance(server, accountCode.creator('acc-wambui'))) - creatorBefore).toBe(0.6 * FEE - 0.1 * 0.6 * FEE);
    expect((await balance(server, accountCode.brand('acc-brand'))) - brandBefore).toBe(0.4 * FEE);
    const after = (await brand.get(`/contracts/${contract.id}/deliverables`)).body as { contract: Contract; items: Deliverable[] };
    expect([after.contract.status, after.items[0]!.status]).toEqual(['completed', 'settled']);
    expect(await noticesOf(server, 'dispute_resolved')).toEqual(['acc-brand', 'acc-wambui']);
    for (const step of ['dispute_responded', 'dispute_proposed', 'dispute_proposal_accepted']) expect(await noticesOf(server, step)).toEqual(['acc-brand', 'acc-wambui']);
  });

  it('sends a rejected proposal to the admin, who decides (a refund voids the hold and returns the fee to the brand)', async () => {
    const server = await makeServer();
    const { contract, deliverableId, brand, creator, admin } = await inReview(server);
    const id = (await creator.open(deliverableId)).body.dispute.id as string;
    await brand.respond(id).expect(200);
    await admin.post(`/admin/disputes/${id}/propose`, { creatorShare: 0.5 }).expect(200);
    expect((await creator.post(`/disputes/${id}/reject-proposal`)).body.dispute.status).toBe('admin_decision');
    expect(await noticesOf(server, 'dispute_proposal_rejected')).toEqual(['acc-brand', 'acc-wambui']);
    expect((await brand.post(`/disputes/${id}/accept-proposal`)).body.message).toBe('This dispute is waiting for the mediator\'s decision, so it cannot be accepted.');
    expect((await admin.get('/admin/disputes?status=admin_decision')).body).toMatchObject({ total: 1, items: [{ id, deadline: null }] });

    for (const bad of [{ outcome: 'split' }, { outcome: 'split', creatorShare: 1 }, { outcome: 'refund', creatorShare: 0.2 }, { outcome: 'maybe' }, {}]) {
      const refused = await admin.post(`/admin/disputes/${id}/decide`, bad);
      expect(refused.status, JSON.stringify(bad)).toBe(422);
      expect(refused.body.errors).toBeTypeOf('object');
    }
    const brandBefore = (await balance(server, accountCode.brand('acc-brand')));
    const decided = await admin.post(`/admin/disputes/${id}/decide`, { outcome: 'refund' });
    expect(decided.body.dispute).toMatchObject({ status: 'resolved', resolution: { outcome: 'refund', creatorAmount: 0, brandAmount: FEE, decidedBy: 'admin' } });
    expect((await balance(server, accountCode.brand('acc-brand'))) - brandBefore).toBe(FEE);
    expect((await ledgerRows(server)).filter((t) => t.pendingId === holdIdOf(contract.id)).map((t) => t.flags.void)).toEqual([true]);
    const after = (await creator.get(`/contracts/${contract.id}/deliverables`)).body as { contract: Contract; items: Deliverable[] };
    expect([after.contract.status, after.items[0]!.status]).toEqual(['cancelled', 'settled']);
  });

  it('lets the admin release the fee from mediation: the deliverable is approved and the creator paid, less commission', async () => {
    const server = await makeServer();
    const { deliverableId, brand, creator, admin } = await inReview(server);
    const id = (await brand.open(deliverableId)).body.dispute.id as string;
    await creator.respond(id).expect(200);
    const before = (await balance(server, accountCode.creator('acc-wambui')));
    const key = 'decide-once';
    const first = await admin.post(`/admin/disputes/${id}/decide`, { outcome: 'release' }, key);
    expect(first.body.dispute.resolution).toMatchObject({ outcome: 'release', creatorAmount: FEE, brandAmount: 0 });
    const replay = await admin.post(`/admin/disputes/${id}/decide`, { outcome: 'release' }, key);
    expect([replay.status, replay.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect((await balance(server, accountCode.creator('acc-wambui'))) - before).toBe(FEE - 0.1 * FEE);
    expect((await creator.get(`/deliverables/${deliverableId}/dispute`)).body.dispute.status).toBe('resolved');
    expect((await creator.get(`/contracts/${first.body.dispute.contractId}/deliverables`)).body.items[0].status).toBe('approved');
  });

  it('takes evidence as text and as an image or PDF checked by content, served to both sides only', async () => {
    const server = await makeServer();
    const { deliverableId, brand, creator } = await inReview(server);
    const id = (await brand.open(deliverableId)).body.dispute.id as string;
    expect((await creator.evidence(id).send({ text: 'My draft follows the brief.' })).status).toBe(201);
    const withFile = await brand.evidence(id).attach('file', PNG, 'screenshot.png').field('text', 'The brief, page 2.');
    expect(withFile.status, withFile.text).toBe(201);
    const entry = withFile.body.dispute.evidence[1];
    expect(entry).toMatchObject({ by: 'brand', text: 'The brief, page 2.', fileUrl: `/api/disputes/${id}/evidence/2/file` });
    const file = await creator.get(`/disputes/${id}/evidence/2/file`);
    expect([file.status, file.headers['content-type'], Buffer.compare(file.body as Buffer, PNG)]).toEqual([200, 'image/png', 0]);
    const other = api(server, await server.signIn('brand-kahawa@sauti.test'));
    expect((await other.get(`/disputes/${id}/evidence/2/file`)).status).toBe(404);
    expect((await creator.get(`/disputes/${id}/evidence/1/file`)).status).toBe(404);
    const notImage = await creator.evidence(id).attach('file', Buffer.from('MZ not an image'), 'photo.png');
    expect([notImage.status, notImage.body.errors.file]).toEqual([422, ['Choose an image (PNG, JPEG or WebP) or a PDF.']]);
    expect((await creator.evidence(id).send({})).status).toBe(422);
    expect(await noticesOf(server, 'dispute_evidence')).toEqual(['acc-brand', 'acc-brand', 'acc-wambui', 'acc-wambui']);
  });

  it('refuses the wrong side and the wrong state with 409 and a plain message', async () => {
    const server = await makeServer();
    const { contract, deliverableId, brand, creator, admin } = await inReview(server);
    const id = (await brand.open(deliverableId)).body.dispute.id as string;
    const refusals: Array<[request.Test, string]> = [
      [brand.open(deliverableId), 'A dispute over this contract is already open. Add your evidence to it instead.'],
      [brand.respond(id), 'You opened this dispute, so the creator responds to it. Add evidence instead.'],
      [creator.post(`/disputes/${id}/withdraw`), 'Only the brand, who opened this dispute, can withdraw it.'],
      [admin.post(`/admin/disputes/${id}/propose`, { creatorShare: 0.5 }), 'This dispute is waiting for a response, so it cannot be given a proposal.'],
      [admin.post(`/admin/disputes/${id}/decide`, { outcome: 'release' }), 'This dispute is waiting for a response, so it cannot be decided.'],
      [creator.post(`/disputes/${id}/reject-proposal`), 'This dispute is waiting for a response, so it cannot be rejected.'],
    ];
    for (const [req, message] of refusals) {
      const res = await req;
      expect([res.status, res.body.message]).toEqual([409, message]);
      expectNoStackTrace(res.text);
    }
    await brand.post(`/disputes/${id}/withdraw`).expect(200);
    const gone = await creator.evidence(id).send({ text: 'Late.' });
    expect([gone.status, gone.body.message]).toEqual([409, 'This dispute is withdrawn, so no more evidence can be added.']);
    // A pending deliverable cannot be disputed: only one in review (also where it waits once revisions are used up).
    await saveDeliverable(server.ctx, { ...(await deliverableById(server.ctx, deliverableId))!, status: 'pending' });
    expect((await creator.open(deliverableId)).body.message).toBe('This deliverable is pending, so it cannot be disputed.');
    expect(contract.status).toBe('active');
  });

  it('refuses a bad body (422) and those who may not see or act on it (401, 403, 404)', async () => {
    const server = await makeServer();
    const { deliverableId, brand, creator, admin } = await inReview(server);
    const short = await brand.open(deliverableId, { reason: 'bad' });
    expect([short.status, Object.keys(short.body.errors)]).toEqual([422, ['reason']]);
    expect((await brand.open(deliverableId, { reason: 42 })).status).toBe(422);
    const unkeyed = await request(server.app).post(`/api/deliverables/${deliverableId}/disputes`).set('Authorization', `Bearer ${await server.signIn(SEEDED.brand)}`).send({ reason: 'The reel does not show the product.' });
    expect(unkeyed.status).toBe(422);
    const id = (await brand.open(deliverableId)).body.dispute.id as string;
    expect((await creator.respond(id, '')).status).toBe(422);
    expect((await admin.post(`/admin/disputes/${id}/propose`, { creatorShare: 1.5 })).status).toBe(422);
    expect((await admin.get('/admin/disputes?status=bogus')).status).toBe(422);

    const nobody = api(server, null);
    const partner = api(server, await server.signIn(SEEDED.partner));
    const otherBrand = api(server, await server.signIn('brand-kahawa@sauti.test'));
    const otherCreator = api(server, await server.signIn('creator-mutua@sauti.test'));
    expect((await nobody.get(`/disputes/${id}`)).status).toBe(401);
    expect((await partner.get(`/disputes/${id}`)).status).toBe(403);
    expect((await otherBrand.get(`/disputes/${id}`)).status).toBe(404);
    expect((await otherCreator.get(`/deliverables/${deliverableId}/dispute`)).status).toBe(404);
    expect((await otherCreator.respond(id)).status).toBe(404);
    expect((await admin.open(deliverableId)).status).toBe(403);
    expect((await admin.respond(id)).status).toBe(403);
    expect((await brand.get('/admin/disputes')).status).toBe(403);
    expect((await creator.post(`/admin/disputes/${id}/propose`, { creatorShare: 0.5 })).status).toBe(403);
    expect((await admin.post('/admin/disputes/nope/decide', { outcome: 'release' })).status).toBe(404);
    expect((await brand.get(`/disputes/${id}`)).status).toBe(200);
  });
});
