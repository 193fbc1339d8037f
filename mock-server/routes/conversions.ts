import { Router } from 'express';
import { ownCampaign, readableCampaign } from '../campaign-access.ts';
import type { ServerContext } from '../context.ts';
import { HttpError, parse, route } from '../http.ts';
import { idempotent } from '../idempotency.ts';
import { callbackRef, requireSignedCallback } from '../money/callback-url.ts';
import { ACCEPTED } from '../money/payment-callback.ts';
import { requireUser } from '../sessions.ts';
import { C2B_CONFIRMATION_PATH, C2B_REF, acceptC2bConfirmation } from '../tracking/c2b.ts';
import { contractLinks, readableContract } from '../tracking/contract-links.ts';
import { campaignConversions } from '../tracking/conversion-list.ts';
import { attribute, recordConversion } from '../tracking/conversions.ts';
import { manualAttribution, manualBody, webhookBody } from '../tracking/conversion-bodies.ts';
import { BRAND_HEADER, SIGNATURE_HEADER, brandWebhookSecret, signedBrand } from '../tracking/webhook-signing.ts';

/**
 * Conversions reach Sauti three ways (design §4): a brand's signed webhook, the brand's own entry, and M-Pesa C2B
 * with the code as the Paybill account number. Also each contract's links, as this is the tracking area's /api router.
 */
export function conversionRoutes(ctx: ServerContext): Router {
  const r = Router();
  const answer = (created: boolean) => (created ? 201 : 200);

  r.get('/brands/me/webhook-secret', requireUser(ctx, ['brand']), route(async (req, res) => {
    const { brandId, secret, createdAt } = await brandWebhookSecret(ctx, req.account!.id);
    res.set('Cache-Control', 'no-store').json({ brandId, secret, createdAt, brandHeader: BRAND_HEADER, signatureHeader: SIGNATURE_HEADER });
  }));

  r.post('/conversions', route(async (req, res) => {
    const brandId = await signedBrand(ctx, req);
    const body = parse(webhookBody, req.body);
    const { conversion, created } = await recordConversion(ctx, { ...body, source: 'webhook' }, await attribute(ctx, body, { brandId }));
    res.status(answer(created)).json(conversion);
  }));

  r.post('/campaigns/:id/conversions', requireUser(ctx, ['brand']), idempotent(ctx), route(async (req, res) => {
    const campaign = await ownCampaign(ctx, req.account!, String(req.params.id));
    const body = parse(manualBody, req.body);
    const who = await manualAttribution(ctx, campaign, body);
    const externalRef = body.externalRef ?? `manual-${ctx.random.id()}`;
    const { conversion, created } = await recordConversion(ctx, { ...body, currency: campaign.currency, source: 'manual', externalRef }, who);
    res.status(answer(created)).json(conversion);
  }));

  r.get('/campaigns/:id/conversions', requireUser(ctx, ['brand', 'admin']), route(async (req, res) => {
    const campaign = await readableCampaign(ctx, req.account!, String(req.params.id)); // as the campaign's analytics: 404 for another brand's
    res.set('Cache-Control', 'private, no-store').json(await campaignConversions(ctx, campaign, req.query));
  }));

  r.post(`/webhooks/${C2B_CONFIRMATION_PATH}`, requireSignedCallback(ctx, C2B_CONFIRMATION_PATH), route(async (req, res) => {
    if (callbackRef(req) !== C2B_REF) throw new HttpError(403, 'This callback is not signed by Sauti.');
    await acceptC2bConfirmation(ctx, req.body);
    res.json(ACCEPTED);
  }));

  r.get('/contracts/:id/links', requireUser(ctx), route(async (req, res) => {
    res.json(await contractLinks(ctx, await readableContract(ctx, req.account!, String(req.params.id))));
  }));
  return r;
}
