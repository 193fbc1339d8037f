import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eatDateTime } from '../../src/domain/eat.ts';
import type { Payment, Withdrawal } from '../../src/domain/money-types.ts';
import { payments, receiptCounters, receipts } from '../../mock-server/db/schema/index.ts';
import { KRA_PIN_ERROR } from '../../src/domain/kra-pin.ts';
import { documentMoney, type PaymentReceipt, type PayoutStatement, type ReceiptSummary } from '../../src/domain/receipt-document.ts';
import { pdfText } from '../../e2e/support/pdf-text.ts';
import { accountCode } from '../../mock-server/ledger/accounts.ts';
import { transfer } from '../../mock-server/ledger/ledger.ts';
import { KES, kenyanCreator, moneyServer, MUTUA } from './earnings-support.ts';
import { answerStk, approvedCampaign, listening, payAndLaunch, paymentsApi, readUntil, ZURI } from './money-support.ts';
import { makeServer, MINUTE, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;

/** GETs under /api as one signed-in user (or nobody). */
async function as(server: Server, email?: string) {
  const token = email ? await server.signIn(email) : undefined;
  const auth = <T extends request.Test>(req: T) => (token ? req.set('Authorization', `Bearer ${token}`) : req);
  return {
    token: token ?? '',
    get: (path: string) => auth(request(server.app).get(`/api${path}`)),
    pdf: (path: string) => auth(request(server.app).get(`/api${path}`)).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }),
    put: (path: string, body: object) => auth(request(server.app).put(`/api${path}`)).send(body),
  };
}

async function receiptOf(server: Server, paymentId: string) {
  const [row] = await server.db.select().from(receipts).where(eq(receipts.paymentId, paymentId));
  return row;
}

describe('receipts for launch payments', () => {
  it('a settled launch payment gets a numbered receipt that only its brand (and an admin) can open', async () => {
    const server = await makeServer();
    const zuri = await as(server, ZURI.email);
    const payment = await payAndLaunch(server, zuri.token, ZURI.campaign);
    const row = await receiptOf(server, payment.id);
    // The seed's eight paid launches took SR-2026-000001 to 000008 (they settled in 2026, East Africa Time).
    expect(row).toMatchObject({ number: 'SR-2026-000009', kind: 'receipt', purpose: 'launch', ownerId: ZURI.id, amount: payment.amount, issuedAt: payment.settledAt });

    const list = (await zuri.get('/receipts').expect(200)).body.items as ReceiptSummary[];
    expect(list).toContainEqual(expect.objectContaining({ number: 'SR-2026-000009', kind: 'receipt', amount: payment.amount, currency: 'KES', ownerName: 'Zuri Threads' }));
    expect(list.every((r) => r.ownerId === ZURI.id && r.kind === 'receipt')).toBe(true);
    const doc = (await zuri.get('/receipts/SR-2026-000009').expect(200)).body as PaymentReceipt;
    expect(doc).toMatchObject({
      kind: 'receipt', number: 'SR-2026-000009', fee: payment.launchFee, held: payment.budget, total: payment.amount, method: 'mpesa',
      account: '0712 ••• 678', reference: payment.mpesa?.receipt, sautiReference: payment.id, description: 'Launch of "Zuri Threads Valentine\'s edit"',
    });
    expect(payment.mpesa?.receipt).toMatch(/^[A-Z0-9]{10}$/);

    for (const other of [SEEDED.brand, SEEDED.influencer]) {
      const them = await as(server, other);
      expect((await them.get('/receipts/SR-2026-000009').expect(404)).body).toEqual({ message: 'There is no such receipt or statement.' });
      await them.pdf('/receipts/SR-2026-000009.pdf').expect(404);
    }
    await (await as(server)).get('/receipts/SR-2026-000009').expect(401);
    await zuri.get('/receipts/SR-2026-000999').expect(404);
    await zuri.get('/receipts/not-a-number').expect(404);
    await (await as(server, SEEDED.admin)).get('/receipts/SR-2026-000009').expect(200);
  });

  it('the PDF holds the number, the date in EAT, the amounts with the VAT part of the fee, the M-Pesa receipt and the KRA PIN', async () => {
    const server = await makeServer();
    const zuri = await as(server, ZURI.email);
    expect((await zuri.put('/account/tax-details', { kraPin: ' p051234567q ' }).expect(200)).body).toEqual({ kraPin: 'P051234567Q' });
    const payment = await payAndLaunch(server, zuri.token, ZURI.campaign);
    const { number } = (await receiptOf(server, payment.id))!;
    const res = await zuri.pdf(`/receipts/${number}.pdf`).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="sauti-${number}.pdf"`);
    const text = pdfText(res.body as Buffer);
    const vat = Math.round((payment.launchFee * 16) / 116);
    for (const expected of [
      `Receipt ${number}`, eatDateTime(payment.settledAt!), 'Zuri Threads', 'P051234567Q', payment.mpesa!.receipt!, '0712 ••• 678',
      documentMoney(payment.launchFee, 'KES'), documentMoney(vat, 'KES'), documentMoney(payment.budget, 'KES'), documentMoney(payment.amount, 'KES'),
    ]) expect(text).toContain(expected);
    // KES 150,000 budget: the launch fee is 5% (KES 7,500.00), of which VAT at 16% is KES 1,034.48.
    expect(text).toContain('KES 7,500.00');
    expect(text).toContain('KES 1,034.48');
  });

  it('numbers are sequential with no gaps when payments settle at the same time, and a failed payment takes none', async () => {
    const server = await makeServer();
    await listening(server);
    const zuri = await as(server, ZURI.email);
    const api = paymentsApi(server, zuri.token);
    // Six launches at once are beyond the free tier's active campaigns: Zuri tries Enterprise (issue 19's plans).
    await request(server.app).post('/api/v1/user/trial').set('Authorization', `Bearer ${zuri.token}`).send({ plan: 'brand-enterprise' }).expect(201);
    const started: Payment[] = [];
    for (let i = 0; i < 6; i++) {
      await approvedCampaign(server, { id: `cmp-receipt-${i}` });
      started.push((await api.pay(`cmp-receipt-${i}`, { method: 'mpesa', phone: '0712345678' }).expect(201)).body as Payment);
    }
    // Five approved and one cancelled on the phone, all at once; then every one is read until it settles.
    await Promise.all(started.map((p, i) => answerStk(server, p.mpesa!.checkoutRequestId, i === 3 ? 'cancelled' : 'approved')));
    const settled = await Promise.all(started.map((p) => readUntil(server, zuri.token, p.id, (s) => s.status !== 'awaiting_payer' && s.status !== 'unknown')));
    expect(settled.map((p) => p.status)).toEqual(['succeeded', 'succeeded', 'succeeded', 'cancelled', 'succeeded', 'succeeded']);
    expect(await receiptOf(server, started[3]!.id)).toBeUndefined();

    const all = await server.db.select().from(receipts).where(eq(receipts.series, 'SR'));
    expect(all.map((r) => r.seq).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(new Set(all.map((r) => r.number)).size).toBe(13);
    expect(await server.db.select().from(receiptCounters)).toEqual([{ series: 'SR', year: 2026, last: 13 }]);
  });

  it('a settlement that is rolled back gives its number back', async () => {
    const server = await makeServer();
    const [open] = await server.db.select().from(payments).where(eq(payments.status, 'unknown'));
    await expect(server.db.transaction(async (tx) => {
      await tx.update(payments).set({ status: 'succeeded', settledAt: '2026-11-20T10:00:00.000Z' }).where(eq(payments.id, open!.id));
      throw new Error('the ledger refused');
    })).rejects.toThrow('the ledger refused');
    expect(await receiptOf(server, open!.id)).toBeUndefined();
    await server.db.update(payments).set({ status: 'succeeded', settledAt: '2026-11-20T10:00:00.000Z' }).where(eq(payments.id, open!.id));
    expect(await receiptOf(server, open!.id)).toMatchObject({ number: 'SR-2026-000009', issuedAt: '2026-11-20T10:00:00.000Z' });
  });

  it('numbers a payment settled on 31 December after 21:00 UTC in the new year, as East Africa Time reads it', async () => {
    const server = await makeServer();
    const [open] = await server.db.select().from(payments).where(eq(payments.status, 'unknown'));
    await server.db.update(payments).set({ status: 'succeeded', settledAt: '2026-12-31T21:30:00.000Z' }).where(eq(payments.id, open!.id));
    expect(await receiptOf(server, open!.id)).toMatchObject({ number: 'SR-2027-000001', year: 2027, seq: 1 });
  });
});

describe('statements for paid withdrawals', () => {
  it('a paid withdrawal gets a statement with the fees, the commission with its VAT part, the net and the amount paid', async () => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world, KES(10_000));
    // Sauti's 10% commission on the KES 10,000 fee (the test credit stands in for the released fee).
    await transfer(world.ctx, { id: 'commission:ctr-test', debit: accountCode.creator(MUTUA.id, 'KES'), credit: accountCode.commission('KES'), amount: KES(1_000), currency: 'KES' });
    await mutua.put('/account/tax-details', { kraPin: 'A123456789B' }).expect(200);
    world.clock.advance(MINUTE);
    const w = (await mutua.post('/withdrawals', { amount: KES(5_000), currency: 'KES', method: 'mpesa' }).expect(201)).body as Withdrawal;
    const sim = await world.resolveB2c(w.id, { outcome: 'success' });
    const paid = await world.until(mutua, w.id, (x) => x.status === 'paid');

    const list = (await mutua.get('/receipts').expect(200)).body.items as ReceiptSummary[];
    expect(list).toEqual([expect.objectContaining({ number: 'SS-2026-000001', kind: 'statement', purpose: 'payout', amount: KES(5_000), issuedAt: paid.settledAt })]);
    const doc = (await mutua.get('/receipts/SS-2026-000001').expect(200)).body as PayoutStatement;
    expect(doc).toMatchObject({
      kind: 'statement', paid: KES(5_000), reference: sim.body.transactionId, account: '0712 ••• 678', method: 'mpesa',
      party: { kraPin: 'A123456789B' }, lines: [{ campaignTitle: 'Money added to your balance', fee: KES(10_000), commission: KES(1_000) }],
    });
    const text = pdfText((await mutua.get('/receipts/SS-2026-000001.pdf').buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200)).body as Buffer);
    for (const expected of ['Payout statement SS-2026-000001', eatDateTime(paid.settledAt!), 'A123456789B', sim.body.transactionId as string,
      'KES 10,000.00', 'KES 1,000.00', 'KES 137.93', 'KES 9,000.00', 'KES 5,000.00']) expect(text).toContain(expected);

    // The next statement covers only what was released after this one.
    world.clock.advance(MINUTE);
    const again = (await mutua.post('/withdrawals', { amount: KES(1_000), currency: 'KES', method: 'mpesa' }).expect(201)).body as Withdrawal;
    await world.resolveB2c(again.id, { outcome: 'success' });
    await world.until(mutua, again.id, (x) => x.status === 'paid');
    const next = (await mutua.get('/receipts/SS-2026-000002').expect(200)).body as PayoutStatement;
    expect(next).toMatchObject({ paid: KES(1_000), lines: [] });
    const brand = await world.as(ZURI.email);
    await brand.get('/receipts/SS-2026-000001').expect(404);
  });

  it('a failed withdrawal gets no statement', async () => {
    const world = await moneyServer();
    const mutua = await kenyanCreator(world);
    const w = (await mutua.post('/withdrawals', { amount: KES(1_000), currency: 'KES', method: 'mpesa' }).expect(201)).body as Withdrawal;
    await world.resolveB2c(w.id, { outcome: 'failure' });
    await world.until(mutua, w.id, (x) => x.status === 'failed');
    expect((await mutua.get('/receipts').expect(200)).body).toEqual({ items: [] });
  });
});

describe('the admin list and export', () => {
  it('lists every receipt newest first, a page at a time, filtered by kind, and exports them as CSV', async () => {
    const server = await makeServer();
    const admin = await as(server, SEEDED.admin);
    const page = (await admin.get('/admin/receipts?kind=receipt&page=1&pageSize=3').expect(200)).body;
    expect(page).toMatchObject({ total: 8, page: 1, pageSize: 3 });
    expect(page.items.map((i: ReceiptSummary) => i.number)).toEqual(['SR-2026-000008', 'SR-2026-000007', 'SR-2026-000006']);
    expect(page.items[0]).toMatchObject({ kind: 'receipt', purpose: 'launch', currency: expect.any(String), ownerName: expect.any(String) });
    expect((await admin.get('/admin/receipts?page=3&pageSize=3').expect(200)).body.items).toHaveLength(2);
    expect((await admin.get('/admin/receipts?kind=bill').expect(422)).body.errors.kind).toBeDefined();

    const csv = await admin.get('/admin/receipts.csv?kind=receipt').expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="sauti-receipt.csv"');
    const rows = csv.text.trimEnd().split('\r\n');
    expect(rows[0]).toBe('Number,Kind,Purpose,Issued at (UTC),Name,Account,Currency,Amount');
    expect(rows).toHaveLength(9);
    expect(rows[1]).toMatch(/^SR-2026-000008,receipt,launch,2026-11-10T12:02:00.000Z,/);

    const brand = await as(server, ZURI.email);
    await brand.get('/admin/receipts').expect(403);
    await brand.get('/admin/receipts.csv').expect(403);
  });
});

describe('the KRA PIN in settings', () => {
  it('is stored upper case, refused with a field error unless it is a letter, 9 digits and a letter, and removed with null', async () => {
    const server = await makeServer();
    const zuri = await as(server, ZURI.email);
    expect((await zuri.get('/account/tax-details').expect(200)).body).toEqual({ kraPin: null });
    for (const bad of ['A12345678B', '1234567890B', 'A123456789', 'A1234567890B', 42]) {
      const res = await zuri.put('/account/tax-details', { kraPin: bad }).expect(422);
      expect(res.body).toEqual({ message: 'Some fields need attention.', errors: { kraPin: [KRA_PIN_ERROR] } });
    }
    await zuri.put('/account/tax-details', { kraPin: 'a123456789b' }).expect(200);
    expect((await zuri.get('/account/tax-details').expect(200)).body).toEqual({ kraPin: 'A123456789B' });
    // The profile's shape is unchanged: the PIN is not a profile field.
    expect((await zuri.get('/profiles/me').expect(200)).body).not.toHaveProperty('kraPin');
    expect((await zuri.put('/account/tax-details', { kraPin: null }).expect(200)).body).toEqual({ kraPin: null });
    await (await as(server, SEEDED.admin)).get('/account/tax-details').expect(403);
  });
});
