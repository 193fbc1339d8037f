// From plans.ts, not subscriptions.ts: the pricing copy is in every public page's first load (decision 0008).
import { MPESA_STK_MAX_KES } from '../domain/mpesa-limits.ts';
import { FREE_TRIAL_DAYS, GRACE_DAYS, KES_PER_USD, RENEWAL_REMINDER_DAYS, type BillingPeriod, type PlanAudience } from '../domain/plans.ts';
import { titles } from './titles.ts';

/** Whose plans are shown. Every role maps to one of these (src/lib/pricing.ts). */
export type PricingAudience = PlanAudience;

/** The pricing page's copy (spec §6, §9); the plans and what each unlocks are in src/domain/plans.ts. */
export const pricing = {
  title: titles.pricing,
  lead: 'Creating an account is free, and brands pay per campaign launch. Try one plan free for 14 days, no card needed.',
  plansFor: { brand: 'Plans for brands', influencer: 'Plans for creators', partner: 'Plans for partners' } satisfies Record<PricingAudience, string>,
  /** The audience tabs: any visitor may compare every audience's plans (issue 20). */
  audienceLabel: 'Show plans for',
  audiences: { brand: 'Brands', influencer: 'Creators', partner: 'Partners' } satisfies Record<PricingAudience, string>,
  /** A plan's list of what it includes: what it unlocks (src/domain/plans.ts), then the free trial (§1, §9): one per account. */
  includes: (plan: string) => `${plan} includes`,
  freeTrial: `${FREE_TRIAL_DAYS}-day free trial (one per account), no card needed`,
  /** What an account gets without a plan, from src/domain/plans.ts FREE_TIER. */
  freeTier: (feature: string) => `Without a plan you are on the free tier: ${feature.charAt(0).toLowerCase()}${feature.slice(1)}.`,
  perLaunch: 'Brands pay per campaign launch on every plan, the free tier included.',
  /** How a plan is paid for (src/domain/subscriptions.ts), so the page promises only what the upgrade page does. */
  howYouPay: `Pay for a plan monthly or annually by M-Pesa (in KES, at KES ${KES_PER_USD} to the US dollar, at most KES ${MPESA_STK_MAX_KES.toLocaleString('en-US')} in one payment) or PayPal. There is no card on file: each renewal is a payment you approve, we remind you ${RENEWAL_REMINDER_DAYS} days before it is due, and your plan stays ${GRACE_DAYS} more days if you are late. Cancel at any time.`,
  periodLabel: 'Billing period',
  periods: { monthly: 'Monthly', annual: 'Annual' } satisfies Record<BillingPeriod, string>,
  /** Visible unit after the price, and the words a screen reader hears instead. */
  per: { monthly: '/month', annual: '/year' } satisfies Record<BillingPeriod, string>,
  perSpoken: { monthly: 'per month', annual: 'per year' } satisfies Record<BillingPeriod, string>,
  save: (percent: number) => `Save ${percent}%`,
  billedYearly: 'Billed yearly',
  mostPopular: 'Most popular',
  getStarted: 'Get Started',
  getStartedWith: (plan: string) => `with ${plan}`,
} as const;
