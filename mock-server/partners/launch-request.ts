import type { Request } from 'express';
import { campaignMachine } from '../../machines/lifecycles/campaignMachine.ts';
import type { Payment } from '../../src/domain/money-types.ts';
import { ownCampaign, toCampaign } from '../campaign-access.ts';
import { updateCampaign } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { inTransaction } from '../db/transaction.ts';
import { money } from '../ledger/errors.ts';
import { nextStatus } from '../lifecycle.ts';
import { launchQuoteFor } from '../money/launch-quote.ts';
import { startLaunchPayment } from '../money/launch-payment.ts';
import { notify } from '../notify.ts';
import type { Campaign } from '../../src/domain/campaign-types.ts';
import { LAUNCH_ASKED } from '../../src/domain/partner-types.ts';
import { attribute } from './acting.ts';
import { OverSpendingLimit } from './spending.ts';

export interface LaunchRequestAnswer {
  outcome: 'paid' | 'requested';
  campaign: Campaign;
  payment: Payment | null;
}

/**
 * `POST /campaigns/:id/launch-request` (issue 25): a partner asks to launch its client's approved campaign. Within
 * the spending limit the brand set, and when the brand's balance covers it all, the launch is paid from that
 * balance at once, the payment naming the partner. Otherwise the brand is asked: the campaign's actedBy is the request
 * (LAUNCH_ASKED) until it launches, and the brand pays as it would for its own launch.
 */
export async function requestLaunch(ctx: ServerContext, req: Request): Promise<LaunchRequestAnswer> {
  const brand = req.account!;
  const partner = req.partner!;
  const id = String(req.params.id);
  const found = await ownCampaign(ctx, brand, id);
  nextStatus(campaignMachine, found.status, { type: 'PAY_LAUNCH' }, { noun: 'campaign', action: 'launched' });
  const quote = await launchQuoteFor(ctx, found);
  if (quote.method === 'balance' && found.currency === 'KES') {
    // The month's limit is checked on the locked link inside the payment's transaction; past it, the brand is asked.
    const payment = await startLaunchPayment(ctx, brand, id, { method: 'balance' }, { partner, linkId: req.partnerLink!.id })
      .catch((error: unknown) => { if (error instanceof OverSpendingLimit) return null; throw error; });
    if (payment) return { outcome: 'paid', payment, campaign: await toCampaign(ctx, await ownCampaign(ctx, brand, id)) };
  }
  const campaign = await inTransaction(ctx, async (tctx) => {
    const locked = await ownCampaign(tctx, brand, id, { lock: true });
    nextStatus(campaignMachine, locked.status, { type: 'PAY_LAUNCH' }, { noun: 'campaign', action: 'launched' });
    const actedBy = await attribute(tctx, req, { type: 'campaign', id }, LAUNCH_ASKED);
    if (!actedBy) throw new Error('A launch request is a partner’s.');
    await notify(tctx, {
      userId: brand.id, type: 'launch_requested', href: `/brand/campaigns/${id}`,
      title: `Launch to approve: ${locked.title}`,
      body: `${actedBy.partnerName} asks you to launch "${locked.title}". It costs ${money(quote.total, locked.currency)}; open the campaign to pay for it.`,
    });
    return updateCampaign(tctx, id, { actedBy });
  });
  return { outcome: 'requested', payment: null, campaign: await toCampaign(ctx, campaign) };
}
