import type { Request, RequestHandler } from 'express';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { ServerContext } from './context.ts';
import { rateLimits } from './db/schema/index.ts';
import { HttpError, route } from './http.ts';

/** A limit on one kind of public write: so many per address and per email in a window of seconds. */
interface Limit { perIp: number; perEmail: number; seconds: number }

/**
 * Public writes, counted in the database so every API process shares one count (issue 18): a script cannot store
 * 200 contact messages in a second, nor mail one inbox codes from many addresses. The sign-in code's own rules
 * (one a minute, five an hour per email) stay in otp.ts; this adds the per-address cap in front of them.
 */
export const PUBLIC_WRITE_LIMITS = {
  contact: { perIp: 10, perEmail: 3, seconds: 10 * 60 },
  survey: { perIp: 10, perEmail: 3, seconds: 10 * 60 },
  recruitment: { perIp: 5, perEmail: 3, seconds: 60 * 60 },
  code: { perIp: 30, perEmail: 10, seconds: 60 * 60 },
} as const satisfies Record<string, Limit>;
export type PublicWrite = keyof typeof PUBLIC_WRITE_LIMITS;

const limiters = new WeakMap<ServerContext, Map<string, RateLimiterDrizzle>>();

function limiter(ctx: ServerContext, name: string, points: number, seconds: number): RateLimiterDrizzle {
  let byName = limiters.get(ctx);
  if (!byName) limiters.set(ctx, (byName = new Map()));
  let found = byName.get(name);
  if (!found) byName.set(name, (found = new RateLimiterDrizzle({ storeClient: ctx.db, schema: rateLimits, keyPrefix: name, points, duration: seconds })));
  return found;
}

const waitText = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** Counts one request against `key`; past the limit, 429 `{ message }` with Retry-After. */
async function consume(rl: RateLimiterDrizzle, key: string, message: string): Promise<void> {
  try {
    await rl.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new HttpError(429, message.replace('{wait}', waitText(error.msBeforeNext)), undefined, { 'Retry-After': String(seconds) });
  }
}

const emailOf = (req: Request): string | null => {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const value = body.email ?? body.emailAddress;
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null;
};

/**
 * Limits a public write per client address and per email (when the body names one). Runs after the body parser
 * (for multipart, after multer). Off only where the server was started with rate limits off (the browser suite,
 * which signs in hundreds of times from one address).
 */
export function limitPublicWrites(ctx: ServerContext, kind: PublicWrite): RequestHandler {
  const { perIp, perEmail, seconds } = PUBLIC_WRITE_LIMITS[kind];
  return route(async (req, _res, next) => {
    if (ctx.rateLimits) {
      await consume(limiter(ctx, `${kind}:ip`, perIp, seconds), req.ip ?? 'unknown', 'Too many requests from your network. Please try again in {wait}.');
      const email = emailOf(req);
      if (email) await consume(limiter(ctx, `${kind}:email`, perEmail, seconds), email, 'Too many requests for this email address. Please try again in {wait}.');
    }
    next();
  });
}

/** Writes a signed-in account makes that mail or notify someone else: so many per account in a window of seconds. */
export const ACCOUNT_WRITE_LIMITS = {
  // A partner's invitations mail brands (issue 25): revoking and inviting again must not make a mailing list.
  partnerInvite: { perAccount: 20, seconds: 60 * 60 },
  // A phone's one-time codes go by SMS, which costs money (issue 23): the per-phone limits are in notices/phone.ts.
  phoneCode: { perAccount: 10, seconds: 60 * 60 },
} as const satisfies Record<string, { perAccount: number; seconds: number }>;

/** Limits a signed-in write per account (after requireUser); off where the server was started with rate limits off. */
export function limitAccountWrites(ctx: ServerContext, kind: keyof typeof ACCOUNT_WRITE_LIMITS, message: string): RequestHandler {
  const { perAccount, seconds } = ACCOUNT_WRITE_LIMITS[kind];
  return route(async (req, _res, next) => {
    if (ctx.rateLimits) await consume(limiter(ctx, `${kind}:account`, perAccount, seconds), req.account!.id, message);
    next();
  });
}
