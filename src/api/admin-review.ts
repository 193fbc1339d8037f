import * as v from 'valibot';
import { api, request, toApiError } from '../lib/api.ts';
import { VerificationSchema } from './campaign-schemas.ts';
import { CampaignSchema, type CampaignView } from './campaign-schema.ts';

/** The admin's review queues (docs/decisions/0007): campaign briefs and creator verifications, oldest first. */
export const CampaignsSchema = v.object({ items: v.array(CampaignSchema) });
export const QueuedVerificationSchema = v.object({
  ...VerificationSchema.entries,
  id: v.string(),
  creatorId: v.string(),
  creator: v.object({ id: v.string(), name: v.string(), email: v.string(), username: v.string() }),
  screenshots: v.array(v.object({ index: v.number(), type: v.string(), size: v.number() })),
});
export const VerificationsSchema = v.object({ items: v.array(QueuedVerificationSchema) });

export type QueuedVerification = v.InferOutput<typeof QueuedVerificationSchema>;
export type CampaignDecision = { kind: 'approve'; note?: string } | { kind: 'request-changes'; notes: string } | { kind: 'reject'; reason: string };

const id = (value: string) => encodeURIComponent(value);
const parseCampaign = (d: unknown) => v.parse(CampaignSchema, d);

export const fetchReviewQueue = (): Promise<CampaignView[]> =>
  request(() => api.get('admin/campaigns', { searchParams: { status: 'pending_review' } }).json(), (d) => v.parse(CampaignsSchema, d).items, 'The review queue could not be loaded.');

export function decideCampaign(campaignId: string, decision: CampaignDecision): Promise<CampaignView> {
  const { kind, ...body } = decision;
  return request(() => api.post(`admin/campaigns/${id(campaignId)}/${kind}`, { json: body }).json(), parseCampaign, 'Your decision could not be saved.');
}

export const fetchVerificationQueue = (): Promise<QueuedVerification[]> =>
  request(() => api.get('admin/verifications', { searchParams: { status: 'pending' } }).json(), (d) => v.parse(VerificationsSchema, d).items, 'The verification queue could not be loaded.');

export const verifyCreator = (verificationId: string): Promise<QueuedVerification> =>
  request(() => api.post(`admin/verifications/${id(verificationId)}/verify`).json(), (d) => v.parse(QueuedVerificationSchema, d), 'The creator could not be verified.');

export const rejectVerification = (verificationId: string, reason: string): Promise<QueuedVerification> =>
  request(() => api.post(`admin/verifications/${id(verificationId)}/reject`, { json: { reason } }).json(), (d) => v.parse(QueuedVerificationSchema, d), 'The verification could not be rejected.');

/** The evidence image needs the bearer token, which only the `api` client adds, so it is fetched as a blob. */
export async function fetchScreenshot(verificationId: string, index: number): Promise<Blob> {
  try {
    return await api.get(`admin/verifications/${id(verificationId)}/screenshots/${index}`, { headers: { Accept: 'image/*' } }).blob();
  } catch (error) {
    throw toApiError(error, 'The screenshot could not be loaded.');
  }
}

export const QueuesSchema = v.object({ campaignsToReview: v.number(), verifications: v.number(), disputes: v.number(), reviewReports: v.number() });
export type AdminQueues = v.InferOutput<typeof QueuesSchema>;

/** How many campaigns, verifications, disputes and reported reviews wait for an admin, counted by the server. */
export const fetchAdminQueues = (): Promise<AdminQueues> =>
  request(() => api.get('admin/queues').json(), (d) => v.parse(QueuesSchema, d), 'The queue counts could not be loaded.');
