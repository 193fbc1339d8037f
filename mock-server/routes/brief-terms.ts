import { Router } from 'express';
import { reachableApplication, tellBrand } from '../application-access.ts';
import { applicationOf, updateApplication } from '../application-records.ts';
import { findCampaign, NO_CAMPAIGN, readableCampaign } from '../campaign-access.ts';
import type { ServerContext } from '../context.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError, parse, route } from '../http.ts';
import { acceptBriefTerms, acceptsCurrentTerms, briefTermsView, termsRead } from '../packages/brief-terms.ts';
import { requireUser } from '../sessions.ts';
import type { Account, CampaignRecord } from '../types.ts';
import { isOpenApplication } from '../../src/domain/campaign-types.ts';

/** Who may read a brief's terms: whoever may read the campaign, and a creator with an application or invitation to it. */
async function briefReader(ctx: ServerContext, account: Account, id: string): Promise<CampaignRecord> {
  if (account.role !== 'influencer') return readableCampaign(ctx, account, id);
  const campaign = await findCampaign(ctx, id);
  if (campaign.status === 'recruiting' || (await applicationOf(ctx, campaign.id, account.id))) return campaign;
  throw new HttpError(404, NO_CAMPAIGN);
}

/**
 * A campaign brief's usage terms (issue 24; docs/decisions/0019-trust.md, "Usage rights in campaign briefs"): read
 * with their version and hash, which applying sends back (POST /campaigns/:id/applications); and a creator's open
 * application accepting them again, for one sent before briefs had terms or that accepted other terms.
 */
export function briefTermsRoutes(ctx: ServerContext): Router {
  const r = Router();

  r.get('/campaigns/:id/terms', requireUser(ctx, ['brand', 'admin', 'influencer']), route(async (req, res) => {
    res.json(briefTermsView(await briefReader(ctx, req.account!, String(req.params.id))));
  }));

  r.post('/applications/:id/terms/accept', requireUser(ctx, ['influencer']), route(async (req, res) => {
    res.json(await inTransaction(ctx, async (tctx) => {
      const { application, campaign } = await reachableApplication(tctx, req.account!, String(req.params.id));
      const read = parse(termsRead, req.body);
      if (!isOpenApplication(application.status)) throw new HttpError(409, `This application is ${application.status}, so its usage terms cannot be accepted.`);
      if (acceptsCurrentTerms(application, campaign)) throw new HttpError(409, 'You have already accepted these usage terms.');
      const termsAcceptance = acceptBriefTerms(tctx, campaign, read);
      const updated = await updateApplication(tctx, application.id, { termsAcceptance, updatedAt: termsAcceptance.acceptedAt });
      await tellBrand(tctx, campaign, 'application_terms_accepted', `Usage terms accepted: ${campaign.title}`,
        `${req.account!.name} accepted the usage terms of "${campaign.title}". You can accept their application now.`);
      return updated;
    }));
  }));

  return r;
}
