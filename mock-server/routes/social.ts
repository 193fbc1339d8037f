import { Router } from 'express';
import { z } from 'zod';
import { REFERRAL_CODE } from '../../src/domain/referral-code.ts';
import type { ServerContext } from '../context.ts';
import * as schema from '../db/schema/people.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError, route } from '../http.ts';
import { normalizeEmail } from '../otp.ts';
import { recordReferral } from '../partners/referrals.ts';
import { accountByEmail, createAccount } from '../people/accounts.ts';
import { issueSession } from '../sessions.ts';

const PROVIDERS = { google: 'Google', apple: 'Apple' } as const;
const provider = z.enum(['google', 'apple']);
export const callbackQuery = z.object({
  email: z.string().trim().pipe(z.email()),
  /** What the app sent the provider and the provider hands back unread (OAuth's `state`): `ref=CODE`, a partner's referral code. */
  state: z.string().max(200).optional(),
});
/** The register page's link to the provider carries a partner's referral code (issue 25): a malformed one is left out. */
export const redirectQuery = z.object({ ref: z.string().optional().describe('A partner’s referral code the registration came with (`/register?ref=CODE`).') });

/** The referral code OAuth's `state` carries back, when it is a well-formed one; else none. */
export function referralOf(state: string | undefined): string | undefined {
  const ref = state ? new URLSearchParams(state).get('ref') : null;
  return ref && REFERRAL_CODE.test(ref) ? ref : undefined;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(name: string, key: string, accounts: string[], state: string | null): string {
  const buttons = accounts
    .map((a) => `<li><button name="email" value="${escapeHtml(a)}">${escapeHtml(a)}</button></li>`)
    .join('');
  // As a real provider does, the stand-in hands the app's `state` back to the callback untouched.
  const carried = state ? `<input type="hidden" name="state" value="${escapeHtml(state)}">` : '';
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
 * A stand-in OAuth provider: pick an account, then return to the app with a token in the URL fragment. A registration
 * through a partner's link carries its referral code there and back in `state` (decision 0020).
 */
export function socialRoutes(ctx: ServerContext): Router {
  const r = Router();

  r.get('/v1/auth/:provider/redirect', route(async (req, res) => {
    const key = provider.safeParse(req.params.provider);
    if (!key.success) throw new HttpError(404, 'Unknown sign-in provider.');
    const accounts = (await ctx.db.select({ email: schema.accounts.email }).from(schema.accounts).orderBy(schema.accounts.createdAt, schema.accounts.seq)).map((a) => a.email);
    // A partner's referral code goes to the provider as OAuth's `state` and comes back with the callback.
    const ref = redirectQuery.safeParse(req.query).data?.ref?.trim().toUpperCase();
    const state = ref && REFERRAL_CODE.test(ref) ? new URLSearchParams({ ref }).toString() : null;
    res.type('html').send(page(PROVIDERS[key.data], key.data, accounts, state));
  }));

  r.get('/v1/auth/:provider/callback', route(async (req, res) => {
    const back = `${ctx.appUrl}/auth/callback`;
    const key = provider.safeParse(req.params.provider);
    const query = callbackQuery.safeParse(req.query);
    if (!key.success || !query.success) {
      res.redirect(302, `${back}#error=${req.query.error === 'access_denied' ? 'access_denied' : 'invalid_request'}`);
      return;
    }
    const email = normalizeEmail(query.data.email);
    // A new account is a registration: the referral it came with is written with it, once, as by the email code.
    const ref = referralOf(query.data.state);
    const account = (await accountByEmail(ctx, email))
      ?? (await inTransaction(ctx, (tctx) => createAccount(tctx, email, ref ? (created) => recordReferral(tctx, created, ref) : undefined)));
    const { token } = await issueSession(ctx, account);
    res.redirect(302, `${back}#token=${encodeURIComponent(token)}&provider=${key.data}`);
  }));

  return r;
}
