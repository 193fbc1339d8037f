import { Router, type Request } from 'express';
import { campaignMachine, type CampaignEvent } from '../../machines/lifecycles/campaignMachine.ts';
import { assertCompleteBrief, draftBrief, EMPTY_BRIEF, todayIn } from '../campaign-rules.ts';
import { brandNameOf, findCampaign, moveCampaign, newCampaignShown, ownCampaign, readableCampaign, toCampaign, toCampaigns } from '../campaign-access.ts';
import { cancelCampaign, closeRecruiting, completeCampaign, completeIfFinished } from '../campaign-lifecycle.ts';
import { campaignsOfBrand, insertCampaign } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { inTransaction } from '../db/transaction.ts';
import { hasOpenDispute } from '../delivery/disputes.ts';
import { HttpError, route } from '../http.ts';
import { nextStatus } from '../lifecycle.ts';
import { notify } from '../notify.ts';
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
  const now = () => new Date(ctx.clock.now()).toISOString();
  const today = () => todayIn(ctx.clock.now());
  /** Runs one change on the brand's own campaign, its row locked, in one transaction; answers it once committed. */
  const change = async (req: Request, work: (tctx: ServerContext, campaign: CampaignRecord) => Promise<CampaignRecord>) => {
    const campaign = await inTransaction(ctx, async (tctx) => work(tctx, await ownCampaign(tctx, req.account!, String(req.params.id), { lock: true })));
    return toCampaign(ctx, campaign);
  };

  r.get('/campaigns/mine', brandOnly, route(async (req, res) => {
    res.json({ items: await toCampaigns(ctx, await campaignsOfBrand(ctx, req.account!.id)) });
  }));

  r.post('/campaigns', brandOnly, route(async (req, res) => {
    const values = draftBrief(req.body, today());
    if (values.title === undefined) throw new HttpError(422, 'Some fields need attention.', { title: ['Give the campaign a title.'] });
    const account = req.account!;
    const at = now();
    const campaign = await insertCampaign(ctx, {
      ...EMPTY_BRIEF, ...values, title: values.title,
      id: ctx.random.id(), brandId: account.id, brandName: await brandNameOf(ctx, account), status: 'draft',
      reviewNotes: [], createdAt: at, updatedAt: at, submittedAt: null,
    });
    res.status(201).json(newCampaignShown(campaign));
  }));

  r.get('/campaigns/:id', requireUser(ctx, ['brand', 'admin', 'influencer']), route(async (req, res) => {
    res.json(await toCampaign(ctx, await readableCampaign(ctx, req.account!, String(req.params.id)), req.account));
  }));

  r.patch('/campaigns/:id', brandOnly, route(async (req, res) => {
    res.json(await change(req, async (tctx, found) => {
      // The brand name follows the brand's profile, which may have changed since the draft began.
      const brandName = await brandNameOf(tctx, req.account!);
      const changes = () => ({ ...draftBrief(req.body, today()), brandName });
      // Saving edits to a campaign whose changes were asked for is what reopens it (the machine's EDIT, then UPDATE),
      // in this one write: opening the editor and leaving without saving changes nothing.
      const reopened = found.status === 'changes_requested' ? { ...found, status: nextStatus(campaignMachine, found.status, { type: 'EDIT' }, { noun: 'campaign', action: 'reopened for editing' }) as CampaignRecord['status'] } : found;
      return moveCampaign(tctx, reopened, 'UPDATE', 'edited', changes);
    }));
  }));

  r.post('/campaigns/:id/submit', brandOnly, route(async (req, res) => {
    res.json(await change(req, async (tctx, draft) => {
      const campaign = await moveCampaign(tctx, draft, 'SUBMIT', 'submitted for review', () => {
        assertCompleteBrief(draft, today());
        return { submittedAt: now() };
      });
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

  r.post('/campaigns/:id/close-recruiting', brandOnly, route(async (req, res) => {
    res.json(await change(req, (tctx, campaign) => closeRecruiting(tctx, campaign)));
  }));

  // Both end the campaign's money too: open holds voided, what is left in escrow back to the brand (decision 0009).
  r.post('/campaigns/:id/cancel', brandOnly, route(async (req, res) => {
    res.json(await change(req, async (tctx, campaign) => {
      // An open dispute decides where its held fee goes, so nothing may refund it around the dispute.
      if (await hasOpenDispute(tctx, { campaignId: campaign.id })) {
        throw new HttpError(409, 'This campaign has an open dispute, so it cannot be cancelled until the dispute is resolved.');
      }
      return cancelCampaign(tctx, campaign);
    }));
  }));

  r.post('/campaigns/:id/complete', brandOnly, route(async (req, res) => {
    res.json(await change(req, (tctx, campaign) => completeCampaign(tctx, campaign)));
  }));

  for (const [path, { event, action }] of Object.entries(ACTIONS)) {
    r.post(`/campaigns/:id/${path}`, brandOnly, route(async (req, res) => {
      res.json(await change(req, async (tctx, found) => {
        const campaign = await moveCampaign(tctx, found, event, action);
        // A campaign paused while its last contract ended completes as it resumes.
        if (event === 'RESUME' && (await completeIfFinished(tctx, campaign.id))) return findCampaign(tctx, campaign.id);
        return campaign;
      }));
    }));
  }

  return r;
}
