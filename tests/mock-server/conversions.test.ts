import { createHmac } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { signedCallbackUrl } from '../../mock-server/money/callback-url.ts';
import { makeServer, SEEDED } from './support.ts';
import { stored as records } from './delivery-support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;

const CONTRACT = 'ctr-duka-in-progress-wairimu';
const OTHER_BRANDS_CONTRACT = 'ctr-kahawa-completed-mutua';
const SEEDED_SALES_CAMPAIGN = 'cmp-kahawa-completed';
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

const linkOf = async (server: Server, contractId = CONTRACT) => (await records.links(server)).find((l) => l.contractId === contractId)!;
/** The conversions these tests record: the seed's own (cmp-kahawa-completed's sales, with `seed-` ids) are left out. */
const stored = async (server: Server) => (await records.conversions(server)).filter((c) => c.campaignId !== SEEDED_SALES_CAMPAIGN);
const auth = async (server: Server, email: string) => `Bearer ${await server.signIn(email)}`;

const readSecret = (server: Server, token: string) => request(server.app).get('/api/brands/me/webhook-secret').set('Authorization', token);
/** The brand's webhook secret, as its developer reads it once in the app. */
async function secretOf(server: Server, email: string = SEEDED.brand): Promise<{ brandId: string; secret: string }> {
  return (await readSecret(server, await auth(server, email)).expect(200)).body;
}

/** Posts `body` to the webhook, signed over its exact bytes (or with the given signature). */
function postSigned(server: Server, brandId: string, secret: string, body: object, signature?: string, indent?: number) {
  const raw = JSON.stringify(body, null, indent);
  const hmac = createHmac('sha256', secret).update(raw).digest('hex');
  return request(server.app).post('/api/conversions').set('Content-Type', 'application/json')
    .set('X-Sauti-Brand', brandId).set('X-Sauti-Signature', signature ?? `sha256=${hmac}`).send(raw);
}

const SALE = { type: 'sale', amount: 250_000, currency: 'KES', externalRef: 'order-1001' } as const;

describe('the per-brand webhook secret', () => {
  it('is made on the brand\'s first read, the same afterwards, and never served by the generic router', async () => {
    const server = await makeServer();
    const token = await auth(server, SEEDED.brand);
    const first = (await readSecret(server, token).expect(200)).body;
    expect(first).toMatchObject({ brandId: 'acc-brand', secret: expect.stringMatching(/^whsec_.{20,}$/) });
    expect((await readSecret(server, token).expect(200)).body.secret).toBe(first.secret);
    expect(await records.webhookSecrets(server)).toHaveLength(1);
    expect((await request(server.app).get('/api/webhookSecrets')).status).toBe(404);
    expect((await request(server.app).get('/api/roles/x/webhookSecrets')).status).toBe(404);
    expect((await readSecret(server, await auth(server, SEEDED.influencer))).status).toBe(403);
    expect((await request(server.app).get('/api/brands/me/webhook-secret')).status).toBe(401);
  });
});

describe('POST /api/conversions (signed webhook)', () => {
  it('checks the signature against the exact bytes sent, so a sender\'s own JSON formatting is accepted', async () => {
    const server = await makeServer();
    const { brandId, secret } = await secretOf(server);
    await postSigned(server, brandId, secret, { ...SALE, code: (await linkOf(server)).code }, undefined, 2).expect(201);
    expect((await stored(server))).toHaveLength(1);
  });

  it('refuses a bad, missing or other brand\'s signature, or a changed body, with 401 and records nothing', async () => {
    const server = await makeServer();
    const { brandId, secret } = await secretOf(server);
    const other = await secretOf(server, 'brand-zuri@sauti.test');
    const body = { ...SALE, code: (await linkOf(server)).code };
    const tampered = createHmac('sha256', secret).update(JSON.stringify({ ...body, amount: 1 })).digest('hex');
    for (const res of [
      await postSigned(server, brandId, 'not-the-secret', body),
      await postSigned(server, brandId, secret, body, 'sha256=zz'),
      await postSigned(server, brandId, secret, body, `sha256=${tampered}`),
      await postSigned(server, brandId, other.secret, body),
      await postSigned(server, 'acc-nobody', secret, body),
      await request(server.app).post('/api/conversions').send(body),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toMatch(/not signed with your Sauti webhook secret/);
    }
    expect((await stored(server))).toEqual([]);
  });

  it('records a signed sale by code once per externalRef: a repeat answers 200 with the same record', async () => {
    const server = await makeServer();
    const { brandId, secret } = await secretOf(server);
    const link = (await linkOf(server));
    const first = await postSigned(server, brandId, secret, { ...SALE, code: link.code.toLowerCase() }).expect(201);
    expect(first.body).toMatchObject({ campaignId: link.campaignId, contractId: CONTRACT, brandId, type: 'sale', amount: 250_000, currency: 'KES', source: 'webhook', externalRef: 'order-1001', code: link.code });
    const again = await postSigned(server, brandId, secret, { ...SALE, code: link.code }).expect(200);
    expect(again.body).toEqual(first.body);
    expect((await stored(server))).toHaveLength(1);
  });

  it('attributes by the click id a short link passed on as sid', async () => {
    const server = await makeServer();
    const { brandId, secret } = await secretOf(server);
    const redirect = await request(server.app).get(`/r/${(await linkOf(server)).slug}`).set('User-Agent', BROWSER).expect(302);
    const clickId = new URL(redirect.headers.location as string).searchParams.get('sid');
    const res = await postSigned(server, brandId, secret, { type: 'lead', amount: 0, currency: 'KES', clickId, externalRef: 'lead-7' }).expect(201);
    expect(res.body).toMatchObject({ contractId: CONTRACT, clickId, type: 'lead' });
  });

  it('keeps a sale with an unknown code, or another brand\'s, as the brand\'s unattributed sale', async () => {
    const server = await makeServer();
    const { brandId, secret } = await secretOf(server);
    for (const [ref, code] of [['o-1', 'SAUTI-NOBODY9'], ['o-2', (await linkOf(server, OTHER_BRANDS_CONTRACT)).code]] as const) {
      const res = await postSigned(server, brandId, secret, { ...SALE, externalRef: ref, code }).expect(201);
      expect(res.body).toMatchObject({ campaignId: null, contractId: null, brandId });
    }
  });

  it('answers a signed but invalid body with 422 and field errors', async () => {
    const server = await makeServer();
    const { brandId, secret } = await secretOf(server);
    const res = await postSigned(server, brandId, secret, { type: 'refund', amount: 1.5, currency: 'EUR' }).expect(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['amount', 'currency', 'externalRef', 'type']);
  });
});

describe('POST /api/campaigns/:id/conversions (the brand\'s own entry)', () => {
  const entry = (server: Server, token: string, campaignId: string, body: object, key = `k-${Math.random()}`) =>
    request(server.app).post(`/api/campaigns/${campaignId}/conversions`).set('Authorization', token).set('Idempotency-Key', key).send(body);

  it('records a sale for a code or contract of the brand\'s campaign, or unattributed, in the campaign\'s currency', async () => {
    const server = await makeServer();
    const token = await auth(server, SEEDED.brand);
    const byCode = await entry(server, token, 'cmp-duka-in-progress', { type: 'sale', amount: 99_900, code: (await linkOf(server)).code }).expect(201);
    expect(byCode.body).toMatchObject({ contractId: CONTRACT, source: 'manual', currency: 'KES', externalRef: expect.stringMatching(/^manual-/) });
    const byContract = await entry(server, token, 'cmp-duka-in-progress', { type: 'lead', amount: 0, contractId: 'ctr-duka-in-progress-chebet' }).expect(201);
    expect(byContract.body).toMatchObject({ contractId: 'ctr-duka-in-progress-chebet', campaignId: 'cmp-duka-in-progress' });
    const loose = await entry(server, token, 'cmp-duka-in-progress', { type: 'sale', amount: 5_000, externalRef: 'till-55' }).expect(201);
    expect(loose.body).toMatchObject({ campaignId: 'cmp-duka-in-progress', contractId: null, brandId: 'acc-brand' });
    expect((await stored(server))).toHaveLength(3);
  });

  it('refuses a code or contract of another campaign (422), another brand\'s campaign (404), a draft (409) and a missing Idempotency-Key', async () => {
    const server = await makeServer();
    const token = await auth(server, SEEDED.brand);
    const code = await entry(server, token, 'cmp-duka-in-progress', { type: 'sale', amount: 100, code: (await linkOf(server, OTHER_BRANDS_CONTRACT)).code }).expect(422);
    expect(code.body.errors).toEqual({ code: ['No creator on this campaign has this code.'] });
    await entry(server, token, 'cmp-duka-in-progress', { type: 'sale', amount: 100, contractId: OTHER_BRANDS_CONTRACT }).expect(422);
    await entry(server, token, 'cmp-kahawa-completed', { type: 'sale', amount: 100 }).expect(404);
    await entry(server, token, 'cmp-duka-draft', { type: 'sale', amount: 100 }).expect(409);
    await request(server.app).post('/api/campaigns/cmp-duka-in-progress/conversions').set('Authorization', token).send({ type: 'sale', amount: 100 }).expect(422);
    await entry(server, await auth(server, SEEDED.influencer), 'cmp-duka-in-progress', { type: 'sale', amount: 100 }).expect(403);
    expect((await stored(server))).toEqual([]);
  });
});

describe('M-Pesa C2B: the code as the Paybill account number', () => {
  const confirmation = (billRef: string, transId: string, amount = '1500.00') => ({
    TransactionType: 'Pay Bill', TransID: transId, TransTime: '20260105100000', TransAmount: amount, BusinessShortCode: '174379',
    BillRefNumber: billRef, InvoiceNumber: '', OrgAccountBalance: '', ThirdPartyTransID: '', MSISDN: '2547 ***** 149', FirstName: 'John', MiddleName: '', LastName: 'Doe',
  });
  const confirm = (server: Server, body: object) => {
    const url = new URL(signedCallbackUrl(server.ctx, 'mpesa/c2b/confirmation', 'c2b'), 'http://x');
    return request(server.app).post(url.pathname + url.search).send(body);
  };

  it('attributes a sale whose BillRefNumber is a code, over the simulator\'s real HTTP delivery, and counts a replayed TransID once', async () => {
    const server = await makeServer();
    await server.listenForReal();
    const link = (await linkOf(server));
    const sim = await request(server.app).post('/__sim/mpesa/c2b').send({ billRefNumber: link.code, amount: 1500 }).expect(200);
    const transId = sim.body.confirmation.TransID as string;
    expect((await stored(server))).toEqual([expect.objectContaining({ source: 'mpesa_c2b', externalRef: transId, contractId: CONTRACT, campaignId: link.campaignId, type: 'sale', amount: 150_000, currency: 'KES' })]);
    const replay = await confirm(server, sim.body.confirmation).expect(200);
    expect(replay.body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    await request(server.app).post('/__sim/mpesa/c2b').send({ billRefNumber: link.code, amount: 1500, transId }).expect(200);
    expect((await stored(server))).toHaveLength(1);
    // The payer's name (and number) are not kept: the conversion holds none of the confirmation's personal fields.
    expect(JSON.stringify(await records.conversions(server))).not.toContain('John');
  });

  it('keeps a payment with an unknown code as unattributed', async () => {
    const server = await makeServer();
    await confirm(server, confirmation('INV 2231', 'SKL4X9PQ2A')).expect(200);
    expect((await stored(server))).toEqual([expect.objectContaining({ externalRef: 'SKL4X9PQ2A', campaignId: null, contractId: null, brandId: null, code: 'INV2231', amount: 150_000 })]);
  });

  it('refuses an unsigned or differently signed confirmation (403) and a malformed one (422)', async () => {
    const server = await makeServer();
    await request(server.app).post('/api/webhooks/mpesa/c2b/confirmation').send(confirmation((await linkOf(server)).code, 'SKL4X9PQ2B')).expect(403);
    const stk = new URL(signedCallbackUrl(server.ctx, 'mpesa/c2b/confirmation', 'pay-1'), 'http://x');
    await request(server.app).post(stk.pathname + stk.search).send(confirmation((await linkOf(server)).code, 'SKL4X9PQ2C')).expect(403);
    const bad = await confirm(server, { TransID: '!', TransAmount: 'lots' }).expect(422);
    expect(bad.body.errors).toHaveProperty('TransID');
    expect((await stored(server))).toEqual([]);
  });

  it('offers the simulator control only outside production', async () => {
    const server = await makeServer({ mode: 'production' });
    expect((await request(server.app).post('/__sim/mpesa/c2b').send({ billRefNumber: 'X', amount: 1 })).status).toBe(404);
  });
});
