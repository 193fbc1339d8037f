import { z } from 'zod';
import { REQUEST_BODIES } from '../openapi/bodies.ts';
import { listRoutes } from '../openapi/routes.ts';

/**
 * Every endpoint the fuzzer calls: the local API's routes as the app serves them (the list docs/openapi.json is made
 * from, so a new route is fuzzed without being listed here), then the payment-provider simulators by hand. Left out
 * on purpose: POST /api/dev/reset and /api/dev/clock (test hooks that would wipe or expire the fuzzer's own sessions).
 * `keys` are a JSON body's top-level fields (from the zod schema the route parses), which the fuzzer mixes in so it
 * gets past the first check.
 */
export type Auth = 'none' | 'brand' | 'influencer' | 'admin' | 'partner' | 'daraja' | 'paypal';
/** The signed-in roles: an API route is called as any of them (or none, or a garbage bearer), so every guard is passed by one. */
export const ROLES = ['brand', 'influencer', 'admin', 'partner'] as const satisfies readonly Auth[];

export interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  /** A provider simulator's credential; an API route has none of its own. */
  auth?: Auth;
  keys?: readonly string[];
}

const LEFT_OUT = new Set(['post /api/dev/reset', 'post /api/dev/clock']);

/** The top-level fields of a route's JSON body, when it parses an object. */
function keysOf(method: string, path: string): readonly string[] | undefined {
  const schema = REQUEST_BODIES[`${method} ${path}`]?.schema;
  const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  return keys.length > 0 ? keys : undefined;
}

const apiRoutes = (): Route[] => listRoutes('development')
  .filter(({ method, path }) => !LEFT_OUT.has(`${method} ${path}`))
  .map(({ method, path }) => ({ method: method.toUpperCase() as Route['method'], path: path.replace(/\{(\w+)\}/g, ':$1'), keys: keysOf(method, path) }));

const r = (method: Route['method'], path: string, auth: Auth = 'none', keys?: readonly string[]): Route => ({ method, path, auth, keys });
const stk = ['BusinessShortCode', 'Password', 'Timestamp', 'TransactionType', 'Amount', 'PartyA', 'PartyB', 'PhoneNumber', 'CallBackURL', 'AccountReference', 'TransactionDesc', 'CheckoutRequestID'];

/** Daraja's and PayPal's stand-ins (mock-server/providers/), which answer in their provider's shapes. */
const PROVIDER_ROUTES: readonly Route[] = [
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

export const ROUTES: readonly Route[] = [...apiRoutes(), r('GET', '/api/nothing-here'), ...PROVIDER_ROUTES];

/** Payment-provider simulators answer in their provider's error shape, not `{ message }`. */
export const isProvider = (path: string) => !path.startsWith('/api/') && !path.startsWith('/careers-api/') && !path.startsWith('/r/');
