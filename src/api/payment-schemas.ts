import * as v from 'valibot';
import { ActedBySchema } from './campaign-schema.ts';
import { CURRENCIES } from '../domain/campaign-types.ts';
import { PAYMENT_SOURCES, PAYMENT_STATUSES } from '../domain/money-types.ts';

/**
 * The money issue's brand-side response shapes (src/domain/money-types.ts; docs/decisions/0009-money.md), checked at
 * the edge. Held equal to the shared interfaces by tests/types/money.test-d.ts (docs/decisions/0016-wire-types.md).
 */
const nullableString = v.nullable(v.string());

export const PaymentSchema = v.object({
  id: v.string(),
  campaignId: nullableString,
  brandId: v.string(),
  purpose: v.picklist(['launch', 'subscription']),
  method: v.picklist(PAYMENT_SOURCES),
  amount: v.number(),
  launchFee: v.number(),
  budget: v.number(),
  fromBalance: v.number(),
  freeLaunch: v.boolean(),
  currency: v.picklist(CURRENCIES),
  status: v.picklist(PAYMENT_STATUSES),
  reason: nullableString,
  resultCode: v.nullable(v.number()),
  phone: nullableString,
  mpesa: v.nullable(v.object({ checkoutRequestId: v.string(), merchantRequestId: v.string(), receipt: nullableString })),
  paypal: v.nullable(v.object({ orderId: v.string(), approveUrl: v.string() })),
  checkAfter: nullableString,
  createdAt: v.string(),
  updatedAt: v.string(),
  settledAt: nullableString,
  subscription: v.nullable(v.object({
    planId: v.string(), period: v.picklist(['monthly', 'annual']), subscriptionId: nullableString, periodStart: nullableString, periodEnd: nullableString,
  })),
  actedBy: v.optional(v.nullable(ActedBySchema)),
});

export const CampaignFundsSchema = v.object({
  campaignId: v.string(),
  currency: v.picklist(CURRENCIES),
  launchFee: v.number(),
  budget: v.number(),
  held: v.number(),
  allocated: v.number(),
  free: v.number(),
  released: v.number(),
  refunded: v.number(),
  brandBalance: v.number(),
});
