import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Contract, DeliverableTemplate } from '../../src/domain/campaign-types.ts';
import type { Deliverable } from '../../src/domain/delivery-types.ts';
import { accountCode } from '../../mock-server/ledger/accounts.ts';
import { balances } from '../../mock-server/ledger/ledger.ts';
import { ledgerRows } from './money-support.ts';
import { holdIdOf } from '../../mock-server/money/holds.ts';
import { changeCampaign, setContract } from './campaigns-support.ts';
import { noticesOf } from './delivery-support.ts';
import { DAY, HOUR, makeServer, MINUTE, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
const CAMPAIGN = 'cmp-duka-recruiting';
const FEE = 3_000_000;
const FRIDAY_10_EAT = Date.parse('2026-01-09T07:00:00Z');
const MONDAY_10_EAT = Date.parse('2026-01-12T07:00:00Z');
const WEDNESDAY_10_EAT = Date.parse('2026-01-14T07:00:00Z');
const ONE: DeliverableTemplate[] = [{ platform: 'instagram', type: 'reel', quantity: 1, dueDays: 7, rights: [] }];
let keys = 0;

/** One side of the contract (or the admin), signed in again whenever its 7-day session nears its end: the clock jumps days. */
function as(server: Server, email: string) {
  let held: { token: string; at: number } | null = null;
  const token = async () => {
    if (!held || server.clock.now() - held.at > 6 * DAY) held = { token: await server.signIn(email), at: server.clock.now() };
    return held.token;
  };
  return {
    get: async (path: string) => request(server.app).get(`/api${path}`).set('Authorization', `Bearer ${await token()}`),
    post: async (path: string, body: object = {}) =>
      request(server.app).post(`/api${path}`).set('Authorization', `Bearer ${await token()}`).set('Idempotency-Key', `k-${++keys}`).send(body),
  };
}

/** Wambui's one-deliverable contract, its draft submitted on Friday 10:00 EAT (auto-approval due Wednesday 10:00 EAT). */
async function submittedFriday(server: Server) {
  server.clock.set(FRIDAY_10_EAT - HOUR);
  await changeCampaign(server, CAMPAIGN, { deliverables: ONE });
  const brand = as(server, SEEDED.brand);
  const creator = as(server, 'creator-wambui@sauti.test');
  const admin = as(server, SEEDED.admin);
  const contract = (await brand.post('/applications/app-duka-recruiting-wambui/accept')).body.contract as Contract;
  const read = async () => (await creator.get(`/contracts/${contract.id}/deliverables`)).body as { contract: Contract; items: Deliverable[] };
  const deliverableId = (await read()).items[0]!.id;
  server.clock.set(FRIDAY_10_EAT);
  const submitted = await creator.post(`/deliverables/${deliverableId}/submissions`, { url: 'https://example.com/draft', caption: 'Draft' });
  expect(submitted.body.deliverable.reviewDeadlineAt).toBe(new Date(WEDNESDAY_10_EAT).toISOString());
  return { contract, deliverableId, brand, creator, admin, read };
}

const releases = async (server: Server, contractId: string) => (await ledgerRows(server)).filter((t) => t.pendingId === holdIdOf(contractId) && t.flags.post);
const balance = async (server: Server, code: string) => (await balances(server.ctx, code)).posted;

describe('dispute deadlines, kept by the local API\'s clock', () => {
  it('pauses the Friday 10:00 EAT submission\'s auto-approval while disputed, and a withdrawal resumes it with the time that was left', async () => {
    const server = await makeServer();
    const { contract, deliverableId, creator, read } = await submittedFriday(server);
    server.clock.set(MONDAY_10_EAT);
    const id = (await creator.post(`/deliverables/${deliverableId}/disputes`, { reason: 'The brand has not looked at my draft.' })).body.dispute.id as string;

    server.clock.set(WEDNESDAY_10_EAT);
    expect((await read()).items[0]).toMatchObject({ status: 'disputed', approvedAt: null, autoApproved: false });
    server.clock.set(WEDNESDAY_10_EAT + DAY);
    expect((await read()).contract.status).toBe('active');
    expect(await releases(server, contract.id)).toHaveLength(0);

    // Opened Monday 10:00 with 2 days of review left: withdrawn Thursday 10:00, it is due Saturday 10:00.
    const withdrawn = await creator.post(`/disputes/${id}/withdraw`);
    expect(withdrawn.body.dispute).toMatchObject({ status: 'withdrawn', deadline: null });
    const resumedAt = WEDNESDAY_10_EAT + DAY + (WEDNESDAY_10_EAT - MONDAY_10_EAT);
    expect((await read()).items[0]).toMatchObject({ status: 'in_review', reviewDeadlineAt: new Date(resumedAt).toISOString() });
    expect(await noticesOf(server, 'dispute_withdrawn')).toEqual(['acc-brand', 'acc-wambui']);
    server.clock.set(resumedAt - MINUTE);
    expect((await read()).items[0]!.status).toBe('in_review');
    server.clock.set(resumedAt);
    expect((await read()).items[0]).toMatchObject({ status: 'approved', autoApproved: true });
    await read();
    expect((await releases(server, contract.id)).map((t) => t.amount)).toEqual([FEE]);
  });

  it('resolves for the brand that opened it (a refund) when the creator does not respond in 5 business days', async () => {
    const server = await makeServer();
    const { contract, deliverableId, brand, creator, read } = await submittedFriday(server);
    const opened = await brand.post(`/deliverables/${deliverableId}/disputes`, { reason: 'The reel shows a rival product.' });
    const respondBy = Date.parse(opened.body.dispute.respondBy as string);
    expect(respondBy).toBe(FRIDAY_10_EAT + 7 * DAY);
    const brandBefore = (await balance(server, accountCode.brand('acc-brand')));

    server.clock.set(respondBy - MINUTE);
    expect((await read()).items[0]!.status).toBe('disputed');
    server.clock.set(respondBy);
    const after = await read();
    expect([after.contract.status, after.items[0]!.status]).toEqual(['cancelled', 'settled']);
    const dispute = (await brand.get(`/deliverables/${deliverableId}/dispute`)).body.dispute;
    expect(dispute).toMatchObject({ status: 'resolved_for_opener', resolution: { outcome: 'refund', creatorAmount: 0, brandAmount: FEE, decidedBy: 'timeout', at: new Date(respondBy).toISOString() } });
    expect((await balance(server, accountCode.brand('acc-brand'))) - brandBefore).toBe(FEE);
    expect(await releases(server, contract.id)).toHaveLength(0);
    expect(await noticesOf(server, 'dispute_resolved')).toEqual(['acc-brand', 'acc-wambui']);
    const late = await creator.post(`/disputes/${dispute.id}/respond`, { text: 'Sorry, I was travelling.' });
    expect([late.status, late.body.message]).toEqual([409, 'This dispute is resolved, so it cannot be responded to.']);
  });

  it('resolves for the creator that opened it (a release, less commission) when the brand does not respond', async () => {
    const server = await makeServer();
    const { contract, deliverableId, creator, read } = await submittedFriday(server);
    const opened = await creator.post(`/deliverables/${deliverableId}/disputes`, { reason: 'The brand asks for work outside the brief.' });
    const before = (await balance(server, accountCode.creator('acc-wambui')));
    server.clock.set(Date.parse(opened.body.dispute.respondBy as string));
    const after = await read();
    expect([after.contract.status, after.items[0]!.status]).toEqual(['completed', 'approved']);
    expect((await releases(server, contract.id)).map((t) => t.amount)).toEqual([FEE]);
    expect((await balance(server, accountCode.creator('acc-wambui'))) - before).toBe(FEE - 0.1 * FEE);
  });

  it('stops a dispute whose contract was cancelled: no deadline moves it and no step is taken', async () => {
    const server = await makeServer();
    const { contract, deliverableId, brand, creator } = await submittedFriday(server);
    const opened = await creator.post(`/deliverables/${deliverableId}/disputes`, { reason: 'The brand asks for work outside the brief.' });
    // A brand cannot cancel around an open dispute; a deleted account's purge ends the contract all the same.
    expect((await brand.post(`/contracts/${contract.id}/cancel`, { reason: 'The campaign changed.' })).status).toBe(409);
    await setContract(server, contract.id, 'cancelled');
    server.clock.set(Date.parse(opened.body.dispute.respondBy as string) + DAY);
    expect((await creator.get(`/disputes/${opened.body.dispute.id}`)).body.dispute.status).toBe('awaiting_response');
    const respond = await brand.post(`/disputes/${opened.body.dispute.id}/respond`, { text: 'We cancelled it.' });
    expect([respond.status, respond.body.message]).toEqual([409, 'This contract is cancelled, so its deliverables cannot be disputed.']);
    expect(await releases(server, contract.id)).toHaveLength(0);
  });

  it('passes a dispute to the admin when mediation\'s 14 days end, from a proposal too, and the admin then decides', async () => {
    const server = await makeServer();
    const { deliverableId, brand, creator, admin, read } = await submittedFriday(server);
    const id = (await brand.post(`/deliverables/${deliverableId}/disputes`, { reason: 'The reel shows a rival product.' })).body.dispute.id as string;
    server.clock.advance(HOUR);
    const responded = await creator.post(`/disputes/${id}/respond`, { text: 'It is our product, relabelled.' });
    const endsAt = Date.parse(responded.body.dispute.mediationEndsAt as string);
    expect(endsAt).toBe(FRIDAY_10_EAT + HOUR + 14 * DAY);
    await admin.post(`/admin/disputes/${id}/propose`, { creatorShare: 0.6 });
    await brand.post(`/disputes/${id}/accept-proposal`);

    server.clock.set(endsAt - MINUTE);
    expect((await admin.get(`/disputes/${id}`)).body.dispute).toMatchObject({ status: 'proposal', deadline: { kind: 'mediation', at: new Date(endsAt).toISOString() } });
    server.clock.set(endsAt);
    expect((await admin.get('/admin/disputes?status=open')).body.items).toEqual([expect.objectContaining({ id, status: 'admin_decision', deadline: null })]);
    expect(await noticesOf(server, 'dispute_to_admin')).toEqual(['acc-brand', 'acc-wambui']);
    expect((await creator.post(`/disputes/${id}/accept-proposal`)).status).toBe(409);
    const decided = await admin.post(`/admin/disputes/${id}/decide`, { outcome: 'split', creatorShare: 0.6 });
    expect(decided.body.dispute.resolution).toMatchObject({ outcome: 'split', creatorAmount: 1_800_000, brandAmount: 1_200_000, decidedBy: 'admin' });
    expect((await read()).items[0]!.status).toBe('settled');
  });
});
