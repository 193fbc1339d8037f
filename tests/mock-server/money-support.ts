import { createRequire } from 'node:module';
import request from 'supertest';
import { expect } from 'vitest';
import type { Campaign, Contract, Notification } from '../../src/domain/campaign-types.ts';
import type { Payment } from '../../src/domain/money-types.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { campaignById, insertCampaign } from '../../mock-server/campaign-records.ts';
import { contractById, insertContract } from '../../mock-server/contract-records.ts';
import {
  campaignApplications, campaigns, contracts, darajaStk, ledgerAccounts, ledgerTransfers, notifications, payments, payoutDetails, withdrawals,
} from '../../mock-server/db/schema/index.ts';
import { toTransfer, type LedgerTransfer } from '../../mock-server/ledger/ledger.ts';
import type { CampaignRecord } from '../../mock-server/types.ts';
import type { makeServer } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;

/** The seeded brand whose approved, unpaid campaign the launch journeys start from. */
export const ZURI = { email: 'brand-zuri@sauti.test', id: 'acc-zuri', campaign: 'cmp-zuri-approved' } as const;

let keys = 0;
/** A fresh Idempotency-Key: one per intent. */
export const newKey = (label = 'test') => `${label}-${++keys}`;

/** Listens for real (once per server): payments reach the simulators and callbacks come back over HTTP. */
export async function listening(server: Server): Promise<void> {
  if (!server.ctx.publicUrl) await server.listenForReal();
}

/** The payment endpoints as one signed-in user. */
export function paymentsApi(server: Server, token?: string) {
  const auth = <T extends request.Test>(req: T) => (token ? req.set('Authorization', `Bearer ${token}`) : req);
  return {
    pay: (campaignId: string, body: object, key: string = newKey('pay')) =>
      auth(request(server.app).post(`/api/campaigns/${campaignId}/payments`)).set('Idempotency-Key', key).send(body),
    list: (campaignId: string) => auth(request(server.app).get(`/api/campaigns/${campaignId}/payments`)),
    get: (id: string) => auth(request(server.app).get(`/api/payments/${id}`)),
    cancel: (id: string, key: string = newKey('cancel')) => auth(request(server.app).post(`/api/payments/${id}/cancel`)).set('Idempotency-Key', key).send({}),
    campaign: async (id: string) => (await auth(request(server.app).get(`/api/campaigns/${id}`)).expect(200)).body as Campaign,
  };
}

/** Answers an open STK prompt on the simulator, as the virtual phone would. */
export const answerStk = (server: Server, checkoutRequestId: string, outcome: string, extra: object = {}) =>
  request(server.app).post(`/__sim/mpesa/stk/${checkoutRequestId}/resolve`).send({ outcome, ...extra }).expect(200);

/**
 * Reads the payment until `done` says so: each read settles lazily (deadlines, queries, captures), and a callback
 * has already been delivered when the simulator's resolve answers, so a few reads suffice. No sleeps.
 */
export async function readUntil(server: Server, token: string, id: string, done: (p: Payment) => boolean, reads = 5): Promise<Payment> {
  let payment: Payment | undefined;
  for (let i = 0; i < reads; i++) {
    payment = (await paymentsApi(server, token).get(id).expect(200)).body as Payment;
    if (done(payment)) return payment;
  }
  throw new Error(`Payment ${id} is still ${payment?.status} after ${reads} reads.`);
}

/** The old one-step launch, now that launching is paying: pay by M-Pesa, approve on the phone, wait for success. */
export async function payAndLaunch(server: Server, token: string, campaignId: string, phone = '0712 345 678'): Promise<Payment> {
  await listening(server);
  const started = await paymentsApi(server, token).pay(campaignId, { method: 'mpesa', phone });
  expect(started.status, started.text).toBe(201);
  const payment = started.body as Payment;
  expect(payment.status).toBe('awaiting_payer');
  await answerStk(server, payment.mpesa?.checkoutRequestId ?? '', 'approved');
  return readUntil(server, token, payment.id, (p) => p.status === 'succeeded');
}

/** An approved, unpaid campaign placed in the database, like cmp-zuri-approved but with the given changes. */
export async function approvedCampaign(server: Pick<Server, 'ctx'>, changes: Partial<CampaignRecord> & { id: string }): Promise<CampaignRecord> {
  const seed = await campaignById(server.ctx, ZURI.campaign);
  if (!seed) throw new Error(`The seed has no ${ZURI.campaign}.`);
  return insertCampaign(server.ctx, { ...structuredClone(seed), ...changes, status: 'approved' });
}

/** A contract placed in the database, as accepting an application would store it (its hold is the test's to make). */
export const placeContract = (server: Pick<Server, 'ctx'>, contract: Contract) => insertContract(server.ctx, contract);

/** The campaign and the contract as stored. */
export const storedCampaign = (server: Pick<Server, 'ctx'>, id: string) => campaignById(server.ctx, id);
export const storedContract = (server: Pick<Server, 'ctx'>, id: string) => contractById(server.ctx, id);

/** A user's notifications of one type (or all), oldest first. */
export async function noticesOf(server: Pick<Server, 'db'>, userId: string, type?: string): Promise<Notification[]> {
  const rows = await server.db.select().from(notifications)
    .where(and(eq(notifications.userId, userId), type === undefined ? undefined : eq(notifications.type, type))).orderBy(asc(notifications.seq));
  return rows.map(({ seq: _seq, ...n }) => n as Notification);
}

/** The M-Pesa simulator's STK prompts, in the order they were made. */
export async function stkPrompts(server: Pick<Server, 'db'>) {
  return server.db.select().from(darajaStk).orderBy(asc(darajaStk.seq));
}

/**
 * Everything a refused money request must leave as it was: the ledger, payments, withdrawals and payout details, and
 * the campaigns, applications, contracts and notifications they belong to. Rows in a stable order, for toEqual.
 */
export async function moneySnapshot(server: Pick<Server, 'db'>): Promise<Record<string, unknown[]>> {
  const tables: Record<string, PgTable> = { ledgerAccounts, ledgerTransfers, payments, withdrawals, payoutDetails, campaigns, campaignApplications, contracts, notifications };
  const snapshot: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(tables)) {
    const rows = (await server.db.select().from(table)) as unknown[];
    snapshot[name] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return snapshot;
}

/** jsdom ships no type declarations here; this is the little of it these tests use. */
interface Dom { window: Window & { eval(code: string): void; axe?: { run(ctx: unknown, options: unknown): Promise<{ violations: { id: string }[] }> } } }
const requireHere = createRequire(import.meta.url);

/** A server-rendered page's HTML as a document (jsdom, loaded only when called); `scripts` lets the test run axe in it. */
export function parseHtml(html: string, scripts = false): Dom {
  const { JSDOM } = requireHere('jsdom') as { JSDOM: new (html: string, options?: object) => Dom };
  return new JSDOM(html, scripts ? { runScripts: 'outside-only', pretendToBeVisual: true } : {});
}

/** axe's WCAG 2.2 AA rules over a page's HTML. Checks that need layout, such as contrast, need a browser. */
export async function axeViolations(html: string): Promise<string[]> {
  const { window } = parseHtml(html, true);
  window.eval((requireHere('axe-core') as { source: string }).source);
  if (!window.axe) throw new Error('axe-core did not load.');
  const { violations } = await window.axe.run(window.document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
  return violations.map((v) => v.id);
}

/** Empties the ledger, withdrawals and payout details (the seed's launch payments and holds included): every figure is then exact. */
export async function emptyMoney(server: Pick<Server, 'db'>): Promise<void> {
  await server.db.execute(sql`truncate ledger_entries, ledger_transfers, ledger_accounts, withdrawals, payout_details, receipts, receipt_counters`);
}

/** Every ledger transfer, in the order written (tests only: the code reads transfers by index). */
export async function ledgerRows(server: Pick<Server, 'db'>): Promise<LedgerTransfer[]> {
  return (await server.db.select().from(ledgerTransfers).orderBy(ledgerTransfers.seq)).map(toTransfer);
}

/** Every payment as stored, oldest first. */
export async function paymentRows(server: Pick<Server, 'db'>): Promise<Payment[]> {
  return (await server.db.select().from(payments).orderBy(payments.seq)).map(({ seq: _seq, ...p }) => p);
}

/** Changes a stored payment behind the API's back (a test stands in for a stop mid-push or a lost callback). */
export async function setPayment(server: Pick<Server, 'db'>, id: string, changes: Partial<Payment>): Promise<void> {
  await server.db.update(payments).set(changes).where(eq(payments.id, id));
}

/**
 * Pays a brand's whole balance out (as a bank withdrawal would), so a launch test asks the provider for the full
 * amount: since issue 19 the balance pays for a launch first (tests/mock-server/brand-balance.test.ts covers that).
 */
export async function spendBalance(server: Server, brandId: string): Promise<void> {
  const { balances, transfer } = await import('../../mock-server/ledger/ledger.ts');
  const { accountCode } = await import('../../mock-server/ledger/accounts.ts');
  const code = accountCode.brand(brandId);
  const { available } = await balances(server.ctx, code);
  if (available > 0) await transfer(server.ctx, { id: `test-spend:${brandId}`, debit: code, credit: accountCode.asset('bank'), amount: available, currency: 'KES' });
}
