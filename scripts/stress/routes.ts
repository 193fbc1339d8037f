/**
 * Every endpoint of the local API (mock-server/app.ts, routes/*.ts, providers/*), with the credential that reaches
 * past its guard. Left out on purpose: POST /api/dev/reset and /api/dev/clock (test hooks that would wipe or expire
 * the fuzzer's own sessions). `keys` are body fields the fuzzer mixes in so it gets past the first check.
 */
export type Auth = 'none' | 'brand' | 'influencer' | 'admin' | 'partner' | 'daraja' | 'paypal';

export interface Route {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  auth: Auth;
  keys?: readonly string[];
}

const r = (method: Route['method'], path: string, auth: Auth = 'none', keys?: readonly string[]): Route => ({ method, path, auth, keys });
const otp = ['email', 'purpose', 'otp'];
const campaign = ['title', 'brief', 'budget', 'currency', 'platforms', 'deliverables', 'startDate', 'endDate', 'industry'];
const stk = ['BusinessShortCode', 'Password', 'Timestamp', 'TransactionType', 'Amount', 'PartyA', 'PartyB', 'PhoneNumber', 'CallBackURL', 'AccountReference', 'TransactionDesc', 'CheckoutRequestID'];

export const ROUTES: readonly Route[] = [
  r('GET', '/api/health'), r('GET', '/api/roles'), r('GET', '/api/roles/:id'), r('GET', '/api/nothing-here'),
  r('POST', '/api/v1/send-otp', 'none', otp), r('POST', '/api/v1/resend-otp', 'none', otp), r('POST', '/api/v1/verify-otp', 'none', otp),
  r('GET', '/api/v1/auth/me', 'brand'), r('POST', '/api/v1/auth/logout', 'partner'),
  r('GET', '/api/v1/user', 'brand'), r('POST', '/api/v1/user/trial', 'brand', ['plan']),
  r('POST', '/api/v1/auth/delete-account', 'partner', ['confirm', 'reason']), r('GET', '/api/v1/auth/deletion-status', 'partner'),
  r('POST', '/api/v1/auth/restore-account', 'partner', otp),
  r('GET', '/api/v1/auth/:provider/redirect'), r('GET', '/api/v1/auth/:provider/callback'),
  r('POST', '/api/contact', 'none', ['name', 'email', 'subject', 'message']),
  r('POST', '/api/survey', 'none', ['industrySector', 'emailAddress', 'marketingGoals', 'biggestChallenge']),
  r('GET', '/api/profiles/username/:id'), r('GET', '/api/profiles/me', 'brand'),
  r('PATCH', '/api/profiles/me', 'brand', ['name', 'username', 'bio', 'website', 'location']),
  r('POST', '/api/profiles', 'influencer', ['role', 'name', 'username', 'bio']),
  r('POST', '/api/profiles/me/avatar', 'brand'), r('GET', '/api/avatars/:id'),
  r('GET', '/api/directory/creators', 'brand'), r('GET', '/api/search', 'brand'),
  r('GET', '/api/campaigns/mine', 'brand'), r('POST', '/api/campaigns', 'brand', campaign),
  r('GET', '/api/campaigns/:id', 'brand'), r('PATCH', '/api/campaigns/:id', 'brand', campaign),
  r('POST', '/api/campaigns/:id/submit', 'brand'), r('POST', '/api/campaigns/:id/close-recruiting', 'brand'),
  r('POST', '/api/campaigns/:id/cancel', 'brand', ['reason']),
  r('GET', '/api/campaigns/:id/applications', 'brand'), r('POST', '/api/campaigns/:id/applications', 'influencer', ['pitch', 'fee', 'currency']),
  r('GET', '/api/campaigns/:id/matches', 'brand'), r('POST', '/api/campaigns/:id/invitations', 'brand', ['creatorIds', 'message']),
  r('GET', '/api/creators/me/applications', 'influencer'), r('GET', '/api/creators/me/matches', 'influencer'),
  r('POST', '/api/applications/:id/apply', 'influencer', ['pitch', 'fee']), r('POST', '/api/applications/:id/accept', 'brand'),
  r('GET', '/api/contracts/mine', 'influencer'),
  r('GET', '/api/verification/me', 'influencer'), r('POST', '/api/verification/me', 'influencer', ['platforms', 'rate', 'followers']),
  r('GET', '/api/notifications', 'brand'), r('POST', '/api/notifications/read-all', 'brand'), r('POST', '/api/notifications/:id/read', 'brand'),
  r('GET', '/api/admin/surveys', 'admin'), r('GET', '/api/admin/surveys/stats', 'admin'), r('GET', '/api/admin/contacts', 'admin'),
  r('GET', '/api/admin/applications', 'admin'), r('GET', '/api/admin/applications/:id/files/:index', 'admin'),
  r('GET', '/api/admin/accounts', 'admin'), r('GET', '/api/admin/campaigns', 'admin'), r('GET', '/api/admin/verifications', 'admin'),
  r('GET', '/api/admin/verifications/:id/screenshots/:index', 'admin'),
  r('POST', '/api/admin/verifications/:id/verify', 'admin', ['note']), r('POST', '/api/admin/verifications/:id/reject', 'admin', ['reason']),
  r('GET', '/api/dev/mailbox'),
  r('POST', '/careers-api/recruitment', 'none', ['role', 'name', 'email', 'phone', 'coverLetter']),
  r('GET', '/oauth/v1/generate', 'none'),
  r('POST', '/mpesa/stkpush/v1/processrequest', 'daraja', stk), r('POST', '/mpesa/stkpushquery/v1/query', 'daraja', stk),
  r('POST', '/mpesa/transactionstatus/v1/query', 'daraja', ['Initiator', 'SecurityCredential', 'TransactionID', 'PartyA', 'IdentifierType']),
  r('POST', '/mpesa/b2c/v3/paymentrequest', 'daraja', ['OriginatorConversationID', 'InitiatorName', 'Amount', 'PartyA', 'PartyB', 'CommandID']),
  r('GET', '/__sim/mpesa/pending'), r('POST', '/__sim/mpesa/stk/:id/resolve', 'none', ['outcome']), r('POST', '/__sim/mpesa/b2c/:id/resolve', 'none', ['outcome']),
  r('POST', '/v1/oauth2/token'),
  r('POST', '/v1/payments/payouts', 'paypal', ['sender_batch_header', 'items']), r('GET', '/v1/payments/payouts/:id', 'paypal'),
  r('GET', '/v1/payments/payouts-item/:id', 'paypal'), r('POST', '/v1/payments/payouts-item/:id/cancel', 'paypal'),
  r('GET', '/__sim/paypal/items'), r('POST', '/__sim/paypal/items/:id/resolve', 'none', ['outcome']),
];

/** Payment-provider simulators answer in their provider's error shape, not `{ message }`. */
export const isProvider = (path: string) => !path.startsWith('/api/') && !path.startsWith('/careers-api/');
