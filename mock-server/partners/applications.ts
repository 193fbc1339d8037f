import type { Request, RequestHandler } from 'express';
import { and, eq, like } from 'drizzle-orm';
import type { Application, Contract } from '../../src/domain/campaign-types.ts';
import { ACCEPT_ASKED, type ActedBy } from '../../src/domain/partner-types.ts';
import { assertAcceptable, reachableApplication } from '../application-access.ts';
import { applicationById } from '../application-records.ts';
import { campaignById } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { partnerActions } from '../db/schema/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { route } from '../http.ts';
import { money } from '../ledger/errors.ts';
import { notify } from '../notify.ts';
import { accountById } from '../people/accounts.ts';
import type { CampaignRecord } from '../types.ts';
import { attribute, lockRequestLink } from './acting.ts';
import { holdActionId, recordAction } from './clients.ts';
import { assertWithinSpendingLimit, spentThisMonth } from './spending.ts';

/**
 * A partner recruiting for its client (issue 25, docs/decisions/0020-partners.md): it invites creators, shortlists,
 * declines and accepts applications through the brand's own routes, with "Manage campaigns". Accepting holds the
 * creator's fee from the campaign's escrow, so it follows the launch's money rule: within the spending limit the brand
 * set (a running total per EAT month) the partner accepts at once; past it, or in another currency, the brand is asked.
 */
const creatorName = async (ctx: ServerContext, creatorId: string) => (await accountById(ctx, creatorId))?.name || 'a creator';

/** The words of a partner's act on an application, naming the creator and the campaign, for the brand's record. */
const onApplication = async (ctx: ServerContext, verb: string, application: Application, campaign: CampaignRecord) =>
  `${verb} ${await creatorName(ctx, application.creatorId)}’s application to “${campaign.title}”`;

/**
 * Records a partner's invitation, shortlisting or refusal in the change's transaction (the link locked and checked
 * again); nothing when the brand acts itself. `verb` is what it did, e.g. "shortlisted".
 */
export async function attributeDecision(tctx: ServerContext, req: Request, application: Application, campaign: CampaignRecord, verb: string): Promise<ActedBy | null> {
  if (!req.partner) return null;
  const action = verb === 'invited'
    ? `invited ${await creatorName(tctx, application.creatorId)} to “${campaign.title}”`
    : await onApplication(tctx, verb, application, campaign);
  return attribute(tctx, req, { type: 'application', id: application.id }, action);
}

/**
 * In `POST /applications/:id/accept`'s transaction, before the fee is held: a partner's acceptance spends for the brand,
 * so the locked link must allow it and the month's limit cover the fee (403 past it, when another spend came first).
 * The action is keyed on the contract (`held:{contract}`), so the admin ledger names the hold "accepted by … for …".
 */
export async function attributeAcceptance(tctx: ServerContext, req: Request, application: Application, campaign: CampaignRecord, contract: Contract): Promise<void> {
  if (!req.partner) return;
  const link = (await lockRequestLink(tctx, req))!;
  await assertWithinSpendingLimit(tctx, link, { currency: contract.currency, amount: contract.agreedFee }, 'accept this application, which holds');
  const action = await onApplication(tctx, 'accepted', application, campaign);
  await recordAction(tctx, req.partner, campaign.brandId, { type: 'application', id: application.id }, action, { id: holdActionId(contract.id), spent: contract.agreedFee });
}

export interface AcceptRequested {
  outcome: 'requested';
  application: Application;
  actedBy: ActedBy;
}

/** This partner's request on this application that still waits, if it asked before (one request, one notice per partner). */
async function askedBefore(ctx: ServerContext, partnerId: string, applicationId: string): Promise<ActedBy | null> {
  const [row] = await ctx.db.select().from(partnerActions)
    .where(and(eq(partnerActions.partnerId, partnerId), eq(partnerActions.subjectType, 'application'), eq(partnerActions.subjectId, applicationId), like(partnerActions.action, `${ACCEPT_ASKED} %`)));
  return row ? { partnerId: row.partnerId, partnerName: row.partnerName, action: row.action, at: row.at } : null;
}

/** Asks the brand to accept: the request is the application's last partner action, and the brand is notified and mailed. */
async function askToAccept(ctx: ServerContext, req: Request): Promise<AcceptRequested> {
  return inTransaction(ctx, async (tctx) => {
    const { application, campaign } = await reachableApplication(tctx, req.account!, String(req.params.id));
    // Only what the brand could accept now is asked of it, refused as its own acceptance would be.
    await assertAcceptable(tctx, application, campaign);
    const before = await askedBefore(tctx, req.partner!.id, application.id);
    if (before) return { outcome: 'requested', application, actedBy: before };
    const action = await onApplication(tctx, ACCEPT_ASKED, application, campaign);
    const actedBy = (await attribute(tctx, req, { type: 'application', id: application.id }, action))!;
    const creator = await creatorName(tctx, application.creatorId);
    await notify(tctx, {
      userId: campaign.brandId, type: 'acceptance_requested', href: `/brand/campaigns/${campaign.id}`,
      title: `Application to accept: ${campaign.title}`,
      body: `${actedBy.partnerName} asks you to accept ${creator}’s application to "${campaign.title}". Accepting holds their fee of ${money(application.proposedFee, campaign.currency)}; open the campaign to accept it.`,
    });
    return { outcome: 'requested', application, actedBy };
  });
}

/**
 * Runs before `POST /applications/:id/accept` (after forClient): a brand goes on. A partner whose month's spending
 * limit (KES) covers the fee goes on to the acceptance, which checks the limit again on the locked link; otherwise the
 * brand is asked, and the answer is `{ outcome: 'requested', application, actedBy }`.
 */
export function acceptOrAsk(ctx: ServerContext): RequestHandler {
  return route(async (req, res, next) => {
    if (!req.partner) return next();
    const application = await applicationById(ctx, String(req.params.id));
    const campaign = application && (await campaignById(ctx, application.campaignId));
    const link = req.partnerLink!;
    const fits = campaign?.currency === 'KES' && application && (await spentThisMonth(ctx, link)) + application.proposedFee <= link.spendingLimit;
    if (fits) return next();
    res.json(await askToAccept(ctx, req));
  });
}
