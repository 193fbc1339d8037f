import fs from 'node:fs';
import { Router, type Response } from 'express';
import { readableCampaign } from '../campaign-access.ts';
import type { ServerContext } from '../context.ts';
import { HttpError, route } from '../http.ts';
import { requireUser } from '../sessions.ts';
import { multipart } from '../uploads.ts';
import { reachableContract } from '../delivery/access.ts';
import { campaignAnalytics } from '../analytics/campaign.ts';
import { reportById } from '../analytics/collections.ts';
import { brandCsv, campaignCsv, clientsCsv } from '../analytics/csv.ts';
import { activeBrandIds } from '../partners/clients.ts';
import { brandNames } from '../people/accounts.ts';
import { brandAnalytics, creatorPerformance } from '../analytics/overview.ts';
import { reportsOf, submitReport } from '../analytics/reports.ts';
import { screenshotFile } from '../analytics/screenshots.ts';
import { METRICS_SOURCE, METRICS_SOURCE_NOTE } from '../../src/domain/metrics-types.ts';

const NO_REPORT = 'There is no such report.';

function sendCsv(res: Response, name: string, text: string) {
  res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': 'private, no-store' }).send(text);
}

/**
 * Analytics (delivery issue; design §4): creator-reported figures with a screenshot as evidence, and measures per
 * campaign, per creator and across a brand's campaigns, with CSV exports. Reading never writes.
 */
export function analyticsRoutes(ctx: ServerContext): Router {
  const r = Router();
  const parties = requireUser(ctx, ['brand', 'influencer', 'admin']);
  const brandSide = requireUser(ctx, ['brand', 'admin']);
  const safeId = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '');

  r.post('/contracts/:id/metrics', requireUser(ctx, ['influencer']), multipart([{ name: 'screenshot', maxCount: 1 }], 15), route(async (req, res) => {
    const contract = await reachableContract(ctx, req.account!, String(req.params.id));
    res.status(201).json({ ...(await submitReport(ctx, req, contract)), sourceNote: METRICS_SOURCE_NOTE });
  }));

  r.get('/contracts/:id/metrics', parties, route(async (req, res) => {
    const contract = await reachableContract(ctx, req.account!, String(req.params.id));
    res.json({ source: METRICS_SOURCE, sourceNote: METRICS_SOURCE_NOTE, items: await reportsOf(ctx, contract.id) });
  }));

  r.get('/metric-reports/:id/screenshot', parties, route(async (req, res) => {
    const report = await reportById(ctx, String(req.params.id));
    if (!report) throw new HttpError(404, NO_REPORT);
    await reachableContract(ctx, req.account!, report.contractId);
    const file = screenshotFile(ctx, report.screenshot.storedName);
    if (!file || !fs.existsSync(file.file)) throw new HttpError(404, 'This report’s screenshot is missing.');
    res.set({ 'Content-Type': file.type, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' }).send(fs.readFileSync(file.file));
  }));

  r.get('/campaigns/:id/analytics', brandSide, route(async (req, res) => {
    res.json(await campaignAnalytics(ctx, await readableCampaign(ctx, req.account!, String(req.params.id))));
  }));

  r.get('/campaigns/:id/analytics.csv', brandSide, route(async (req, res) => {
    const campaign = await readableCampaign(ctx, req.account!, String(req.params.id));
    sendCsv(res, `sauti-${safeId(campaign.id)}-analytics.csv`, campaignCsv(await campaignAnalytics(ctx, campaign)));
  }));

  r.get('/brands/me/analytics', requireUser(ctx, ['brand']), route(async (req, res) => {
    res.json(await brandAnalytics(ctx, req.account!.id));
  }));

  r.get('/brands/me/analytics.csv', requireUser(ctx, ['brand']), route(async (req, res) => {
    sendCsv(res, 'sauti-brand-analytics.csv', brandCsv(await brandAnalytics(ctx, req.account!.id)));
  }));

  // Analytics across a partner's clients (issue 25): every active client's campaigns, as each brand's own export has
  // them; a client that does not let the partner manage its campaigns is left out.
  r.get('/partner/analytics.csv', requireUser(ctx, ['partner']), route(async (req, res) => {
    const ids = await activeBrandIds(ctx, req.account!.id, 'manageCampaigns');
    const names = await brandNames(ctx, ids);
    const clients = await Promise.all(ids.map(async (id) => ({ name: names.get(id) ?? 'A client', analytics: await brandAnalytics(ctx, id) })));
    sendCsv(res, 'sauti-clients-analytics.csv', clientsCsv(clients.sort((a, b) => a.name.localeCompare(b.name))));
  }));

  r.get('/creators/me/performance', requireUser(ctx, ['influencer']), route(async (req, res) => {
    res.json(await creatorPerformance(ctx, req.account!.id));
  }));

  return r;
}
