import { z } from 'zod';
import { campaignMachine } from '../../machines/lifecycles/campaignMachine.ts';
import { MINOR_PER_MAJOR } from '../../src/domain/campaign-types.ts';
import { paymentMethodsFor, type Payment } from '../../src/domain/money-types.ts';
import { mpesaMsisdn } from '../../src/domain/phone.ts';
import { moveCampaign, ownCampaign } from '../campaign-access.ts';
import type { ServerContext } from '../context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { inTransaction } from '../db/transaction.ts';
import { contractsByCampaign } from '../contract-records.ts';
import { HttpError, parse } from '../http.ts';
import { isPackageCampaign } from '../packages/terms.ts';
import { accountCode } from '../ledger/accounts.ts';
import { money } from '../ledger/errors.ts';
import { transfer } from '../ledger/ledger.ts';
import { nextStatus } from '../lifecycle.ts';
import type { Account, CampaignRecord } from '../types.ts';
import { lockedLaunchQuote } from './launch-quote.ts';
import { balanceHoldId, settleInTransaction } from './payment-settle.ts';
import { assertWithinPlan, lockPlanHolder } from '../people/plan-in-force.ts';
import { insertPayment, maskPhone } from './payment-store.ts';
import { CHECK_AFTER_MS, mpesaLimit, pushStk } from './payment-mpesa.ts';
import { createOrder } from './payment-paypal.ts';
import { lockedLink } from '../partners/acting.ts';
import { recordAction } from '../partners/clients.ts';
import { assertWithinSpendingLimit, OverSpendingLimit } from '../partners/spending.ts';

const PHONE_HELP = 'Enter a Kenyan phone number like 0712 345 678, 0112 345 678 or +254 712 345 678.';

/** A Safaricom M-Pesa number as +2547… or +2541…, or null. */
function mpesaPhone(raw: string): string | null {
  const msisdn = mpesaMsisdn(raw);
  return msisdn && `+${msisdn}`;
}

export const launchPaymentBody = z.discriminatedUnion('method', [
  z.object({ method: z.literal('mpesa'), phone: z.string({ error: PHONE_HELP }).refine((p) => mpesaPhone(p) !== null, PHONE_HELP) }).strict(),
  z.object({ method: z.literal('paypal') }).strict(),
  // When the brand's balance pays for the whole launch (the quote's method is 'balance').
  z.object({ method: z.literal('balance') }).strict(),
], { error: 'Choose how to pay: M-Pesa or PayPal.' });

const METHOD_NAMES = { mpesa: 'M-Pesa', paypal: 'PayPal' } as const;

/** The campaign must be approved: one payment at a time, and a launched campaign is never paid for again. */
function assertPayable(campaign: CampaignRecord): number {
  if (campaign.status === 'funding') throw new HttpError(409, 'A payment for this campaign is already in progress.');
  nextStatus(campaignMachine, campaign.status, { type: 'PAY_LAUNCH' }, { noun: 'campaign', action: 'launched' });
  if (campaign.budgetTotal === null) throw new HttpError(409, 'This campaign has no budget yet, so it cannot be launched.');
  return campaign.budgetTotal;
}

/**
 * `POST /campaigns/:id/payments`: checks everything, then stores the payment and moves the campaign to funding
 * in one transaction (the campaign's row locked) before the provider is called, so a second attempt meanwhile is refused (409). The provider's
 * answer then makes the payment wait for the payer, or fail with the campaign back to approved.
 */
/** A partner paying for its client's launch (issue 25): allowed only from the brand's balance, within its spending limit. */
export interface LaunchByPartner {
  partner: Account;
  /** The partner's link with the brand, locked and checked again in the payment's transaction. */
  linkId: string;
}

export async function startLaunchPayment(ctx: ServerContext, brand: Account, campaignId: string, input: unknown, byPartner?: LaunchByPartner): Promise<Payment> {
  const { created, phone } = await inTransaction(ctx, async (tctx) => {
    // The brand's row, then the campaign's, stay locked from the checks to the move to funding: a second attempt at
    // this campaign waits, then sees funding; a launch of another campaign waits, then counts this one as active.
    const holder = await lockPlanHolder(tctx, brand.id);
    const campaign = await ownCampaign(tctx, brand, campaignId, { lock: true });
    const choice = parse(launchPaymentBody, input);
    const offered = paymentMethodsFor(campaign.currency);
    if (choice.method !== 'balance' && !offered.includes(choice.method)) {
      const message = `${METHOD_NAMES[choice.method]} cannot take ${campaign.currency}: pay for this campaign with ${offered.map((m) => METHOD_NAMES[m]).join(' or ')}.`;
      throw new HttpError(422, message, { method: [message] });
    }
    // A bought package's campaign skipped the admin's review for its one creator: with that contract cancelled,
    // paying would only launch it to recruit without a review.
    if (await isPackageCampaign(tctx, campaign.id)
      && (await contractsByCampaign(tctx, campaign.id)).every((c) => c.status === 'cancelled')) {
      throw new HttpError(409, 'This package’s contract was cancelled, so there is nothing to pay for. Buy the package again if you still want it.');
    }
    const budget = assertPayable(campaign);
    await assertWithinPlan(tctx, holder);
    // The amounts are the quote's (issue 19): no fee on the first launch, the brand's balance first, the provider for the rest.
    const quote = await lockedLaunchQuote(tctx, { ...campaign, budgetTotal: budget });
    if (choice.method === 'balance' && quote.method !== 'balance') {
      const message = `Your balance of ${money(quote.balance, campaign.currency)} does not cover this launch: pay the rest of ${money(quote.amount, campaign.currency)} with ${offered.map((m) => METHOD_NAMES[m]).join(' or ')}.`;
      throw new HttpError(422, message, { method: [message] });
    }
    if (quote.method === 'mpesa' && quote.amount > mpesaLimit() * MINOR_PER_MAJOR) {
      const message = `M-Pesa takes at most ${money(mpesaLimit() * MINOR_PER_MAJOR, 'KES')} in one payment, and this launch needs ${money(quote.amount, 'KES')}. Lower the budget, or contact Sauti to pay another way.`;
      throw new HttpError(422, message, { amount: [message] });
    }
    if (byPartner) {
      // The link is read again and locked here, so a removal or a lowered limit counts, and two launches at once are
      // summed one after the other against the month's limit.
      const link = await lockedLink(tctx, byPartner.partner.id, byPartner.linkId, 'manageCampaigns');
      if (quote.method !== 'balance') throw new OverSpendingLimit(403, `Only the brand can pay ${money(quote.total, campaign.currency)} for this launch: its balance does not cover it.`);
      await assertWithinSpendingLimit(tctx, link, { currency: campaign.currency, amount: quote.total }, 'pay for this launch, which costs');
    }
    // The balance pays it all whatever was chosen: no provider is asked, so no phone is needed or kept.
    const phone = quote.method === 'mpesa' && choice.method === 'mpesa' ? mpesaPhone(choice.phone) : null;
    const at = new Date(tctx.clock.now()).toISOString();
    const paymentId = tctx.random.id();
    const actedBy = byPartner
      ? await recordAction(tctx, byPartner.partner, brand.id, { type: 'payment', id: paymentId }, 'paid for the launch from the brand’s balance', { spent: quote.total })
      : null;
    const created: Payment = {
      id: paymentId, actedBy, campaignId: campaign.id, brandId: brand.id, purpose: 'launch', method: quote.method,
      amount: quote.amount, launchFee: quote.launchFee, budget, fromBalance: quote.fromBalance, freeLaunch: quote.freeLaunch,
      currency: campaign.currency, status: 'initiated', reason: null, resultCode: null, phone: phone && maskPhone(phone),
      mpesa: null, paypal: null, createdAt: at, updatedAt: at, settledAt: null, subscription: null,
      checkAfter: phone ? new Date(tctx.clock.now() + CHECK_AFTER_MS).toISOString() : null,
    };
    // The database keeps one open payment per campaign (payments_one_open) as well: a payment left open is refused too.
    await insertPayment(tctx, created).catch((error: unknown) => {
      if (isUniqueViolation(error, 'payments_one_open')) throw new HttpError(409, 'A payment for this campaign is already in progress.');
      if (isUniqueViolation(error, 'payments_one_free_launch')) throw new HttpError(409, 'Another launch of yours is being paid for as your free first launch. Wait until it is done, then try again.');
      throw error;
    });
    await moveCampaign(tctx, campaign, 'PAY_LAUNCH', 'launched', { actedBy });
    if (quote.method === 'balance') {
      // Paid in full from the balance: settled in this same transaction, under the balance account's lock.
      return { created: await settleInTransaction(tctx, created, { type: 'PAID_FROM_BALANCE' }), phone: null };
    }
    if (quote.fromBalance > 0) {
      // What the balance covers stays held for this launch while the provider is asked for the rest, so it is not spent twice.
      const from = accountCode.brand(brand.id, campaign.currency);
      await transfer(tctx, { id: balanceHoldId(created.id), debit: from, credit: accountCode.escrow(campaign.id), amount: quote.fromBalance,
        currency: campaign.currency, pending: true, ref: { type: 'payment', id: created.id } });
    }
    return { created, phone };
  });
  if (created.method === 'balance') return created;
  return phone ? pushStk(ctx, created, phone) : createOrder(ctx, created);
}
