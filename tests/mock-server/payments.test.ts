import request from 'supertest';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Payment } from '../../src/domain/money-types.ts';
import { PAYMENT_REASONS } from '../../machines/lifecycles/paymentMachine.ts';
import { accountCode } from '../../mock-server/ledger/accounts.ts';
import { balances } from '../../mock-server/ledger/ledger.ts';
import { findPayment } from '../../mock-server/money/payment-store.ts';
import { answerStk, approvedCampaign, ledgerRows, listening, newKey, noticesOf, paymentRows, paymentsApi, readUntil, setPayment, spendBalance, stkPrompts, storedCampaign, ZURI } from './money-support.ts';
import { makeServer, SECOND, SEEDED } from './support.ts';

const FEE = 750_000;
const BUDGET = 15_000_000;

/** Zuri, signed in, on a listening server, ready to pay for cmp-zuri-approved. */
async function zuri() {
  const server = await makeServer();
  await listening(server);
  await spendBalance(server, ZURI.id);
  const token = await server.signIn(ZURI.email);
  const api = paymentsApi(server, token);
  const start = async (campaignId: string = ZURI.campaign, phone = '0712 345 678') => {
    const res = await api.pay(campaignId, { method: 'mpesa', phone });
    expect(res.status, res.text).toBe(201);
    return res.body as Payment;
  };
  // The seed already holds other campaigns' payments, prompts and transfers: these read only what the test adds.
  const since = async <T>(list: () => Promise<T[]>) => {
    const before = (await list()).length;
    return async () => (await list()).slice(before);
  };
  const transfers = await since(() => ledgerRows(server));
  const payments = await since(() => paymentRows(server));
  const prompts = await since(() => stkPrompts(server));
  const brand = async () => (await balances(server.ctx, accountCode.brand(ZURI.id))).posted;
  const brandBefore = await brand();
  const brandGain = async () => (await brand()) - brandBefore;
  const stored = (id: string) => findPayment(server.ctx, id);
  const notices = async () => (await noticesOf(server, ZURI.id)).filter((n) => n.type.startsWith('payment_'));
  return { server, token, api, start, transfers, payments, prompts, brandGain, stored, notices };
}

describe('launch payments: starting an M-Pesa payment', () => {
  it('asks for the launch fee plus the budget by STK Push, waits for the PIN and moves the campaign to funding', async () => {
    const { server, api, start } = await zuri();
    const payment = await start();
    expect(payment).toEqual({
      id: expect.any(String), campaignId: ZURI.campaign, brandId: ZURI.id, purpose: 'launch', method: 'mpesa',
      amount: FEE + BUDGET, launchFee: FEE, budget: BUDGET, fromBalance: 0, freeLaunch: false, currency: 'KES', status: 'awaiting_payer', reason: null, resultCode: null,
      phone: '0712 ••• 678', mpesa: { checkoutRequestId: expect.stringMatching(/^ws_CO_/), merchantRequestId: expect.any(String), receipt: null },
      paypal: null, checkAfter: '2026-01-05T07:02:00.000Z', createdAt: '2026-01-05T07:00:00.000Z', updatedAt: expect.any(String), settledAt: null, subscription: null, actedBy: null,
    });
    expect((await api.campaign(ZURI.campaign)).status).toBe('funding');
    const prompts = await request(server.app).get('/__sim/mpesa/pending').expect(200);
    expect(prompts.body.stk).toEqual([expect.objectContaining({ amount: 157_500, phoneNumber: '254712345678', checkoutRequestId: payment.mpesa?.checkoutRequestId })]);
    expect((await api.list(ZURI.campaign).expect(200)).body).toEqual({ items: [payment] });
  });

  it('takes 07…, 01…, +254… and 254… numbers, and asks whole shillings, the extra cents left in the brand balance', async () => {
    const { server, start, token, prompts, brandGain } = await zuri();
    // Five active campaigns at once: more than the free tier's three (src/domain/plans.ts).
    await request(server.app).post('/api/v1/user/trial').set('Authorization', `Bearer ${token}`).send({ plan: 'brand-enterprise' }).expect(201);
    const phones = ['0712345678', '0112 345 678', '+254 722 000 111', '254110000222'];
    const sent = ['254712345678', '254112345678', '254722000111', '254110000222'];
    for (const i of phones.keys()) await approvedCampaign(server, { id: `cmp-phone-${i}`, budgetTotal: 1_234_567 });
    const payments = [];
    for (const [i, phone] of phones.entries()) payments.push(await start(`cmp-phone-${i}`, phone));
    const pending = (await prompts());
    expect(pending.map((p) => p.phoneNumber)).toEqual(sent);
    // Fee: 5% rounds to KES 617.28 → 618, below the KES 1,000 floor. 1,000 + 12,345.67 → KES 13,346 asked.
    expect(payments[0]).toMatchObject({ launchFee: 100_000, budget: 1_234_567, amount: 1_334_600 });
    expect(pending[0]?.amount).toBe(13_346);
    await answerStk(server, payments[0]?.mpesa?.checkoutRequestId ?? '', 'approved');
    await readUntil(server, token, payments[0]?.id ?? '', (p) => p.status === 'succeeded');
    expect(await brandGain()).toBe(33);
  });

  it('refuses a phone that is not a Kenyan M-Pesa number with 422 errors.phone, and changes nothing', async () => {
    const { api, payments } = await zuri();
    for (const phone of ['12345', '0812345678', '+14155550123', '+254212345678', '']) {
      const res = await api.pay(ZURI.campaign, { method: 'mpesa', phone }).expect(422);
      expect(res.body.errors.phone, phone).toEqual(['Enter a Kenyan phone number like 0712 345 678, 0112 345 678 or +254 712 345 678.']);
    }
    expect((await api.pay(ZURI.campaign, { method: 'mpesa' }).expect(422)).body.errors).toHaveProperty('phone');
    expect((await api.pay(ZURI.campaign, { method: 'cash' }).expect(422)).body.errors).toHaveProperty('method');
    expect(await payments()).toEqual([]);
    expect((await api.campaign(ZURI.campaign)).status).toBe('approved');
  });

  it('refuses PayPal for a KES campaign and an amount over M-Pesa\'s KES 250,000 limit with 422', async () => {
    const { server, api, payments } = await zuri();
    const paypal = await api.pay(ZURI.campaign, { method: 'paypal' }).expect(422);
    expect(paypal.body.errors.method).toEqual(['PayPal cannot take KES: pay for this campaign with M-Pesa.']);
    await approvedCampaign(server, { id: 'cmp-big', budgetTotal: 24_000_000 });
    const big = await api.pay('cmp-big', { method: 'mpesa', phone: '0712345678' }).expect(422);
    expect(big.body.message).toBe('M-Pesa takes at most KES 250,000.00 in one payment, and this launch needs KES 252,000.00. Lower the budget, or contact Sauti to pay another way.');
    expect(await payments()).toEqual([]);
  });

  it('refuses a campaign that is not approved with 409 and a clear message', async () => {
    const { server } = await zuri();
    const api = paymentsApi(server, await server.signIn(SEEDED.brand));
    const res = await api.pay('cmp-duka-draft', { method: 'mpesa', phone: '0712345678' }).expect(409);
    expect(res.body).toEqual({ message: 'This campaign is a draft, so it cannot be launched.' });
    expect((await api.pay('cmp-duka-recruiting', { method: 'mpesa', phone: '0712345678' }).expect(409)).body.message).toBe('This campaign is recruiting, so it cannot be launched.');
  });

  it('makes one payment for a double click (same Idempotency-Key), and refuses another attempt while one is open (409)', async () => {
    const { server, api, start, payments, prompts } = await zuri();
    const key = newKey('double');
    const first = await api.pay(ZURI.campaign, { method: 'mpesa', phone: '0712345678' }, key).expect(201);
    const again = await api.pay(ZURI.campaign, { method: 'mpesa', phone: '0712345678' }, key).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const other = await api.pay(ZURI.campaign, { method: 'mpesa', phone: '0712345678' }).expect(409);
    expect(other.body).toEqual({ message: 'A payment for this campaign is already in progress.' });
    expect(await payments()).toHaveLength(1);
    expect(await prompts()).toHaveLength(1);
    // Once that one fails, the brand can pay again.
    await answerStk(server, first.body.mpesa.checkoutRequestId, 'cancelled');
    expect((await start()).status).toBe('awaiting_payer');
  });

  it('fails at once, with nothing taken and the campaign approved again, when M-Pesa refuses or cannot be reached', async () => {
    const { api, transfers } = await zuri();
    vi.stubEnv('DARAJA_PASSKEY', 'not-the-simulator-passkey');
    onTestFinished(() => void vi.unstubAllEnvs());
    const refused = (await api.pay(ZURI.campaign, { method: 'mpesa', phone: '0712345678' }).expect(201)).body as Payment;
    expect(refused).toMatchObject({ status: 'failed', reason: PAYMENT_REASONS[1025], mpesa: null, settledAt: expect.any(String) });
    expect((await api.campaign(ZURI.campaign)).status).toBe('approved');

    const down = await makeServer();
    down.ctx.publicUrl = 'http://127.0.0.1:9';
    await spendBalance(down, ZURI.id);
    const unreachable = await paymentsApi(down, await down.signIn(ZURI.email)).pay(ZURI.campaign, { method: 'mpesa', phone: '0712345678' }).expect(201);
    expect(unreachable.body).toMatchObject({ status: 'failed', reason: 'M-Pesa could not be reached just now. Try again in a minute.' });
    expect((await storedCampaign(down, ZURI.campaign))?.status).toBe('approved');
    expect(await transfers()).toEqual([]);
  });
});

describe('launch payments: how each STK outcome ends', () => {
  it('approved (0): exactly three transfers, the campaign recruits and the brand is told', async () => {
    const { server, api, start, transfers, notices, token, brandGain } = await zuri();
    const escrowBefore = (await balances(server.ctx, accountCode.escrow(ZURI.campaign))).posted;
    const payment = await start();
    const answer = (await answerStk(server, payment.mpesa?.checkoutRequestId ?? '', 'approved')).body as { mpesaReceiptNumber: string };
    const done = await readUntil(server, token, payment.id, (p) => p.status === 'succeeded', 1);
    expect(done).toMatchObject({ resultCode: 0, reason: null, mpesa: { receipt: answer.mpesaReceiptNumber }, settledAt: expect.any(String) });
    expect((await transfers()).map((t) => [t.id, t.debitAccountId, t.creditAccountId, t.amount])).toEqual([
      [`stk:${answer.mpesaReceiptNumber}`, 'asset:mpesa', 'brand:acc-zuri:balance', FEE + BUDGET],
      [`launch-fee:${ZURI.campaign}`, 'brand:acc-zuri:balance', 'revenue:launch_fees', FEE],
      [`escrow:${ZURI.campaign}`, 'brand:acc-zuri:balance', `campaign:${ZURI.campaign}:escrow`, BUDGET],
    ]);
    expect((await balances(server.ctx, accountCode.escrow(ZURI.campaign))).posted - escrowBefore).toBe(BUDGET);
    expect(await brandGain()).toBe(0);
    expect((await api.campaign(ZURI.campaign)).status).toBe('recruiting');
    expect(await notices()).toEqual([expect.objectContaining({ type: 'payment_succeeded', href: `/brand/campaigns/${ZURI.campaign}` })]);
  });

  it.each([
    ['insufficient_balance', 1, 'failed'],
    ['cancelled', 1032, 'cancelled'],
    ['wrong_pin', 2001, 'failed'],
  ] as const)('%s (%i): the payment is %s with its reason, nothing moves, and the campaign is approved again', async (outcome, code, status) => {
    const { server, api, start, transfers, notices, token } = await zuri();
    const payment = await start();
    await answerStk(server, payment.mpesa?.checkoutRequestId ?? '', outcome);
    const done = await readUntil(server, token, payment.id, (p) => p.status === status, 1);
    expect(done).toMatchObject({ resultCode: code, reason: PAYMENT_REASONS[code], settledAt: expect.any(String) });
    expect(await transfers()).toEqual([]);
    expect((await api.campaign(ZURI.campaign)).status).toBe('approved');
    expect(await notices()).toEqual([expect.objectContaining({ type: `payment_${status}`, body: expect.stringContaining(PAYMENT_REASONS[code] ?? '?') })]);
  });

  it('timeout (1037): unknown until a query settles it, then failed', async () => {
    const { server, api, start, stored, token } = await zuri();
    const payment = await start();
    await answerStk(server, payment.mpesa?.checkoutRequestId ?? '', 'timeout');
    expect(await stored(payment.id)).toMatchObject({ status: 'unknown', resultCode: 1037, reason: 'We are checking with M-Pesa whether the payment went through.' });
    expect((await api.campaign(ZURI.campaign)).status).toBe('funding');
    const done = await readUntil(server, token, payment.id, (p) => p.status !== 'unknown', 1);
    expect(done).toMatchObject({ status: 'failed', resultCode: 1037, reason: PAYMENT_REASONS[1037] });
    expect((await api.campaign(ZURI.campaign)).status).toBe('approved');
  });

  it('a lost callback: still waiting before checkAfter, then past it unknown (checking), and the next read\'s query succeeds', async () => {
    const { server, start, transfers, token, api } = await zuri();
    const payment = await start();
    await answerStk(server, payment.mpesa?.checkoutRequestId ?? '', 'approved', { dropCallback: true });
    server.clock.advance(119 * SECOND);
    expect((await api.get(payment.id).expect(200)).body.status).toBe('awaiting_payer');
    server.clock.advance(2 * SECOND);
    // One read to say it is being checked, so the payer sees that; the next asks M-Pesa.
    expect((await api.get(payment.id).expect(200)).body).toMatchObject({ status: 'unknown', reason: expect.stringMatching(/checking/i) });
    const done = await readUntil(server, token, payment.id, (p) => p.status === 'succeeded', 1);
    expect(done).toMatchObject({ resultCode: 0, reason: null });
    // A query gives no receipt: the CheckoutRequestID names the deposit instead.
    expect((await transfers()).map((t) => t.id)).toEqual([`stk:${payment.mpesa?.checkoutRequestId}`, `launch-fee:${ZURI.campaign}`, `escrow:${ZURI.campaign}`]);
    expect((await api.campaign(ZURI.campaign)).status).toBe('recruiting');
  });

  it('a prompt nobody answers is failed after checkAfter, by the 1037 the query reports', async () => {
    const { server, start, token } = await zuri();
    const payment = await start();
    server.clock.advance(121 * SECOND);
    expect(await readUntil(server, token, payment.id, (p) => p.status !== 'awaiting_payer', 1)).toMatchObject({ status: 'unknown' });
    expect(await readUntil(server, token, payment.id, (p) => p.status !== 'unknown', 1)).toMatchObject({ status: 'failed', resultCode: 1037 });
  });

  it('an unknown payment whose prompt is still open stays unknown (the query says pending)', async () => {
    const { server, start, api } = await zuri();
    const payment = await start();
    await setPayment(server, payment.id, { status: 'unknown' });
    expect((await api.get(payment.id).expect(200)).body.status).toBe('unknown');
    await answerStk(server, payment.mpesa?.checkoutRequestId ?? '', 'approved', { dropCallback: true });
    expect((await api.get(payment.id).expect(200)).body.status).toBe('succeeded');
  });
});

describe('launch payments: recovering from a stop mid-push', () => {
  it('a payment left initiated (no answer to the push) fails once past checkAfter, and the campaign is approved again', async () => {
    const { server, start, api } = await zuri();
    const payment = await start();
    await setPayment(server, payment.id, { status: 'initiated', mpesa: null });
    expect((await api.get(payment.id).expect(200)).body.status).toBe('initiated');
    server.clock.advance(121 * SECOND);
    expect((await api.get(payment.id).expect(200)).body).toMatchObject({ status: 'failed', reason: PAYMENT_REASONS[1025] });
    expect((await api.campaign(ZURI.campaign)).status).toBe('approved');
  });
});

describe('launch payments: who may see and pay', () => {
  it('answers 401 without a session, 403 to other roles, 404 for another brand\'s campaign or payment; admins read', async () => {
    const { server, start } = await zuri();
    const payment = await start();
    const body = { method: 'mpesa', phone: '0712345678' };
    const anonymous = paymentsApi(server);
    for (const res of [anonymous.pay(ZURI.campaign, body), anonymous.list(ZURI.campaign), anonymous.get(payment.id), anonymous.cancel(payment.id)]) expect((await res).status).toBe(401);
    const creator = paymentsApi(server, await server.signIn(SEEDED.influencer));
    for (const res of [creator.pay(ZURI.campaign, body), creator.list(ZURI.campaign)]) expect((await res).status).toBe(403);
    // Any payer may read and cancel their own payments (a subscription's): someone else's is not there.
    for (const res of [creator.get(payment.id), creator.cancel(payment.id)]) expect((await res).status).toBe(404);
    const other = paymentsApi(server, await server.signIn(SEEDED.brand));
    for (const res of [other.pay(ZURI.campaign, body), other.list(ZURI.campaign), other.get(payment.id), other.cancel(payment.id)]) expect((await res).status).toBe(404);
    const admin = paymentsApi(server, await server.signIn(SEEDED.admin));
    expect((await admin.get(payment.id).expect(200)).body.id).toBe(payment.id);
    expect((await admin.list(ZURI.campaign).expect(200)).body.items).toHaveLength(1);
    expect((await admin.pay(ZURI.campaign, body)).status).toBe(403);
  });
});
