import { z } from 'zod';
import { CURRENCIES } from '../../src/domain/campaign-types.ts';
import { CONVERSION_TYPES } from '../../src/domain/tracking-types.ts';
import type { ServerContext } from '../context.ts';
import { contractById } from '../contract-records.ts';
import { HttpError } from '../http.ts';
import type { CampaignRecord } from '../types.ts';
import { attribute, type Attribution } from './conversions.ts';

const optionalText = (label: string, max: number) => z.string({ error: `${label} must be text.` }).trim().min(1, `${label} cannot be empty.`).max(max, `Keep ${label} to ${max} characters.`).optional();
const externalRef = z.string({ error: 'Send your own id for this conversion as externalRef.' }).trim().min(1, 'Send your own id for this conversion as externalRef.').max(100, 'Keep externalRef to 100 characters.');

const base = {
  type: z.enum(CONVERSION_TYPES, { error: 'type must be lead or sale.' }),
  amount: z.number({ error: 'Send the amount in minor units (cents), as a whole number.' }).int('Send the amount in minor units (cents), as a whole number.')
    .min(0, 'The amount cannot be negative.').max(100_000_000_000, 'The amount is too large.'),
  code: optionalText('code', 40),
};
/** A sale is worth something; a lead may carry 0. */
const saleHasAmount = (v: { type: string; amount: number }, ctx: z.RefinementCtx) => {
  if (v.type === 'sale' && v.amount === 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter the sale amount, above 0.' });
};

/** `POST /api/conversions` (a brand's system): the currency is always named; a code or click id attributes it. */
export const webhookBody = z.object({
  ...base, currency: z.enum(CURRENCIES, { error: `currency must be one of: ${CURRENCIES.join(', ')}.` }), clickId: optionalText('clickId', 64), externalRef,
}).superRefine(saleHasAmount);

/** `POST /api/campaigns/:id/conversions` (the brand's own entry): for a contract or code of the campaign, or unattributed. */
export const manualBody = z.object({
  ...base, currency: z.enum(CURRENCIES).optional(), contractId: optionalText('contractId', 100), externalRef: externalRef.optional(),
}).superRefine(saleHasAmount);
export type ManualBody = z.infer<typeof manualBody>;

const LAUNCHED = new Set<CampaignRecord['status']>(['recruiting', 'recruiting_paused', 'in_progress', 'in_progress_paused', 'completed', 'cancelled']);
const invalid = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });

/** Checks a manual entry against the campaign and says whom it counts for. */
export async function manualAttribution(ctx: ServerContext, campaign: CampaignRecord, body: ManualBody): Promise<Attribution> {
  if (!LAUNCHED.has(campaign.status)) throw new HttpError(409, `This campaign is ${campaign.status.replace(/_/g, ' ')}, so it has no conversions yet.`);
  if (body.currency && body.currency !== campaign.currency) throw invalid('currency', `This campaign counts in ${campaign.currency}.`);
  const who = { campaignId: campaign.id, brandId: campaign.brandId };
  if (body.contractId) {
    const contract = await contractById(ctx, body.contractId);
    if (contract?.campaignId !== campaign.id) throw invalid('contractId', 'This is not a contract of this campaign.');
    return { ...who, contractId: contract.id };
  }
  if (body.code) {
    const found = await attribute(ctx, { code: body.code }, who);
    if (!found.contractId) throw invalid('code', 'No creator on this campaign has this code.');
    return found;
  }
  return { ...who, contractId: null };
}
