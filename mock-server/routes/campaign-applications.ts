import { Router, type Request } from 'express';
import { z } from 'zod';
import { applicationMachine, type ApplicationEvent } from '../../machines/applicationMachine.ts';
import type { Application, Contract } from '../../machines/campaignTypes.ts';
import { acceptedCount, findCampaign, ownCampaign, readableCampaign, toCampaign } from '../campaign-view.ts';
import type { ServerContext } from '../context.ts';
import { creatorById, creatorCard } from '../creators.ts';
import { HttpError, parse, route } from '../http.ts';
import { nextStatus } from '../lifecycle.ts';
import { setUpContract } from '../contract-setup.ts';
import { holdFee } from '../money/holds.ts';
import { notify } from '../notify.ts';
import { newestFirst } from '../paging.ts';
import { closeRecruiting } from '../recruiting.ts';
import { requireUser } from '../sessions.ts';
import type { Account, CampaignRecord } from '../types.ts';
import { MAX_RATE_MINOR } from '../verification-rules.ts';
import type { MatchResult } from '../matching.ts';
import { applicationOf, refreshMatch } from './matches.ts';

const NO_APPLICATION = 'There is no such application.';

/** Only creators who pass the campaign's hard filters may apply; a fee too far over the range is the fee's error. */
function eligible(result: MatchResult): Extract<MatchResult, { ok: true }> {
  if (result.ok) return result;
  const field = result.failures.some((f) => f.startsWith('The fee')) ? 'proposedFee' : 'campaign';
  throw new HttpError(422, `This campaign is not open to you: ${result.failures.join(' ')}`, { [field]: result.failures });
}
export const SLOTS_FILLED = 'All creator slots are filled.';

const applicationBody = z.object({
  pitch: z.string({ error: 'Write a pitch.' }).trim().min(20, 'Write a pitch of at least 20 characters.').max(2000, 'Keep the pitch under 2,000 characters.'),
  proposedFee: z
    .number({ error: 'Enter your fee.' })
    .int('Send the fee in minor units (cents), as a whole number.')
    .positive('Enter a fee above 0.')
    .max(MAX_RATE_MINOR, 'Enter a smaller fee.'),
});

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

/** Applications, invitation answers, acceptance into contracts, and each side's contracts (docs/decisions/0007). */
export function campaignApplicationRoutes(ctx: ServerContext): Router {
  const r = Router();
  const now = () => new Date(ctx.clock.now()).toISOString();
  const applications = () => ctx.store.get('campaignApplications');
  const verifiedCreator = (account: Account) => {
    const creator = creatorById(ctx, account.id);
    if (creator?.verification?.status !== 'verified') throw new HttpError(403, 'Only verified creators can apply. Submit your verification first.');
    return creator;
  };
  /** The creator's own application, or the application to the brand's own campaign; anyone else's is 404. */
  const reachable = (req: Request) => {
    const application = applications().find({ id: String(req.params.id) }).value();
    const campaign = application ? findCampaign(ctx, application.campaignId) : null;
    const account = req.account!;
    const mine = account.role === 'influencer' ? application?.creatorId === account.id : campaign?.brandId === account.id;
    if (!application || !campaign || !mine) throw new HttpError(404, NO_APPLICATION);
    return { application, campaign };
  };
  const move = (application: Application, event: ApplicationEvent, action: string, changes: Partial<Application> = {}) => {
    const status = nextStatus(applicationMachine, application.status, event, { noun: 'application', action }) as Application['status'];
    return applications().find({ id: application.id }).assign({ ...changes, status, updatedAt: now() }).value();
  };
  const tellBrand = (campaign: CampaignRecord, type: string, title: string, body: string) =>
    notify(ctx, { userId: campaign.brandId, type, title, body, href: `/brand/campaigns/${campaign.id}` });
  const tellCreator = (application: Application, type: string, title: string, body: string) =>
    notify(ctx, { userId: application.creatorId, type, title, body, href: `/influencer/campaigns/${application.campaignId}` });

  r.post('/campaigns/:id/applications', requireUser(ctx, ['influencer']), route(async (req, res) => { // PG-MERGE: await
    const campaign = readableCampaign(ctx, req.account!, String(req.params.id));
    const creator = verifiedCreator(req.account!);
    const body = parse(applicationBody, req.body);
    const existing = applicationOf(ctx, campaign.id, creator.account.id);
    if (existing?.status === 'invited') throw new HttpError(409, 'You are invited to this campaign: answer the invitation instead.');
    if (existing) throw new HttpError(409, 'You have already applied to this campaign.');
    const result = eligible(await refreshMatch(ctx, campaign, creator, body.proposedFee)); // PG-MERGE: await
    const at = now();
    const application: Application = {
      id: ctx.random.id(), campaignId: campaign.id, creatorId: creator.account.id, status: 'applied', ...body,
      matchScoreAtApply: result.match.score, createdAt: at, updatedAt: at,
    };
    applications().push(application).value();
    tellBrand(campaign, 'application_received', `New application: ${campaign.title}`, `${creator.account.name} applied to "${campaign.title}".`);
    ctx.store.write();
    res.status(201).json(application);
  }));

  r.get('/campaigns/:id/applications', requireUser(ctx, ['brand']), route((req, res) => {
    const campaign = ownCampaign(ctx, req.account!, String(req.params.id));
    const items = newestFirst(applications().filter({ campaignId: campaign.id }).value()).flatMap((application) => {
      const creator = creatorById(ctx, application.creatorId);
      const match = ctx.store.get('matches').find({ campaignId: campaign.id, creatorId: application.creatorId }).value() ?? null;
      return creator ? [{ application, creator: creatorCard(creator), match }] : [];
    });
    res.json({ items });
  }));

  r.get('/creators/me/applications', requireUser(ctx, ['influencer']), route((req, res) => {
    const own = newestFirst(applications().filter({ creatorId: req.account!.id }).value());
    res.json({ items: own.map((application) => ({ application, campaign: toCampaign(ctx, findCampaign(ctx, application.campaignId), req.account) })) });
  }));

  r.post('/applications/:id/apply', requireUser(ctx, ['influencer']), route(async (req, res) => { // PG-MERGE: await
    const { application, campaign } = reachable(req);
    const creator = verifiedCreator(req.account!);
    const body = parse(applicationBody, req.body);
    if (campaign.status !== 'recruiting') throw new HttpError(409, 'This campaign is not recruiting at the moment.');
    const result = eligible(await refreshMatch(ctx, campaign, creator, body.proposedFee)); // PG-MERGE: await
    const updated = move(application, { type: 'APPLY' }, 'sent', { ...body, matchScoreAtApply: result.match.score });
    tellBrand(campaign, 'application_received', `New application: ${campaign.title}`, `${creator.account.name} accepted your invitation and applied to "${campaign.title}".`);
    ctx.store.write();
    res.json(updated);
  }));

  for (const [path, step] of Object.entries(CREATOR_STEPS)) {
    r.post(`/applications/:id/${path}`, requireUser(ctx, ['influencer']), route((req, res) => {
      const { application, campaign } = reachable(req);
      const updated = move(application, { type: step.event }, step.action);
      tellBrand(campaign, step.type, `${step.title}: ${campaign.title}`, step.tell(campaign, req.account!.name));
      ctx.store.write();
      res.json(updated);
    }));
  }
  for (const [path, step] of Object.entries(BRAND_STEPS)) {
    r.post(`/applications/:id/${path}`, requireUser(ctx, ['brand']), route((req, res) => {
      const { application, campaign } = reachable(req);
      const updated = move(application, { type: step.event }, step.action);
      tellCreator(updated, step.type, `${step.title}: ${campaign.title}`, step.tell(campaign, req.account!.name));
      ctx.store.write();
      res.json(updated);
    }));
  }

  r.post('/applications/:id/accept', requireUser(ctx, ['brand']), route(async (req, res) => { // PG-MERGE: await
    const { application, campaign } = reachable(req);
    const slotsLeft = (campaign.slots ?? 0) - acceptedCount(ctx, campaign.id);
    const takes = (left: number) => applicationMachine.resolveState({ value: application.status, context: {} }).can({ type: 'ACCEPT', slotsLeft: left });
    // The machine's hasSlot guard decides; when it is the guard that refuses, say so plainly.
    if (!takes(slotsLeft) && takes(1)) throw new HttpError(409, SLOTS_FILLED);
    if (takes(slotsLeft) && campaign.status !== 'recruiting') throw new HttpError(409, 'This campaign is not recruiting at the moment, so applications cannot be accepted.');
    if (creatorById(ctx, application.creatorId)?.verification?.status !== 'verified') {
      throw new HttpError(409, 'This creator is not verified at the moment (their figures are being checked again), so they cannot be accepted yet.');
    }
    // The refusals come first (the machine's, then too little free to hold the fee): a refused acceptance changes nothing.
    const status = nextStatus(applicationMachine, application.status, { type: 'ACCEPT', slotsLeft }, { noun: 'application', action: 'accepted' });
    const contract: Contract = {
      id: ctx.random.id(), campaignId: campaign.id, applicationId: application.id, brandId: campaign.brandId, creatorId: application.creatorId,
      agreedFee: application.proposedFee, currency: campaign.currency, status: 'active', createdAt: now(),
    };
    await holdFee(ctx, campaign, contract); // PG-MERGE: await
    const updated = applications().find({ id: application.id }).assign({ status: status as Application['status'], updatedAt: now() }).value();
    ctx.store.get('contracts').push(contract).value();
    setUpContract(ctx, contract, campaign);
    tellCreator(updated, 'application_accepted', `You're in: ${campaign.title}`, `${campaign.brandName} accepted your application to "${campaign.title}". Your contract is active.`);
    if (slotsLeft === 1) closeRecruiting(ctx, campaign);
    ctx.store.write();
    res.json({ application: updated, contract });
  }));

  r.get('/contracts/mine', requireUser(ctx, ['brand', 'influencer']), route((req, res) => {
    const account = req.account!;
    const side = account.role === 'brand' ? 'brandId' : 'creatorId';
    const items = newestFirst(ctx.store.get('contracts').value().filter((c) => c[side] === account.id)).flatMap((contract) => {
      const creator = creatorById(ctx, contract.creatorId);
      return creator ? [{ contract, campaign: toCampaign(ctx, findCampaign(ctx, contract.campaignId), account), creator: creatorCard(creator) }] : [];
    });
    res.json({ items });
  }));

  return r;
}
