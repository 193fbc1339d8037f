import * as v from 'valibot';
import { api, request } from '../lib/api.ts';
import type { VerificationSubmission } from '../lib/verification-form.ts';
import { CampaignSchema, type CampaignView } from './campaign-schema.ts';
import {
  ApplicationSchema, MatchSchema, VerificationSchema, type ApplicationView, type MatchView, type VerificationView,
} from './campaign-schemas.ts';
import { fetchCampaign } from './campaigns.ts';

/** The creator's own records (docs/decisions/0007): verification, matches and applications. */
export const MatchesSchema = v.object({ items: v.array(v.object({ match: MatchSchema, campaign: CampaignSchema, application: v.nullable(ApplicationSchema) })) });
export const ApplicationsSchema = v.object({ items: v.array(v.object({ application: ApplicationSchema, campaign: CampaignSchema })) });

export type CreatorMatch = v.InferOutput<typeof MatchesSchema>['items'][number];
export type CreatorApplication = v.InferOutput<typeof ApplicationsSchema>['items'][number];
/** Applying: a pitch, a fee, and the version and hash of the brief's usage terms the creator read and accepts (issue 24). */
export interface Pitch { pitch: string; proposedFee: number; terms: { version: number; hash: string } }

const id = (value: string) => encodeURIComponent(value);
const parseApplication = (d: unknown) => v.parse(ApplicationSchema, d);

export const fetchMyVerification = (): Promise<VerificationView> =>
  request(() => api.get('verification/me').json(), (d) => v.parse(VerificationSchema, d), 'Your verification could not be loaded.');

/** Multipart: `data` is the JSON figures, `screenshot[]` one image per platform in the same order. */
export function submitVerification({ data, screenshots }: VerificationSubmission): Promise<VerificationView> {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const file of screenshots) form.append('screenshot[]', file);
  return request(
    () => api.post('verification/me', { body: form, headers: { 'Content-Type': undefined } }).json(),
    (d) => v.parse(VerificationSchema, d),
    'Your verification could not be sent. Please try again.',
  );
}

export const fetchMyMatches = (): Promise<CreatorMatch[]> =>
  request(() => api.get('creators/me/matches').json(), (d) => v.parse(MatchesSchema, d).items, 'Your matches could not be loaded.');

export const fetchMyApplications = (): Promise<CreatorApplication[]> =>
  request(() => api.get('creators/me/applications').json(), (d) => v.parse(ApplicationsSchema, d).items, 'Your applications could not be loaded.');

export const applyToCampaign = (campaignId: string, body: Pitch): Promise<ApplicationView> =>
  request(() => api.post(`campaigns/${id(campaignId)}/applications`, { json: body }).json(), parseApplication, 'Your application could not be sent.');

/** Answers an invitation: accepting is applying with a pitch and fee; declining needs nothing. */
export const answerInvitation = (applicationId: string, answer: ({ kind: 'apply' } & Pitch) | { kind: 'decline' }): Promise<ApplicationView> =>
  answer.kind === 'apply'
    ? request(() => api.post(`applications/${id(applicationId)}/apply`, { json: { pitch: answer.pitch, proposedFee: answer.proposedFee, terms: answer.terms } }).json(), parseApplication, 'Your answer could not be sent.')
    : request(() => api.post(`applications/${id(applicationId)}/decline`).json(), parseApplication, 'Your answer could not be sent.');

export const withdrawApplication = (applicationId: string): Promise<ApplicationView> =>
  request(() => api.post(`applications/${id(applicationId)}/withdraw`).json(), parseApplication, 'Your application could not be withdrawn.');

/**
 * One campaign as the creator sees it: from their matches (with the reasons) or their applications, and
 * otherwise from GET /campaigns/:id, which influencers may read while it is recruiting.
 */
export async function fetchCreatorCampaign(campaignId: string): Promise<{ campaign: CampaignView; match: MatchView | null; application: ApplicationView | null }> {
  const [matches, applications] = await Promise.all([fetchMyMatches(), fetchMyApplications()]);
  const matched = matches.find((m) => m.campaign.id === campaignId);
  const applied = applications.filter((a) => a.campaign.id === campaignId).sort((a, b) => b.application.updatedAt.localeCompare(a.application.updatedAt))[0];
  const campaign = matched?.campaign ?? applied?.campaign ?? (await fetchCampaign(campaignId));
  return { campaign, match: matched?.match ?? null, application: matched?.application ?? applied?.application ?? null };
}
