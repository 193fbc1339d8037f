import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { signedCallbackUrl } from '../../mock-server/money/callback-url.ts';
import { makeServer, MINUTE, SEEDED } from './support.ts';
import { stored } from './delivery-support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
const CAMPAIGN = 'cmp-duka-in-progress';
const WAIRIMU = 'ctr-duka-in-progress-wairimu';
let keys = 0;

const codeOf = async (server: Server, contractId: string) => (await stored.links(server)).find((l) => l.contractId === contractId)!.code;
const list = (server: Server, token: string | null, campaignId = CAMPAIGN, query = '') => {
  const req = request(server.app).get(`/api/campaigns/${campaignId}/conversions${query}`);
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};

/** Three conversions a minute apart: a manual sale by code, an unattributed manual one, then a Paybill sale by code. */
async function threeConversions(server: Server) {
  const brand = await server.signIn(SEEDED.brand);
  const code = (await codeOf(server, WAIRIMU));
  const manual = (body: object) => request(server.app).post(`/api/campaigns/${CAMPAIGN}/conversions`).set('Authorization', `Bearer ${brand}`).set('Idempotency-Key', `k-${++keys}`).send(body);
  expect((await manual({ type: 'sale', amount: 99_900, code, externalRef: 'order-1' })).status).toBe(201);
  server.clock.advance(MINUTE);
  // A brand's till reference that happens to carry a customer's phone number.
  expect((await manual({ type: 'lead', amount: 0, externalRef: 'till +254 712 345 678' })).status).toBe(201);
  server.clock.advance(MINUTE);
  const url = new URL(signedCallbackUrl(server.ctx, 'mpesa/c2b/confirmation', 'c2b'), 'http://x');
  const c2b = await request(server.app).post(url.pathname + url.search).send({
    TransactionType: 'Pay Bill', TransID: 'SKL4X9PQ2A', TransTime: '20260105100000', TransAmount: '1500.00', BusinessShortCode: '174379',
    BillRefNumber: code, MSISDN: '254712345678', FirstName: 'John', LastName: 'Doe',
  });
  expect(c2b.status).toBe(200);
  return { brand, code };
}

describe('GET /api/campaigns/:id/conversions', () => {
  it('lists the campaign\'s conversions newest first, each with its source, amount, creator or "unattributed", and time', async () => {
    const server = await makeServer();
    const { brand, code } = await threeConversions(server);
    const res = await list(server, brand).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    const start = Date.parse('2026-01-05T07:00:00Z');
    expect(res.body.items).toEqual([
      { id: expect.any(String), type: 'sale', source: 'mpesa_c2b', amount: 150_000, currency: 'KES', contractId: WAIRIMU, creator: { id: 'acc-wairimu', name: expect.any(String) }, attributed: true, code, externalRef: 'SKL4X9PQ2A', at: new Date(start + 2 * MINUTE).toISOString() },
      { id: expect.any(String), type: 'lead', source: 'manual', amount: 0, currency: 'KES', contractId: null, creator: null, attributed: false, code: null, externalRef: 'till 0712 ••• 678', at: new Date(start + MINUTE).toISOString() },
      { id: expect.any(String), type: 'sale', source: 'manual', amount: 99_900, currency: 'KES', contractId: WAIRIMU, creator: { id: 'acc-wairimu', name: expect.any(String) }, attributed: true, code, externalRef: 'order-1', at: new Date(start).toISOString() },
    ]);
    // Nothing of the payer or the raw callback, and no number a person could dial.
    expect(res.text).not.toMatch(/John|Doe|254712345678|712 345|MSISDN|clickId|brandId/);
  });

  it('pages (mock-server/paging.ts) and filters by source; bad paging is 422 with field errors', async () => {
    const server = await makeServer();
    const { brand } = await threeConversions(server);
    const second = await list(server, brand, CAMPAIGN, '?page=2&pageSize=2').expect(200);
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.body.items.map((c: { externalRef: string }) => c.externalRef)).toEqual(['order-1']);
    const c2b = await list(server, brand, CAMPAIGN, '?source=mpesa_c2b').expect(200);
    expect(c2b.body.items.map((c: { source: string }) => c.source)).toEqual(['mpesa_c2b']);
    const bad = await list(server, brand, CAMPAIGN, '?page=0&source=fax').expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['page', 'source']);
  });

  it('is for the campaign\'s brand and admins: 404 for another brand\'s or an unknown campaign (as its analytics), 403 for a creator, 401 signed out', async () => {
    const server = await makeServer();
    await threeConversions(server);
    expect((await list(server, await server.signIn(SEEDED.admin)).expect(200)).body.total).toBe(3);
    const other = await list(server, await server.signIn('brand-kahawa@sauti.test')).expect(404);
    expect(other.body.message).toBe('There is no such campaign.');
    await list(server, await server.signIn('creator-wairimu@sauti.test')).expect(403);
    const unknown = await list(server, await server.signIn(SEEDED.brand), 'cmp-nope').expect(404);
    expect(unknown.body.message).toBe('There is no such campaign.');
    await list(server, null).expect(401);
  });
});
