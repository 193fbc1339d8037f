import * as v from 'valibot';
import { DeletionStatusSchema } from '../../src/api/account-deletion.ts';
import { WithUser } from '../../src/api/account.ts';
import { CampaignsSchema, QueuedVerificationSchema, QueuesSchema, VerificationsSchema } from '../../src/api/admin-review.ts';
import { AccountSchema, ApplicationSchema as JobApplicationRowSchema, ContactRowSchema, StatsSchema, SurveyRowSchema, pageOf } from '../../src/api/admin.ts';
import { BrandAnalyticsSchema, CampaignAnalyticsSchema, ContractMetricsSchema, CreatorPerformanceSchema, MeasuresSchema, MetricReportSchema } from '../../src/api/analytics-schemas.ts';
import { CodeSentSchema, MeSchema, SessionSchema, UserSchema } from '../../src/api/auth.ts';
import { BrandBalanceViewSchema } from '../../src/api/brand-balance.ts';
import { ApplicationList, MatchList } from '../../src/api/brand-recruiting.ts';
import { CampaignSchema } from '../../src/api/campaign-schema.ts';
import { ApplicationSchema, ContractSchema, CreatorCardSchema, MatchSchema, NotificationSchema, PlatformStatsSchema, VerificationSchema } from '../../src/api/campaign-schemas.ts';
import { List as CampaignList } from '../../src/api/campaigns.ts';
import { ContactRecordSchema } from '../../src/api/contact.ts';
import { ContractList } from '../../src/api/contracts.ts';
import { ApplicationsSchema, MatchesSchema } from '../../src/api/creator.ts';
import { ConversionSchema, DeliverableAnswerSchema, DeliverableSchema, DeliverablesSchema, LinksSchema, WebhookSecretSchema } from '../../src/api/delivery-schemas.ts';
import { DirectoryPageSchema, SearchSchema } from '../../src/api/directory.ts';
import { DIRECTORY_COUNT_CAP } from '../../mock-server/people/directory.ts';
import { DeliverableDisputeSchema, DisputeAnswerSchema, DisputePageSchema, DisputeSchema } from '../../src/api/dispute-schemas.ts';
import { ConversationPageSchema, MessageAnswerSchema, ThreadPageSchema, TicketSchema, UnreadCountsSchema } from '../../src/api/message-schemas.ts';
import { EarningsPageSchema, PayoutDetailsSchema, ReconciliationSchema, WithdrawalSchema } from '../../src/api/earnings-schemas.ts';
import { Cancelled } from '../../src/api/funds.ts';
import { AccountList, TransferPage } from '../../src/api/ledger-admin.ts';
import { ProfileSchema } from '../../src/api/my-profile.ts';
import { ListSchema as NotificationList, UnreadSchema } from '../../src/api/notifications.ts';
import { CampaignFundsSchema, PaymentSchema } from '../../src/api/payment-schemas.ts';
import { List as PaymentList, QuoteSchema } from '../../src/api/payments.ts';
import { BrandPartnersSchema, ClientAcceptSchema, LaunchRequestSchema, PartnerClientSchema, PartnerClientsSchema, PartnerOverviewSchema, ReferralsSchema } from '../../src/api/partners.ts';
import { PlanUsageSchema } from '../../src/api/plans.ts';
import { CodeSentToPhoneSchema, NoticeSettingsSchema, PhoneStateSchema } from '../../src/api/notices.ts';
import { Saved } from '../../src/api/profiles.ts';
import { PaymentReceiptSchema, PayoutStatementSchema, ReceiptSummarySchema, SummaryList, SummaryPage, TaxDetails } from '../../src/api/receipts.ts';
import { ApplicationSchema as StoredJobApplicationSchema, RoleSchema } from '../../src/api/recruitment.ts';
import { ContractReviewsSchema, DecidedAnswer, ReportAnswer, ReportPageSchema, ReviewAnswer, TrackRecordAnswer } from '../../src/api/reviews.ts';
import { CreatorPageAnswer } from '../../src/api/creator-pages.ts';
import { MyPackagesAnswer, PackageAnswer } from '../../src/api/my-packages.ts';
import { PastWorkItemAnswer, PastWorkListAnswer } from '../../src/api/past-work.ts';
import { BriefTermsViewSchema, ContractTermsViewSchema, PurchaseAnswer, TermsAnswer } from '../../src/api/packages.ts';
import { SubscriptionStateSchema } from '../../src/api/subscriptions.ts';
import { StoredSurveySchema } from '../../src/api/survey.ts';
import { refTo, toJsonSchema } from './valibot-json.ts';

/**
 * What each route answers when it succeeds, by `METHOD path` as docs/openapi.json lists it. A JSON answer is the
 * app's own valibot schema (src/api/), the one that checks it and is tied to the server's types by tests/types
 * (docs/decisions/0016-wire-types.md); answers no app screen reads (files, redirects, provider callbacks, dev
 * routes) carry a short schema written here. Every route must be listed: tests/docs/openapi-coverage.test.ts fails otherwise.
 */
export interface Success {
  status: 200 | 201 | 204 | 302;
  description: string;
  /** Media type → JSON Schema; none for 204 and redirects. */
  content?: Record<string, Record<string, unknown>>;
}

/** The app's schemas that many answers share, published once under components.schemas. */
const SHARED = {
  Application: ApplicationSchema, Campaign: CampaignSchema, Contract: ContractSchema, Conversion: ConversionSchema,
  CreatorCard: CreatorCardSchema, Deliverable: DeliverableSchema, Dispute: DisputeSchema, Match: MatchSchema,
  Measures: MeasuresSchema, MetricReport: MetricReportSchema, Notification: NotificationSchema, Payment: PaymentSchema,
  PayoutDetails: PayoutDetailsSchema, PlatformStats: PlatformStatsSchema, Profile: ProfileSchema,
  QueuedVerification: QueuedVerificationSchema, ReceiptSummary: ReceiptSummarySchema, User: UserSchema,
  Verification: VerificationSchema, Withdrawal: WithdrawalSchema,
} as const;
const refs = new Map<unknown, string>(Object.entries(SHARED).map(([name, schema]) => [schema, name]));
export const SHARED_SCHEMAS = Object.fromEntries(Object.entries(SHARED).map(([name, schema]) => [name, toJsonSchema(schema, refs)]));

type Schema = v.GenericSchema | Record<string, unknown>;
const valibot = (schema: v.GenericSchema) => (refs.has(schema) ? refTo(refs.get(schema)!) : toJsonSchema(schema, refs));
const json = (schema: Schema) => ({ 'application/json': { schema: 'kind' in schema ? valibot(schema as v.GenericSchema) : schema } });
const ok = (schema: Schema, description = 'Done.'): Success => ({ status: 200, description, content: json(schema) });
const created = (schema: Schema, description = 'Created.'): Success => ({ status: 201, description, content: json(schema) });
const file = (types: string[], description: string): Success => ({
  status: 200, description, content: Object.fromEntries(types.map((t) => [t, { schema: { type: 'string', contentMediaType: t } }])),
});
const redirect = (description: string): Success => ({ status: 302, description });
const noContent = (description: string): Success => ({ status: 204, description });

/** Daraja expects this answer from every callback it makes (mock-server/money/payment-callback.ts ACCEPTED). */
const darajaAccepted = ok({ type: 'object', required: ['ResultCode', 'ResultDesc'], properties: { ResultCode: { const: 0 }, ResultDesc: { const: 'Accepted' } } }, 'Accepted (also when the callback changes nothing).');
const referenceList = ok({ type: 'array', items: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } }, 'The reference list (json-server, read only).');
const referenceItem = ok({ type: 'object', required: ['id'], properties: { id: { type: 'string' } } }, 'One reference entry.');
const CSV = file(['text/csv'], 'A CSV file.');
const IMAGE = file(['image/png', 'image/jpeg', 'image/webp'], 'The stored image.');
const CONVERSION_PAGE = {
  type: 'object', required: ['items', 'total', 'page', 'pageSize'],
  properties: { items: { type: 'array', items: { type: 'object', description: 'ConversionRow (mock-server/tracking/conversion-list.ts): a conversion with its creator and masked references.' } }, total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' } },
};
const RECEIPT = v.union([PaymentReceiptSchema, PayoutStatementSchema]);
const campaignActions = ['cancel', 'close-recruiting', 'complete', 'edit', 'pause', 'resume', 'submit'];
const applicationActions = ['apply', 'decline', 'reject', 'shortlist', 'withdraw'];

export const RESPONSES: Record<string, Success> = {
  'get /api/account/tax-details': ok(TaxDetails),
  'put /api/account/tax-details': ok(TaxDetails),
  'get /api/account/notices': ok(NoticeSettingsSchema),
  'put /api/account/notices': ok(NoticeSettingsSchema),
  'post /api/account/phone': ok(CodeSentToPhoneSchema, 'A code is on its way to the phone by SMS.'),
  'post /api/account/phone/verify': ok(PhoneStateSchema, 'The phone is verified.'),
  'delete /api/account/phone': ok(PhoneStateSchema, 'The phone is removed.'),
  'get /api/admin/accounts': ok(pageOf(AccountSchema)),
  'get /api/admin/applications': ok(pageOf(JobApplicationRowSchema)),
  'get /api/admin/applications/{id}/files/{index}': file(['application/pdf', 'application/octet-stream'], 'The applicant’s file.'),
  'get /api/admin/campaigns': ok(CampaignsSchema),
  'post /api/admin/campaigns/{id}/approve': ok(CampaignSchema),
  'post /api/admin/campaigns/{id}/reject': ok(CampaignSchema),
  'post /api/admin/campaigns/{id}/request-changes': ok(CampaignSchema),
  'get /api/admin/contacts': ok(pageOf(ContactRowSchema)),
  'post /api/admin/contracts/{id}/release': ok(Cancelled, 'The contract, completed, and the campaign’s funds.'),
  'get /api/admin/disputes': ok(DisputePageSchema),
  'get /api/admin/review-reports': ok(ReportPageSchema),
  'post /api/admin/review-reports/{id}/decide': ok(DecidedAnswer),
  'get /api/contracts/{id}/reviews': ok(ContractReviewsSchema),
  'post /api/contracts/{id}/reviews': created(ReviewAnswer),
  'post /api/reviews/{id}/reply': ok(ReviewAnswer),
  'post /api/reviews/{id}/reports': created(ReportAnswer),
  'get /api/brands/{id}/track-record': ok(TrackRecordAnswer),
  'get /api/creator-pages/{username}': ok(CreatorPageAnswer),
  'post /api/packages/{id}/purchase': created(PurchaseAnswer),
  'get /api/packages/mine': ok(MyPackagesAnswer),
  'post /api/packages': created(PackageAnswer),
  'put /api/packages/{id}': ok(PackageAnswer),
  'post /api/packages/{id}/withdraw': ok(PackageAnswer, 'The package, withdrawn: no longer listed or bought.'),
  'get /api/contracts/{id}/past-work': ok(PastWorkListAnswer),
  'post /api/deliverables/{id}/past-work': created(PastWorkItemAnswer, 'The creator asked the brand to show this deliverable on their page.'),
  'post /api/deliverables/{id}/past-work/agree': ok(PastWorkItemAnswer, 'The brand agreed: the deliverable is on the creator’s page.'),
  'post /api/deliverables/{id}/past-work/decline': ok(PastWorkItemAnswer),
  'post /api/deliverables/{id}/past-work/withdraw': ok(PastWorkItemAnswer, 'Withdrawn by either side: no longer on the creator’s page.'),
  'get /api/contracts/{id}/terms': ok(TermsAnswer),
  'post /api/contracts/{id}/terms/accept': ok(ContractTermsViewSchema),
  'get /api/campaigns/{id}/terms': ok(BriefTermsViewSchema),
  'post /api/applications/{id}/terms/accept': ok(ApplicationSchema),
  'post /api/admin/disputes/{id}/decide': ok(DisputeAnswerSchema),
  'post /api/admin/disputes/{id}/propose': ok(DisputeAnswerSchema),
  'get /api/admin/ledger/accounts': ok(AccountList),
  'get /api/admin/ledger/transfers': ok(TransferPage),
  'get /api/admin/queues': ok(QueuesSchema),
  'get /api/admin/receipts': ok(SummaryPage),
  'get /api/admin/receipts.csv': CSV,
  'get /api/admin/reconciliation': ok(ReconciliationSchema),
  'get /api/admin/surveys': ok(pageOf(SurveyRowSchema)),
  'get /api/admin/surveys/stats': ok(StatsSchema),
  'get /api/admin/verifications': ok(VerificationsSchema),
  'post /api/admin/verifications/{id}/reject': ok(QueuedVerificationSchema),
  'get /api/admin/verifications/{id}/screenshots/{index}': IMAGE,
  'post /api/admin/verifications/{id}/verify': ok(QueuedVerificationSchema),
  'post /api/admin/withdrawals/{id}/mark-paid': ok(WithdrawalSchema),
  'post /api/applications/{id}/accept': ok(ClientAcceptSchema, 'Accepted: the contract, its fee held. A partner whose monthly spending limit does not cover the fee asks the brand instead (issue 25): `{ outcome: "requested", application, actedBy }`.'),
  ...Object.fromEntries(applicationActions.map((a) => [`post /api/applications/{id}/${a}`, ok(ApplicationSchema)])),
  'get /api/avatars/{name}': IMAGE,
  'get /api/brands/me/analytics': ok(BrandAnalyticsSchema),
  'get /api/brands/me/analytics.csv': CSV,
  'get /api/brands/me/balance': ok(BrandBalanceViewSchema),
  'put /api/brands/me/payout-details': ok(PayoutDetailsSchema),
  'get /api/brands/me/webhook-secret': ok(WebhookSecretSchema),
  'post /api/campaigns': created(CampaignSchema, 'The draft.'),
  'get /api/campaigns/mine': ok(CampaignList),
  'get /api/campaigns/{id}': ok(CampaignSchema),
  'patch /api/campaigns/{id}': ok(CampaignSchema),
  ...Object.fromEntries(campaignActions.map((a) => [`post /api/campaigns/{id}/${a}`, ok(CampaignSchema)])),
  'get /api/campaigns/{id}/analytics': ok(CampaignAnalyticsSchema),
  'get /api/campaigns/{id}/analytics.csv': CSV,
  'get /api/campaigns/{id}/applications': ok(ApplicationList),
  'post /api/campaigns/{id}/applications': created(ApplicationSchema),
  'get /api/campaigns/{id}/conversions': ok(CONVERSION_PAGE),
  'post /api/campaigns/{id}/conversions': created(ConversionSchema, 'Recorded (200 when the same externalRef was recorded before).'),
  'get /api/campaigns/{id}/funds': ok(CampaignFundsSchema),
  'post /api/campaigns/{id}/invitations': created(ApplicationSchema, 'The invitation.'),
  'get /api/campaigns/{id}/launch-quote': ok(QuoteSchema),
  'get /api/campaigns/{id}/matches': ok(MatchList),
  'get /api/campaigns/{id}/payments': ok(PaymentList),
  'post /api/campaigns/{id}/payments': created(PaymentSchema, 'The payment, started.'),
  'post /api/campaigns/{id}/launch-request': created(LaunchRequestSchema, 'Paid from the brand’s balance within the partner’s spending limit, or asked of the brand.'),
  'get /api/partner/clients': ok(PartnerClientsSchema, 'The partner’s client brands and invitations, with its plan’s limit.'),
  'post /api/partner/clients': created(PartnerClientSchema, 'The invitation.'),
  'post /api/partner/clients/{id}/revoke': ok(PartnerClientSchema, 'Revoked, or the work for the client ended.'),
  'get /api/partner/analytics.csv': CSV,
  'get /api/partner/referrals': ok(ReferralsSchema, 'The partner’s referral code (made on the first visit) and the brands that registered through it.'),
  'get /api/partner/overview': ok(PartnerOverviewSchema, 'Every client’s campaigns, deliverables to review and next deadlines.'),
  'get /api/brand/partners': ok(BrandPartnersSchema, 'The brand’s partners and invitations, and what partners did for it.'),
  'post /api/brand/partners/{id}/accept': ok(PartnerClientSchema),
  'post /api/brand/partners/{id}/decline': ok(PartnerClientSchema),
  'post /api/brand/partners/{id}/remove': ok(PartnerClientSchema),
  'post /api/partner/client-brands': created(PartnerClientSchema, 'The brand’s account, made for its owner to claim, and the partner working for it.'),
  'post /api/brand/partners/{id}/claim': ok(PartnerClientSchema, 'Claimed: the brand’s owner now changes the link as any brand does.'),
  'patch /api/brand/partners/{id}': ok(PartnerClientSchema, 'The permissions and spending limit as saved.'),
  'post /api/contact': created(ContactRecordSchema),
  'get /api/contracts/mine': ok(ContractList),
  'post /api/contracts/{id}/cancel': ok(Cancelled),
  'get /api/contracts/{id}/deliverables': ok(DeliverablesSchema),
  'get /api/contracts/{id}/links': ok(LinksSchema),
  'get /api/contracts/{id}/metrics': ok(ContractMetricsSchema),
  'post /api/contracts/{id}/metrics': created(MetricReportSchema),
  'post /api/conversions': created(ConversionSchema, 'Recorded (200 when the same externalRef was recorded before).'),
  'get /api/creators/me/applications': ok(ApplicationsSchema),
  'get /api/creators/me/earnings': ok(EarningsPageSchema),
  'get /api/creators/me/matches': ok(MatchesSchema),
  'put /api/creators/me/payout-details': ok(PayoutDetailsSchema),
  'get /api/creators/me/performance': ok(CreatorPerformanceSchema),
  'post /api/deliverables/{id}/approve': ok(DeliverableAnswerSchema),
  'get /api/deliverables/{id}/dispute': ok(DeliverableDisputeSchema),
  'post /api/deliverables/{id}/disputes': created(DisputeAnswerSchema),
  'post /api/deliverables/{id}/live-link': ok(DeliverableAnswerSchema),
  'post /api/deliverables/{id}/request-revision': ok(DeliverableAnswerSchema),
  'post /api/deliverables/{id}/submissions': created(DeliverableAnswerSchema),
  'get /api/deliverables/{id}/submissions/{version}/file': file(['image/*', 'video/*'], 'The submitted draft.'),
  'post /api/dev/clock': ok({ type: 'object', required: ['now'], properties: { now: { type: 'string', format: 'date-time' } } }, 'The clock’s new time.'),
  'get /api/dev/mailbox': ok({ type: 'object', required: ['messages'], properties: { messages: { type: 'array', items: { type: 'object', description: 'A sent email (mock-server/mailbox.ts).' } } } }, 'The emails sent, newest last.'),
  'post /api/dev/reset': noContent('Every table is back to the seed.'),
  'get /api/directory/creators': ok(DirectoryPageSchema, `A page of verified creators. \`total\` is exact while \`totalIsCapped\` is false; when it is true, more than \`total\` match (the count stops at ${DIRECTORY_COUNT_CAP.toLocaleString('en')}, or at the end of a deeper page) and there is a next page.`),
  'get /api/disputes/{id}': ok(DisputeAnswerSchema),
  'post /api/disputes/{id}/accept-proposal': ok(DisputeAnswerSchema),
  'post /api/disputes/{id}/evidence': created(DisputeAnswerSchema),
  'get /api/disputes/{id}/evidence/{n}/file': file(['image/*', 'application/pdf'], 'The evidence file.'),
  'get /api/conversations': ok(ConversationPageSchema),
  'get /api/conversations/{id}/messages': ok(ThreadPageSchema),
  'post /api/conversations/{id}/messages': created(MessageAnswerSchema, 'Sent. Before the contract is funded, a message with contact or payment details in its text or a file\'s name is held instead: 422 with errors.body or errors.files.'),
  'post /api/conversations/{id}/read': ok(UnreadCountsSchema),
  'get /api/conversations/{id}/messages/{messageId}/files/{n}': file(['image/*', 'application/pdf'], 'The attached file.'),
  'post /api/live/tickets': created(TicketSchema, 'A ticket that opens one live stream within a minute; 429 when the session holds 5 streams already.'),
  'get /api/live': {
    status: 200,
    description: 'Server-sent events: `message` ({ message }) and `unread` ({ conversationId, unread, total }), with a comment line as heartbeat. Opened with ?ticket= from POST /api/live/tickets (single use); 401 otherwise, 429 when the session holds 5 streams already. Ends when the session signs out, or when its reader falls 1 MB behind.',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  },
  'post /api/disputes/{id}/reject-proposal': ok(DisputeAnswerSchema),
  'post /api/disputes/{id}/respond': ok(DisputeAnswerSchema),
  'post /api/disputes/{id}/withdraw': ok(DisputeAnswerSchema),
  'get /api/health': ok({ type: 'object', required: ['ok'], properties: { ok: { const: true } } }),
  'get /api/industries': referenceList,
  'get /api/industries/{id}': referenceItem,
  'get /api/marketing-goals': referenceList,
  'get /api/marketing-goals/{id}': referenceItem,
  'get /api/metric-reports/{id}/screenshot': IMAGE,
  'get /api/niches': referenceList,
  'get /api/niches/{id}': referenceItem,
  'get /api/notifications': ok(NotificationList),
  'post /api/notifications/read-all': ok(UnreadSchema),
  'post /api/notifications/{id}/read': ok(UnreadSchema),
  'get /api/payments/{id}': ok(PaymentSchema),
  'post /api/payments/{id}/cancel': ok(PaymentSchema),
  'get /api/platforms': referenceList,
  'get /api/platforms/{id}': referenceItem,
  'post /api/profiles': created(Saved),
  'get /api/profiles/me': ok(v.object({ profile: ProfileSchema })),
  'patch /api/profiles/me': ok(Saved),
  'post /api/profiles/me/avatar': ok(WithUser),
  'get /api/profiles/username/{username}': ok(v.object({ available: v.boolean() })),
  'get /api/receipts': ok(SummaryList),
  'get /api/receipts/{file}': { ...ok(RECEIPT, 'The receipt or statement; `Accept: application/pdf` or `text/html` gets the document itself.'), content: { ...json(RECEIPT), 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } }, 'text/html': { schema: { type: 'string' } } } },
  'get /api/roles': ok(v.array(RoleSchema)),
  'get /api/roles/{id}': ok(RoleSchema),
  'get /api/search': ok(SearchSchema),
  'post /api/survey': created(StoredSurveySchema),
  'post /api/v1/auth/delete-account': ok(v.object({ user: UserSchema, deleteAt: v.string() }), 'The deletion, scheduled.'),
  'get /api/v1/auth/deletion-status': ok(DeletionStatusSchema),
  'post /api/v1/auth/logout': noContent('Signed out.'),
  'get /api/v1/auth/me': ok(MeSchema),
  'post /api/v1/auth/restore-account': ok(WithUser),
  'get /api/v1/auth/{provider}/callback': redirect('To the app’s /auth/callback with `#token=…&provider=…`, or `#error=…` (`invalid_request` when `state` is not the nonce in the signed `sauti_oauth` cookie the redirect set; the cookie is cleared either way).'),
  'get /api/v1/auth/{provider}/redirect': ok({ type: 'string', contentMediaType: 'text/html' }, 'The stand-in provider’s sign-in page (HTML); sets the signed, HttpOnly `sauti_oauth` cookie (Path=/api/v1/auth, 10 minutes) holding the nonce sent as `state` and the referral code.'),
  'post /api/v1/resend-otp': ok(CodeSentSchema),
  'post /api/v1/send-otp': ok(CodeSentSchema),
  'get /api/v1/user': ok(WithUser),
  'get /api/v1/user/plan': ok(PlanUsageSchema),
  'post /api/v1/user/trial': created(WithUser),
  'get /api/v1/user/subscription': ok(SubscriptionStateSchema, 'The plan in force, the subscription, an open payment and the paid ones with their receipts.'),
  'post /api/v1/user/subscription': created(PaymentSchema, 'The payment for the plan, started (M-Pesa prompt sent or PayPal approval link).'),
  'post /api/v1/user/subscription/cancel': ok(SubscriptionStateSchema, 'Renewal stopped: the plan stays until the period ends.'),
  'post /api/v1/user/subscription/resume': ok(SubscriptionStateSchema, 'Renewal restored.'),
  'post /api/v1/verify-otp': ok(SessionSchema),
  'get /api/verification/me': ok(VerificationSchema),
  'post /api/verification/me': created(VerificationSchema, 'Submitted for review.'),
  'post /api/webhooks/mpesa/b2c/result': darajaAccepted,
  'post /api/webhooks/mpesa/b2c/timeout': darajaAccepted,
  'post /api/webhooks/mpesa/c2b/confirmation': darajaAccepted,
  'post /api/webhooks/mpesa/status/result': darajaAccepted,
  'post /api/webhooks/mpesa/stk': darajaAccepted,
  'post /api/webhooks/paypal': ok({ type: 'object', description: 'Acknowledged.' }),
  'post /api/webhooks/sms/reports': ok({ type: 'object', description: 'Acknowledged.' }),
  'post /api/webhooks/sms/inbound': ok({ type: 'object', description: 'Acknowledged.' }),
  'get /api/webhooks/whatsapp': { status: 200, description: 'Meta\'s webhook registration: the challenge sent back as plain text once the verify token matches (403 otherwise).', content: { 'text/plain': { schema: { type: 'string' } } } },
  'post /api/webhooks/whatsapp': ok({ type: 'object', description: 'Acknowledged.' }),
  'post /api/withdrawals': created(WithdrawalSchema),
  'get /api/withdrawals/{id}': ok(WithdrawalSchema),
  'post /careers-api/recruitment': created(StoredJobApplicationSchema),
  'get /r/{slug}': redirect('To the link’s destination (a 404 page or `{ message }` for an unknown link).'),
};
