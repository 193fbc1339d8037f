import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../mock-server/db/schema/index.ts';
import type { Payment } from '../../src/domain/money-types.ts';
import type { SubscriptionState } from '../../src/domain/subscriptions.ts';
import { accountCode } from '../../mock-server/ledger/accounts.ts';
import { allBalances, balances } from '../../mock-server/ledger/ledger.ts';
import { ledgerNames } from '../../mock-server/money/ledger-names.ts';
import { answerStk, ledgerRows, listening, newKey, noticesOf, paymentRows, readUntil, stkPrompts, ZURI } from './money-support.ts';
import { DAY, makeServer, MINUTE, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;

/** One signed-in account on a listening server, with the subscription endpoints. */
async function signedIn(email: string = ZURI.email, server?: Server) {
  const s = server ?? await makeServer();
  await listening(s);
  let token = await s.signIn(email);
  const auth = <T extends request.Test>(req: T) => req.set('Authorization', `Bearer ${token}`);
  const api = {
    /** Signs in again: sessions last 7 days, and the tests move the clock further. */
    again: async () => { token = await s.signIn(email); },
    subscribe: (body: object, key: string = newKey('sub')) => auth(request(s.app).post('/api/v1/user/subscription')).set('Idempotency-Key', key).send(body),
    state: async () => (await auth(request(s.app).get('/api/v1/user/subscription')).expect(200)).body as SubscriptionState,
    cancel: () => auth(request(s.app).post('/api/v1/user/subscription/cancel')).send({}),
    resume: () => auth(request(s.app).post('/api/v1/user/subscription/resume')).send({}),
    user: async () => (await auth(request(s.app).get('/api/v1/user')).expect(200)).body.user,
    receipt: (number: string) => auth(request(s.app).get(`/api/receipts/${number}`)),
    receipts: (query = '') => auth(request(s.app).get(`/api/receipts${query}`)),
    token: () => token,
  };
  return { server: s, ...api };
}

/** Pays by M-Pesa and answers the prompt: the payment as it settled. */
async function payByPhone(a: Awaited<ReturnType<typeof signedIn>>, body: object = { planId: 'brand-professional', period: 'monthly' }, outcome = 'approved') {
  const res = await a.subscribe({ method: 'mpesa', phone: '0712 345 678', ...body });
  expect(res.status, res.text).toBe(201);
  const started = res.body as Payment;
  expect(started.status).toBe('awaiting_payer');
  await answerStk(a.server, started.mpesa!.checkoutRequestId, outcome);
  return readUntil(a.server, a.token(), started.id, (p) => p.status !== 'awaiting_payer' && p.status !== 'unknown');
}

const NOW = () => '2026-01-05T07:00:00.000Z';

describe('paying for a plan by M-Pesa', () => {
  it('asks the plan\'s price in KES at the rate, then makes the plan paid for a month, records the revenue once and numbers a receipt', async () => {
    const a = await signedIn();
    const transfersBefore = (await ledgerRows(a.server)).length;
    const res = await a.subscribe({ planId: 'brand-professional', period: 'monthly', method: 'mpesa', phone: '0712 345 678' });
    expect(res.status, res.text).toBe(201);
    const started = res.body as Payment;
    expect(started).toMatchObject({
      campaignId: null, brandId: ZURI.id, purpose: 'subscription', method: 'mpesa', amount: 49 * 130 * 100, currency: 'KES', status: 'awaiting_payer', phone: '0712 ••• 678',
      subscription: { planId: 'brand-professional', period: 'monthly', subscriptionId: null, periodStart: null, periodEnd: null },
    });
    const prompt = (await stkPrompts(a.server)).find((p) => p.checkoutRequestId === started.mpesa?.checkoutRequestId);
    expect(prompt).toMatchObject({ amount: 6_370, phoneNumber: '254712345678', transactionDesc: 'Sauti subscription' });
    expect((await a.state()).openPayment?.id).toBe(started.id);

    await answerStk(a.server, started.mpesa!.checkoutRequestId, 'approved');
    const paid = await readUntil(a.server, a.token(), started.id, (p) => p.status === 'succeeded');
    expect(paid.subscription).toEqual({ planId: 'brand-professional', period: 'monthly', subscriptionId: expect.any(String), periodStart: NOW(), periodEnd: '2026-02-05T07:00:00.000Z' });

    const state = await a.state();
    expect(state.plan).toEqual({ id: 'brand-professional', name: 'Professional', status: 'paid', until: '2026-02-05T07:00:00.000Z' });
    expect(state.subscription).toMatchObject({ planId: 'brand-professional', planName: 'Professional', period: 'monthly', currentPeriodEnd: '2026-02-05T07:00:00.000Z', cancelAtPeriodEnd: false, graceEnd: '2026-02-12T07:00:00.000Z' });
    expect(state.openPayment).toBeNull();
    expect(state.kesPerUsd).toBe(130);
    expect((await a.user()).plan.status).toBe('paid');

    // The ledger: one transfer under M-Pesa's receipt number, the M-Pesa float into subscription revenue; balanced.
    const added = (await ledgerRows(a.server)).slice(transfersBefore);
    expect(added.map((t) => [t.id.startsWith('stk:'), t.debitAccountId, t.creditAccountId, t.amount, t.ref])).toEqual([[true, 'asset:mpesa', 'revenue:subscriptions', 637_000, { type: 'payment', id: started.id }]]);
    expect((await balances(a.server.ctx, accountCode.subscriptions())).posted).toBe(637_000);
    // The admin ledger names it by its plan.
    const { refName } = await ledgerNames(a.server.ctx, { transfers: added });
    expect(refName(added[0]!.ref)).toBe('Subscription payment · Professional');
    let sum = 0;
    for (const [code, b] of await allBalances(a.server.ctx)) if (code.startsWith('asset:') ) sum += b.posted; else sum -= b.posted;
    expect(sum).toBe(0);
    // A replayed callback changes nothing.
    await answerStk(a.server, started.mpesa!.checkoutRequestId, 'approved').catch(() => undefined);
    await a.state();
    expect((await ledgerRows(a.server)).slice(transfersBefore)).toHaveLength(1);

    // The receipt: numbered, owned by the payer, showing the plan and the period it paid for; all of it Sauti's fee.
    const [line] = state.payments;
    expect(line).toMatchObject({ id: started.id, receiptNumber: expect.stringMatching(/^SR-2026-\d{6}$/), amount: 637_000, currency: 'KES', planId: 'brand-professional', period: 'monthly' });
    const receipt = (await a.receipt(line!.receiptNumber!).expect(200)).body;
    expect(receipt).toMatchObject({ kind: 'receipt', purpose: 'subscription', fee: 637_000, held: 0, total: 637_000, method: 'mpesa', account: '0712 ••• 678',
      description: 'Professional plan, monthly, 5 January 2026 to 5 February 2026' });
    expect((await a.receipts().expect(200)).body.items.map((r: { number: string }) => r.number)).toContain(line!.receiptNumber);
    const pdf = await a.receipt(`${line!.receiptNumber}.pdf`).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await noticesOf(a.server, ZURI.id, 'subscription_paid')).map((n) => n.title)).toEqual(['Your Professional plan is paid']);
  });

  it('changes nothing when the payer cancels the prompt, and lets them pay again', async () => {
    const a = await signedIn();
    const before = (await ledgerRows(a.server)).length;
    const failed = await payByPhone(a, undefined, 'cancelled');
    expect(failed.status).toBe('cancelled');
    const state = await a.state();
    expect(state).toMatchObject({ plan: { status: 'free' }, subscription: null, openPayment: null, payments: [] });
    expect(await ledgerRows(a.server)).toHaveLength(before);
    expect((await noticesOf(a.server, ZURI.id)).some((n) => n.title === 'Payment not completed: Professional plan')).toBe(true);
    expect((await payByPhone(a)).status).toBe('succeeded');
  });

  it('makes one payment for a retried request (same Idempotency-Key) and refuses a second while one is open (409)', async () => {
    const a = await signedIn();
    const body = { planId: 'brand-professional', period: 'monthly', method: 'mpesa', phone: '0712345678' };
    const key = newKey('double');
    const first = await a.subscribe(body, key).expect(201);
    const again = await a.subscribe(body, key).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const other = await a.subscribe(body).expect(409);
    expect(other.body.message).toBe('A payment for your plan is already in progress. Answer it, or wait until it is done, then try again.');
    expect((await paymentRows(a.server)).filter((p) => p.purpose === 'subscription')).toHaveLength(1);
  });

  it('refuses with 4xx { message, errors }: no Idempotency-Key, an unknown plan, another audience\'s plan, a bad phone, an admin', async () => {
    const a = await signedIn();
    const keyless = await request(a.server.app).post('/api/v1/user/subscription').set('Authorization', `Bearer ${a.token()}`).send({ planId: 'brand-professional', period: 'monthly', method: 'paypal' }).expect(422);
    expect(keyless.body.errors).toHaveProperty('Idempotency-Key');
    const unknown = await a.subscribe({ planId: 'gold', period: 'monthly', method: 'paypal' }).expect(422);
    expect(unknown.body).toEqual({ message: 'There is no such plan: choose one on the upgrade page.', errors: { planId: ['There is no such plan: choose one on the upgrade page.'] } });
    const other = await a.subscribe({ planId: 'influencer-pro', period: 'monthly', method: 'paypal' }).expect(422);
    expect(other.body.errors.planId).toEqual(['Pro Creator is not one of your plans: choose one on the upgrade page.']);
    expect((await a.subscribe({ planId: 'brand-professional', period: 'weekly', method: 'paypal' }).expect(422)).body.errors).toHaveProperty('period');
    expect((await a.subscribe({ planId: 'brand-professional', period: 'monthly', method: 'mpesa', phone: '12' }).expect(422)).body.errors).toHaveProperty('phone');
    expect((await a.subscribe({ planId: 'brand-professional', period: 'monthly', method: 'cash' }).expect(422)).body.errors).toHaveProperty('method');
    const admin = await signedIn(SEEDED.admin, a.server);
    expect((await admin.subscribe({ planId: 'brand-professional', period: 'monthly', method: 'paypal' }).expect(403)).body.message).toBe('Plans are for brands, creators and partners.');
    expect((await paymentRows(a.server)).filter((p) => p.purpose === 'subscription')).toEqual([]);
  });

  it('lets a partner pay for a partner plan (issue 25)', async () => {
    const partner = await signedIn(SEEDED.partner);
    // The seed's partner pays for the Partner plan already (db.json): this is a partner whose plan has ended.
    await partner.server.db.update(subscriptions).set({ status: 'ended' }).where(eq(subscriptions.accountId, 'acc-partner'));
    const res = await partner.subscribe({ planId: 'partner-enterprise', period: 'monthly', method: 'paypal' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ purpose: 'subscription', brandId: 'acc-partner', subscription: { planId: 'partner-enterprise' } });
  });
});

describe('paying for a plan by PayPal', () => {
  it('asks the USD price, returns to the upgrade page, and the next read captures it: a creator on Pro Creator for a year', async () => {
    const a = await signedIn(SEEDED.influencer);
    const res = await a.subscribe({ planId: 'influencer-pro', period: 'annual', method: 'paypal' }).expect(201);
    const started = res.body as Payment;
    expect(started).toMatchObject({ method: 'paypal', amount: 79_000, currency: 'USD', status: 'awaiting_payer' });
    const checkout = new URL(started.paypal!.approveUrl);
    const back = await request(a.server.app).post(checkout.pathname).type('form').send({ choice: 'pay' }).expect(303);
    expect(back.headers.location).toBe(`http://localhost:5173/upgrade?payment=${started.id}`);
    const paid = await readUntil(a.server, a.token(), started.id, (p) => p.status === 'succeeded');
    expect(paid.subscription?.periodEnd).toBe('2027-01-05T07:00:00.000Z');
    const state = await a.state();
    expect(state.plan).toMatchObject({ id: 'influencer-pro', status: 'paid' });
    const transfers = (await ledgerRows(a.server)).filter((t) => t.ref?.id === started.id);
    expect(transfers.map((t) => [t.id.startsWith('paypal:'), t.debitAccountId, t.creditAccountId, t.amount])).toEqual([[true, 'asset:paypal:USD', 'revenue:subscriptions:USD', 79_000]]);
    // A creator's receipts: asked for by kind (their list is statements by default).
    const number = state.payments[0]!.receiptNumber!;
    expect((await a.receipts('?kind=receipt').expect(200)).body.items.map((r: { number: string }) => r.number)).toEqual([number]);
    expect((await a.receipt(number).expect(200)).body).toMatchObject({ method: 'paypal', reference: expect.any(String), description: 'Pro Creator plan, annual, 5 January 2026 to 5 January 2027' });
    // Someone else's receipt is not there.
    const other = await signedIn(ZURI.email, a.server);
    await other.receipt(number).expect(404);
  });
});

describe('cancelling, renewing, reminding and ending', () => {
  it('cancelling keeps the plan to the period end, then the free tier; resuming before the end takes it back', async () => {
    const a = await signedIn();
    await payByPhone(a);
    expect((await a.resume().expect(409)).body.message).toBe('Your Professional plan is not cancelled.');
    const cancelled = (await a.cancel().expect(200)).body as SubscriptionState;
    expect(cancelled.subscription).toMatchObject({ cancelAtPeriodEnd: true, graceEnd: null });
    expect(cancelled.plan.status).toBe('paid');
    expect((await a.cancel().expect(409)).body.message).toMatch(/already cancelled: it ends on 5 February 2026/);
    expect(((await a.resume().expect(200)).body as SubscriptionState).subscription?.cancelAtPeriodEnd).toBe(false);
    await a.cancel().expect(200);
    a.server.clock.advance(31 * DAY - MINUTE);
    await a.again();
    expect((await a.user()).plan).toMatchObject({ id: 'brand-professional', status: 'paid' });
    a.server.clock.advance(MINUTE);
    await a.again();
    expect((await a.user()).plan).toEqual({ id: 'free', name: 'Free tier', status: 'free', until: null });
    expect((await a.state()).subscription).toBeNull();
    expect((await noticesOf(a.server, ZURI.id, 'subscription_ended')).map((n) => n.title)).toEqual(['Your Professional plan has ended']);
    expect((await a.cancel().expect(409)).body.message).toBe('You have no paid plan to change.');
  });

  it('reminds once three days before the end, gives 7 days of grace, and a payment in the grace renews from the old end', async () => {
    const a = await signedIn();
    await payByPhone(a);
    const reminders = async () => (await noticesOf(a.server, ZURI.id, 'subscription_renewal')).map((n) => n.title);
    a.server.clock.advance(28 * DAY - MINUTE); // 2 Feb 06:59: three days and a minute before the end
    await a.again();
    await a.state();
    expect(await reminders()).toEqual([]);
    a.server.clock.advance(MINUTE);
    await a.state();
    expect(await reminders()).toEqual(['Renew your Professional plan by 5 February 2026']);
    const [notice] = await noticesOf(a.server, ZURI.id, 'subscription_renewal');
    expect(notice?.href).toBe('/upgrade');
    expect(a.server.mailbox.messages(ZURI.email).some((m) => m.subject === 'Renew your Professional plan by 5 February 2026')).toBe(true);
    a.server.clock.advance(DAY);
    await a.again();
    await a.state();
    expect(await reminders()).toHaveLength(1);
    // Past the end: in grace for 7 days.
    a.server.clock.advance(5 * DAY);
    await a.again();
    expect((await a.user()).plan).toEqual({ id: 'brand-professional', name: 'Professional', status: 'grace', until: '2026-02-12T07:00:00.000Z' });
    const renewed = await payByPhone(a);
    expect(renewed.subscription).toMatchObject({ periodStart: '2026-02-05T07:00:00.000Z', periodEnd: '2026-03-05T07:00:00.000Z' });
    const state = await a.state();
    expect(state.plan).toMatchObject({ status: 'paid', until: '2026-03-05T07:00:00.000Z' });
    expect(state.payments).toHaveLength(2);
    expect(new Set(state.payments.map((p) => p.receiptNumber)).size).toBe(2);
    // The same row renewed; and the next period is reminded again.
    expect(renewed.subscription?.subscriptionId).toBe(state.subscription?.id);
    a.server.clock.advance(23 * DAY);
    await a.again();
    await a.state();
    expect(await reminders()).toEqual(['Renew your Professional plan by 5 February 2026', 'Renew your Professional plan by 5 March 2026']);
  });

  it('ends after the 7-day grace when nobody pays, and the account is on the free tier; a new payment starts afresh', async () => {
    const a = await signedIn();
    await payByPhone(a);
    a.server.clock.advance(31 * DAY + 7 * DAY - MINUTE);
    await a.again();
    expect((await a.user()).plan.status).toBe('grace');
    a.server.clock.advance(MINUTE);
    expect((await a.user()).plan.status).toBe('free');
    expect((await a.state()).subscription).toBeNull();
    expect(await noticesOf(a.server, ZURI.id, 'subscription_ended')).toHaveLength(1);
    const fresh = await payByPhone(a, { planId: 'brand-enterprise', period: 'monthly' });
    expect(fresh.subscription?.periodStart).toBe(new Date(a.server.clock.now()).toISOString());
    expect((await a.state()).plan).toMatchObject({ id: 'brand-enterprise', status: 'paid' });
  });

  it('refuses another plan while one is paid (409), naming when it ends', async () => {
    const a = await signedIn();
    await payByPhone(a);
    const res = await a.subscribe({ planId: 'brand-enterprise', period: 'monthly', method: 'paypal' }).expect(409);
    expect(res.body.message).toBe('Your Professional plan is paid until 5 February 2026. Cancel it, and subscribe to Enterprise when it ends.');
  });
});
