import { Router } from 'express';
import type { ApplicationEvent } from '../../machines/lifecycles/applicationMachine.ts';
import type { Contract } from '../../src/domain/campaign-types.ts';
import { assertAcceptable, moveApplication, reachableApplication, tellBrand, tellCreator } from '../application-access.ts';
import { updateApplication } from '../application-records.ts';
import { closeRecruiting } from '../campaign-lifecycle.ts';
import type { ServerContext } from '../context.ts';
import { insertContract } from '../contract-records.ts';
import { setUpContract } from '../contract-setup.ts';
import { inTransaction } from '../db/transaction.ts';
import { route } from '../http.ts';
import { holdFee } from '../money/holds.ts';
import { forClient } from '../partners/acting.ts';
import { acceptOrAsk, attributeAcceptance, attributeDecision } from '../partners/applications.ts';
import { bindApplicationTerms } from '../packages/brief-terms.ts';
import { requireUser } from '../sessions.ts';
import type { CampaignRecord } from '../types.ts';

export { SLOTS_FILLED } from '../application-access.ts';

type Step = { event: Exclude<ApplicationEvent['type'], 'APPLY' | 'ACCEPT' | 'CAMPAIGN_CLOSED'>; action: string; type: string; title: string; tell: (campaign: CampaignRecord, name: string) => string };
/** The simple moves: the creator declines or withdraws (the brand is told); the brand shortlists or rejects (the creator is told). */
const CREATOR_STEPS: Record<string, Step> = {
  decline: { event: 'DECLINE', action: 'declined', type: 'invitation_declined', title: 'Invitation declined', tell: (c, name) => `${name} declined your invitation to "${c.title}".` },
  withdraw: { event: 'WITHDRAW', action: 'withdrawn', type: 'application_withdrawn', title: 'Application withdrawn', tell: (c, name) => `${name} withdrew their application to "${c.title}".` },
};
const BRAND_STEPS: Record<string, Step> = {
  shortlist: { event: 'SHORTLIST', action: 'shortlisted', type: 'application_shortlisted', title: 'You are shortlisted', tell: (c) => `${c.brandName} shortlisted your application to "${c.title}".` },
  reject: { event: 'REJECT', action: 'rejected', type: 'application_rejected', title: 'Application not selected', tell: (c) => `${c.brandName} did not select your application to "${c.title}" this time.` },
};

/**
 * What each side decides on an application once it is sent: the creator declines or withdraws, the brand shortlists,
 * rejects or accepts it into a contract (docs/decisions/0007). Each is one transaction on the locked rows.
 */
export function applicationDecisionRoutes(ctx: ServerContext): Router {
  const r = Router();
  const now = () => new Date(ctx.clock.now()).toISOString();

  for (const [path, step] of Object.entries(CREATOR_STEPS)) {
    r.post(`/applications/:id/${path}`, requireUser(ctx, ['influencer']), route(async (req, res) => {
      res.json(await inTransaction(ctx, async (tctx) => {
        const { application, campaign } = await reachableApplication(tctx, req.account!, String(req.params.id));
        const updated = await moveApplication(tctx, application, { type: step.event }, step.action);
        await tellBrand(tctx, campaign, step.type, `${step.title}: ${campaign.title}`, step.tell(campaign, req.account!.name));
        return updated;
      }));
    }));
  }
  // A partner with "Manage campaigns" decides as its client brand would (issue 25): attributed, the link re-checked.
  const brandSide = [requireUser(ctx, ['brand', 'partner']), forClient(ctx, 'manageCampaigns', 'application')];
  for (const [path, step] of Object.entries(BRAND_STEPS)) {
    r.post(`/applications/:id/${path}`, brandSide, route(async (req, res) => {
      res.json(await inTransaction(ctx, async (tctx) => {
        const { application, campaign } = await reachableApplication(tctx, req.account!, String(req.params.id));
        const updated = await moveApplication(tctx, application, { type: step.event }, step.action);
        await attributeDecision(tctx, req, application, campaign, step.action);
        await tellCreator(tctx, updated, step.type, `${step.title}: ${campaign.title}`, step.tell(campaign, req.account!.name));
        return updated;
      }));
    }));
  }

  // A partner accepts within its month's spending limit, else the brand is asked (partners/applications.ts).
  r.post('/applications/:id/accept', brandSide, acceptOrAsk(ctx), route(async (req, res) => {
    res.json(await inTransaction(ctx, async (tctx) => {
      // The campaign's row is locked: two acceptances on one campaign count its free slots one after the other.
      const { application, campaign } = await reachableApplication(tctx, req.account!, String(req.params.id));
      const { slotsLeft, status } = await assertAcceptable(tctx, application, campaign);
      const contract: Contract = {
        id: ctx.random.id(), campaignId: campaign.id, applicationId: application.id, brandId: campaign.brandId, creatorId: application.creatorId,
        agreedFee: application.proposedFee, currency: campaign.currency, status: 'active', createdAt: now(),
      };
      // In the lock order (campaign, application, contract, then the ledger's accounts). The contract's terms and the
      // creator's acceptance of them come before the hold (409 without one); holdFee refuses (409) when too little is
      // free for the fee: the whole transaction rolls back, so a refused acceptance changes nothing.
      await attributeAcceptance(tctx, req, application, campaign, contract);
      const updated = await updateApplication(tctx, application.id, { status, updatedAt: now() });
      await insertContract(tctx, contract);
      await bindApplicationTerms(tctx, campaign, application, contract);
      await setUpContract(tctx, contract, campaign);
      await holdFee(tctx, campaign, contract);
      await tellCreator(tctx, updated, 'application_accepted', `You're in: ${campaign.title}`, `${campaign.brandName} accepted your application to "${campaign.title}". Your contract is active.`);
      if (slotsLeft === 1) await closeRecruiting(tctx, campaign);
      return { application: updated, contract };
    }));
  }));

  return r;
}
