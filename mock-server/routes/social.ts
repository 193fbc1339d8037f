import { Router } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import * as schema from '../db/schema/people.ts';
import { HttpError, route } from '../http.ts';
import { normalizeEmail } from '../otp.ts';
import { accountByEmail, createAccount } from '../people/accounts.ts';
import { issueSession } from '../sessions.ts';

const PROVIDERS = { google: 'Google', apple: 'Apple' } as const;
const provider = z.enum(['google', 'apple']);
export const callbackQuery = z.object({ email: z.string().trim().pipe(z.email()) });

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(name: string, key: string, accounts: string[]): string {
  const buttons = accounts
    .map((a) => `<li><button name="email" value="${escapeHtml(a)}">${escapeHtml(a)}</button></li>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${name} (stand-in)</title>
<style>body{font:16px system-ui;max-width:32rem;margin:2rem auto;padding:0 1rem}button,input{font:inherit;padding:.5rem;margin:.25rem 0}:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style></head>
<body><main><h1>Sign in with ${name}</h1>
<p>This is the local stand-in for ${name}. It signs you in without contacting ${name}.</p>
<form method="get" action="/api/v1/auth/${key}/callback"><h2>Seed accounts</h2><ul>${buttons}</ul></form>
<form method="get" action="/api/v1/auth/${key}/callback"><label for="email">Or type an email</label><br>
<input id="email" name="email" type="email" required autocomplete="email"> <button type="submit">Continue</button></form>
<form method="get" action="/api/v1/auth/${key}/callback"><input type="hidden" name="error" value="access_denied"><button type="submit">Cancel</button></form>
</main></body></html>`;
}

/** A stand-in OAuth provider: pick an account, then return to the app with a token in the URL fragment. */
export function socialRoutes(ctx: ServerContext): Router {
  const r = Router();

  r.get('/v1/auth/:provider/redirect', route(async (req, res) => {
    const key = provider.safeParse(req.params.provider);
    if (!key.success) throw new HttpError(404, 'Unknown sign-in provider.');
    const accounts = (await ctx.db.select({ email: schema.accounts.email }).from(schema.accounts).orderBy(schema.accounts.createdAt, schema.accounts.seq)).map((a) => a.email);
    res.type('html').send(page(PROVIDERS[key.data], key.data, accounts));
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
    const account = (await accountByEmail(ctx, email)) ?? (await createAccount(ctx, email));
    const { token } = await issueSession(ctx, account);
    res.redirect(302, `${back}#token=${encodeURIComponent(token)}&provider=${key.data}`);
  }));

  return r;
}
