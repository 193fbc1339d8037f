import * as v from 'valibot';
import { api, request } from '../lib/api.ts';
import { ActedBySchema } from './campaign-schema.ts';
import { ApplicationSchema, ContractSchema, CreatorCardSchema, MatchSchema } from './campaign-schemas.ts';

/** A brand recruiting for a campaign (docs/decisions/0007 "Matching, applications, contracts"). */
export const MatchList = v.object({
  items: v.array(v.object({ match: MatchSchema, creator: CreatorCardSchema, application: v.nullable(ApplicationSchema) })),
});
/** Each with what a partner last did on it for the brand (issue 25), or null. */
export const ApplicationList = v.object({
  items: v.array(v.object({ application: ApplicationSchema, creator: CreatorCardSchema, match: v.nullable(MatchSchema), actedBy: v.nullable(ActedBySchema) })),
});
export const Accepted = v.object({ application: ApplicationSchema, contract: ContractSchema });

export type CampaignMatch = v.InferOutput<typeof MatchList>['items'][number];
export type CampaignApplication = v.InferOutput<typeof ApplicationList>['items'][number];

const campaign = (id: string) => `campaigns/${encodeURIComponent(id)}`;
const application = (id: string) => `applications/${encodeURIComponent(id)}`;

/** Ranked creators for a campaign, best first. */
export const fetchCampaignMatches = (campaignId: string): Promise<CampaignMatch[]> =>
  request(() => api.get(`${campaign(campaignId)}/matches`).json(), (d) => v.parse(MatchList, d).items, 'We could not load the matches. Please try again.');

export const inviteCreator = (campaignId: string, creatorId: string) =>
  request(() => api.post(`${campaign(campaignId)}/invitations`, { json: { creatorId } }).json(), (d) => v.parse(ApplicationSchema, d), 'The invitation could not be sent. Please try again.');

export const fetchCampaignApplications = (campaignId: string): Promise<CampaignApplication[]> =>
  request(() => api.get(`${campaign(campaignId)}/applications`).json(), (d) => v.parse(ApplicationList, d).items, 'We could not load the applications. Please try again.');

export type ApplicationDecision = 'shortlist' | 'reject';
export const decideApplication = (applicationId: string, decision: ApplicationDecision) =>
  request(() => api.post(`${application(applicationId)}/${decision}`).json(), (d) => v.parse(ApplicationSchema, d), 'That did not work. Please try again.');

/** Accepting creates the contract; filling the last slot closes recruiting. */
export const acceptApplication = (applicationId: string) =>
  request(() => api.post(`${application(applicationId)}/accept`).json(), (d) => v.parse(Accepted, d), 'The application could not be accepted. Please try again.');
