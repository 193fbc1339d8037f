/**
 * Writes the money part of the seed (db.json) with the real ledger: `npx tsx scripts/seed-money.ts`.
 * It clears the money collections and rebuilds them from the campaigns and contracts, so running it twice gives the
 * same file (docs/decisions/0009-money.md, "Seed"):
 * - every campaign past `approved` (a cancelled one only if it recruited) has a succeeded launch payment, M-Pesa with
 *   its simulator session for KES, PayPal for USD, and its launch transfers;
 * - every contract has its hold; cmp-kahawa-completed's are released (commission taken), and a finished campaign's escrow swept;
 * - cmp-kahawa-funding is `funding`: its M-Pesa payment is `unknown` (the prompt was approved but the callback was lost),
 *   so the first read settles it by an STK query;
 * - payout details for Mutua (KE), Amara (GB) and Wairimu (KE).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { MINOR_PER_MAJOR, type Contract } from '../src/domain/campaign-types.ts';
import { launchFeeFor, paymentMethodsFor, wholeMajorUnits, type Payment } from '../src/domain/money-types.ts';
import { SEED_FILE } from '../mock-server/config.ts';
import type { ServerContext } from '../mock-server/context.ts';
import { openDatabase } from '../mock-server/db/database.ts';
import { migrate } from '../mock-server/db/migrate.ts';
import { loadSeed } from '../mock-server/db/seed.ts';
import { ledgerAccounts, ledgerTransfers } from '../mock-server/db/schema/index.ts';
import { accountCode, toAccount } from '../mock-server/ledger/accounts.ts';
import { applyLinked, toTransfer, transferId } from '../mock-server/ledger/ledger.ts';
import { holdFee, releaseContract, sweepCampaign } from '../mock-server/money/holds.ts';
import { darajaTimestamp, readDarajaConfig } from '../mock-server/providers/daraja/config.ts';
import type { StkSession } from '../mock-server/providers/daraja/sim-store.ts';
import type { CampaignRecord, SeedShape, PayoutDetailsRecord } from '../mock-server/types.ts';

const MINUTE = 60_000;
const API = 'http://localhost:3001';
const BRAND_PHONES: Record<string, string> = { 'acc-brand': '254722000101', 'acc-kahawa': '254722000202', 'acc-zuri': '254722000303', 'acc-chama': '254722000404' };
const RELEASED = 'cmp-kahawa-completed';
/** The campaign whose launch payment is still being checked, and when its brand approved the prompt. */
const FUNDING = 'cmp-kahawa-funding';
const FUNDING_PAID_AT = '2026-11-20T09:00:00.000Z';
const PAYOUTS: PayoutDetailsRecord[] = [
  { creatorId: 'acc-mutua', mpesaPhone: '254712000111', paypalEmail: null, bank: null, updatedAt: '2026-10-06T08:00:00.000Z' },
  { creatorId: 'acc-amara', mpesaPhone: null, paypalEmail: 'amara.clarke@example.com', bank: null, updatedAt: '2026-10-06T09:00:00.000Z' },
  { creatorId: 'acc-wairimu', mpesaPhone: '254712000222', paypalEmail: null,
    bank: { accountName: 'Wairimu Njoroge', bankName: 'Equity Bank', accountNumber: '0180291234321' }, updatedAt: '2026-10-23T08:00:00.000Z' },
];

const db = JSON.parse(fs.readFileSync(SEED_FILE, 'utf8')) as SeedShape;
Object.assign(db, { ledgerAccounts: [], ledgerTransfers: [], payments: [], withdrawals: [], darajaSim: [], paypalSim: [], idempotencyKeys: [], payoutDetails: PAYOUTS });
let now = 0;
// The ledger runs on a throwaway in-memory PostgreSQL (PGlite) loaded with the rest of the seed, then its rows are
// written back as db.json's records.
const database = await openDatabase({ kind: 'memory' });
await migrate(database);
await loadSeed(database.db, db);
const ctx = { db: database.db, clock: { now: () => now } } as unknown as ServerContext;
const daraja = readDarajaConfig({});

const ms = (iso: string) => Date.parse(iso);
const iso = (t: number) => new Date(t).toISOString();
const hash = (text: string, length: number) => createHash('sha256').update(text).digest('hex').toUpperCase().slice(0, length);
const digits = (text: string, length: number) => BigInt(`0x${hash(text, 15)}`).toString().padStart(length, '0').slice(-length);
const approvedAt = (c: CampaignRecord) => ms(c.reviewNotes.findLast((n) => n.kind === 'approved')?.at ?? c.submittedAt ?? c.createdAt);
const masked = (msisdn: string) => `0${msisdn.slice(3, 6)} ••• ${msisdn.slice(-3)}`;

/** A launch payment as the payments route leaves it, and (M-Pesa) the simulator's session for its prompt. */
function launchPayment(campaign: CampaignRecord, createdAt: number, status: 'succeeded' | 'unknown'): Payment {
  const budget = campaign.budgetTotal ?? 0;
  const launchFee = launchFeeFor(budget, campaign.currency);
  const method = paymentMethodsFor(campaign.currency)[0] ?? 'mpesa';
  const id = `pay-${campaign.id.replace(/^cmp-/, '')}`;
  const settledAt = status === 'succeeded' ? iso(createdAt + 2 * MINUTE) : null;
  // Every field in Payment's order; the branches below fill in their method's.
  const base: Payment = { id, campaignId: campaign.id, brandId: campaign.brandId, purpose: 'launch', method, amount: budget + launchFee, launchFee, budget, fromBalance: 0, freeLaunch: false,
    currency: campaign.currency, status, reason: null, resultCode: null, phone: null, mpesa: null, paypal: null, checkAfter: null,
    createdAt: iso(createdAt), updatedAt: settledAt ?? iso(createdAt + 2 * MINUTE), settledAt, subscription: null };
  if (method === 'paypal') {
    const orderId = hash(`order:${id}`, 17);
    return { ...base, paypal: { orderId, approveUrl: `${API}/__sim/paypal/checkout/${orderId}` } };
  }
  const phone = BRAND_PHONES[campaign.brandId] ?? '254722000999';
  const amount = wholeMajorUnits(budget + launchFee);
  if (amount > daraja.stkMaxAmount) throw new Error(`${campaign.id}: KES ${amount} is over M-Pesa's STK limit; lower its budget.`);
  const session: StkSession = {
    kind: 'stk', checkoutRequestId: `ws_CO_${darajaTimestamp(createdAt)}${digits(id, 8)}`, merchantRequestId: `${digits(`m:${id}`, 5).replace(/^0/, '1')}-${digits(`r:${id}`, 8).replace(/^0/, '1')}-1`,
    shortCode: daraja.shortCode, phoneNumber: phone, amount, accountReference: 'Sauti launch', transactionDesc: `Launch ${campaign.title}`.slice(0, 60),
    callbackUrl: `${API}/api/webhooks/mpesa/stk?ref=${id}`, createdAt, status: 'resolved', resultCode: 0, resultDesc: 'The service request is processed successfully.',
    receipt: `S${hash(`receipt:${id}`, 9)}`, resolvedAt: createdAt + MINUTE,
  };
  db.darajaSim.push(session);
  const known = status === 'succeeded';
  return { ...base, amount: amount * MINOR_PER_MAJOR, phone: masked(phone), checkAfter: iso(createdAt + 2 * MINUTE), resultCode: known ? 0 : null,
    reason: known ? null : 'M-Pesa has not confirmed this payment yet. Sauti is checking with M-Pesa; no need to pay again.',
    mpesa: { checkoutRequestId: session.checkoutRequestId, merchantRequestId: session.merchantRequestId, receipt: known ? (session.receipt ?? null) : null } };
}

/** The launch transfers of decision 0009: provider asset → brand; brand → launch fees; brand → the campaign's escrow. */
async function payLaunch(campaign: CampaignRecord, payment: Payment): Promise<void> {
  const { currency } = campaign;
  const brand = accountCode.brand(campaign.brandId, currency);
  const provider = payment.mpesa ? transferId('stk', payment.mpesa.receipt ?? '') : transferId('paypal', hash(`capture:${payment.id}`, 17));
  await applyLinked(ctx, [
    { kind: 'transfer', id: provider, debit: accountCode.asset(payment.mpesa ? 'mpesa' : 'paypal', currency), credit: brand, amount: payment.amount, currency, ref: { type: 'payment', id: payment.id } },
    { kind: 'transfer', id: transferId('launch-fee', campaign.id), debit: brand, credit: accountCode.launchFees(currency), amount: payment.launchFee, currency, ref: { type: 'campaign', id: campaign.id } },
    { kind: 'transfer', id: transferId('escrow', campaign.id), debit: brand, credit: accountCode.escrow(campaign.id), amount: payment.budget, currency, ref: { type: 'campaign', id: campaign.id } },
  ]);
}

// Every money event, in the order it happened, so the ledger's entries are in time order too.
const events: Array<{ at: number; run: () => unknown }> = [];
const recruited = (c: CampaignRecord) => db.campaignApplications.some((a) => a.campaignId === c.id);
const PAST_APPROVED = new Set(['recruiting', 'recruiting_paused', 'in_progress', 'in_progress_paused', 'completed']);
for (const campaign of db.campaigns) {
  const paid = PAST_APPROVED.has(campaign.status) || (campaign.status === 'cancelled' && recruited(campaign));
  if (paid) {
    const at = approvedAt(campaign) + 60 * MINUTE;
    events.push({ at: at + 2 * MINUTE, run: () => {
      const payment = launchPayment(campaign, at, 'succeeded');
      db.payments.push(payment);
      return payLaunch(campaign, payment);
    } });
  }
  if (campaign.status === 'completed' || campaign.status === 'cancelled') events.push({ at: ms(campaign.updatedAt), run: () => sweepCampaign(ctx, campaign) });
}
const campaignOf = (k: Contract) => db.campaigns.find((c) => c.id === k.campaignId)!;
for (const contract of db.contracts) {
  events.push({ at: ms(contract.createdAt), run: () => holdFee(ctx, campaignOf(contract), contract) });
  if (contract.campaignId === RELEASED) events.push({ at: ms(campaignOf(contract).updatedAt) - 60 * MINUTE, run: () => releaseContract(ctx, contract) });
}
const funding = db.campaigns.find((c) => c.id === FUNDING && c.status === 'funding');
if (!funding) throw new Error(`db.json needs ${FUNDING} in the funding status.`);
events.push({ at: ms(FUNDING_PAID_AT), run: () => db.payments.push(launchPayment(funding, ms(FUNDING_PAID_AT), 'unknown')) });

for (const event of events.sort((a, b) => a.at - b.at)) {
  now = event.at;
  await event.run();
}
db.ledgerAccounts = (await database.db.select().from(ledgerAccounts).orderBy(ledgerAccounts.createdAt, ledgerAccounts.code)).map(toAccount);
db.ledgerTransfers = (await database.db.select().from(ledgerTransfers).orderBy(ledgerTransfers.seq)).map(toTransfer);
await database.close();
fs.writeFileSync(SEED_FILE, `${JSON.stringify(db, null, 2)}\n`);
console.log(`Seeded ${db.payments.length} payments and ${db.ledgerTransfers.length} ledger transfers into ${SEED_FILE}.`);
