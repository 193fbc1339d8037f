import { Router } from 'express';
import { z } from 'zod';
import { eligible, moveApplication, reachableApplication, tellBrand, verifiedCreator } from '../application-access.ts';
import { applicationOf, applicationsWhere, insertApplication } from '../application-records.ts';
import { ownCampaign, readableCampaign, toCampaigns } from '../campaign-access.ts';
import { campaignsByIds } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { contractsOf } from '../contract-records.ts';
import { creatorCard } from '../creators.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError, parse, route } from '../http.ts';
import { matchesWhere } from '../match-records.ts';
import { forClient } from '../partners/acting.ts';
import { lastActionsOn } from '../partners/clients.ts';
import { assertWithinPlan, lockPlanHolder } from '../people/plan-in-force.ts';
import { creatorsByIds } from '../people/creators.ts';
import { acceptBriefTerms, assertFeeCoversRights, termsRead } from '../packages/brief-terms.ts';
import { requireUser } from '../sessions.ts';
import { MAX_RATE_MINOR } from '../verification-rules.ts';
import { applicationDecisionRoutes } from './application-decisions.ts';
import { refreshMatch } from './matches.ts';

export const applicationBody = z.object({
  pitch: z.string({ error: 'Write a pitch.' }).trim().min(20, 'Write a pitch of at least 20 characters.').max(2000, 'Keep the pitch under 2,000 characters.'),
  proposedFee: z
    .number({ error: 'Enter your fee.' })
    .int('Send the fee in minor units (cents), as a whole number.')
    .positive('Enter a fee above 0.')
    .max(MAX_RATE_MINOR, 'Enter a smaller fee.'),
  /** The brief's usage terms the creator read and accepts (GET /campaigns/:id/terms): required, the "I accept" box. */
  terms: termsRead,
});

/**
 * Applying (directly, or by answering an invitation), each side's lists of applications and contracts, and what each
 * side then decides (routes/application-decisions.ts) (docs/decisions/0007).
 */
export function campaignApplicationRoutes(ctx: ServerContext): Router {
  const r = Router();
  const now = () => new Date(ctx.clock.now()).toISOString();

  r.post('/campaigns/:id/applications', requireUser(ctx, ['influencer']), route(async (req, res) => {
    res.status(201).json(await inTransaction(ctx, async (tctx) => {
      // The creator's row, then the campaign's, are locked: the campaign cannot stop recruiting meanwhile, and a second
      // application waits for this one (and then counts it against the plan).
      const holder = await lockPlanHolder(tctx, req.account!.id);
      const campaign = await readableCampaign(tctx, req.account!, String(req.params.id), { lock: true });
      const creator = await verifiedCreator(tctx, req.account!);
      const { terms, ...body } = parse(applicationBody, req.body);
      const existing = await applicationOf(tctx, campaign.id, creator.account.id);
      if (existing?.status === 'invited') throw new HttpError(409, 'You are invited to this campaign: answer the invitation instead.');
      if (existing) throw new HttpError(409, 'You have already applied to this campaign.');
      // The brief's terms as they stand are the ones the creator read and accepts (409 if not), recorded with the application.
      const termsAcceptance = acceptBriefTerms(tctx, campaign, terms);
      assertFeeCoversRights(campaign, body.proposedFee);
      await assertWithinPlan(tctx, holder);
      const result = eligible(await refreshMatch(tctx, campaign, creator, body.proposedFee));
      const at = now();
      const application = await insertApplication(tctx, {
        id: ctx.random.id(), campaignId: campaign.id, creatorId: creator.account.id, status: 'applied', ...body,
        matchScoreAtApply: result.match.score, termsAcceptance, createdAt: at, updatedAt: at,
      });
      await tellBrand(tctx, campaign, 'application_received', `New application: ${campaign.title}`, `${creator.account.name} applied to "${campaign.title}".`);
      return application;
    }));
  }));

  r.post('/applications/:id/apply', requireUser(ctx, ['influencer']), route(async (req, res) => {
    res.json(await inTransaction(ctx, async (tctx) => {
      const holder = await lockPlanHolder(tctx, req.account!.id);
      const { application, campaign } = await reachableApplication(tctx, req.account!, String(req.params.id));
      const creator = await verifiedCreator(tctx, req.account!);
      const { terms, ...body } = parse(applicationBody, req.body);
      if (campaign.status !== 'recruiting') throw new HttpError(409, 'This campaign is not recruiting at the moment.');
      const termsAcceptance = acceptBriefTerms(tctx, campaign, terms);
      assertFeeCoversRights(campaign, body.proposedFee);
      if (application.status === 'invited') await assertWithinPlan(tctx, holder);
      const result = eligible(await refreshMatch(tctx, campaign, creator, body.proposedFee));
      const updated = await moveApplication(tctx, application, { type: 'APPLY' }, 'sent', { ...body, matchScoreAtApply: result.match.score, termsAcceptance });
      await tellBrand(tctx, campaign, 'application_received', `New application: ${campaign.title}`, `${creator.account.name} accepted your invitation and applied to "${campaign.title}".`);
      return updated;
    }));
  }));

  // A partner with "Manage campaigns" reviews its client's applications (issue 25); each names what a partner last did on it.
  r.get('/campaigns/:id/applications', requireUser(ctx, ['brand', 'partner']), forClient(ctx, 'manageCampaigns', 'campaign'), route(async (req, res) => {
    const campaign = await ownCampaign(ctx, req.account!, String(req.params.id));
    const matches = new Map((await matchesWhere(ctx, { campaignId: campaign.id })).map((m) => [m.creatorId, m]));
    const applications = await applicationsWhere(ctx, { campaignId: campaign.id });
    const creators = await creatorsByIds(ctx, applications.map((a) => a.creatorId));
    const actedBy = await lastActionsOn(ctx, 'application', applications.map((a) => a.id));
    const items = applications.flatMap((application) => {
      const creator = creators.get(application.creatorId);
      return creator ? [{ application, creator: creatorCard(creator), match: matches.get(application.creatorId) ?? null, actedBy: actedBy.get(application.id) ?? null }] : [];
    });
    res.json({ items });
  }));

  r.get('/creators/me/applications', requireUser(ctx, ['influencer']), route(async (req, res) => {
    const own = await applicationsWhere(ctx, { creatorId: req.account!.id });
    const records = await campaignsByIds(ctx, own.map((a) => a.campaignId));
    const campaigns = await toCampaigns(ctx, own.map((a) => records.get(a.campaignId)!), req.account);
    res.json({ items: own.map((application, i) => ({ application, campaign: campaigns[i] })) });
  }));

  r.get('/contracts/mine', requireUser(ctx, ['brand', 'influencer']), route(async (req, res) => {
    const account = req.account!;
    const all = await contractsOf(ctx, account.role === 'brand' ? 'brandId' : 'creatorId', account.id);
    const creators = await creatorsByIds(ctx, all.map((c) => c.creatorId));
    const contracts = all.flatMap((contract) => {
      const creator = creators.get(contract.creatorId);
      return creator ? [{ contract, creator: creatorCard(creator) }] : [];
    });
    const records = await campaignsByIds(ctx, contracts.map(({ contract }) => contract.campaignId));
    const campaigns = await toCampaigns(ctx, contracts.map(({ contract }) => records.get(contract.campaignId)!), account);
    res.json({ items: contracts.map(({ contract, creator }, i) => ({ contract, campaign: campaigns[i], creator })) });
  }));

  r.use(applicationDecisionRoutes(ctx));
  return r;
}
