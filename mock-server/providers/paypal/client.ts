import type { ServerContext } from '../../context.ts';
import { HttpError } from '../../http.ts';
import { readPaypalConfig, type PaypalSimConfig } from './config.ts';

/** What PayPal answered: its HTTP status and JSON body (PayPal's error bodies included). */
export interface PaypalAnswer { status: number; body: Record<string, unknown> }

const TIMEOUT_MS = 10_000;
const unreachable = () => new HttpError(502, 'PayPal could not be reached just now. Please try again in a minute.');

/**
 * Sauti's PayPal client: the real PayPal (PAYPAL_BASE_URL, e.g. https://api-m.sandbox.paypal.com) or, unset, this
 * process's simulator at ctx.publicUrl. It caches the OAuth token and hands back PayPal's status and body as they are.
 */
export function paypalClient(ctx: ServerContext, cfg: PaypalSimConfig & { baseUrl: string | null }) {
  let token: { value: string; expiresAt: number } | null = null;
  const base = () => cfg.baseUrl ?? ctx.publicUrl;

  async function send(path: string, init: RequestInit): Promise<PaypalAnswer> {
    let res: Response;
    try {
      res = await fetch(`${base()}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw unreachable();
    }
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
  }

  async function bearer(): Promise<string> {
    const now = ctx.clock.now();
    if (token && token.expiresAt > now) return token.value;
    const basic = Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString('base64');
    const { status, body } = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (status !== 200 || typeof body.access_token !== 'string') throw unreachable();
    token = { value: body.access_token, expiresAt: now + (Number(body.expires_in) - 60) * 1000 };
    return token.value;
  }

  /**
   * One authenticated call; `requestId` becomes PayPal-Request-Id, PayPal's own idempotency header. A cached token
   * PayPal no longer honours (revoked before its time, or a development database reset) is dropped and the call made
   * once more with a new one: a 401 means PayPal did nothing with the request.
   */
  async function call(method: 'GET' | 'POST', path: string, payload?: unknown, requestId?: string): Promise<PaypalAnswer> {
    const attempt = async () => {
      const headers: Record<string, string> = { Authorization: `Bearer ${await bearer()}`, 'Content-Type': 'application/json' };
      if (requestId) headers['PayPal-Request-Id'] = requestId;
      return send(path, { method, headers, body: payload === undefined ? undefined : JSON.stringify(payload) });
    };
    const cached = token !== null;
    const answer = await attempt();
    if (answer.status !== 401) return answer;
    token = null;
    if (!cached) return answer;
    const again = await attempt();
    if (again.status === 401) token = null;
    return again;
  }

  return { call };
}

export type PaypalClient = ReturnType<typeof paypalClient>;

const clients = new WeakMap<ServerContext, PaypalClient>();

/** One client (and one cached token) per server; PAYPAL_BASE_URL names the real PayPal. */
export function paypal(ctx: ServerContext, env: NodeJS.ProcessEnv = process.env): PaypalClient {
  let client = clients.get(ctx);
  if (!client) clients.set(ctx, (client = paypalClient(ctx, { ...readPaypalConfig(env), baseUrl: env.PAYPAL_BASE_URL?.replace(/\/$/, '') || null })));
  return client;
}
