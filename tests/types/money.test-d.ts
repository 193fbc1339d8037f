/**
 * One definition per wire type (docs/decisions/0016-wire-types.md): payments, funds, earnings, withdrawals and
 * receipts. The shared type (machines/, src/domain/), the app's valibot schema (src/api/) and, for request bodies,
 * the local API's zod schema (mock-server/) are held equal here; `npm run typecheck` checks this file.
 */
import type * as v from 'valibot';
import type { z } from 'zod';
import { expectTypeOf } from 'vitest';
import type { CampaignFunds, Earnings, Movement, Payment, PayoutDetails, Withdrawal, WithdrawalMethod } from '../../src/domain/money-types.ts';
import type { Contract } from '../../src/domain/campaign-types.ts';
import type { BrandBalanceView } from '../../src/domain/brand-balance.ts';
import type { LaunchQuote } from '../../src/domain/launch-quote.ts';
import type { SubscriptionState } from '../../src/domain/subscriptions.ts';
import type { PaymentReceipt, PayoutStatement, ReceiptSummary } from '../../src/domain/receipt-document.ts';
import type { WithdrawalBody } from '../../src/api/earnings.ts';
import type { EarningsPageSchema, EarningsSchema, MovementSchema, PayoutDetailsSchema, WithdrawalSchema } from '../../src/api/earnings-schemas.ts';
import type { BrandBalanceViewSchema } from '../../src/api/brand-balance.ts';
import type { Cancelled } from '../../src/api/funds.ts';
import type { PlanUsageSchema } from '../../src/api/plans.ts';
import type { SubscriptionBody, SubscriptionStateSchema } from '../../src/api/subscriptions.ts';
import type { CampaignFundsSchema, PaymentSchema } from '../../src/api/payment-schemas.ts';
import type { List as PaymentList, QuoteSchema, StartPaymentBody } from '../../src/api/payments.ts';
import type {
  PaymentReceiptSchema, PayoutStatementSchema, ReceiptSummarySchema, SummaryList, SummaryPage, TaxDetails,
} from '../../src/api/receipts.ts';
import type { launchPaymentBody } from '../../mock-server/money/launch-payment.ts';
import type { payoutDetailsBody } from '../../mock-server/money/withdrawal-details.ts';
import type { withdrawalBody } from '../../mock-server/money/withdrawals.ts';
import type { taxDetailsBody } from '../../mock-server/routes/tax-details.ts';
import type { subscriptionPaymentBody } from '../../mock-server/money/subscription-payment.ts';
import type { PlanUsage } from '../../mock-server/people/plan-in-force.ts';

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
expectTypeOf<v.InferOutput<typeof SummaryList>>().toEqualTypeOf<{ items: ReceiptSummary[] }>();
expectTypeOf<v.InferOutput<typeof SummaryPage>>().toEqualTypeOf<{ items: ReceiptSummary[]; total: number; page: number; pageSize: number }>();
expectTypeOf<v.InferOutput<typeof TaxDetails>>().toEqualTypeOf<z.input<typeof taxDetailsBody>>();

// A campaign's payments, what launching costs, and cancelling a contract (the contract and the campaign's funds after).
expectTypeOf<v.InferOutput<typeof PaymentList>>().toEqualTypeOf<{ items: Payment[] }>();
expectTypeOf<v.InferOutput<typeof QuoteSchema>>().toEqualTypeOf<LaunchQuote>();
expectTypeOf<v.InferOutput<typeof Cancelled>>().toEqualTypeOf<{ contract: Contract; funds: CampaignFunds }>();

// The earnings page and the brand's balance page.
expectTypeOf<v.InferOutput<typeof EarningsPageSchema>>().toEqualTypeOf<{
  balances: Earnings[]; movements: Movement[]; withdrawals: Withdrawal[]; payoutDetails: PayoutDetails; methods: WithdrawalMethod[]; country: string | null;
}>();
expectTypeOf<v.InferOutput<typeof BrandBalanceViewSchema>>().toEqualTypeOf<BrandBalanceView>();

// Subscriptions: the state, paying for a plan, and the plan's usage (GET /v1/user/plan answers the server's PlanUsage).
expectTypeOf<v.InferOutput<typeof SubscriptionStateSchema>>().toEqualTypeOf<SubscriptionState>();
expectTypeOf<z.input<typeof subscriptionPaymentBody>>().toEqualTypeOf<SubscriptionBody>();
expectTypeOf<v.InferOutput<typeof PlanUsageSchema>>().toEqualTypeOf<PlanUsage>();
