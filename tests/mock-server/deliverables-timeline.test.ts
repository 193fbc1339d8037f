import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Contract, DeliverableTemplate } from '../../src/domain/campaign-types.ts';
import type { Deliverable } from '../../src/domain/delivery-types.ts';
import { changeCampaign } from './campaigns-support.ts';
import { makeServer, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
const CAMPAIGN = 'cmp-duka-recruiting';
const REEL: DeliverableTemplate = { platform: 'instagram', type: 'reel', quantity: 1, dueDays: 7, rights: [] };
let keys = 0;

/** The case: a campaign running 5 Dec–31 Jan, and Wambui accepted on 24 Nov at 10:00 Nairobi time. */
async function acceptedEarly(server: Server, deliverables: DeliverableTemplate[] = [REEL]) {
  await changeCampaign(server, CAMPAIGN, { startDate: '2026-12-05', endDate: '2027-01-31', deliverables });
  server.clock.set(Date.parse('2026-11-24T10:00:00+03:00'));
  const brand = `Bearer ${await server.signIn(SEEDED.brand)}`;
  const creator = `Bearer ${await server.signIn('creator-wambui@sauti.test')}`;
  const accepted = await request(server.app).post('/api/applications/app-duka-recruiting-wambui/accept').set('Authorization', brand).send({});
  expect(accepted.status, accepted.text).toBe(200);
  const contract = accepted.body.contract as Contract;
  const items = async () => (await request(server.app).get(`/api/contracts/${contract.id}/deliverables`).set('Authorization', brand).expect(200)).body.items as Deliverable[];
  return { brand, creator, items };
}

describe('deliverables fall due inside the campaign\'s timeline', () => {
  it('a creator accepted before the start is due dueDays after the campaign starts, not after acceptance', async () => {
    const server = await makeServer();
    const { items } = await acceptedEarly(server);
    // 5 Dec 00:00 in Nairobi, plus 7 days; before, it was 1 Dec, four days before the campaign began.
    expect((await items()).map((d) => d.dueAt)).toEqual(['2026-12-11T21:00:00.000Z']);
  });

  it('is never due after the campaign\'s last day', async () => {
    const server = await makeServer();
    const { items } = await acceptedEarly(server, [{ ...REEL, dueDays: 90 }]);
    expect((await items()).map((d) => d.dueAt)).toEqual(['2027-01-31T20:59:59.999Z']);
  });
});

describe('a post cannot go live before the campaign starts', () => {
  it('refuses the live link with 409 and the reason, by field, until the start day in Nairobi; then takes it', async () => {
    const server = await makeServer();
    const { brand, creator, items } = await acceptedEarly(server);
    const [reel] = await items();
    // A draft may be sent and approved ahead of the start: only going live waits for it.
    await request(server.app).post(`/api/deliverables/${reel!.id}/submissions`).set('Authorization', creator).send({ url: 'https://example.com/draft', caption: 'Draft' }).expect(201);
    await request(server.app).post(`/api/deliverables/${reel!.id}/approve`).set('Authorization', brand).set('Idempotency-Key', `k-${++keys}`).send({}).expect(200);
    // Sessions last 7 days, so the creator signs in again once the clock has moved.
    server.clock.set(Date.parse('2026-12-04T23:59:00+03:00'));
    const again = `Bearer ${await server.signIn('creator-wambui@sauti.test')}`;
    const live = () => request(server.app).post(`/api/deliverables/${reel!.id}/live-link`).set('Authorization', again).send({ url: 'https://instagram.com/p/early' });
    const refused = await live().expect(409);
    const message = 'This campaign starts on 5 December 2026, so its posts cannot go live before then. Publish the post and add its link from that day.';
    expect(refused.body).toEqual({ message, errors: { url: [message] } });

    server.clock.set(Date.parse('2026-12-05T00:00:00+03:00'));
    expect((await live().expect(200)).body.deliverable).toMatchObject({ status: 'live', liveUrl: 'https://instagram.com/p/early' });
  });
});
