import * as v from 'valibot';
import { CURRENCIES } from '../domain/campaign-types.ts';
import { WITHDRAWAL_METHODS, WITHDRAWAL_STATUSES } from '../domain/money-types.ts';

/**
 * The money issue's response shapes for creators and admins (src/domain/money-types.ts, docs/decisions/0009-money.md),
 * checked at the edge: src/api/earnings.ts and src/api/ledger-admin.ts parse with these.
 */
const currency = v.picklist(CURRENCIES);
const method = v.picklist(WITHDRAWAL_METHODS);
const nullableText = v.nullable(v.string());

export const EarningsSchema = v.object({ currency, pending: v.number(), available: v.number(), withdrawing: v.number(), paidOut: v.number() });

export const MovementSchema = v.object({
  id: v.string(),
  at: v.string(),
  kind: v.picklist(['hold', 'release', 'refund', 'commission', 'withdrawal', 'withdrawal_returned']),
  amount: v.number(),
  currency,
  state: v.picklist(['pending', 'posted', 'voided']),
  description: v.string(),
  campaignId: nullableText,
  campaignTitle: nullableText,
});

export const WithdrawalSchema = v.object({
  id: v.string(),
  ownerType: v.picklist(['creator', 'brand']),
  ownerId: v.string(),
  amount: v.number(),
  currency,
  method,
  destination: v.string(),
  status: v.picklist(WITHDRAWAL_STATUSES),
  reason: nullableText,
  mpesa: v.nullable(v.object({ originatorConversationId: v.string(), conversationId: nullableText, receipt: nullableText })),
  paypal: v.nullable(v.object({ senderBatchId: v.string(), payoutBatchId: nullableText, payoutItemId: nullableText, transactionStatus: nullableText })),
  createdAt: v.string(),
  updatedAt: v.string(),
  settledAt: nullableText,
});

export const PayoutDetailsSchema = v.object({
  mpesaPhone: nullableText,
  paypalEmail: nullableText,
  bank: v.nullable(v.object({ accountName: v.string(), bankName: v.string(), accountNumber: v.string() })),
});

export const EarningsPageSchema = v.object({
  balances: v.array(EarningsSchema),
  movements: v.array(MovementSchema),
  withdrawals: v.array(WithdrawalSchema),
  payoutDetails: PayoutDetailsSchema,
  methods: v.array(method),
  country: nullableText,
});

const owner = v.nullable(v.object({ type: v.picklist(['brand', 'campaign', 'creator']), id: v.string(), name: v.optional(nullableText, null) }));

export const LedgerAccountSchema = v.object({
  code: v.string(),
  owner,
  currency,
  normal: v.picklist(['debit', 'credit']),
  posted: v.number(),
  pending: v.number(),
  available: v.number(),
});

export const LedgerTransferSchema = v.object({
  id: v.string(),
  debitAccountId: v.string(),
  creditAccountId: v.string(),
  amount: v.number(),
  currency,
  flags: v.object({ pending: v.boolean(), post: v.boolean(), void: v.boolean(), linked: v.boolean() }),
  pendingId: nullableText,
  ref: v.nullable(v.object({ type: v.string(), id: v.string() })),
  /** What the reference points at, in words (a campaign's title, a creator's name). */
  refName: v.optional(nullableText, null),
  createdAt: v.string(),
});

export const ReconciliationSchema = v.object({
  // M-Pesa's float: KES only.
  currency: v.literal('KES'),
  mpesaAsset: v.number(),
  stkReceived: v.number(),
  b2cPaid: v.number(),
  expected: v.number(),
  difference: v.number(),
  balanced: v.boolean(),
  receipts: v.number(),
  duplicateReceipts: v.array(v.string()),
});

export type EarningsPage = v.InferOutput<typeof EarningsPageSchema>;
export type LedgerAccountRow = v.InferOutput<typeof LedgerAccountSchema>;
export type LedgerTransferRow = v.InferOutput<typeof LedgerTransferSchema>;
export type Reconciliation = v.InferOutput<typeof ReconciliationSchema>;
