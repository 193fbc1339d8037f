/**
 * One definition per wire type (docs/decisions/0016-wire-types.md): payments, funds, earnings, withdrawals and
 * receipts. The shared type (machines/, src/domain/), the app's valibot schema (src/api/) and, for request bodies,
 * the local API's zod schema (mock-server/) are held equal here; `npm run typecheck` checks this file.
 */
import type * as v from 'valibot';
import type { z } from 'zod';
import { expectTypeOf } from 'vitest';
import type { CampaignFunds, Earnings, Movement, Payment, PayoutDetails, Withdrawal } from '../../src/domain/money-types.ts';
import type { PaymentReceipt, PayoutStatement, ReceiptSummary } from '../../src/domain/receipt-document.ts';
import type { WithdrawalBody } from '../../src/api/earnings.ts';
import type { EarningsSchema, MovementSchema, PayoutDetailsSchema, WithdrawalSchema } from '../../src/api/earnings-schemas.ts';
import type { CampaignFundsSchema, PaymentSchema } from '../../src/api/payment-schemas.ts';
import type { StartPaymentBody } from '../../src/api/payments.ts';
import type { PaymentReceiptSchema, PayoutStatementSchema, ReceiptSummarySchema } from '../../src/api/receipts.ts';
import type { launchPaymentBody } from '../../mock-server/money/launch-payment.ts';
import type { payoutDetailsBody } from '../../mock-server/money/withdrawal-details.ts';
import type { withdrawalBody } from '../../mock-server/money/withdrawals.ts';
import type { taxDetailsBody } from '../../mock-server/routes/tax-details.ts';

// Payment, and starting one.
expectTypeOf<v.InferOutput<typeof PaymentSchema>>().toEqualTypeOf<Payment>();
expectTypeOf<z.input<typeof launchPaymentBody>>().toEqualTypeOf<StartPaymentBody>();
expectTypeOf<v.InferOutput<typeof CampaignFundsSchema>>().toEqualTypeOf<CampaignFunds>();

// Earnings: balances, movements and the payout details a creator saves.
expectTypeOf<v.InferOutput<typeof EarningsSchema>>().toEqualTypeOf<Earnings>();
expectTypeOf<v.InferOutput<typeof MovementSchema>>().toEqualTypeOf<Movement>();
expectTypeOf<v.InferOutput<typeof PayoutDetailsSchema>>().toEqualTypeOf<PayoutDetails>();
expectTypeOf<z.output<typeof payoutDetailsBody>>().toEqualTypeOf<PayoutDetails>();

// Withdrawal, and asking for one.
expectTypeOf<v.InferOutput<typeof WithdrawalSchema>>().toEqualTypeOf<Withdrawal>();
expectTypeOf<z.input<typeof withdrawalBody>>().toEqualTypeOf<WithdrawalBody>();

// Receipts and statements, and the KRA PIN printed on them.
expectTypeOf<v.InferOutput<typeof ReceiptSummarySchema>>().toEqualTypeOf<ReceiptSummary>();
expectTypeOf<v.InferOutput<typeof PaymentReceiptSchema>>().toEqualTypeOf<PaymentReceipt>();
expectTypeOf<v.InferOutput<typeof PayoutStatementSchema>>().toEqualTypeOf<PayoutStatement>();
expectTypeOf<z.input<typeof taxDetailsBody>>().toEqualTypeOf<{ kraPin: string | null }>();
