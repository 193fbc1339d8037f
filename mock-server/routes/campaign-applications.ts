import { Router, type Request } from 'express';
import { z } from 'zod';
import { applicationMachine, type ApplicationEvent } from '../../machines/applicationMachine.ts';
import type { Application, Contract } from '../../machines/campaignTypes.ts';
import { applicationById, applicationOf, applicationsWhere, insertApplication, updateApplication } from '../application-records.ts';
import { ownCampaign, readableCampaign, toCampaigns } from '../campaign-access.ts';
import { closeRecruiting } from '../campaign-lifecycle.ts';
import { acceptedCount, campaignForUpdate, campaignsByIds } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { contractsOf, insertContract } from '../contract-records.ts';
import { setUpContract } from '../contract-setup.ts';
import { creatorById, creatorCard } from '../creators.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError, parse, route } from '../http.ts';
import { nextStatus } from '../lifecycle.ts';
import { matchesWhere } from '../match-records.ts';
import { holdFee } from '../money/holds.ts';
import { notify } from '../notify.ts';
import { requireUser } from '../sessions.ts';
import type { Account, CampaignRecord } from '../types.ts';
import { MAX_RATE_MINOR } from '../verification-rules.ts';
import type { MatchResult } from '../matching.ts';
import { refreshMatch } from './matches.ts';

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
  const verifiedCreator = (account: Account) => {
    const creator = creatorById(ctx, account.id); // PG-MERGE: accounts, profiles, verifications
    if (creator?.verification?.status !== 'verified') throw new HttpError(403, 'Only verified creators can apply. Submit your verification first.');
    return creator;
  };
  /**
   * The creator's own application, or the application to the brand's own campaign; anyone else's is 404. With the
   * campaign's row locked, then the application's (always in that order, so two changes never wait on each other).
   */
  const reachable = async (tctx: ServerContext, req: Request) => {
    const id = String(req.params.id);
    const found = await applicationById(tctx, id);
    const campaign = found ? await campaignForUpdate(tctx, found.campaignId) : null;
    const application = found && (await applicationById(tctx, id, { lock: true }));
    const account = req.account!;
    const mine = account.role === 'influencer' ? application?.creatorId === account.id : campaign?.brandId === account.id;
    if (!application || !campaign || !mine) throw new HttpError(404, NO_APPLICATION);
    return { application, campaign };
  };
  const move = (tctx: ServerContext, application: Application, event: ApplicationEvent, action: string, changes: Partial<Application> = {}) => {
    const status = nextStatus(applicationMachine, application.status, event, { noun: 'application', action }) as Application['status'];
    return updateApplication(tctx, application.id, { ...changes, status, updatedAt: now() });
  };
  const tellBrand = (tctx: ServerContext, campaign: CampaignRecord, type: string, title: string, body: string) =>
    notify(tctx, { userId: campaign.brandId, type, title, body, href: `/brand/campaigns/${campaign.id}` });
  const tellCreator = (tctx: ServerContext, application: Application, type: string, title: string, body: string) =>
    notify(tctx, { userId: application.creatorId, type, title, body, href: `/influencer/campaigns/${application.campaignId}` });
  /** One change in one transaction; lowdb's copy is saved once it has committed. */
  const change = async <T>(work: (tctx: ServerContext) => Promise<T>): Promise<T> => {
    const result = await inTransaction(ctx, work);
    ctx.store.write(); // PG-MERGE: dual write
    return result;
  };

  r.post('/campaigns/:id/applications', requireUser(ctx, ['influencer']), route(async (req, res) => {
    res.status(201).json(await change(async (tctx) => {
      // The campaign's row is locked, so it cannot stop recruiting meanwhile, and a second application waits for this one.
      const campaign = await readableCampaign(tctx, req.account!, String(req.params.id), { lock: true });
      const creator = verifiedCreator(req.account!);
      const body = parse(applicationBody, req.body);
      const existing = await applicationOf(tctx, campaign.id, creator.account.id);
      if (existing?.status === 'invited') throw new HttpError(409, 'You are invited to this campaign: answer the invitation instead.');
      if (existing) throw new HttpError(409, 'You have already applied to this campaign.');
      const result = eligible(await refreshMatch(tctx, campaign, creator, body.proposedFee));
      const at = now();
      const application = await insertApplication(tctx, {
        id: ctx.random.id(), campaignId: campaign.id, creatorId: creator.account.id, status: 'applied', ...body,
        matchScoreAtApply: result.match.score, createdAt: at, updatedAt: at,
      });
      tellBrand(tctx, campaign, 'application_received', `New application: ${campaign.title}`, `${creator.account.name} applied to "${campaign.title}".`);
      return application;
    }));
  }));

  r.get('/campaigns/:id/applications', requireUser(ctx, ['brand']), route(async (req, res) => {
    const campaign = await ownCampaign(ctx, req.account!, String(req.params.id));
    const matches = new Map((await matchesWhere(ctx, { campaignId: campaign.id })).map((m) => [m.creatorId, m]));
    const items = (await applicationsWhere(ctx, { campaignId: campaign.id })).flatMap((application) => {
      const creator = creatorById(ctx, application.creatorId); // PG-MERGE: accounts, profiles, verifications
      return creator ? [{ application, creator: creatorCard(creator), match: matches.get(application.creatorId) ?? null }] : [];
    });
    res.json({ items });
  }));

  r.get('/creators/me/applications', requireUser(ctx, ['influencer']), route(async (req, res) => {
    const own = await applicationsWhere(ctx, { creatorId: req.account!.id });
    const records = await campaignsByIds(ctx, own.map((a) => a.campaignId));
    const campaigns = await toCampaigns(ctx, own.map((a) => records.get(a.campaignId)!), req.account);
    res.json({ items: own.map((application, i) => ({ application, campaign: campaigns[i] })) });
  }));

  r.post('/applications/:id/apply', requireUser(ctx, ['influencer']), route(async (req, res) => {
    res.json(await change(async (tctx) => {
      const { application, campaign } = await reachable(tctx, req);
      const creator = verifiedCreator(req.account!);
      const body = parse(applicationBody, req.body);
      if (campaign.status !== 'recruiting') throw new HttpError(409, 'This campaign is not recruiting at the moment.');
      const result = eligible(await refreshMatch(tctx, campaign, creator, body.proposedFee));
      const updated = await move(tctx, application, { type: 'APPLY' }, 'sent', { ...body, matchScoreAtApply: result.match.score });
      tellBrand(tctx, campaign, 'application_received', `New application: ${campaign.title}`, `${creator.account.name} accepted your invitation and applied to "${campaign.title}".`);
      return updated;
    }));
  }));

  for (const [path, step] of Object.entries(CREATOR_STEPS)) {
    r.post(`/applications/:id/${path}`, requireUser(ctx, ['influencer']), route(async (req, res) => {
      res.json(await change(async (tctx) => {
        const { application, campaign } = await reachable(tctx, req);
        const updated = await move(tctx, application, { type: step.event }, step.action);
        tellBrand(tctx, campaign, step.type, `${step.title}: ${campaign.title}`, step.tell(campaign, req.account!.name));
        return updated;
      }));
    }));
  }
  for (const [path, step] of Object.entries(BRAND_STEPS)) {
    r.post(`/applications/:id/${path}`, requireUser(ctx, ['brand']), route(async (req, res) => {
      res.json(await change(async (tctx) => {
        const { application, campaign } = await reachable(tctx, req);
        const updated = await move(tctx, application, { type: step.event }, step.action);
        tellCreator(tctx, updated, step.type, `${step.title}: ${campaign.title}`, step.tell(campaign, req.account!.name));
        return updated;
      }));
    }));
  }

  r.post('/applications/:id/accept', requireUser(ctx, ['brand']), route(async (req, res) => {
    res.json(await change(async (tctx) => {
      // The campaign's row is locked: two acceptances on one campaign count its free slots one after the other.
      const { application, campaign } = await reachable(tctx, req);
      const slotsLeft = (campaign.slots ?? 0) - (await acceptedCount(tctx, campaign.id));
      const takes = (left: number) => applicationMachine.resolveState({ value: application.status, context: {} }).can({ type: 'ACCEPT', slotsLeft: left });
      // The machine's hasSlot guard decides; when it is the guard that refuses, say so plainly.
      if (!takes(slotsLeft) && takes(1)) throw new HttpError(409, SLOTS_FILLED);
      if (takes(slotsLeft) && campaign.status !== 'recruiting') throw new HttpError(409, 'This campaign is not recruiting at the moment, so applications cannot be accepted.');
      if (creatorById(ctx, application.creatorId)?.verification?.status !== 'verified') { // PG-MERGE: verifications
        throw new HttpError(409, 'This creator is not verified at the moment (their figures are being checked again), so they cannot be accepted yet.');
      }
      // The refusals come first (the machine's, then too little free to hold the fee): a refused acceptance changes nothing.
      const status = nextStatus(applicationMachine, application.status, { type: 'ACCEPT', slotsLeft }, { noun: 'application', action: 'accepted' });
      const contract: Contract = {
        id: ctx.random.id(), campaignId: campaign.id, applicationId: application.id, brandId: campaign.brandId, creatorId: application.creatorId,
        agreedFee: application.proposedFee, currency: campaign.currency, status: 'active', createdAt: now(),
      };
      await holdFee(tctx, campaign, contract); // PG-MERGE: ledger (money part, lowdb)
      const updated = await updateApplication(tctx, application.id, { status: status as Application['status'], updatedAt: now() });
      await insertContract(tctx, contract);
      setUpContract(tctx, contract, campaign); // PG-MERGE: deliverables, trackingLinks (delivery part, lowdb)
      tellCreator(tctx, updated, 'application_accepted', `You're in: ${campaign.title}`, `${campaign.brandName} accepted your application to "${campaign.title}". Your contract is active.`);
      if (slotsLeft === 1) await closeRecruiting(tctx, campaign);
      return { application: updated, contract };
    }));
  }));

  r.get('/contracts/mine', requireUser(ctx, ['brand', 'influencer']), route(async (req, res) => {
    const account = req.account!;
    const contracts = (await contractsOf(ctx, account.role === 'brand' ? 'brandId' : 'creatorId', account.id))
      .flatMap((contract) => {
        const creator = creatorById(ctx, contract.creatorId); // PG-MERGE: accounts, profiles, verifications
        return creator ? [{ contract, creator: creatorCard(creator) }] : [];
      });
    const records = await campaignsByIds(ctx, contracts.map(({ contract }) => contract.campaignId));
    const campaigns = await toCampaigns(ctx, contracts.map(({ contract }) => records.get(contract.campaignId)!), account);
    res.json({ items: contracts.map(({ contract, creator }, i) => ({ contract, campaign: campaigns[i], creator })) });
  }));

  return r;
}
