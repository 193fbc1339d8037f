import { timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import type { Request, Response } from 'express';
import { REFERRAL_CODE } from '../../src/domain/referral-code.ts';
import type { ServerContext } from '../context.ts';
import { hashCode, sameHash } from '../crypto.ts';
import * as schema from '../db/schema/people.ts';
import { inTransaction } from '../db/transaction.ts';
import { escapeHtml } from '../escape-html.ts';
import { HttpError, route } from '../http.ts';
import { normalizeEmail } from '../otp.ts';
import { recordReferral } from '../partners/referrals.ts';
import { accountByEmail, createAccount } from '../people/accounts.ts';
import { issueSession } from '../sessions.ts';

const PROVIDERS = { google: 'Google', apple: 'Apple' } as const;
const provider = z.enum(['google', 'apple']);
export const callbackQuery = z.object({
  email: z.string().trim().pipe(z.email()),
  /**
   * OAuth's `state` (RFC 6749 §10.12): the random nonce the redirect sent the provider, handed back unread. It must
   * equal the one in the signed `sauti_oauth` cookie the redirect set, else the sign-in is refused.
   */
  state: z.string().max(200).optional().describe('OAuth’s `state`: the nonce the redirect sent, which must equal the one in the signed `sauti_oauth` cookie.'),
});
/** The register page's link to the provider carries a partner's referral code (issue 25): a malformed one is left out. */
export const redirectQuery = z.object({ ref: z.string().optional().describe('A partner’s referral code the registration came with (`/register?ref=CODE`).') });

/**
 * The sign-in's own cookie (decision 0020): the nonce sent as `state` and the referral code the registration came
 * with, with an expiry, HMAC-signed under the server's secret. HttpOnly, SameSite=Lax (it must come back on the
 * provider's top-level redirect), only on the social routes, for ten minutes.
 */
const STATE_COOKIE = 'sauti_oauth';
const STATE_PATH = '/api/v1/auth';
const STATE_TTL_MS = 10 * 60_000;
const signState = (ctx: ServerContext, payload: string) => hashCode(ctx.secret, 'oauth-state', payload);

function setStateCookie(ctx: ServerContext, res: Response, nonce: string, ref: string | undefined) {
  const payload = `${nonce}.${ref ?? ''}.${ctx.clock.now() + STATE_TTL_MS}`;
  const secure = ctx.publicUrl.startsWith('https:') ? '; Secure' : '';
  res.append('Set-Cookie', `${STATE_COOKIE}=${payload}.${signState(ctx, payload)}; Path=${STATE_PATH}; Max-Age=${STATE_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`);
}

function clearStateCookie(res: Response) {
  res.append('Set-Cookie', `${STATE_COOKIE}=; Path=${STATE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`);
}

/** The cookie's nonce and referral code when it is signed by this server and not expired; else none. */
function readStateCookie(ctx: ServerContext, req: Request): { nonce: string; ref: string | undefined } | undefined {
  const raw = (req.headers.cookie ?? '').split(';').map((c) => c.trim()).find((c) => c.startsWith(`${STATE_COOKIE}=`))?.slice(STATE_COOKIE.length + 1);
  const [nonce, ref, expires, sig] = raw?.split('.') ?? [];
  if (!nonce || ref === undefined || !expires || !sig) return undefined;
  if (!sameHash(sig, signState(ctx, `${nonce}.${ref}.${expires}`)) || !(Number(expires) > ctx.clock.now())) return undefined;
  return { nonce, ref: REFERRAL_CODE.test(ref) ? ref : undefined };
}

/** The callback's `state` matches the cookie's nonce (compared in constant time). */
const sameNonce = (state: string | undefined, nonce: string) => {
  const a = Buffer.from(state ?? '');
  const b = Buffer.from(nonce);
  return a.length === b.length && timingSafeEqual(a, b);
};

function page(name: string, key: string, accounts: string[], state: string): string {
  const buttons = accounts
    .map((a) => `<li><button name="email" value="${escapeHtml(a)}">${escapeHtml(a)}</button></li>`)
    .join('');
  // As a real provider does, the stand-in hands the app's `state` back to the callback untouched.
  const carried = `<input type="hidden" name="state" value="${escapeHtml(state)}">`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${name} (stand-in)</title>
<style>body{font:16px system-ui;max-width:32rem;margin:2rem auto;padding:0 1rem}button,input{font:inherit;padding:.5rem;margin:.25rem 0}:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style></head>
<body><main><h1>Sign in with ${name}</h1>
<p>This is the local stand-in for ${name}. It signs you in without contacting ${name}.</p>
<form method="get" action="/api/v1/auth/${key}/callback">${carried}<h2>Seed accounts</h2><ul>${buttons}</ul></form>
<form method="get" action="/api/v1/auth/${key}/callback">${carried}<label for="email">Or type an email</label><br>
<input id="email" name="email" type="email" required autocomplete="email"> <button type="submit">Continue</button></form>
<form method="get" action="/api/v1/auth/${key}/callback"><input type="hidden" name="error" value="access_denied"><button type="submit">Cancel</button></form>
</main></body></html>`;
}

/**
 * A stand-in OAuth provider: pick an account, then return to the app with a token in the URL fragment. `state` is a
 * random nonce bound to this browser by a signed cookie, which also keeps a partner's referral code (decision 0020).
 */
export function socialRoutes(ctx: ServerContext): Router {
  const r = Router();

  r.get('/v1/auth/:provider/redirect', route(async (req, res) => {
    const key = provider.safeParse(req.params.provider);
    if (!key.success) throw new HttpError(404, 'Unknown sign-in provider.');
    const accounts = (await ctx.db.select({ email: schema.accounts.email }).from(schema.accounts).orderBy(schema.accounts.createdAt, schema.accounts.seq)).map((a) => a.email);
    // The provider sees only a nonce; the referral code stays in this browser's signed cookie.
    const ref = redirectQuery.safeParse(req.query).data?.ref?.trim().toUpperCase();
    const nonce = ctx.random.token();
    setStateCookie(ctx, res, nonce, ref && REFERRAL_CODE.test(ref) ? ref : undefined);
    res.type('html').send(page(PROVIDERS[key.data], key.data, accounts, nonce));
  }));

  r.get('/v1/auth/:provider/callback', route(async (req, res) => {
    const back = `${ctx.appUrl}/auth/callback`;
    const key = provider.safeParse(req.params.provider);
    const query = callbackQuery.safeParse(req.query);
    // One use: the cookie goes whatever the outcome. A callback whose `state` is not this browser's nonce (forged, replayed,
    // or started elsewhere) signs no one in (RFC 6749 §10.12).
    const started = readStateCookie(ctx, req);
    clearStateCookie(res);
    if (!key.success || !query.success || !started || !sameNonce(query.data.state, started.nonce)) {
      res.redirect(302, `${back}#error=${req.query.error === 'access_denied' ? 'access_denied' : 'invalid_request'}`);
      return;
    }
    const email = normalizeEmail(query.data.email);
    // A new account is a registration: the referral it came with is written with it, once, as by the email code.
    const ref = started.ref;
    const account = (await accountByEmail(ctx, email))
      ?? (await inTransaction(ctx, (tctx) => createAccount(tctx, email, ref ? (created) => recordReferral(tctx, created, ref) : undefined)));
    const { token } = await issueSession(ctx, account);
    res.redirect(302, `${back}#token=${encodeURIComponent(token)}&provider=${key.data}`);
  }));

  return r;
}
