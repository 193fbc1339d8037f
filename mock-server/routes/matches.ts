import { Router } from 'express';
import { z } from 'zod';
import type { Application, Match } from '../../machines/campaignTypes.ts';
import { ownCampaign, readableCampaign, toCampaign } from '../campaign-view.ts';
import { pastPerformance } from '../analytics/past.ts';
import type { ServerContext } from '../context.ts';
import { creatorById, creatorCard, verifiedCreators, type CreatorRecord } from '../creators.ts';
import { HttpError, parse, route } from '../http.ts';
import { matchCreator, rankMatches } from '../matching.ts';
import { notify } from '../notify.ts';
import { requireUser } from '../sessions.ts';
import type { CampaignRecord } from '../types.ts';

export const applicationOf = (ctx: ServerContext, campaignId: string, creatorId: string): Application | null =>
  ctx.store.get('campaignApplications').value().find((a) => a.campaignId === campaignId && a.creatorId === creatorId) ?? null;

/**
 * Scores one creator for one campaign (their proposed fee, once they have applied, else their rate) and keeps
 * the `matches` collection in step: upserted by campaign and creator when the hard filters pass, removed when
 * they no longer do. No write: the caller writes once.
 */
export async function refreshMatch(ctx: ServerContext, campaign: CampaignRecord, creator: CreatorRecord, proposedFee?: number | null) { // PG-MERGE: await
  const creatorId = creator.account.id;
  // An invitation's fee is 0 until the creator applies: their rate stands in for it.
  const fee = proposedFee ?? applicationOf(ctx, campaign.id, creatorId)?.proposedFee ?? 0;
  // Past performance: the creator's finished, reported Sauti contracts against the Sauti mean (delivery issue).
  const options = { proposedFee: fee > 0 ? fee : null, past: await pastPerformance(ctx, creatorId) }; // PG-MERGE: await
  const result = matchCreator(campaign, { id: creatorId, niches: creatorCard(creator).niches, verification: creator.verification }, options);
  const matches = ctx.store.get('matches');
  const key = { campaignId: campaign.id, creatorId };
  if (!result.ok) {
    matches.remove(key).value();
    return result;
  }
  if (matches.find(key).value()) matches.find(key).assign(result.match).value();
  else matches.push(result.match).value();
  return result;
}

const invitationBody = z.object({ creatorId: z.string({ error: 'Choose a creator.' }).trim().min(1, 'Choose a creator.').max(100, 'Choose a creator.') });

/** Ranked creators per campaign for the brand, matched recruiting campaigns for the creator, and invitations. */
export function matchRoutes(ctx: ServerContext): Router {
  /** Reading matches refreshes them; the data file is rewritten only when a score or reason actually changed. */
  const snapshot = () =>
    JSON.stringify(ctx.store.get('matches').value().map((m) => [`${m.campaignId}/${m.creatorId}`, m] as const).sort(([a], [b]) => (a < b ? -1 : 1)));
  const writeIfChanged = (before: string) => {
    if (snapshot() !== before) ctx.store.write();
  };
  const r = Router();

  r.get('/campaigns/:id/matches', requireUser(ctx, ['brand', 'admin']), route(async (req, res) => { // PG-MERGE: await
    const campaign = readableCampaign(ctx, req.account!, String(req.params.id));
    const byCreator = new Map<string, CreatorRecord>();
    const matches: Match[] = [];
    const before = snapshot();
    // Recomputed in full: a creator who no longer qualifies (or is no longer verified) loses their stored match.
    ctx.store.get('matches').remove({ campaignId: campaign.id }).value();
    for (const creator of verifiedCreators(ctx)) {
      byCreator.set(creator.account.id, creator);
      const result = await refreshMatch(ctx, campaign, creator); // PG-MERGE: await
      if (result.ok) matches.push(result.match);
    }
    writeIfChanged(before);
    const items = rankMatches(matches).map((match) => ({
      match, creator: creatorCard(byCreator.get(match.creatorId)!), application: applicationOf(ctx, campaign.id, match.creatorId),
    }));
    res.json({ items });
  }));

  r.get('/creators/me/matches', requireUser(ctx, ['influencer']), route(async (req, res) => { // PG-MERGE: await
    const creator = creatorById(ctx, req.account!.id);
    if (creator?.verification?.status !== 'verified') {
      ctx.store.get('matches').remove({ creatorId: req.account!.id }).write();
      return void res.json({ items: [] });
    }
    const before = snapshot();
    const recruiting = ctx.store.get('campaigns').value().filter((c) => c.status === 'recruiting');
    const items = [];
    for (const campaign of recruiting) {
      const result = await refreshMatch(ctx, campaign, creator); // PG-MERGE: await
      if (result.ok) items.push({ match: result.match, campaign: toCampaign(ctx, campaign, req.account), application: applicationOf(ctx, campaign.id, creator.account.id) });
    }
    writeIfChanged(before);
    items.sort((a, b) => b.match.score - a.match.score || (a.campaign.id < b.campaign.id ? -1 : 1));
    res.json({ items });
  }));

  r.post('/campaigns/:id/invitations', requireUser(ctx, ['brand']), route(async (req, res) => { // PG-MERGE: await
    const campaign = ownCampaign(ctx, req.account!, String(req.params.id));
    const { creatorId } = parse(invitationBody, req.body);
    if (campaign.status !== 'recruiting') throw new HttpError(409, 'Creators can be invited only while the campaign is recruiting.');
    const creator = creatorById(ctx, creatorId);
    if (!creator) throw new HttpError(404, 'There is no such creator.');
    if (applicationOf(ctx, campaign.id, creatorId)) throw new HttpError(409, 'This creator already has an application or invitation for this campaign.');
    const result = await refreshMatch(ctx, campaign, creator); // PG-MERGE: await
    if (!result.ok) throw new HttpError(422, 'This creator does not match the campaign.', { creatorId: result.failures });
    const now = new Date(ctx.clock.now()).toISOString();
    // An invitation carries no pitch or fee yet: the creator adds both when they apply (POST /applications/:id/apply).
    const application: Application = {
      id: ctx.random.id(), campaignId: campaign.id, creatorId, status: 'invited', pitch: '', proposedFee: 0,
      matchScoreAtApply: null, createdAt: now, updatedAt: now,
    };
    ctx.store.get('campaignApplications').push(application).value();
    notify(ctx, {
      userId: creatorId, type: 'application_invited', title: `Invitation: ${campaign.title}`,
      body: `${campaign.brandName} invited you to apply to "${campaign.title}". Send a pitch and your fee to apply, or decline.`,
      href: `/influencer/campaigns/${campaign.id}`,
    });
    ctx.store.write();
    res.status(201).json(application);
  }));

  return r;
}
