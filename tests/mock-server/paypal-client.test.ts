import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { paypalClient } from '../../mock-server/providers/paypal/client.ts';
import { readPaypalConfig } from '../../mock-server/providers/paypal/config.ts';
import { makeServer } from './support.ts';

/**
 * A stand-in PayPal: each token request gets a new token; `revoke()` makes it forget every token issued so far, as
 * PayPal revoking one early, or a development database reset, would; `refuseAll()` honours no token, old or new.
 * Every call is logged with the token it carried.
 */
async function fakePaypal() {
  const known = new Set<string>();
  const calls: string[] = [];
  let issued = 0;
  let refusing = false;
  const server = http.createServer((req, res) => {
    if (req.url === '/v1/oauth2/token') {
      const token = `t${++issued}`;
      if (!refusing) known.add(token);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ access_token: token, expires_in: 32_400 }));
      return;
    }
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    calls.push(`${req.method} ${req.url} ${token}`);
    res.statusCode = known.has(token) ? 200 : 401;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(known.has(token) ? { ok: true } : { error: 'invalid_token' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  open.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, revoke: () => known.clear(), refuseAll: () => { refusing = true; known.clear(); } };
}
const open: http.Server[] = [];
afterEach(() => {
  for (const server of open.splice(0)) server.close();
});

describe('the PayPal client', () => {
  it('keeps its token between calls, and when PayPal no longer honours it, asks for a new one and makes the call once more', async () => {
    const { ctx } = await makeServer();
    const paypal = await fakePaypal();
    const client = paypalClient(ctx, { ...readPaypalConfig({}), baseUrl: paypal.url });
    expect((await client.call('GET', '/v1/payments/payouts/A')).status).toBe(200);
    expect((await client.call('GET', '/v1/payments/payouts/B')).status).toBe(200);
    paypal.revoke();
    const after = await client.call('POST', '/v1/payments/payouts', { items: [] }, 'request-1');
    expect(after.status).toBe(200);
    expect(paypal.calls).toEqual(['GET /v1/payments/payouts/A t1', 'GET /v1/payments/payouts/B t1', 'POST /v1/payments/payouts t1', 'POST /v1/payments/payouts t2']);
  });

  it('asks for a new token once only: a 401 with a token just issued is PayPal\'s answer, given as it is', async () => {
    const { ctx } = await makeServer();
    const paypal = await fakePaypal();
    const client = paypalClient(ctx, { ...readPaypalConfig({}), baseUrl: paypal.url });
    expect((await client.call('GET', '/v1/payments/payouts/A')).status).toBe(200);
    paypal.refuseAll();
    expect((await client.call('GET', '/v1/payments/payouts/B')).status).toBe(401);
    expect((await client.call('GET', '/v1/payments/payouts/C')).status).toBe(401);
    expect(paypal.calls).toEqual(['GET /v1/payments/payouts/A t1', 'GET /v1/payments/payouts/B t1', 'GET /v1/payments/payouts/B t2', 'GET /v1/payments/payouts/C t3']);
  });
});
