import { applicationMachine, type ApplicationEvent } from '../machines/lifecycles/applicationMachine.ts';
import type { Application } from '../src/domain/campaign-types.ts';
import { applicationById, updateApplication } from './application-records.ts';
import { acceptedCount, campaignForUpdate } from './campaign-records.ts';
import type { ServerContext } from './context.ts';
import type { CreatorRecord } from './creators.ts';
import { HttpError } from './http.ts';
import { nextStatus } from './lifecycle.ts';
import type { MatchResult } from './matching.ts';
import { notify } from './notify.ts';
import { acceptsCurrentTerms, NOT_ACCEPTED, TERMS_CHANGED } from './packages/brief-terms.ts';
import { creatorById } from './people/creators.ts';
import type { Account, CampaignRecord } from './types.ts';

/**
 * Who may act on which application, and how one moves (docs/decisions/0007): what the application routes
 * (routes/campaign-applications.ts, routes/application-decisions.ts) share. Each takes the transaction's context.
 */
export const NO_APPLICATION = 'There is no such application.';
export const SLOTS_FILLED = 'All creator slots are filled.';

/**
 * What accepting an application requires, checked on the locked campaign (reachableApplication): a free slot, a
 * recruiting campaign, a verified creator, the creator's acceptance of the brief's usage terms as they stand, and a
 * status that takes ACCEPT (409 otherwise). The brand's acceptance and a
 * partner's request that the brand accept (partners/applications.ts) both check it, so the brand is asked only what it
 * could do. Returns the slots left and the application's next status.
 */
export async function assertAcceptable(tctx: ServerContext, application: Application, campaign: CampaignRecord): Promise<{ slotsLeft: number; status: Application['status'] }> {
  const slotsLeft = (campaign.slots ?? 0) - (await acceptedCount(tctx, campaign.id));
  const takes = (left: number) => applicationMachine.resolveState({ value: application.status, context: {} }).can({ type: 'ACCEPT', slotsLeft: left });
  // The machine's hasSlot guard decides; when it is the guard that refuses, say so plainly.
  if (!takes(slotsLeft) && takes(1)) throw new HttpError(409, SLOTS_FILLED);
  if (takes(slotsLeft) && campaign.status !== 'recruiting') throw new HttpError(409, 'This campaign is not recruiting at the moment, so applications cannot be accepted.');
  if ((await creatorById(tctx, application.creatorId))?.verification?.status !== 'verified') {
    throw new HttpError(409, 'This creator is not verified at the moment (their figures are being checked again), so they cannot be accepted yet.');
  }
  const status = nextStatus(applicationMachine, application.status, { type: 'ACCEPT', slotsLeft }, { noun: 'application', action: 'accepted' });
  // The creator's recorded acceptance of the brief's usage terms as they stand (issue 24): bindApplicationTerms needs it
  // to make the contract, so a brand is never asked to accept what would then be refused.
  if (!acceptsCurrentTerms(application, campaign)) throw new HttpError(409, application.termsAcceptance ? TERMS_CHANGED : NOT_ACCEPTED);
  return { slotsLeft, status: status as Application['status'] };
}

/** The account as a verified creator, or 403: only they may apply. */
export async function verifiedCreator(ctx: ServerContext, account: Account): Promise<CreatorRecord> {
  const creator = await creatorById(ctx, account.id);
  if (creator?.verification?.status !== 'verified') throw new HttpError(403, 'Only verified creators can apply. Submit your verification first.');
  return creator;
}

/** Only creators who pass the campaign's hard filters may apply; a fee too far over the range is the fee's error. */
export function eligible(result: MatchResult): Extract<MatchResult, { ok: true }> {
  if (result.ok) return result;
  const field = result.failures.some((f) => f.startsWith('The fee')) ? 'proposedFee' : 'campaign';
  throw new HttpError(422, `This campaign is not open to you: ${result.failures.join(' ')}`, { [field]: result.failures });
}

/**
 * The creator's own application, or the application to the brand's own campaign; anyone else's is 404. With the
 * campaign's row locked, then the application's (always in that order, so two changes never wait on each other).
 */
export async function reachableApplication(tctx: ServerContext, account: Account, id: string): Promise<{ application: Application; campaign: CampaignRecord }> {
  const found = await applicationById(tctx, id);
  const campaign = found ? await campaignForUpdate(tctx, found.campaignId) : null;
  const application = found && (await applicationById(tctx, id, { lock: true }));
  const mine = account.role === 'influencer' ? application?.creatorId === account.id : campaign?.brandId === account.id;
  if (!application || !campaign || !mine) throw new HttpError(404, NO_APPLICATION);
  return { application, campaign };
}

/** Moves the application on by `event` through the shared machine (409 when its state does not take it), with `changes`. */
export async function moveApplication(
  tctx: ServerContext, application: Application, event: ApplicationEvent, action: string, changes: Partial<Application> = {},
): Promise<Application> {
  const status = nextStatus(applicationMachine, application.status, event, { noun: 'application', action }) as Application['status'];
  return updateApplication(tctx, application.id, { ...changes, status, updatedAt: new Date(tctx.clock.now()).toISOString() });
}

export const tellBrand = (tctx: ServerContext, campaign: CampaignRecord, type: string, title: string, body: string) =>
  notify(tctx, { userId: campaign.brandId, type, title, body, href: `/brand/campaigns/${campaign.id}` });

export const tellCreator = (tctx: ServerContext, application: Application, type: string, title: string, body: string) =>
  notify(tctx, { userId: application.creatorId, type, title, body, href: `/influencer/campaigns/${application.campaignId}` });
