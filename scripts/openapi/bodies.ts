import { z, type ZodType } from 'zod';
import { draftBriefBody } from '../../mock-server/campaign-rules.ts';
import { reportBody } from '../../mock-server/analytics/report-input.ts';
import { messageBody, readBody } from '../../mock-server/messages/messages.ts';
import { decideBody, openBody, proposeBody, respondBody } from '../../mock-server/delivery/disputes-bodies.ts';
import { evidenceBody } from '../../mock-server/delivery/disputes-evidence.ts';
import { fileBody, linkBody } from '../../mock-server/delivery/submission-input.ts';
import { packageBody } from '../../mock-server/packages/editor.ts';
import { launchPaymentBody } from '../../mock-server/money/launch-payment.ts';
import { termsRead } from '../../mock-server/packages/brief-terms.ts';
import { subscriptionPaymentBody } from '../../mock-server/money/subscription-payment.ts';
import { stkCallback } from '../../mock-server/money/payment-callback.ts';
import { resultBody } from '../../mock-server/money/withdrawal-callbacks.ts';
import { payoutDetailsBody } from '../../mock-server/money/withdrawal-details.ts';
import { withdrawalBody } from '../../mock-server/money/withdrawals.ts';
import { deleteBody, trialBody } from '../../mock-server/routes/account.ts';
import { codeRequest, verifyRequest } from '../../mock-server/routes/auth.ts';
import { applicationBody } from '../../mock-server/routes/campaign-applications.ts';
import { DECISIONS } from '../../mock-server/routes/campaign-review.ts';
import { contactBody } from '../../mock-server/routes/contact.ts';
import { liveLinkBody, revisionBody } from '../../mock-server/routes/deliverables.ts';
import { clockBody } from '../../mock-server/routes/dev.ts';
import { cancelBody } from '../../mock-server/routes/funds.ts';
import { invitationBody } from '../../mock-server/routes/matches.ts';
import { clientBrandBody, inviteBody, permissionsBody } from '../../mock-server/routes/partners.ts';
import { paypalEvent } from '../../mock-server/routes/payout-webhooks.ts';
import { profileBody, profilePatch } from '../../mock-server/routes/profiles.ts';
import { common as jobApplicationFields } from '../../mock-server/routes/recruitment.ts';
import { surveySchema } from '../../mock-server/routes/survey.ts';
import { taxDetailsBody } from '../../mock-server/routes/tax-details.ts';
import { noticePreferencesBody, phoneBody, phoneCodeBody, smsInboundBody, smsReportBody, whatsappEvent } from '../../mock-server/routes/notices.ts';
import { c2bConfirmation } from '../../mock-server/tracking/c2b.ts';
import { manualBody, webhookBody } from '../../mock-server/tracking/conversion-bodies.ts';
import { decideReportBody, replyBody, reportBody as reviewReportBody, reviewBody } from '../../mock-server/reviews/bodies.ts';
import { rejectionSchema, verificationDataSchema } from '../../mock-server/verification-rules.ts';

/**
 * The request body each route parses, by `METHOD path` as docs/openapi.json lists it: the very zod schemas the routes
 * call `parse` with. A route with a JSON body that is missing here is published with no body: add it when you add one.
 * A multipart body names its files; its text fields are the schema's.
 */
export interface RequestBody {
  schema: ZodType;
  /** Multipart: the file fields, each one file unless `many`. */
  files?: Record<string, { many?: boolean; description: string }>;
  /** A form post (application/x-www-form-urlencoded), as Africa's Talking sends its callbacks. */
  form?: boolean;
}

const json = (schema: ZodType): RequestBody => ({ schema });
const brief = draftBriefBody('2000-01-01');
/** A partner's new draft names the client brand it is for (issue 25). */
const clientBrief = brief instanceof z.ZodObject ? brief.extend({ brandId: z.string().optional().describe('A partner names the client brand (issue 25); a brand leaves it out.') }) : brief;
const reviewBodies = Object.fromEntries(Object.entries(DECISIONS).map(([path, d]) => [`post /api/admin/campaigns/{id}/${path}`, json(d.body)]));

export const REQUEST_BODIES: Record<string, RequestBody> = {
  'post /api/v1/send-otp': json(codeRequest),
  'post /api/v1/resend-otp': json(codeRequest),
  'post /api/v1/verify-otp': json(verifyRequest),
  'post /api/v1/auth/delete-account': json(deleteBody),
  'post /api/v1/user/trial': json(trialBody),
  'post /api/v1/user/subscription': json(subscriptionPaymentBody),
  'post /api/profiles': json(profileBody),
  'patch /api/profiles/me': json(profilePatch),
  'post /api/profiles/me/avatar': { schema: z.object({}), files: { avatar: { description: 'A PNG, JPEG or WebP image.' } } },
  'post /api/contact': json(contactBody),
  'post /api/survey': json(surveySchema),
  'post /api/partner/clients': json(inviteBody),
  'post /api/partner/client-brands': json(clientBrandBody),
  'patch /api/brand/partners/{id}': json(permissionsBody),
  'post /api/campaigns': json(clientBrief),
  'patch /api/campaigns/{id}': json(brief),
  ...reviewBodies,
  'post /api/verification/me': {
    schema: z.object({ data: z.string().describe(`JSON: ${JSON.stringify(z.toJSONSchema(verificationDataSchema, { io: 'input', unrepresentable: 'any' }))}`) }),
    files: { 'screenshot[]': { many: true, description: 'One PNG, JPEG or WebP screenshot per platform, in the order of data.platforms.' } },
  },
  'post /api/admin/verifications/{id}/reject': json(rejectionSchema),
  'post /api/campaigns/{id}/invitations': json(invitationBody),
  'post /api/campaigns/{id}/applications': json(applicationBody),
  'post /api/applications/{id}/apply': json(applicationBody),
  'post /api/applications/{id}/terms/accept': json(termsRead),
  'post /api/webhooks/mpesa/stk': json(stkCallback),
  'post /api/webhooks/mpesa/b2c/result': json(resultBody),
  'post /api/webhooks/mpesa/b2c/timeout': json(resultBody),
  'post /api/webhooks/mpesa/status/result': json(resultBody),
  'post /api/webhooks/paypal': json(paypalEvent),
  'post /api/webhooks/mpesa/c2b/confirmation': json(c2bConfirmation),
  'post /api/campaigns/{id}/payments': json(launchPaymentBody),
  'post /api/contracts/{id}/cancel': json(cancelBody),
  // JSON for text alone; multipart with files (a `body` field and up to three `files`).
  'post /api/conversations/{id}/messages': { schema: messageBody, files: { files: { many: true, description: 'Up to 3 images (PNG, JPEG, WebP) or PDFs, 5 MB or less each, checked by content.' } } },
  'post /api/conversations/{id}/read': json(readBody),
  'put /api/creators/me/payout-details': json(payoutDetailsBody),
  'put /api/brands/me/payout-details': json(payoutDetailsBody),
  'post /api/withdrawals': json(withdrawalBody),
  'put /api/account/tax-details': json(taxDetailsBody),
  'put /api/account/notices': json(noticePreferencesBody),
  'post /api/account/phone': json(phoneBody),
  'post /api/account/phone/verify': json(phoneCodeBody),
  'post /api/webhooks/sms/reports': { schema: smsReportBody, form: true },
  'post /api/webhooks/sms/inbound': { schema: smsInboundBody, form: true },
  'post /api/webhooks/whatsapp': json(whatsappEvent),
  'post /api/deliverables/{id}/submissions': { schema: linkBody.or(fileBody), files: { file: { description: 'The draft: an image or a video. Without it, send JSON { url, caption }.' } } },
  'post /api/deliverables/{id}/request-revision': json(revisionBody),
  'post /api/deliverables/{id}/live-link': json(liveLinkBody),
  'post /api/conversions': json(webhookBody),
  'post /api/campaigns/{id}/conversions': json(manualBody),
  'post /api/contracts/{id}/metrics': { schema: reportBody, files: { screenshot: { description: 'A PNG, JPEG or WebP screenshot of the figures.' } } },
  'post /api/deliverables/{id}/disputes': json(openBody),
  'post /api/disputes/{id}/respond': json(respondBody),
  'post /api/disputes/{id}/evidence': { schema: evidenceBody, files: { file: { description: 'Optional: an image or a PDF. Without it, send JSON { text }.' } } },
  'post /api/admin/disputes/{id}/propose': json(proposeBody),
  'post /api/admin/disputes/{id}/decide': json(decideBody),
  'post /api/contracts/{id}/reviews': json(reviewBody),
  'post /api/packages': json(packageBody),
  'put /api/packages/{id}': json(packageBody),
  'post /api/reviews/{id}/reply': json(replyBody),
  'post /api/reviews/{id}/reports': json(reviewReportBody),
  'post /api/admin/review-reports/{id}/decide': json(decideReportBody),
  'post /api/dev/clock': json(clockBody),
  'post /careers-api/recruitment': {
    schema: jobApplicationFields.extend({ role: z.string().describe('The role applied for (GET /api/roles); each role adds its own fields.') }),
    files: { resume: { description: 'The resume, a PDF.' }, 'portfolioFile[]': { many: true, description: 'Up to five portfolio files.' } },
  },
};
