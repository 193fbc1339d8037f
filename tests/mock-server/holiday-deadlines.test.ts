import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Contract, DeliverableTemplate } from '../../src/domain/campaign-types.ts';
import type { Deliverable } from '../../src/domain/delivery-types.ts';
import { changeCampaign } from './campaigns-support.ts';
import { HOUR, MINUTE, makeServer, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
const CAMPAIGN = 'cmp-duka-recruiting';
const ONE: DeliverableTemplate[] = [{ platform: 'instagram', type: 'reel', quantity: 1, dueDays: 7, rights: [] }];
/** An instant at an EAT wall time. */
const eat = (wall: string) => Date.parse(`${wall}+03:00`);
const iso = (ms: number) => new Date(ms).toISOString();

/** Wambui's one-deliverable contract, its draft submitted at `at`. */
async function submittedAt(server: Server, at: number) {
  server.clock.set(at - HOUR);
  await changeCampaign(server, CAMPAIGN, { deliverables: ONE });
  const brand = await server.signIn(SEEDED.brand);
  const creator = await server.signIn('creator-wambui@sauti.test');
  const accepted = await request(server.app).post('/api/applications/app-duka-recruiting-wambui/accept').set('Authorization', `Bearer ${brand}`).send({});
  expect(accepted.status, accepted.text).toBe(200);
  const contract = accepted.body.contract as Contract;
  const read = async () => (await request(server.app).get(`/api/contracts/${contract.id}/deliverables`).set('Authorization', `Bearer ${creator}`).expect(200)).body as { contract: Contract; items: Deliverable[] };
  const id = (await read()).items[0]!.id;
  server.clock.set(at);
  const submitted = await request(server.app).post(`/api/deliverables/${id}/submissions`).set('Authorization', `Bearer ${creator}`).send({ url: 'https://example.com/draft', caption: 'Draft' });
  expect(submitted.status, submitted.text).toBe(201);
  return { id, creator, read, deliverable: submitted.body.deliverable as Deliverable };
}

describe('business-day clocks skip Kenyan public holidays', () => {
  it('auto-approves a Friday 29 May 2026 submission on Thursday 4 June, not Wednesday: Madaraka Day (Monday 1 June) is no business day', async () => {
    const server = await makeServer();
    const { read, deliverable } = await submittedAt(server, eat('2026-05-29T10:00:00'));
    expect(deliverable.reviewDeadlineAt).toBe(iso(eat('2026-06-04T10:00:00')));

    server.clock.set(eat('2026-06-03T10:00:00'));
    expect((await read()).items[0]).toMatchObject({ status: 'in_review', autoApproved: false });
    server.clock.set(eat('2026-06-04T10:00:00') - MINUTE);
    expect((await read()).items[0]!.status).toBe('in_review');
    server.clock.set(eat('2026-06-04T10:00:00'));
    expect((await read()).items[0]).toMatchObject({ status: 'approved', autoApproved: true });
  });

  it('gives the other side until Monday 26 October 2026 to reply to a dispute opened on Friday 16 October: Mashujaa Day (Tuesday 20) is skipped', async () => {
    const server = await makeServer();
    const { id, creator } = await submittedAt(server, eat('2026-10-16T09:00:00'));
    server.clock.set(eat('2026-10-16T10:00:00'));
    const opened = await request(server.app).post(`/api/deliverables/${id}/disputes`).set('Authorization', `Bearer ${creator}`).set('Idempotency-Key', 'holiday-dispute')
      .send({ reason: 'The brand has not looked at my draft.' });
    expect(opened.status, opened.text).toBe(201);
    expect(opened.body.dispute.respondBy).toBe(iso(eat('2026-10-26T10:00:00')));
  });
});
