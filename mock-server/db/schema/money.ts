import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Currency } from '../../../src/domain/campaign-types.ts';
import type { Payment, PaymentStatus, PayoutDetails, Withdrawal, WithdrawalMethod, WithdrawalStatus } from '../../../src/domain/money-types.ts';
import type { B2cPayment, StkSession } from '../../providers/daraja/sim-store.ts';
import type { SimOrder } from '../../providers/paypal/orders.ts';
import type { ItemStatus, PayoutItemInput, SenderBatchHeader } from '../../providers/paypal/types.ts';
import type { ActedBy } from '../../../src/domain/partner-types.ts';
import { isoTime, msTime } from './columns.ts';

/**
 * Tables of the money domain (docs/decisions/0011-postgresql.md, "Moving the domain"; the ledger of decision 0009).
 * Amounts are integer minor units. The ledger's rules the database keeps (mock-server/db/migrations/0002_money_ledger.sql):
 * transfers and entries are never updated or deleted; each transfer's entries balance to zero per currency; an
 * account's four running totals are kept by the entries' insert trigger, in the same transaction.
 */
const minor = (name: string) => bigint(name, { mode: 'number' });

/** One ledger account per code. Its totals are written only by the entries trigger, never by the code. */
export const ledgerAccounts = pgTable('ledger_accounts', {
  code: text().primaryKey(),
  normal: text().$type<'debit' | 'credit'>().notNull(),
  flag: text().$type<'credits_must_not_exceed_debits' | 'debits_must_not_exceed_credits' | null>(),
  ownerType: text('owner_type').$type<'brand' | 'campaign' | 'creator'>(),
  ownerId: text('owner_id'),
  currency: text().$type<Currency>().notNull(),
  debitsPosted: minor('debits_posted').notNull().default(0),
  creditsPosted: minor('credits_posted').notNull().default(0),
  debitsPending: minor('debits_pending').notNull().default(0),
  creditsPending: minor('credits_pending').notNull().default(0),
  createdAt: isoTime('created_at').notNull(),
}, (t) => [
  index('ledger_accounts_owner').on(t.ownerType, t.ownerId),
  check('ledger_accounts_normal', sql`${t.normal} in ('debit', 'credit')`),
  check('ledger_accounts_owner_whole', sql`(${t.ownerType} is null) = (${t.ownerId} is null)`),
  // The overdraft flags, kept by the database as well as checked (with a plain message) by the ledger.
  check('ledger_accounts_debits_guard', sql`${t.flag} is distinct from 'debits_must_not_exceed_credits' or ${t.debitsPosted} + ${t.debitsPending} <= ${t.creditsPosted}`),
  check('ledger_accounts_credits_guard', sql`${t.flag} is distinct from 'credits_must_not_exceed_debits' or ${t.creditsPosted} + ${t.creditsPending} <= ${t.debitsPosted}`),
]);

/**
 * An immutable transfer (TigerBeetle's model): a post or void is its own transfer pointing at the pending one, and
 * a hold resolves once (the unique pending_id). `seq` is the order of writing. Its entries are written by the
 * database when it is inserted.
 */
export const ledgerTransfers = pgTable('ledger_transfers', {
  id: text().primaryKey(),
  debitAccountId: text('debit_account_id').notNull().references(() => ledgerAccounts.code),
  creditAccountId: text('credit_account_id').notNull().references(() => ledgerAccounts.code),
  amount: minor('amount').notNull(),
  currency: text().$type<Currency>().notNull(),
  pending: boolean().notNull().default(false),
  post: boolean().notNull().default(false),
  void: boolean().notNull().default(false),
  linked: boolean().notNull().default(false),
  pendingId: text('pending_id'),
  refType: text('ref_type'),
  refId: text('ref_id'),
  createdAt: isoTime('created_at').notNull(),
  seq: bigserial({ mode: 'number' }).notNull(),
}, (t) => [
  foreignKey({ columns: [t.pendingId], foreignColumns: [t.id], name: 'ledger_transfers_pending_fk' }),
  uniqueIndex('ledger_transfers_resolves_once').on(t.pendingId),
  index('ledger_transfers_debit').on(t.debitAccountId, t.seq),
  index('ledger_transfers_credit').on(t.creditAccountId, t.seq),
  index('ledger_transfers_ref').on(t.refType, t.refId),
  index('ledger_transfers_seq').on(t.seq),
  check('ledger_transfers_amount', sql`${t.amount} > 0`),
  check('ledger_transfers_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  check('ledger_transfers_kind', sql`(${t.post} or ${t.void}) = (${t.pendingId} is not null) and not (${t.post} and ${t.void}) and not (${t.pending} and ${t.pendingId} is not null)`),
  check('ledger_transfers_ref_whole', sql`(${t.refType} is null) = (${t.refId} is null)`),
]);

/**
 * Double entry: what a transfer adds to each side's posted or pending total (negative when a hold is released).
 * The debits and credits of one transfer sum to the same per currency (a deferred constraint trigger).
 */
export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  transferId: text('transfer_id').notNull().references(() => ledgerTransfers.id),
  accountId: text('account_id').notNull().references(() => ledgerAccounts.code),
  side: text().$type<'debit' | 'credit'>().notNull(),
  pending: boolean().notNull(),
  amount: minor('amount').notNull(),
  currency: text().$type<Currency>().notNull(),
}, (t) => [
  index('ledger_entries_account').on(t.accountId),
  index('ledger_entries_transfer').on(t.transferId),
  check('ledger_entries_side', sql`${t.side} in ('debit', 'credit')`),
  check('ledger_entries_amount', sql`${t.amount} <> 0`),
]);

/**
 * Launch and subscription payments (src/domain/money-types.ts Payment). The provider's references are unique: a
 * callback settles one payment. A launch names its campaign; a subscription has none and names its plan instead
 * (`subscription`), and `brand_id` is its payer whatever the role.
 */
export const payments = pgTable('payments', {
  id: text().primaryKey(),
  campaignId: text('campaign_id'),
  brandId: text('brand_id').notNull(),
  purpose: text().$type<Payment['purpose']>().notNull(),
  method: text().$type<Payment['method']>().notNull(),
  amount: minor('amount').notNull(),
  launchFee: minor('launch_fee').notNull(),
  budget: minor('budget').notNull(),
  /** Taken from the brand's balance (held while the payment is open); `amount` is the rest the provider is asked. */
  fromBalance: minor('from_balance').notNull().default(0),
  /** The brand's first launch, which pays no launch fee. */
  freeLaunch: boolean('free_launch').notNull().default(false),
  currency: text().$type<Currency>().notNull(),
  status: text().$type<PaymentStatus>().notNull(),
  reason: text(),
  resultCode: integer('result_code'),
  phone: text(),
  mpesa: jsonb().$type<Payment['mpesa']>(),
  paypal: jsonb().$type<Payment['paypal']>(),
  checkAfter: isoTime('check_after'),
  createdAt: isoTime('created_at').notNull(),
  updatedAt: isoTime('updated_at').notNull(),
  settledAt: isoTime('settled_at'),
  /** A subscription's plan and period (null for a launch). */
  subscription: jsonb().$type<Payment['subscription']>(),
  /** The partner that started it for the brand (issue 25), null when the brand did: the ledger names it. */
  actedBy: jsonb('acted_by').$type<ActedBy>(),
  /** The order of writing: of two payments made in the same millisecond, the later is newer. */
  seq: bigserial({ mode: 'number' }).notNull(),
}, (t) => [
  index('payments_campaign').on(t.campaignId, t.createdAt, t.seq),
  uniqueIndex('payments_checkout_request').on(sql`(${t.mpesa} ->> 'checkoutRequestId')`),
  uniqueIndex('payments_mpesa_receipt').on(sql`(${t.mpesa} ->> 'receipt')`),
  uniqueIndex('payments_paypal_order').on(sql`(${t.paypal} ->> 'orderId')`),
  // One payment at a time per campaign, and a campaign is paid for once.
  uniqueIndex('payments_one_open').on(t.campaignId).where(sql`${t.status} in ('initiated', 'awaiting_payer', 'unknown')`),
  uniqueIndex('payments_one_succeeded').on(t.campaignId).where(sql`${t.status} = 'succeeded'`),
  // A brand's first launch is free once: of two launches paid at once, only one may be the free one.
  uniqueIndex('payments_one_free_launch').on(t.brandId).where(sql`${t.freeLaunch} and ${t.status} in ('initiated', 'awaiting_payer', 'unknown', 'succeeded')`),
  // One subscription payment open at a time per payer (a launch's are counted per campaign above).
  uniqueIndex('payments_one_open_subscription').on(t.brandId).where(sql`${t.purpose} = 'subscription' and ${t.status} in ('initiated', 'awaiting_payer', 'unknown')`),
  index('payments_subscriptions').on(t.brandId, t.createdAt).where(sql`${t.purpose} = 'subscription'`),
  check('payments_purpose', sql`(${t.purpose} = 'launch' and ${t.campaignId} is not null and ${t.subscription} is null) or (${t.purpose} = 'subscription' and ${t.campaignId} is null and ${t.subscription} is not null)`),
  // amount is 0 when the brand's balance pays for the whole launch.
  check('payments_amounts', sql`${t.amount} >= 0 and ${t.launchFee} >= 0 and ${t.budget} >= 0 and ${t.fromBalance} >= 0`),
]);

/**
 * Withdrawals of a creator's earnings or a brand's balance (src/domain/money-types.ts Withdrawal); the id is M-Pesa's
 * OriginatorConversationID and PayPal's sender_batch_id.
 */
export const withdrawals = pgTable('withdrawals', {
  id: text().primaryKey(),
  ownerType: text('owner_type').$type<Withdrawal['ownerType']>().notNull().default('creator'),
  ownerId: text('owner_id').notNull(),
  amount: minor('amount').notNull(),
  currency: text().$type<Currency>().notNull(),
  method: text().$type<WithdrawalMethod>().notNull(),
  destination: text().notNull(),
  status: text().$type<WithdrawalStatus>().notNull(),
  reason: text(),
  mpesa: jsonb().$type<Withdrawal['mpesa']>(),
  paypal: jsonb().$type<Withdrawal['paypal']>(),
  createdAt: isoTime('created_at').notNull(),
  updatedAt: isoTime('updated_at').notNull(),
  settledAt: isoTime('settled_at'),
  seq: bigserial({ mode: 'number' }).notNull(),
}, (t) => [
  index('withdrawals_owner').on(t.ownerId, t.createdAt, t.seq),
  uniqueIndex('withdrawals_mpesa_receipt').on(sql`(${t.mpesa} ->> 'receipt')`),
  uniqueIndex('withdrawals_paypal_item').on(sql`(${t.paypal} ->> 'payoutItemId')`),
  check('withdrawals_amount', sql`${t.amount} > 0`),
]);

/** Where an account's withdrawals go (a creator's or a brand's: `creator_id` is the account's id), one row per account. */
export const payoutDetails = pgTable('payout_details', {
  creatorId: text('creator_id').primaryKey(),
  mpesaPhone: text('mpesa_phone'),
  paypalEmail: text('paypal_email'),
  bank: jsonb().$type<PayoutDetails['bank']>(),
  updatedAt: isoTime('updated_at').notNull(),
});

/*
 * The payment providers' simulators (mock-server/providers): what M-Pesa and PayPal would keep on their side. Times
 * are epoch milliseconds, as the simulators count them. Settling is a conditional update on the status the row
 * had (`where status = 'pending'`), so a payout or prompt settles once, and sends its one callback, whichever
 * request or process gets there first.
 */

/** The M-Pesa simulator's STK prompts on the virtual phone, from the push to their one resolution. */
export const darajaStk = pgTable('daraja_stk', {
  checkoutRequestId: text('checkout_request_id').primaryKey(),
  merchantRequestId: text('merchant_request_id').notNull(),
  shortCode: text('short_code').notNull(),
  phoneNumber: text('phone_number').notNull(),
  amount: integer().notNull(),
  accountReference: text('account_reference').notNull(),
  transactionDesc: text('transaction_desc').notNull(),
  callbackUrl: text('callback_url').notNull(),
  createdAt: msTime('created_at').notNull(),
  status: text().$type<StkSession['status']>().notNull(),
  resultCode: integer('result_code'),
  resultDesc: text('result_desc'),
  /** MpesaReceiptNumber, on success only. */
  receipt: text(),
  resolvedAt: msTime('resolved_at'),
  seq: bigserial({ mode: 'number' }).notNull(),
}, (t) => [
  index('daraja_stk_open').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  uniqueIndex('daraja_stk_receipt').on(t.receipt),
  check('daraja_stk_status', sql`${t.status} in ('pending', 'resolved')`),
]);

/** The M-Pesa simulator's B2C payouts: pending until resolved; a queue timeout keeps an eventual truth for a status query. */
export const darajaB2c = pgTable('daraja_b2c', {
  originatorConversationId: text('originator_conversation_id').primaryKey(),
  conversationId: text('conversation_id').notNull(),
  commandId: text('command_id').notNull(),
  amount: integer().notNull(),
  partyA: text('party_a').notNull(),
  partyB: text('party_b').notNull(),
  remarks: text().notNull(),
  occasion: text().notNull(),
  resultUrl: text('result_url').notNull(),
  queueTimeOutUrl: text('queue_time_out_url').notNull(),
  createdAt: msTime('created_at').notNull(),
  status: text().$type<B2cPayment['status']>().notNull(),
  /** Held on the virtual phone: no automatic result. */
  delayed: boolean().notNull().default(false),
  eventual: text().$type<'success' | 'failure'>(),
  transactionId: text('transaction_id'),
  resolvedAt: msTime('resolved_at'),
  seq: bigserial({ mode: 'number' }).notNull(),
}, (t) => [
  uniqueIndex('daraja_b2c_conversation').on(t.conversationId),
  uniqueIndex('daraja_b2c_transaction').on(t.transactionId),
  index('daraja_b2c_open').on(t.createdAt).where(sql`${t.status} in ('pending', 'timed_out')`),
  check('daraja_b2c_status', sql`${t.status} in ('pending', 'timed_out', 'completed', 'failed')`),
]);

/** The PayPal simulator's access tokens: only each token's hash is kept. */
export const paypalTokens = pgTable('paypal_tokens', {
  id: text().primaryKey(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: msTime('expires_at').notNull(),
}, (t) => [
  uniqueIndex('paypal_tokens_hash').on(t.tokenHash),
  index('paypal_tokens_expiry').on(t.expiresAt),
]);

/** The PayPal simulator's payout batches. A sender_batch_id is refused again within 30 days. */
export const paypalBatches = pgTable('paypal_batches', {
  id: text().primaryKey(),
  senderBatchId: text('sender_batch_id').notNull(),
  senderBatchHeader: jsonb('sender_batch_header').$type<SenderBatchHeader>().notNull(),
  createdAt: msTime('created_at').notNull(),
}, (t) => [
  index('paypal_batches_sender').on(t.senderBatchId, t.createdAt),
]);

/** The items of the PayPal simulator's batches, each moving through PayPal's documented statuses. */
export const paypalItems = pgTable('paypal_items', {
  id: text().primaryKey(),
  batchId: text('batch_id').notNull().references(() => paypalBatches.id),
  senderBatchId: text('sender_batch_id').notNull(),
  status: text().$type<ItemStatus>().notNull(),
  input: jsonb().$type<PayoutItemInput>().notNull(),
  transactionId: text('transaction_id'),
  /** When the item last changed status: an UNCLAIMED item is returned 30 days after this. */
  changedAt: msTime('changed_at').notNull(),
  processedAt: msTime('processed_at'),
  seq: bigserial({ mode: 'number' }).notNull(),
}, (t) => [
  index('paypal_items_batch').on(t.batchId, t.seq),
  index('paypal_items_status').on(t.status, t.changedAt),
]);

/** The PayPal simulator's Orders v2 orders: CREATED until the payer approves, then captured once. */
export const paypalOrders = pgTable('paypal_orders', {
  id: text().primaryKey(),
  /** The PayPal-Request-Id it was created with: the same id again gets the same order. */
  requestId: text('request_id'),
  status: text().$type<SimOrder['status']>().notNull(),
  purchaseUnit: jsonb('purchase_unit').$type<SimOrder['purchaseUnit']>().notNull(),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  createdAt: msTime('created_at').notNull(),
  updatedAt: msTime('updated_at').notNull(),
  capture: jsonb().$type<SimOrder['capture']>(),
}, (t) => [
  uniqueIndex('paypal_orders_request').on(t.requestId),
]);

/**
 * Receipts (brand payments) and statements (creator payouts), docs/decisions/0015-receipts.md. A row is written by
 * the database, in the transaction that settles its payment or withdrawal (migration receipts), numbered from
 * `receipt_counters`: sequential and gap-free per series and EAT year, assigned once.
 */
export const receipts = pgTable('receipts', {
  /** "SR-2026-000123" (receipt) or "SS-2026-000045" (statement). */
  number: text().primaryKey(),
  kind: text().$type<'receipt' | 'statement'>().notNull(),
  series: text().$type<'SR' | 'SS'>().notNull(),
  year: integer().notNull(),
  seq: integer().notNull(),
  /** The payment's purpose ('launch', later 'subscription'), or 'payout' for a statement. */
  purpose: text().notNull(),
  paymentId: text('payment_id'),
  withdrawalId: text('withdrawal_id'),
  /** The brand that paid or the creator who was paid. */
  ownerId: text('owner_id').notNull(),
  amount: minor('amount').notNull(),
  currency: text().$type<Currency>().notNull(),
  issuedAt: isoTime('issued_at').notNull(),
}, (t) => [
  uniqueIndex('receipts_series_seq').on(t.series, t.year, t.seq),
  uniqueIndex('receipts_payment').on(t.paymentId),
  uniqueIndex('receipts_withdrawal').on(t.withdrawalId),
  index('receipts_owner').on(t.ownerId, t.issuedAt),
  index('receipts_issued').on(t.issuedAt, t.number),
  check('receipts_kind', sql`(${t.kind} = 'receipt' and ${t.series} = 'SR' and ${t.paymentId} is not null and ${t.withdrawalId} is null) or (${t.kind} = 'statement' and ${t.series} = 'SS' and ${t.withdrawalId} is not null and ${t.paymentId} is null)`),
]);

/** The last number given in each series and year; the settling transaction holds its row until it commits. */
export const receiptCounters = pgTable('receipt_counters', {
  series: text().notNull(),
  year: integer().notNull(),
  last: integer().notNull(),
}, (t) => [primaryKey({ columns: [t.series, t.year] })]);
