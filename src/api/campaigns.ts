import * as v from 'valibot';
import type { CampaignEvent } from '../../machines/lifecycles/campaignMachine.ts';
import { api, request } from '../lib/api.ts';
import type { BriefBody } from '../lib/campaign-form.ts';
import { CampaignSchema, type CampaignView } from './campaign-schema.ts';

/** The brand's campaigns (docs/decisions/0007 "Campaigns"): list, write a draft, and move it through its lifecycle. */
export const List = v.object({ items: v.array(CampaignSchema) });
const one = (d: unknown) => v.parse(CampaignSchema, d);
const path = (id: string) => `campaigns/${encodeURIComponent(id)}`;

export const fetchMyCampaigns = (): Promise<CampaignView[]> =>
  request(() => api.get('campaigns/mine').json(), (d) => v.parse(List, d).items, 'We could not load your campaigns. Please try again.');

export const fetchCampaign = (id: string): Promise<CampaignView> =>
  request(() => api.get(path(id)).json(), one, 'We could not load this campaign. Please try again.');

/** A new draft: the brand's own, or with `brandId` a partner's for that client brand (issue 25), through the same endpoint. */
export const createCampaign = (brief: Partial<BriefBody>, brandId?: string): Promise<CampaignView> =>
  request(() => api.post('campaigns', { json: brandId ? { ...brief, brandId } : brief }).json(), one, 'Your draft could not be saved. Please try again.');

export const updateCampaign = (id: string, brief: Partial<BriefBody>): Promise<CampaignView> =>
  request(() => api.patch(path(id), { json: brief }).json(), one, 'Your draft could not be saved. Please try again.');

/** The lifecycle events a brand sends, by the path segment the API names them with. */
export const BRAND_ACTION_PATHS = {
  SUBMIT: 'submit',
  EDIT: 'edit',
  PAUSE: 'pause',
  RESUME: 'resume',
  CLOSE_RECRUITING: 'close-recruiting',
  COMPLETE: 'complete',
  CANCEL: 'cancel',
} as const satisfies Partial<Record<CampaignEvent['type'], string>>;
export type BrandAction = keyof typeof BRAND_ACTION_PATHS;
export const isBrandAction = (event: string): event is BrandAction => event in BRAND_ACTION_PATHS;

export const sendCampaignAction = (id: string, action: BrandAction): Promise<CampaignView> =>
  request(() => api.post(`${path(id)}/${BRAND_ACTION_PATHS[action]}`).json(), one, 'That did not work. Please try again.');

export const submitCampaign = (id: string): Promise<CampaignView> => sendCampaignAction(id, 'SUBMIT');
