import { Router } from 'express';
import { z } from 'zod';
import type { Application, Match } from '../../src/domain/campaign-types.ts';
import { applicationOf, applicationsWhere, insertApplication } from '../application-records.ts';
import { ownCampaign, readableCampaign, toCampaigns } from '../campaign-access.ts';
import { campaignsInStatus } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { creatorCard, type CreatorRecord } from '../creators.ts';
import { lockKey } from '../db/locks.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError, parse, route } from '../http.ts';
import { matchCreator, rankMatches, type MatchResult, type PastPerformance } from '../matching.ts';
import { deleteMatches, matchesWhere, replaceMatches, saveMatch } from '../match-records.ts';
import { notify } from '../notify.ts';
import { forClient } from '../partners/acting.ts';
import { attributeDecision } from '../partners/applications.ts';
import { pastPerformances } from '../past-performances.ts';
import { creatorById, verifiedCreators } from '../people/creators.ts';
import { requireUser } from '../sessions.ts';
import type { CampaignRecord } from '../types.ts';

/** A creator's past Sauti results (delivery issue), when the caller has not looked them up for the whole request. */
const pastOf = async (ctx: ServerContext, creatorId: string) => (await pastPerformances(ctx, [creatorId])).get(creatorId) ?? null;

/**
 * Scores one creator for one campaign: their proposed fee once they have applied (or `proposedFee`, while they apply),
 * else their rate, and their past Sauti results (`past`, when the request looked them up already). Pure of storage
 * but for the reads it needs.
 */
async function scoreCreator(
  ctx: ServerContext, campaign: CampaignRecord, creator: CreatorRecord, proposedFee?: number | null, past?: PastPerformance | null,
): Promise<MatchResult> {
  const creatorId = creator.account.id;
  // An invitation's fee is 0 until the creator applies: their rate stands in for it.
  const fee = proposedFee ?? (await applicationOf(ctx, campaign.id, creatorId))?.proposedFee ?? 0;
  const options = { proposedFee: fee > 0 ? fee : null, past: past === undefined ? await pastOf(ctx, creatorId) : past };
  return matchCreator(campaign, { id: creatorId, niches: creatorCard(creator).niches, verification: creator.verification }, options);
}

/**
 * Scores one creator for one campaign and keeps the stored match in step: saved when the hard filters pass, removed
 * when they no longer do. Inside the caller's transaction.
 */
export async function refreshMatch(ctx: ServerContext, campaign: CampaignRecord, creator: CreatorRecord, proposedFee?: number | null): Promise<MatchResult> {
  const result = await scoreCreator(ctx, campaign, creator, proposedFee);
  if (result.ok) await saveMatch(ctx, result.match);
  else await deleteMatches(ctx, { campaignId: campaign.id, creatorId: creator.account.id });
  return result;
}

export const invitationBody = z.object({ creatorId: z.string({ error: 'Choose a creator.' }).trim().min(1, 'Choose a creator.').max(100, 'Choose a creator.') });

/** Ranked creators per campaign for the brand, matched recruiting campaigns for the creator, and invitations. */
export function matchRoutes(ctx: ServerContext): Router {
  const r = Router();

  /**
   * Reading matches refreshes them: every verified creator is scored again, a creator who no longer qualifies (or is
   * no longer verified) loses their stored match, and only what changed is written. One transaction per campaign.
   */
  // A partner with "Manage campaigns" reads its client's matches and invites as the brand (issue 25).
  r.get('/campaigns/:id/matches', requireUser(ctx, ['brand', 'admin', 'partner']), forClient(ctx, 'manageCampaigns', 'campaign'), route(async (req, res) => {
    const campaign = await readableCampaign(ctx, req.account!, String(req.params.id));
    const creators = new Map((await verifiedCreators(ctx)).map((c) => [c.account.id, c]));
    const applications = new Map((await applicationsWhere(ctx, { campaignId: campaign.id })).map((a) => [a.creatorId, a]));
    const past = await pastPerformances(ctx, creators.keys());
    const matches: Match[] = [];
    for (const [id, creator] of creators) {
      const result = await scoreCreator(ctx, campaign, creator, applications.get(id)?.proposedFee ?? 0, past.get(id) ?? null);
      if (result.ok) matches.push(result.match);
    }
    await inTransaction(ctx, async (tctx) => {
      await lockKey(tctx.db, 'matches', campaign.id);
      await replaceMatches(tctx, await matchesWhere(tctx, { campaignId: campaign.id }), matches);
    });
    const items = rankMatches(matches).map((match) => ({
      match, creator: creatorCard(creators.get(match.creatorId)!), application: applications.get(match.creatorId) ?? null,
    }));
    res.json({ items });
  }));

  r.get('/creators/me/matches', requireUser(ctx, ['influencer']), route(async (req, res) => {
    const creator = await creatorById(ctx, req.account!.id);
    if (creator?.verification?.status !== 'verified') {
      await deleteMatches(ctx, { creatorId: req.account!.id });
      return void res.json({ items: [] });
    }
    const recruiting = await campaignsInStatus(ctx, 'recruiting');
    const applications = new Map((await applicationsWhere(ctx, { creatorId: creator.account.id })).map((a) => [a.campaignId, a]));
    // One creator: their past results are the same for every campaign, so they are looked up once.
    const past = await pastOf(ctx, creator.account.id);
    const found: Array<{ match: Match; campaign: CampaignRecord }> = [];
    for (const campaign of recruiting) {
      const result = await scoreCreator(ctx, campaign, creator, applications.get(campaign.id)?.proposedFee ?? 0, past);
      if (result.ok) found.push({ match: result.match, campaign });
    }
    await inTransaction(ctx, async (tctx) => {
      await lockKey(tctx.db, 'matches-of-creator', creator.account.id);
      const stored = await matchesWhere(tctx, { creatorId: creator.account.id, campaignIds: recruiting.map((c) => c.id) });
      await replaceMatches(tctx, stored, found.map((f) => f.match));
    });
    const campaigns = await toCampaigns(ctx, found.map((f) => f.campaign), req.account);
    const items = found.map(({ match }, i) => ({ match, campaign: campaigns[i]!, application: applications.get(match.campaignId) ?? null }));
    items.sort((a, b) => b.match.score - a.match.score || (a.campaign.id < b.campaign.id ? -1 : 1));
    res.json({ items });
  }));

  r.post('/campaigns/:id/invitations', requireUser(ctx, ['brand', 'partner']), forClient(ctx, 'manageCampaigns', 'campaign'), route(async (req, res) => {
    const application = await inTransaction(ctx, async (tctx) => {
      // The campaign's row is locked: recruiting cannot close, nor another invitation or application slip in, meanwhile.
      const campaign = await ownCampaign(tctx, req.account!, String(req.params.id), { lock: true });
      const { creatorId } = parse(invitationBody, req.body);
      if (campaign.status !== 'recruiting') throw new HttpError(409, 'Creators can be invited only while the campaign is recruiting.');
      const creator = await creatorById(tctx, creatorId);
      if (!creator) throw new HttpError(404, 'There is no such creator.');
      if (await applicationOf(tctx, campaign.id, creatorId)) throw new HttpError(409, 'This creator already has an application or invitation for this campaign.');
      const result = await refreshMatch(tctx, campaign, creator);
      if (!result.ok) throw new HttpError(422, 'This creator does not match the campaign.', { creatorId: result.failures });
      const now = new Date(ctx.clock.now()).toISOString();
      // An invitation carries no pitch, fee or acceptance of the terms yet: the creator adds them when they apply
      // (POST /applications/:id/apply).
      const invitation: Application = {
        id: ctx.random.id(), campaignId: campaign.id, creatorId, status: 'invited', pitch: '', proposedFee: 0,
        matchScoreAtApply: null, termsAcceptance: null, createdAt: now, updatedAt: now,
      };
      await insertApplication(tctx, invitation);
      await attributeDecision(tctx, req, invitation, campaign, 'invited');
      await notify(tctx, {
        userId: creatorId, type: 'application_invited', title: `Invitation: ${campaign.title}`,
        body: `${campaign.brandName} invited you to apply to "${campaign.title}". Send a pitch and your fee to apply, or decline.`,
        href: `/influencer/campaigns/${campaign.id}`,
      });
      return invitation;
    });
    res.status(201).json(application);
  }));

  return r;
}
