import { Router, type Request } from 'express';
import { campaignMachine, type CampaignEvent } from '../../machines/lifecycles/campaignMachine.ts';
import { assertCompleteBrief, draftBrief, EMPTY_BRIEF, todayIn } from '../campaign-rules.ts';
import { brandNameOf, findCampaign, moveCampaign, newCampaignShown, ownCampaign, readableCampaign, toCampaign, toCampaigns } from '../campaign-access.ts';
import { cancelCampaign, closeRecruiting, completeCampaign, completeIfFinished } from '../campaign-lifecycle.ts';
import { campaignsOfBrand, insertCampaign, updateCampaign } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { inTransaction } from '../db/transaction.ts';
import { hasOpenDispute } from '../delivery/disputes.ts';
import { HttpError, route } from '../http.ts';
import { nextStatus } from '../lifecycle.ts';
import { notify } from '../notify.ts';
import { attribute, forClient } from '../partners/acting.ts';
import { accountsWithRole } from '../people/accounts.ts';
import { requireUser } from '../sessions.ts';
import type { CampaignRecord } from '../types.ts';

/** The simple lifecycle actions: path segment → machine event, and how a refusal says it. */
const ACTIONS = {
  edit: { event: 'EDIT', action: 'reopened for editing' },
  pause: { event: 'PAUSE', action: 'paused' },
  resume: { event: 'RESUME', action: 'resumed' },
} as const satisfies Record<string, { event: CampaignEvent['type']; action: string }>;

/**
 * The brand's campaigns and their lifecycle (docs/decisions/0007). Each change is one transaction that reads the
 * campaign with its row locked, checks, then writes.
 */
export function campaignRoutes(ctx: ServerContext): Router {
  const r = Router();
  const brandOnly = requireUser(ctx, ['brand']);
  // A partner works on its client's campaigns through these same routes, when the brand allows it (issue 25).
  const brandOrPartner = requireUser(ctx, ['brand', 'partner']);
  const managing = [brandOrPartner, forClient(ctx, 'manageCampaigns', 'campaign')];
  const now = () => new Date(ctx.clock.now()).toISOString();
  const today = () => todayIn(ctx.clock.now());
  /**
   * Runs one change on the brand's own campaign, its row locked, in one transaction; answers it once committed.
   * The campaign keeps who made the change: the partner that acted for the brand, or none when the brand did.
   */
  const change = async (req: Request, action: string, work: (tctx: ServerContext, campaign: CampaignRecord) => Promise<CampaignRecord>) => {
    const campaign = await inTransaction(ctx, async (tctx) => {
      const changed = await work(tctx, await ownCampaign(tctx, req.account!, String(req.params.id), { lock: true }));
      const actedBy = await attribute(tctx, req, { type: 'campaign', id: changed.id }, action);
      return actedBy || changed.actedBy ? updateCampaign(tctx, changed.id, { actedBy }) : changed;
    });
    return toCampaign(ctx, campaign);
  };

  r.get('/campaigns/mine', brandOrPartner, forClient(ctx, 'manageCampaigns'), route(async (req, res) => {
    res.json({ items: await toCampaigns(ctx, await campaignsOfBrand(ctx, req.account!.id)) });
  }));

  r.post('/campaigns', brandOrPartner, forClient(ctx, 'manageCampaigns'), route(async (req, res) => {
    const values = draftBrief(req.body, today());
    const { title } = values;
    if (title === undefined) throw new HttpError(422, 'Some fields need attention.', { title: ['Give the campaign a title.'] });
    const account = req.account!;
    const at = now();
    const id = ctx.random.id();
    const draft = async (tctx: ServerContext) => insertCampaign(tctx, {
      ...EMPTY_BRIEF, ...values, title,
      id, brandId: account.id, brandName: await brandNameOf(tctx, account), status: 'draft',
      reviewNotes: [], createdAt: at, updatedAt: at, submittedAt: null,
      actedBy: await attribute(tctx, req, { type: 'campaign', id }, 'drafted'),
    });
    // A partner's draft is recorded with its action, the client link locked, in one transaction. A brand's own draft
    // is one insert, atomic by itself: no transaction (on PGlite, one less turn holding the only connection).
    const campaign = req.partner ? await inTransaction(ctx, draft) : await draft(ctx);
    res.status(201).json(newCampaignShown(campaign));
  }));

  r.get('/campaigns/:id', requireUser(ctx, ['brand', 'admin', 'influencer', 'partner']), forClient(ctx, 'manageCampaigns', 'campaign'), route(async (req, res) => {
    res.json(await toCampaign(ctx, await readableCampaign(ctx, req.account!, String(req.params.id)), req.account));
  }));

  r.patch('/campaigns/:id', managing, route(async (req, res) => {
    res.json(await change(req, 'edited', async (tctx, found) => {
      // The brand name follows the brand's profile, which may have changed since the draft began.
      const brandName = await brandNameOf(tctx, req.account!);
      const changes = () => ({ ...draftBrief(req.body, today()), brandName });
      // Saving edits to a campaign whose changes were asked for is what reopens it (the machine's EDIT, then UPDATE),
      // in this one write: opening the editor and leaving without saving changes nothing.
      const reopened = found.status === 'changes_requested' ? { ...found, status: nextStatus(campaignMachine, found.status, { type: 'EDIT' }, { noun: 'campaign', action: 'reopened for editing' }) as CampaignRecord['status'] } : found;
      return moveCampaign(tctx, reopened, 'UPDATE', 'edited', changes);
    }));
  }));

  r.post('/campaigns/:id/submit', managing, route(async (req, res) => {
    res.json(await change(req, 'submitted for review', async (tctx, draft) => {
      const campaign = await moveCampaign(tctx, draft, 'SUBMIT', 'submitted for review', () => {
        assertCompleteBrief(draft, today());
        return { submittedAt: now() };
      });
      if (req.partner) {
        await notify(tctx, {
          userId: campaign.brandId, type: 'campaign_submitted_for_you', href: `/brand/campaigns/${campaign.id}`,
          title: `Submitted for you: ${campaign.title}`,
          body: `${req.partner.name || 'Your partner'} submitted "${campaign.title}" for review on your behalf.`,
        });
      }
      for (const admin of await accountsWithRole(tctx, 'admin')) {
        await notify(tctx, {
          userId: admin.id, type: 'campaign_submitted', href: '/admin/campaigns',
          title: `Campaign to review: ${campaign.title}`,
          body: `${campaign.brandName} submitted "${campaign.title}" for review.`,
        });
      }
      return campaign;
    }));
  }));

  r.post('/campaigns/:id/close-recruiting', managing, route(async (req, res) => {
    res.json(await change(req, 'closed recruiting', (tctx, campaign) => closeRecruiting(tctx, campaign)));
  }));

  // Both end the campaign's money too: open holds voided, what is left in escrow back to the brand (decision 0009).
  // Money stays the brand's (issue 25): only the brand ends a campaign.
  r.post('/campaigns/:id/cancel', brandOnly, route(async (req, res) => {
    res.json(await change(req, 'cancelled', async (tctx, campaign) => {
      // An open dispute decides where its held fee goes, so nothing may refund it around the dispute.
      if (await hasOpenDispute(tctx, { campaignId: campaign.id })) {
        throw new HttpError(409, 'This campaign has an open dispute, so it cannot be cancelled until the dispute is resolved.');
      }
      return cancelCampaign(tctx, campaign);
    }));
  }));

  r.post('/campaigns/:id/complete', brandOnly, route(async (req, res) => {
    res.json(await change(req, 'completed', (tctx, campaign) => completeCampaign(tctx, campaign)));
  }));

  for (const [path, { event, action }] of Object.entries(ACTIONS)) {
    r.post(`/campaigns/:id/${path}`, managing, route(async (req, res) => {
      res.json(await change(req, action, async (tctx, found) => {
        const campaign = await moveCampaign(tctx, found, event, action);
        // A campaign paused while its last contract ended completes as it resumes.
        if (event === 'RESUME' && (await completeIfFinished(tctx, campaign.id))) return findCampaign(tctx, campaign.id);
        return campaign;
      }));
    }));
  }

  return r;
}
