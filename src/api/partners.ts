import * as v from 'valibot';
import { CLIENT_STATUSES, PARTNER_SUBJECTS, REFERRAL_STATUSES } from '../domain/partner-types.ts';
import type { ConversationPage } from '../domain/message-types.ts';
import { api, request } from '../lib/api.ts';
import { Accepted } from './brand-recruiting.ts';
import { ActedBySchema, CampaignSchema } from './campaign-schema.ts';
import { ApplicationSchema } from './campaign-schemas.ts';
import { ConversationPageSchema } from './message-schemas.ts';
import { PaymentSchema } from './payment-schemas.ts';
import { DeliverableSchema } from './delivery-schemas.ts';

/** Partners and their client brands (issue 25): the partner's side and the brand's. Amounts in KES minor units. */
export const PartnerClientSchema = v.object({
  id: v.string(), partnerId: v.string(), partnerName: v.string(), partnerEmail: v.string(), email: v.string(), brandId: v.nullable(v.string()), brandName: v.nullable(v.string()),
  status: v.picklist(CLIENT_STATUSES), manageCampaigns: v.boolean(), reviewDeliverables: v.boolean(), spendingLimit: v.number(),
  createdByPartner: v.boolean(), claimedAt: v.nullable(v.string()),
  createdAt: v.string(), answeredAt: v.nullable(v.string()), endedAt: v.nullable(v.string()),
});
export type PartnerClientView = v.InferOutput<typeof PartnerClientSchema>;

export const PartnerClientsSchema = v.object({ items: v.array(PartnerClientSchema), limit: v.nullable(v.number()), used: v.number() });
export const PartnerActionSchema = v.object({
  id: v.string(), partnerId: v.string(), partnerName: v.string(), brandId: v.string(), subjectType: v.picklist(PARTNER_SUBJECTS),
  subjectId: v.string(), action: v.string(), at: v.string(),
});
export const BrandPartnersSchema = v.object({ items: v.array(PartnerClientSchema), actions: v.array(PartnerActionSchema) });
export type BrandPartners = v.InferOutput<typeof BrandPartnersSchema>;
export const PartnerOverviewSchema = v.object({
  clients: v.array(v.object({ client: PartnerClientSchema, campaigns: v.array(CampaignSchema), toReview: v.array(DeliverableSchema), upcoming: v.array(DeliverableSchema) })),
});
export type PartnerOverview = v.InferOutput<typeof PartnerOverviewSchema>;
export const LaunchRequestSchema = v.object({ outcome: v.picklist(['paid', 'requested']), campaign: CampaignSchema, payment: v.nullable(PaymentSchema) });

const client = (d: unknown) => v.parse(PartnerClientSchema, d);
const brandPartner = (id: string) => `brand/partners/${encodeURIComponent(id)}`;

export const fetchPartnerOverview = (): Promise<PartnerOverview> =>
  request(() => api.get('partner/overview').json(), (d) => v.parse(PartnerOverviewSchema, d), 'We could not load your clients. Please try again.');

export const fetchPartnerClients = () =>
  request(() => api.get('partner/clients').json(), (d) => v.parse(PartnerClientsSchema, d), 'We could not load your clients. Please try again.');

export const inviteClient = (email: string): Promise<PartnerClientView> =>
  request(() => api.post('partner/clients', { json: { email } }).json(), client, 'The invitation could not be sent. Please try again.');

/** A client brand's account the partner makes for its owner to claim (issue 25). */
export const makeClientBrand = (body: { companyName: string; email: string }): Promise<PartnerClientView> =>
  request(() => api.post('partner/client-brands', { json: body }).json(), client, 'The brand’s account could not be made. Please try again.');

export const revokeClient = (id: string): Promise<PartnerClientView> =>
  request(() => api.post(`partner/clients/${encodeURIComponent(id)}/revoke`).json(), client, 'That did not work. Please try again.');

export const fetchBrandPartners = (): Promise<BrandPartners> =>
  request(() => api.get('brand/partners').json(), (d) => v.parse(BrandPartnersSchema, d), 'We could not load your partners. Please try again.');

export const answerPartner = (id: string, answer: 'accept' | 'decline' | 'remove' | 'claim'): Promise<PartnerClientView> =>
  request(() => api.post(`${brandPartner(id)}/${answer}`).json(), client, 'That did not work. Please try again.');

/** What the brand lets its partner do; `spendingLimit` in whole Kenyan shillings. */
export interface PartnerPermissions { manageCampaigns?: boolean; reviewDeliverables?: boolean; spendingLimit?: number }
export const updatePartner = (id: string, changes: PartnerPermissions): Promise<PartnerClientView> =>
  request(() => api.patch(brandPartner(id), { json: changes }).json(), client, 'Your changes could not be saved. Please try again.');

export const requestLaunch = (campaignId: string, idempotencyKey: string) =>
  request(() => api.post(`campaigns/${encodeURIComponent(campaignId)}/launch-request`, { headers: { 'Idempotency-Key': idempotencyKey } }).json(),
    (d) => v.parse(LaunchRequestSchema, d), 'That did not work. Please try again.');

/** The partner's referral code and the brands that signed up through it (the footer's /referrals). */
export const ReferralsSchema = v.object({
  code: v.string(),
  items: v.array(v.object({ name: v.nullable(v.string()), joinedAt: v.string(), status: v.picklist(REFERRAL_STATUSES) })),
});
export type ReferralsView = v.InferOutput<typeof ReferralsSchema>;

export const fetchReferrals = (): Promise<ReferralsView> =>
  request(() => api.get('partner/referrals').json(), (d) => v.parse(ReferralsSchema, d), 'We could not load your referrals. Please try again.');

/** A partner's acceptance it may not pay for (past its spending limit): the brand is asked to accept (issue 25). */
export const AcceptRequestedSchema = v.object({ outcome: v.literal('requested'), application: ApplicationSchema, actedBy: ActedBySchema });
/** `POST /applications/{id}/accept` as a partner: accepted (the contract, its fee held), or asked of the brand. */
export const ClientAcceptSchema = v.union([Accepted, AcceptRequestedSchema]);
export type ClientAcceptAnswer = v.InferOutput<typeof ClientAcceptSchema>;

export const acceptForClient = (applicationId: string): Promise<ClientAcceptAnswer> =>
  request(() => api.post(`applications/${encodeURIComponent(applicationId)}/accept`).json(), (d) => v.parse(ClientAcceptSchema, d), 'The application could not be accepted. Please try again.');

/** A client's conversations with creators, newest first: the brand's own list, named by `brandId`. */
export const fetchClientConversations = (brandId: string, page = 1): Promise<ConversationPage> =>
  request(() => api.get('conversations', { searchParams: { brandId, page } }).json(), (d) => v.parse(ConversationPageSchema, d), 'We could not load the conversations. Please try again.');
