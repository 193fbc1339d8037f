import { z } from 'zod';
import { campaignMachine } from '../../machines/campaignMachine.ts';
import { MINOR_PER_MAJOR } from '../../machines/campaignTypes.ts';
import { launchFeeFor, paymentMethodsFor, wholeMajorUnits, type Payment } from '../../machines/moneyTypes.ts';
import { mpesaMsisdn } from '../../machines/phone.ts';
import { moveCampaign, ownCampaign } from '../campaign-access.ts';
import type { ServerContext } from '../context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError, parse } from '../http.ts';
import { money } from '../ledger/errors.ts';
import { nextStatus } from '../lifecycle.ts';
import type { Account, CampaignRecord } from '../types.ts';
import { assertWithinPlan, lockPlanHolder } from '../people/plan-in-force.ts';
import { insertPayment, maskPhone } from './payment-store.ts';
import { CHECK_AFTER_MS, mpesaLimit, pushStk } from './payment-mpesa.ts';
import { createOrder } from './payment-paypal.ts';

const PHONE_HELP = 'Enter a Kenyan phone number like 0712 345 678, 0112 345 678 or +254 712 345 678.';

/** A Safaricom M-Pesa number as +2547… or +2541…, or null. */
function mpesaPhone(raw: string): string | null {
  const msisdn = mpesaMsisdn(raw);
  return msisdn && `+${msisdn}`;
}

const body = z.discriminatedUnion('method', [
  z.object({ method: z.literal('mpesa'), phone: z.string({ error: PHONE_HELP }).refine((p) => mpesaPhone(p) !== null, PHONE_HELP) }).strict(),
  z.object({ method: z.literal('paypal') }).strict(),
], { error: 'Choose how to pay: M-Pesa or PayPal.' });

const METHOD_NAMES = { mpesa: 'M-Pesa', paypal: 'PayPal' } as const;

/** The campaign must be approved: one payment at a time, and a launched campaign is never paid for again. */
function assertPayable(campaign: CampaignRecord): number {
  if (campaign.status === 'funding') throw new HttpError(409, 'A payment for this campaign is already in progress.');
  nextStatus(campaignMachine, campaign.status, { type: 'PAY_LAUNCH' }, { noun: 'campaign', action: 'launched' });
  if (campaign.budgetTotal === null) throw new HttpError(409, 'This campaign has no budget yet, so it cannot be launched.');
  return campaign.budgetTotal;
}

/** What the brand is asked for: the launch fee plus the budget to hold; M-Pesa moves whole shillings, rounded up. */
function amounts(campaign: CampaignRecord, method: Payment['method'], budget: number) {
  const launchFee = launchFeeFor(budget, campaign.currency);
  const total = launchFee + budget;
  return { launchFee, budget, amount: method === 'mpesa' ? wholeMajorUnits(total) * MINOR_PER_MAJOR : total };
}

/**
 * `POST /campaigns/:id/payments`: checks everything, then stores the payment and moves the campaign to funding
 * in one transaction (the campaign's row locked) before the provider is called, so a second attempt meanwhile is refused (409). The provider's
 * answer then makes the payment wait for the payer, or fail with the campaign back to approved.
 */
export async function startLaunchPayment(ctx: ServerContext, brand: Account, campaignId: string, input: unknown): Promise<Payment> {
  const { created, phone } = await inTransaction(ctx, async (tctx) => {
    // The brand's row, then the campaign's, stay locked from the checks to the move to funding: a second attempt at
    // this campaign waits, then sees funding; a launch of another campaign waits, then counts this one as active.
    const holder = await lockPlanHolder(tctx, brand.id);
    const campaign = await ownCampaign(tctx, brand, campaignId, { lock: true });
    const choice = parse(body, input);
    if (!paymentMethodsFor(campaign.currency).includes(choice.method)) {
      const message = `${METHOD_NAMES[choice.method]} cannot take ${campaign.currency}: pay for this campaign with ${paymentMethodsFor(campaign.currency).map((m) => METHOD_NAMES[m]).join(' or ')}.`;
      throw new HttpError(422, message, { method: [message] });
    }
    const budget = assertPayable(campaign);
    await assertWithinPlan(tctx, holder);
    const asked = amounts(campaign, choice.method, budget);
    if (choice.method === 'mpesa' && asked.amount > mpesaLimit() * MINOR_PER_MAJOR) {
      const message = `M-Pesa takes at most ${money(mpesaLimit() * MINOR_PER_MAJOR, 'KES')} in one payment, and this launch needs ${money(asked.amount, 'KES')}. Lower the budget, or contact Sauti to pay another way.`;
      throw new HttpError(422, message, { amount: [message] });
    }
    const phone = choice.method === 'mpesa' ? mpesaPhone(choice.phone) : null;
    const at = new Date(tctx.clock.now()).toISOString();
    const created: Payment = {
      id: tctx.random.id(), campaignId: campaign.id, brandId: brand.id, purpose: 'launch', method: choice.method, ...asked,
      currency: campaign.currency, status: 'initiated', reason: null, resultCode: null, phone: phone && maskPhone(phone),
      mpesa: null, paypal: null, createdAt: at, updatedAt: at, settledAt: null,
      checkAfter: phone ? new Date(tctx.clock.now() + CHECK_AFTER_MS).toISOString() : null,
    };
    // The database keeps one open payment per campaign (payments_one_open) as well: a payment left open is refused too.
    await insertPayment(tctx, created).catch((error: unknown) => {
      throw isUniqueViolation(error, 'payments_one_open') ? new HttpError(409, 'A payment for this campaign is already in progress.') : error;
    });
    await moveCampaign(tctx, campaign, 'PAY_LAUNCH', 'launched');
    return { created, phone };
  });
  return phone ? pushStk(ctx, created, phone) : createOrder(ctx, created);
}
