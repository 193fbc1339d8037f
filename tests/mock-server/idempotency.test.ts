import express from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { errorHandler, HttpError, refuseDeepBodies, route } from '../../mock-server/http.ts';
import { idempotent, type IdempotencyRecord } from '../../mock-server/idempotency.ts';
import { accountCode } from '../../mock-server/ledger/accounts.ts';
import { postPending, transfer } from '../../mock-server/ledger/ledger.ts';
import { emptyMoney, ledgerRows, moneySnapshot } from './money-support.ts';
import { requireUser } from '../../mock-server/sessions.ts';
import { idempotencyKeys } from '../../mock-server/db/schema/index.ts';
import { DAY, makeServer, SEEDED } from './support.ts';

const BRAND = accountCode.brand('acc-brand');
const ESCROW = accountCode.escrow('cmp-1');

/** A tiny app: one money-moving POST behind `requireUser` and `idempotent`, on a fresh local API context. */
async function setup() {
  const server = await makeServer();
  const { ctx } = server;
  // The seed's own ledger (launch payments, holds) is cleared, so every transfer counted here is this test's.
  await emptyMoney(server);
  const hooks: { gate?: Promise<void>; onRun?: () => void } = {};
  let runs = 0;
  const app = express();
  app.use(express.json(), refuseDeepBodies);
  const pay = route(async (req, res) => {
    runs += 1;
    hooks.onRun?.();
    await hooks.gate;
    const body = req.body as { amount: number; fail?: 'crash' | 'refuse' };
    if (body.fail === 'crash') throw new Error('provider exploded');
    if (body.fail === 'refuse') throw new HttpError(409, 'The campaign is not ready to pay.');
    // A fresh id on every run: a second handler run would show up as a second transfer.
    const t = await transfer(ctx, { id: `pay:${ctx.random.id()}`, debit: accountCode.asset('mpesa'), credit: BRAND, amount: body.amount, currency: 'KES' });
    res.status(201).json({ transferId: t.id, run: runs });
  });
  app.post('/pay/:campaign', requireUser(ctx), idempotent(ctx), pay);
  app.post('/release/:hold', requireUser(ctx), idempotent(ctx), route(async (req, res) => {
    hooks.onRun?.();
    await hooks.gate;
    const key = req.get('Idempotency-Key') ?? '';
    res.json(await postPending(ctx, req.params.hold ?? '', undefined, { id: `release:${key}` }));
  }));
  app.use(errorHandler);
  const brand = await server.signIn(SEEDED.brand);
  const post = (url: string, body: object, key?: string, token = brand) => {
    const req = request(app).post(url).set('Authorization', `Bearer ${token}`);
    return (key === undefined ? req : req.set('Idempotency-Key', key)).send(body);
  };
  const keys = (): Promise<IdempotencyRecord[]> => server.db.select().from(idempotencyKeys).orderBy(idempotencyKeys.createdAt);
  const gate = () => {
    let open!: () => void;
    hooks.gate = new Promise<void>((resolve) => { open = resolve; });
    return open;
  };
  return { server, ctx, app, brand, hooks, runs: () => runs, post, keys, gate };
}

describe('Idempotency-Key on money-moving POSTs', () => {
  it('replays the first answer for the same key and body, with Idempotent-Replayed, and writes nothing', async () => {
    const t = await setup();
    const first = await t.post('/pay/cmp-1', { amount: 5000, note: { a: 1, b: 2 } }, 'key-1');
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const before = await moneySnapshot(t.server);
    t.server.clock.advance(60_000);
    const again = await t.post('/pay/cmp-1', { note: { b: 2, a: 1 }, amount: 5000 }, 'key-1');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(t.runs()).toBe(1);
    expect(await moneySnapshot(t.server)).toEqual(before);
    expect(await ledgerRows(t.ctx)).toHaveLength(1);
    expect((await t.keys())).toHaveLength(1);
    expect((await t.keys())[0]).toMatchObject({ key: 'key-1', accountId: 'acc-brand', route: 'POST /pay/:campaign', status: 201, body: first.body });
  });

  it('answers 422 for the same key with a different body, and runs nothing', async () => {
    const t = await setup();
    await t.post('/pay/cmp-1', { amount: 5000 }, 'key-1');
    const res = await t.post('/pay/cmp-1', { amount: 6000 }, 'key-1');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
      errors: { 'Idempotency-Key': ['This Idempotency-Key was already used with a different request. Use a new key for a new request.'] },
    });
    expect(t.runs()).toBe(1);
  });

  it('answers 422 with a field error when the key is missing or not 1–255 visible ASCII characters', async () => {
    const t = await setup();
    const missing = await t.post('/pay/cmp-1', { amount: 5000 });
    expect(missing.status).toBe(422);
    expect(missing.body.errors['Idempotency-Key']).toEqual(['Send an Idempotency-Key header with this request, so a retry cannot move money twice.']);
    for (const bad of ['has space', 'x'.repeat(256), 'clé']) {
      const res = await t.post('/pay/cmp-1', { amount: 5000 }, bad);
      expect(res.status, bad).toBe(422);
      expect(res.body.errors['Idempotency-Key']).toEqual(['The Idempotency-Key must be 1 to 255 visible ASCII characters, without spaces.']);
    }
    expect(t.runs()).toBe(0);
    expect((await t.post('/pay/cmp-1', { amount: 5000 }, `~${'k'.repeat(254)}`)).status).toBe(201);
  });

  it('stores and replays error answers too, a 500 included', async () => {
    const t = await setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const crash = await t.post('/pay/cmp-1', { amount: 5000, fail: 'crash' }, 'key-crash');
    expect(crash.status).toBe(500);
    const refused = await t.post('/pay/cmp-1', { amount: 5000, fail: 'refuse' }, 'key-refused');
    expect(refused.status).toBe(409);
    for (const [key, first, fail] of [['key-crash', crash, 'crash'], ['key-refused', refused, 'refuse']] as const) {
      const again = await t.post('/pay/cmp-1', { amount: 5000, fail }, key);
      expect([again.status, again.body, again.headers['idempotent-replayed']]).toEqual([first.status, first.body, 'true']);
    }
    expect(t.runs()).toBe(2);
  });

  it('answers 409 while the first request with the key is still being processed', async () => {
    const t = await setup();
    const open = t.gate();
    const started = new Promise<void>((resolve) => {
      t.hooks.onRun = () => { resolve(); if (t.runs() > 1) open(); };
    });
    const first = t.post('/pay/cmp-1', { amount: 5000 }, 'key-1').then((res) => res);
    await started;
    const second = await t.post('/pay/cmp-1', { amount: 5000 }, 'key-1');
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: 'A request with this Idempotency-Key is still being processed.' });
    open();
    expect((await first).status).toBe(201);
    expect((await t.post('/pay/cmp-1', { amount: 5000 }, 'key-1')).headers['idempotent-replayed']).toBe('true');
    expect(t.runs()).toBe(1);
  });

  it('forgets a key after 24 hours on the clock, pruning its record', async () => {
    const t = await setup();
    await t.post('/pay/cmp-1', { amount: 5000 }, 'key-1');
    t.server.clock.advance(DAY - 1);
    expect((await t.post('/pay/cmp-1', { amount: 5000 }, 'key-1')).headers['idempotent-replayed']).toBe('true');
    t.server.clock.advance(1);
    const fresh = await t.post('/pay/cmp-1', { amount: 7000 }, 'key-1');
    expect(fresh.status).toBe(201);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    expect(t.runs()).toBe(2);
    expect((await t.keys()).map((k) => k.requestHash)).toHaveLength(1);
    expect((await t.keys())[0]?.expiresAt).toBe(t.server.clock.now() + DAY);
  });

  it('scopes a key to the signed-in account and the route pattern: another account may reuse it, another campaign may not', async () => {
    const t = await setup();
    const admin = await t.server.signIn(SEEDED.admin);
    await t.post('/pay/cmp-1', { amount: 5000 }, 'shared');
    expect((await t.post('/pay/cmp-1', { amount: 5000 }, 'shared', admin)).headers['idempotent-replayed']).toBeUndefined();
    // Same caller, same route pattern, another campaign: a different request under a used key.
    expect((await t.post('/pay/cmp-2', { amount: 5000 }, 'shared')).status).toBe(422);
    expect((await t.post('/release/h-1', {}, 'shared')).status).not.toBe(422);
    expect(t.runs()).toBe(2);
    expect((await t.keys()).map((k) => [k.accountId, k.route])).toEqual([
      ['acc-brand', 'POST /pay/:campaign'], ['acc-admin', 'POST /pay/:campaign'], ['acc-brand', 'POST /release/:hold'],
    ]);
  });

  it('treats a trailing slash and another letter case as the same route: one key, one run (issue 18)', async () => {
    const t = await setup();
    const first = await t.post('/pay/cmp-1', { amount: 5000 }, 'key-1');
    const slash = await t.post('/pay/cmp-1/', { amount: 5000 }, 'key-1');
    const upper = await t.post('/PAY/cmp-1', { amount: 5000 }, 'key-1');
    expect(first.status).toBe(201);
    expect([slash.headers['idempotent-replayed'], upper.headers['idempotent-replayed']]).toEqual(['true', 'true']);
    expect(t.runs()).toBe(1);
    expect(await t.keys()).toHaveLength(1);
  });

  it('answers a body nested 20,000 levels deep with 422 and a message, never a 500', async () => {
    const t = await setup();
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const res = await request(t.app).post('/pay/cmp-1').set('Authorization', `Bearer ${t.brand}`).set('Idempotency-Key', 'deep')
      .set('Content-Type', 'application/json').send(`{"amount":1,"x":${deep}}`);
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/nested too deeply/);
    expect(t.runs()).toBe(0);
  });

  it('runs the handler exactly once for 10 concurrent requests with the same key and body', async () => {
    const t = await setup();
    const open = t.gate();
    let finished = 0;
    t.hooks.onRun = () => { if (t.runs() > 1) open(); };
    const all = Array.from({ length: 10 }, () => t.post('/pay/cmp-1', { amount: 5000 }, 'key-1').then((res) => {
      if (++finished === 9) open();
      return res;
    }));
    const statuses = (await Promise.all(all)).map((res) => res.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(t.runs()).toBe(1);
    expect(await ledgerRows(t.ctx)).toHaveLength(1);
  });

  it('gives exactly 1 release for 10 simultaneous releases of one hold, whatever their keys', async () => {
    const t = await setup();
    await transfer(t.ctx, { id: 'stk:QKT1', debit: accountCode.asset('mpesa'), credit: BRAND, amount: 9000, currency: 'KES' });
    await transfer(t.ctx, { id: 'fund:cmp-1', debit: BRAND, credit: ESCROW, amount: 9000, currency: 'KES' });
    const hold = await transfer(t.ctx, { id: 'hold:ctr-1', debit: ESCROW, credit: accountCode.creator('acc-influencer'), amount: 9000, currency: 'KES', pending: true });
    // All 10 wait at the gate inside the handler, then race to release.
    const open = t.gate();
    let arrived = 0;
    t.hooks.onRun = () => { if (++arrived === 10) open(); };
    const all = Array.from({ length: 10 }, (_, i) => t.post(`/release/${hold.id}`, {}, `release-${i}`).then((res) => res));
    const results = await Promise.all(all);
    expect(results.filter((res) => res.status === 200)).toHaveLength(1);
    expect(results.filter((res) => res.status === 409).map((res) => res.body.message)).toEqual(
      Array<string>(9).fill('The pending transfer "hold:ctr-1" was already posted; a hold resolves only once.'),
    );
    expect((await ledgerRows(t.ctx)).filter((row) => row.pendingId === hold.id)).toHaveLength(1);
  });
});
