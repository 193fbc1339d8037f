import { z, type ZodObject } from 'zod';
import { adminListQuery } from '../../mock-server/delivery/disputes-bodies.ts';
import { reportListQuery } from '../../mock-server/reviews/bodies.ts';
import { signedQuery } from '../../mock-server/money/callback-url.ts';
import { accountQuery, applicationsQuery, surveyQuery } from '../../mock-server/routes/admin-inbox.ts';
import { queueQuery } from '../../mock-server/routes/campaign-review.ts';
import { mailboxQuery } from '../../mock-server/routes/dev.ts';
import { directoryQuery, searchQuery } from '../../mock-server/routes/directory.ts';
import { filters as ledgerFilters, transfersQuery } from '../../mock-server/routes/ledger-admin.ts';
import { listQuery as notificationsQuery } from '../../mock-server/routes/notifications.ts';
import { adminQuery as receiptsQuery, kindQuery as receiptsKindQuery } from '../../mock-server/routes/receipts.ts';
import { callbackQuery, redirectQuery } from '../../mock-server/routes/social.ts';
import { statusQuery as verificationsQuery } from '../../mock-server/routes/verification.ts';
import { pagingQuery } from '../../mock-server/paging.ts';
import { clientQuery } from '../../mock-server/partners/acting.ts';
import { pageQuery as threadQuery } from '../../mock-server/messages/messages.ts';
import { conversationListQuery } from '../../mock-server/routes/messages.ts';
import { whatsappVerifyQuery } from '../../mock-server/routes/notices.ts';
import { linkQuery } from '../../mock-server/tracking/clicks.ts';
import { conversionsQuery } from '../../mock-server/tracking/conversion-list.ts';

/**
 * The query each route parses, by `METHOD path` as docs/openapi.json lists it: the very zod schemas the routes call
 * `parse` with (a bad value is a 400 `{ message, errors }`). Every route whose handler reads `req.query` must be
 * here: tests/docs/openapi-coverage.test.ts reads the route modules and fails otherwise.
 */
export const QUERIES: Record<string, ZodObject> = {
  'get /api/campaigns/mine': clientQuery,
  'get /api/admin/accounts': accountQuery,
  'get /api/admin/applications': applicationsQuery(['role-id']).extend({
    role: z.string().optional().describe('A role id (GET /api/roles); any other value is a 400.'),
  }),
  'get /api/admin/campaigns': queueQuery,
  'get /api/admin/contacts': pagingQuery,
  'get /api/admin/disputes': adminListQuery,
  'get /api/admin/review-reports': reportListQuery,
  'get /api/admin/ledger/accounts': ledgerFilters,
  'get /api/admin/ledger/transfers': transfersQuery,
  'get /api/admin/receipts': receiptsQuery,
  'get /api/admin/receipts.csv': receiptsKindQuery,
  'get /api/receipts': receiptsKindQuery,
  'get /api/admin/surveys': surveyQuery,
  'get /api/admin/surveys/stats': surveyQuery,
  'get /api/admin/verifications': verificationsQuery,
  'get /api/campaigns/{id}/conversions': conversionsQuery,
  'get /api/dev/mailbox': mailboxQuery,
  'get /api/conversations': conversationListQuery.extend(clientQuery.shape),
  'get /api/conversations/{id}/messages': threadQuery,
  'get /api/live': z.object({ ticket: z.string().describe('A ticket from POST /api/live/tickets: single use, within a minute.') }),
  'get /api/directory/creators': directoryQuery,
  'get /api/notifications': notificationsQuery,
  'get /api/search': searchQuery,
  'get /api/v1/auth/{provider}/redirect': redirectQuery,
  'get /api/v1/auth/{provider}/callback': callbackQuery,
  'get /r/{slug}': linkQuery,
  'post /api/webhooks/mpesa/b2c/result': signedQuery,
  'post /api/webhooks/mpesa/b2c/timeout': signedQuery,
  'post /api/webhooks/mpesa/c2b/confirmation': signedQuery,
  'post /api/webhooks/mpesa/status/result': signedQuery,
  'post /api/webhooks/mpesa/stk': signedQuery,
  'post /api/webhooks/paypal': signedQuery,
  'get /api/webhooks/whatsapp': whatsappVerifyQuery,
  'post /api/webhooks/sms/reports': signedQuery,
  'post /api/webhooks/sms/inbound': signedQuery,
};

/** The schema's fields as OpenAPI query parameters, each with its input JSON Schema. */
export function queryParameters(schema: ZodObject) {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, { description?: string }>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, { description, ...property }]) => ({
    name, in: 'query', required: json.required?.includes(name) ?? false, ...(description ? { description } : {}), schema: property,
  }));
}
