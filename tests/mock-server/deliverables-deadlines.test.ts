import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Contract, DeliverableTemplate } from '../../src/domain/campaign-types.ts';
import type { Deliverable } from '../../src/domain/delivery-types.ts';
import { deliverables as deliverablesTable } from '../../mock-server/db/schema/index.ts';
import { runDueDeadlines, startDeliveryDeadlines } from '../../mock-server/delivery/deadlines.ts';
import { deliverableById, saveDeliverable } from '../../mock-server/delivery/deliverables.ts';
import { deliverableRow } from '../../mock-server/delivery/rows.ts';
import { ledgerRows } from './money-support.ts';
import { holdIdOf } from '../../mock-server/money/holds.ts';
import { changeCampaign, setContract } from './campaigns-support.ts';
import { contractStatus, noticesOf, stored } from './delivery-support.ts';
import { DAY, MINUTE, makeServer, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
const CAMPAIGN = 'cmp-duka-recruiting';
const FRIDAY_10_EAT = Date.parse('2026-01-09T07:00:00Z');
const WEDNESDAY_10_EAT = Date.parse('2026-01-14T07:00:00Z');
const ONE: DeliverableTemplate[] = [{ platform: 'instagram', type: 'reel', quantity: 1, dueDays: 7, rights: [] }];

/** A token for `email`, signed in again once the last one is near its 7-day end (the clock jumps days here). */
function tokens(server: Server, email: string) {
  let held: { token: string; at: number } | null = null;
  return async () => {
    if (!held || server.clock.now() - held.at > 6 * DAY) held = { token: await server.signIn(email), at: server.clock.now() };
    return held.token;
  };
}

/** The brand accepts Wambui's seeded application with a one-deliverable template, on Friday morning EAT by default. */
async function oneDeliverableContract(server: Server, acceptAt = FRIDAY_10_EAT - 60 * MINUTE) {
  server.clock.set(acceptAt);
  await changeCampaign(server, CAMPAIGN, { deliverables: ONE });
  const brand = await server.signIn(SEEDED.brand);
  const creatorToken = tokens(server, 'creator-wambui@sauti.test');
  const accepted = await request(server.app).post('/api/applications/app-duka-recruiting-wambui/accept').set('Authorization', `Bearer ${brand}`).send({});
  expect(accepted.status, accepted.text).toBe(200);
  const contract = accepted.body.contract as Contract;
  const read = async () => (await request(server.app).get(`/api/contracts/${contract.id}/deliverables`).set('Authorization', `Bearer ${await creatorToken()}`).expect(200)).body as { contract: Contract; items: Deliverable[] };
  const id = (await read()).items[0]!.id;
  const submit = async () => request(server.app).post(`/api/deliverables/${id}/submissions`).set('Authorization', `Bearer ${await creatorToken()}`).send({ url: 'https://example.com/draft', caption: 'Draft' });
  return { contract, id, read, submit };
}

/** One more pending deliverable, due in a day, on a seeded active contract. */
async function oneDeliverableContractOf(server: Server): Promise<Deliverable> {
  const d = (await stored.deliverables(server)).find((x) => x.contractId === 'ctr-duka-in-progress-wairimu');
  const pending: Deliverable = { ...d!, id: 'dlv-timer', index: 99, status: 'pending', dueAt: new Date(server.clock.now() + DAY).toISOString(), reviewDeadlineAt: null, submissions: [], feedback: [] };
  await server.db.insert(deliverablesTable).values(deliverableRow(pending));
  return pending;
}

const releases = async (server: Server, contractId: string) => (await ledgerRows(server)).filter((t) => t.pendingId === holdIdOf(contractId) && t.flags.post);

describe('deliverable deadlines, kept by the local API\'s clock', () => {
  it('auto-approves a Friday 10:00 EAT submission on Wednesday 10:00 EAT, not a minute before, releasing the funds once', async () => {
    const server = await makeServer();
    const { contract, read, submit } = await oneDeliverableContract(server);
    server.clock.set(FRIDAY_10_EAT);
    const submitted = await submit();
    expect(submitted.status, submitted.text).toBe(201);
    expect(submitted.body.deliverable.reviewDeadlineAt).toBe(new Date(WEDNESDAY_10_EAT).toISOString());

    server.clock.set(WEDNESDAY_10_EAT - MINUTE);
    expect((await read()).items[0]).toMatchObject({ status: 'in_review', autoApproved: false });
    expect(await releases(server, contract.id)).toHaveLength(0);

    server.clock.set(WEDNESDAY_10_EAT);
    const after = await read();
    expect(after.items[0]).toMatchObject({ status: 'approved', autoApproved: true, approvedAt: new Date(WEDNESDAY_10_EAT).toISOString(), reviewDeadlineAt: null });
    expect(after.contract.status).toBe('completed');
    server.clock.advance(60 * MINUTE);
    await read();
    expect((await releases(server, contract.id)).map((t) => t.amount)).toEqual([contract.agreedFee]);
    expect(await noticesOf(server, 'deliverable_auto_approved')).toEqual(['acc-brand', 'acc-wambui']);
    expect(await noticesOf(server, 'contract_released')).toEqual(['acc-wambui']);
    // Saved, not only in memory: the database has the approval, and the release.
    expect((await stored.deliverables(server)).find((d) => d.contractId === contract.id)?.status).toBe('approved');
    expect(await ledgerRows(server)).toContainEqual(expect.objectContaining({ pendingId: holdIdOf(contract.id) }));
    expect(await contractStatus(server, contract.id)).toBe('completed');
  });

  it('moves a due deadline once when two runs race, and the timer runs it without any request', async () => {
    const server = await makeServer();
    const { contract, id, submit } = await oneDeliverableContract(server);
    server.clock.set(FRIDAY_10_EAT);
    expect((await submit()).status).toBe(201);
    server.clock.set(WEDNESDAY_10_EAT);
    // Each run claims the row with for update skip locked, and only while it is still due.
    expect(await Promise.all([runDueDeadlines(server.ctx), runDueDeadlines(server.ctx)])).toEqual(expect.arrayContaining([1, 0]));
    expect((await deliverableById(server.ctx, id))).toMatchObject({ status: 'approved', autoApproved: true });
    expect(await releases(server, contract.id)).toHaveLength(1);
    expect(await runDueDeadlines(server.ctx)).toBe(0);

    // The timer (an injected scheduler here) moves the next deadline with no request at all.
    const other = await oneDeliverableContractOf(server);
    let tick: (() => Promise<void>) | undefined;
    const stop = startDeliveryDeadlines(server.ctx, { every: (_ms, task) => { tick = task; return () => {}; } });
    server.clock.set(Date.parse(other.dueAt));
    await tick!();
    expect((await deliverableById(server.ctx, other.id))?.status).toBe('overdue');
    stop();
  });

  it('never auto-approves a disputed deliverable: its timer is paused', async () => {
    const server = await makeServer();
    const { contract, id, read, submit } = await oneDeliverableContract(server);
    server.clock.set(FRIDAY_10_EAT);
    expect((await submit()).status).toBe(201);
    await saveDeliverable(server.ctx, { ...(await deliverableById(server.ctx, id))!, status: 'disputed' });
    server.clock.set(WEDNESDAY_10_EAT + 10 * 24 * 60 * MINUTE);
    const after = await read();
    expect(after.items[0]).toMatchObject({ status: 'disputed', autoApproved: false, approvedAt: null });
    expect(after.contract.status).toBe('active');
    expect(await releases(server, contract.id)).toHaveLength(0);
  });

  it('marks a pending deliverable overdue once its due date passes, telling both sides', async () => {
    const server = await makeServer();
    const { read } = await oneDeliverableContract(server, Date.parse('2026-01-05T07:00:00Z'));
    const dueAt = Date.parse((await read()).items[0]!.dueAt);
    server.clock.set(dueAt - MINUTE);
    expect((await read()).items[0]!.status).toBe('pending');
    server.clock.set(dueAt);
    expect((await read()).items[0]!.status).toBe('overdue');
    expect(await noticesOf(server, 'deliverable_overdue')).toEqual(['acc-brand', 'acc-wambui']);
  });

  it('takes a late submission from an overdue deliverable and starts its review window', async () => {
    const server = await makeServer();
    const { read, submit } = await oneDeliverableContract(server, Date.parse('2026-01-05T07:00:00Z'));
    server.clock.set(Date.parse((await read()).items[0]!.dueAt) + MINUTE);
    expect((await read()).items[0]!.status).toBe('overdue');
    const late = await submit();
    expect(late.status, late.text).toBe(201);
    expect(late.body.deliverable).toMatchObject({ status: 'in_review', submissions: [{ version: 1 }] });
  });

  it('leaves deliverables of a cancelled contract alone', async () => {
    const server = await makeServer();
    const { contract, read, submit } = await oneDeliverableContract(server);
    server.clock.set(FRIDAY_10_EAT);
    expect((await submit()).status).toBe(201);
    await setContract(server, contract.id, 'cancelled');
    server.clock.set(WEDNESDAY_10_EAT + MINUTE);
    expect((await read()).items[0]!.status).toBe('in_review');
    expect(await releases(server, contract.id)).toHaveLength(0);
  });
});
