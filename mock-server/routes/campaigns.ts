import { Router, type Request } from 'express';
import { campaignMachine, type CampaignEvent } from '../../machines/campaignMachine.ts';
import { assertCompleteBrief, draftBrief, EMPTY_BRIEF, todayIn } from '../campaign-rules.ts';
import { completeIfFinished } from '../campaign-completion.ts';
import { brandNameOf, moveCampaign, ownCampaign, readableCampaign, toCampaign } from '../campaign-view.ts';
import type { ServerContext } from '../context.ts';
import { refuseWhileDisputed } from '../delivery/disputes.ts';
import { HttpError, route } from '../http.ts';
import { nextStatus } from '../lifecycle.ts';
import { notify } from '../notify.ts';
import { newestFirst } from '../paging.ts';
import { cancelCampaign, closeRecruiting, completeCampaign } from '../recruiting.ts';
import { requireUser } from '../sessions.ts';
import type { Account, CampaignRecord } from '../types.ts';

/** The simple lifecycle actions: path segment → machine event, and how a refusal says it. */
const ACTIONS = {
  edit: { event: 'EDIT', action: 'reopened for editing' },
  pause: { event: 'PAUSE', action: 'paused' },
  resume: { event: 'RESUME', action: 'resumed' },
} as const satisfies Record<string, { event: CampaignEvent['type']; action: string }>;

/** The brand's campaigns and their lifecycle (docs/decisions/0007). Every check runs before the one write. */
export function campaignRoutes(ctx: ServerContext): Router {
  const r = Router();
  const brandOnly = requireUser(ctx, ['brand']);
  const now = () => new Date(ctx.clock.now()).toISOString();
  const today = () => todayIn(ctx.clock.now());
  const own = (req: Request) => ownCampaign(ctx, req.account!, String(req.params.id));
  const send = (campaign: CampaignRecord) => toCampaign(ctx, campaign);
  const admins = () => ctx.store.get('accounts').value().filter((a: Account) => a.role === 'admin');

  r.get('/campaigns/mine', brandOnly, route((req, res) => {
    const mine = ctx.store.get('campaigns').value().filter((c) => c.brandId === req.account!.id);
    res.json({ items: newestFirst(mine).map(send) });
  }));

  r.post('/campaigns', brandOnly, route((req, res) => {
    const values = draftBrief(req.body, today());
    if (values.title === undefined) throw new HttpError(422, 'Some fields need attention.', { title: ['Give the campaign a title.'] });
    const account = req.account!;
    const at = now();
    const campaign: CampaignRecord = {
      ...EMPTY_BRIEF, ...values, title: values.title,
      id: ctx.random.id(), brandId: account.id, brandName: brandNameOf(ctx, account), status: 'draft',
      reviewNotes: [], createdAt: at, updatedAt: at, submittedAt: null,
    };
    ctx.store.get('campaigns').push(campaign).write();
    res.status(201).json(send(campaign));
  }));

  r.get('/campaigns/:id', requireUser(ctx, ['brand', 'admin', 'influencer']), route((req, res) => {
    res.json(toCampaign(ctx, readableCampaign(ctx, req.account!, String(req.params.id)), req.account));
  }));

  r.patch('/campaigns/:id', brandOnly, route((req, res) => {
    // The brand name follows the brand's profile, which may have changed since the draft began.
    const changes = () => ({ ...draftBrief(req.body, today()), brandName: brandNameOf(ctx, req.account!) });
    // Saving edits to a campaign whose changes were asked for is what reopens it (the machine's EDIT, then UPDATE),
    // in this one write: opening the editor and leaving without saving changes nothing.
    const found = own(req);
    const reopened = found.status === 'changes_requested' ? { ...found, status: nextStatus(campaignMachine, found.status, { type: 'EDIT' }, { noun: 'campaign', action: 'reopened for editing' }) as CampaignRecord['status'] } : found;
    const campaign = moveCampaign(ctx, reopened, 'UPDATE', 'edited', changes);
    ctx.store.write();
    res.json(send(campaign));
  }));

  r.post('/campaigns/:id/submit', brandOnly, route((req, res) => {
    const draft = own(req);
    const campaign = moveCampaign(ctx, draft, 'SUBMIT', 'submitted for review', () => {
      assertCompleteBrief(draft, today());
      return { submittedAt: now() };
    });
    for (const admin of admins()) {
      notify(ctx, {
        userId: admin.id, type: 'campaign_submitted', href: '/admin/campaigns',
        title: `Campaign to review: ${campaign.title}`,
        body: `${campaign.brandName} submitted "${campaign.title}" for review.`,
      });
    }
    ctx.store.write();
    res.json(send(campaign));
  }));

  r.post('/campaigns/:id/close-recruiting', brandOnly, route((req, res) => {
    const campaign = own(req);
    closeRecruiting(ctx, campaign);
    ctx.store.write();
    res.json(send(ownCampaign(ctx, req.account!, campaign.id)));
  }));

  // Both end the campaign's money too: open holds voided, what is left in escrow back to the brand (decision 0009).
  r.post('/campaigns/:id/cancel', brandOnly, route(async (req, res) => { // PG-MERGE: await
    const mine = own(req);
    refuseWhileDisputed(ctx, { campaignId: mine.id }, 'campaign');
    const campaign = await cancelCampaign(ctx, mine);
    ctx.store.write();
    res.json(send(campaign));
  }));

  r.post('/campaigns/:id/complete', brandOnly, route(async (req, res) => { // PG-MERGE: await
    const campaign = await completeCampaign(ctx, own(req));
    ctx.store.write();
    res.json(send(campaign));
  }));

  for (const [path, { event, action }] of Object.entries(ACTIONS)) {
    r.post(`/campaigns/:id/${path}`, brandOnly, route(async (req, res) => { // PG-MERGE: await
      const campaign = moveCampaign(ctx, own(req), event, action);
      // A campaign paused while its last contract ended completes as it resumes (mock-server/campaign-completion.ts).
      if (event === 'RESUME') await completeIfFinished(ctx, campaign.id);
      ctx.store.write();
      res.json(send(own(req)));
    }));
  }

  return r;
}
