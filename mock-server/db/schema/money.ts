import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, foreignKey, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Currency } from '../../../machines/campaignTypes.ts';
import type { Payment, PaymentStatus, PayoutDetails, Withdrawal, WithdrawalMethod, WithdrawalStatus } from '../../../machines/moneyTypes.ts';
import { isoTime } from './columns.ts';

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

/** Launch payments (machines/moneyTypes.ts Payment). The provider's references are unique: a callback settles one payment. */
export const payments = pgTable('payments', {
  id: text().primaryKey(),
  campaignId: text('campaign_id').notNull(),
  brandId: text('brand_id').notNull(),
  purpose: text().$type<Payment['purpose']>().notNull(),
  method: text().$type<Payment['method']>().notNull(),
  amount: minor('amount').notNull(),
  launchFee: minor('launch_fee').notNull(),
  budget: minor('budget').notNull(),
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
  check('payments_amounts', sql`${t.amount} > 0 and ${t.launchFee} >= 0 and ${t.budget} >= 0`),
]);

/** Creators' withdrawals (machines/moneyTypes.ts Withdrawal); the id is M-Pesa's OriginatorConversationID and PayPal's sender_batch_id. */
export const withdrawals = pgTable('withdrawals', {
  id: text().primaryKey(),
  creatorId: text('creator_id').notNull(),
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
  index('withdrawals_creator').on(t.creatorId, t.createdAt, t.seq),
  uniqueIndex('withdrawals_mpesa_receipt').on(sql`(${t.mpesa} ->> 'receipt')`),
  uniqueIndex('withdrawals_paypal_item').on(sql`(${t.paypal} ->> 'payoutItemId')`),
  check('withdrawals_amount', sql`${t.amount} > 0`),
]);

/** Where a creator's withdrawals go, one row per creator. */
export const payoutDetails = pgTable('payout_details', {
  creatorId: text('creator_id').primaryKey(),
  mpesaPhone: text('mpesa_phone'),
  paypalEmail: text('paypal_email'),
  bank: jsonb().$type<PayoutDetails['bank']>(),
  updatedAt: isoTime('updated_at').notNull(),
});
