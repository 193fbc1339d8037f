import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Payment, Withdrawal } from '../../src/domain/money-types.ts';
import { findPayment } from '../../mock-server/money/payment-store.ts';
import { CONTENT_SECURITY_POLICY } from '../../mock-server/static.ts';
import { axeViolations, listening, parseHtml, paymentsApi, ZURI } from './money-support.ts';
import { KES, kenyanCreator, moneyServer } from './earnings-support.ts';
import { HOUR, makeServer } from './support.ts';

const PAGE = '/__sim/mpesa/phone';
/** Zuri has a payment waiting for its PIN; the page lists its prompt. */
async function withPrompt() {
  const server = await makeServer();
  await listening(server);
  const api = paymentsApi(server, await server.signIn(ZURI.email));
  const payment = (await api.pay(ZURI.campaign, { method: 'mpesa', phone: '0712345678' }).expect(201)).body as Payment;
  const checkoutRequestId = payment.mpesa?.checkoutRequestId ?? '';
  const answer = (value: string) => request(server.app).post(`${PAGE}/${checkoutRequestId}`).type('form').send({ answer: value });
  const page = () => request(server.app).get(PAGE).expect(200);
  return { server, api, payment, checkoutRequestId, answer, page };
}

describe('the virtual M-Pesa phone page', () => {
  it('lists each open prompt with its amount, account reference, phone and expiry, and the six answers', async () => {
    const { page, checkoutRequestId } = await withPrompt();
    const res = await page();
    const doc = parseHtml(res.text).window.document;
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.querySelector('h1')?.textContent).toBe('Virtual M-Pesa phone');
    const prompt = doc.querySelector('li');
    expect(prompt?.querySelector('h3')?.textContent).toMatch(/^Pay KES 117,500 to SAUTI-[A-Z0-9]{1,6}$/);
    expect(prompt?.textContent).toContain('254712345678');
    // Created 10:00:00 in Nairobi; Daraja's prompt times out after 90 seconds.
    expect(prompt?.querySelector('time')?.getAttribute('datetime')).toBe('2026-01-05T07:01:30.000Z');
    expect(prompt?.querySelector('time')?.textContent).toBe('10:01:30');
    expect(prompt?.querySelector('form')?.getAttribute('action')).toBe(`${PAGE}/${checkoutRequestId}`);
    expect(prompt?.querySelector('legend')?.textContent).toBe('Answer the prompt for KES 117,500 as the payer');
    expect([...(prompt?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual([
      'Approve', 'Wrong PIN', 'Cancel', 'Insufficient balance', 'Let it time out', 'Approve without callback',
    ]);
  });

  it('works under the app\'s CSP: no script at all, a visible focus style, and no axe violations', async () => {
    const { page } = await withPrompt();
    const res = await page();
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.text).not.toMatch(/<script|\son[a-z]+=/i);
    expect(res.text).toContain(':focus-visible{outline:3px solid');
    expect(await axeViolations(res.text)).toEqual([]);
    const empty = await request((await makeServer()).app).get(PAGE).expect(200);
    expect(empty.text).toContain('No payment prompts are open.');
    expect(await axeViolations(empty.text)).toEqual([]);
  });

  it('Approve answers the prompt, sends the callback and comes back (303) with a status line; the payment succeeds', async () => {
    const { server, api, payment, answer, page, checkoutRequestId } = await withPrompt();
    const res = await answer('approved').expect(303);
    expect(res.headers.location).toBe(`${PAGE}?done=approved&ref=${checkoutRequestId}`);
    expect((await api.get(payment.id).expect(200)).body.status).toBe('succeeded');
    expect((await page()).text).toContain('No payment prompts are open.');
    const back = await request(server.app).get(res.headers.location ?? '').expect(200);
    expect(parseHtml(back.text).window.document.querySelector('[role=status]')?.textContent).toBe(`Approve: prompt ${checkoutRequestId} ended with ResultCode 0, and the callback was sent.`);
  });

  it.each([
    ['wrong_pin', 'failed'],
    ['cancelled', 'cancelled'],
    ['insufficient_balance', 'failed'],
  ])('%s settles the payment as %s', async (value, status) => {
    const { api, payment, answer } = await withPrompt();
    await answer(value).expect(303);
    expect((await api.get(payment.id).expect(200)).body.status).toBe(status);
  });

  it('Let it time out leaves the payment unknown until a query settles it; Approve without callback leaves it waiting', async () => {
    const timedOut = await withPrompt();
    await timedOut.answer('timeout').expect(303);
    expect((await findPayment(timedOut.server.ctx, timedOut.payment.id))?.status).toBe('unknown');
    expect((await timedOut.api.get(timedOut.payment.id).expect(200)).body).toMatchObject({ status: 'failed', resultCode: 1037 });

    const silent = await withPrompt();
    const res = await silent.answer('approved_no_callback').expect(303);
    expect((await silent.api.get(silent.payment.id).expect(200)).body.status).toBe('awaiting_payer');
    const line = parseHtml((await request(silent.server.app).get(res.headers.location ?? '')).text).window.document.querySelector('[role=status]');
    expect(line?.textContent).toContain('No callback was sent: only a query will find the result.');
  });

  it('says so when a prompt was already answered, and refuses an unknown answer with 422', async () => {
    const { answer, checkoutRequestId } = await withPrompt();
    await answer('approved').expect(303);
    expect((await answer('cancelled').expect(303)).headers.location).toBe(`${PAGE}?error=gone&ref=${checkoutRequestId}`);
    expect((await answer('shrug').expect(422)).body.errors).toHaveProperty('answer');
  });

  it('is not served in production', async () => {
    await request((await makeServer({ mode: 'production' })).app).get(PAGE).expect(404);
  });
});

describe('the virtual phone lists payouts', () => {
  /** Mutua has withdrawn KES 1,000 to M-Pesa: a B2C payout is on its way. */
  async function withPayout() {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world);
    const w = (await mutua.post('/withdrawals', { amount: KES(1_000), currency: 'KES', method: 'mpesa' }).expect(201)).body as Withdrawal;
    const page = async (path = PAGE) => parseHtml((await request(world.base).get(path).expect(200)).text).window.document;
    const control = (answer: string) => request(world.base).post(`${PAGE}/b2c/${w.id}`).type('form').send({ answer }).expect(303);
    const status = async () => (await world.stored(w.id)).status;
    return { world, w, page, control, status };
  }
  const payoutItem = (doc: Document) => [...doc.querySelectorAll('li')].find((li) => li.querySelector('h3')?.textContent?.startsWith('Payout'));

  it('shows each payout on its way with its amount, recipient, automatic settle time and its controls', async () => {
    const { w, page } = await withPayout();
    const doc = await page();
    expect([...doc.querySelectorAll('h2')].map((h) => h.textContent)).toContain('Payouts on their way (1)');
    const item = payoutItem(doc);
    expect(item?.querySelector('h3')?.textContent).toBe('Payout of KES 1,000 to 254712345678');
    expect(item?.textContent).toContain(w.id);
    // Sent 10:00:00 in Nairobi; M-Pesa pays it by itself 5 seconds later.
    expect(item?.querySelector('time')?.textContent).toBe('10:00:05');
    expect(item?.querySelector('form')?.getAttribute('action')).toBe(`${PAGE}/b2c/${w.id}`);
    expect([...(item?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual(['Pay now', 'Fail', 'Time out in the queue', 'Delay']);
    expect(doc.body.textContent).toContain('M-Pesa pays each one by itself 5 seconds after it was sent');
  });

  it('Fail fails the withdrawal at once and says so; the payout leaves the list', async () => {
    const { w, page, control, status } = await withPayout();
    const res = await control('failure');
    expect(res.headers.location).toBe(`${PAGE}?done=failure&payout=${w.id}`);
    expect(await status()).toBe('failed');
    const doc = await page(res.headers.location);
    expect(doc.querySelector('[role=status]')?.textContent).toBe(`Fail: payout ${w.id} failed (ResultCode 2001), and the result callback was sent: the creator gets the money back.`);
    expect(payoutItem(doc)).toBeUndefined();
    expect(doc.body.textContent).toContain('No payouts are waiting.');
  });

  it('Delay keeps the payout open past its time until Pay now; a second answer is "already settled"', async () => {
    const { world, w, page, control, status } = await withPayout();
    await control('delay');
    world.clock.advance(HOUR);
    const doc = await page();
    expect(await status()).toBe('submitted');
    expect(payoutItem(doc)?.textContent).toContain('Delayed: waits for your answer');
    expect([...(payoutItem(doc)?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual(['Pay now', 'Fail', 'Time out in the queue']);
    expect(await axeViolations((await request(world.base).get(PAGE)).text)).toEqual([]);
    await control('success');
    expect(await status()).toBe('paid');
    const again = await control('failure');
    expect((await page(again.headers.location)).querySelector('[role=status]')?.textContent).toBe(`Payout ${w.id} was already settled.`);
  });
});
