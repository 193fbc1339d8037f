import type { ServerContext } from '../../context.ts';
import { HttpError } from '../../http.ts';
import type { DarajaConfig } from './config.ts';
import { b2cRequest, stkPushRequest, stkQueryRequest, transactionStatusRequest } from './requests.ts';

/** What Daraja answered: its HTTP status and JSON body (Daraja's error bodies included). */
export interface DarajaAnswer { status: number; body: Record<string, unknown> }

const TIMEOUT_MS = 10_000;
const unreachable = () => new HttpError(502, 'M-Pesa could not be reached just now. Please try again in a minute.');

/**
 * Sauti's M-Pesa client: the same calls against the real Daraja (DARAJA_BASE_URL) or, unset, this process's
 * own simulator at ctx.publicUrl. It caches the OAuth token until shortly before it expires, and never throws
 * Daraja's own error bodies: callers read `status` and `body` (a pending STK query is a 500 body, not a failure).
 */
export function darajaClient(ctx: ServerContext, cfg: DarajaConfig) {
  let token: { value: string; expiresAt: number } | null = null;
  const base = () => cfg.baseUrl ?? ctx.publicUrl;

  async function send(path: string, init: RequestInit): Promise<DarajaAnswer> {
    let res: Response;
    try {
      res = await fetch(`${base()}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw unreachable();
    }
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: res.status, body };
  }

  async function bearer(): Promise<string> {
    const now = ctx.clock.now();
    if (token && token.expiresAt > now) return token.value;
    const basic = Buffer.from(`${cfg.consumerKey}:${cfg.consumerSecret}`).toString('base64');
    const { status, body } = await send('/oauth/v1/generate?grant_type=client_credentials', { headers: { Authorization: `Basic ${basic}` } });
    if (status !== 200 || typeof body.access_token !== 'string') throw unreachable();
    // expires_in is a string ("3599"); renew a minute early.
    token = { value: body.access_token, expiresAt: now + (Number(body.expires_in) - 60) * 1000 };
    return token.value;
  }

  async function post(path: string, payload: unknown): Promise<DarajaAnswer> {
    const headers = { Authorization: `Bearer ${await bearer()}`, 'Content-Type': 'application/json' };
    const answer = await send(path, { method: 'POST', headers, body: JSON.stringify(payload) });
    // 404.001.03: the token was forgotten (the simulator restarted): ask for a new one once.
    if (answer.status === 404 && answer.body.errorCode === '404.001.03') {
      token = null;
      return send(path, { method: 'POST', headers: { ...headers, Authorization: `Bearer ${await bearer()}` }, body: JSON.stringify(payload) });
    }
    return answer;
  }

  return {
    /** Where Daraja must call back: Sauti's own webhooks under /api. */
    callbackUrl: (path: string) => `${ctx.publicUrl}/api/webhooks/mpesa/${path}`,
    stkPush: (input: Parameters<typeof stkPushRequest>[2]) => post('/mpesa/stkpush/v1/processrequest', stkPushRequest(cfg, ctx.clock.now(), input)),
    stkQuery: (checkoutRequestId: string) => post('/mpesa/stkpushquery/v1/query', stkQueryRequest(cfg, ctx.clock.now(), checkoutRequestId)),
    b2c: (input: Parameters<typeof b2cRequest>[1]) => post('/mpesa/b2c/v3/paymentrequest', b2cRequest(cfg, input)),
    transactionStatus: (input: Parameters<typeof transactionStatusRequest>[1]) => post('/mpesa/transactionstatus/v1/query', transactionStatusRequest(cfg, input)),
  };
}

export type DarajaClient = ReturnType<typeof darajaClient>;

const clients = new WeakMap<ServerContext, DarajaClient>();

/** One client (and one cached token) per server. */
export function mpesa(ctx: ServerContext, cfg: DarajaConfig): DarajaClient {
  let client = clients.get(ctx);
  if (!client) clients.set(ctx, (client = darajaClient(ctx, cfg)));
  return client;
}
