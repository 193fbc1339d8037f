import { createHmac } from 'node:crypto';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { sameHash } from '../crypto.ts';
import { HttpError } from '../http.ts';

/**
 * Provider callbacks carry no session and M-Pesa does not sign them, so each callback URL Sauti hands out names
 * the record it is about and an HMAC of it under the server's secret: `…/webhooks/mpesa/stk?ref=pay-1&sig=…`.
 * A forged or altered callback is refused with 403 before anything is read.
 */
const sign = (ctx: ServerContext, path: string, ref: string) => createHmac('sha256', ctx.secret).update(`${path}\n${ref}`).digest('hex');

/** `path` is under /api/webhooks, e.g. `mpesa/stk` or `mpesa/b2c/result`. */
export function signedCallbackUrl(ctx: ServerContext, path: string, ref: string): string {
  return `${ctx.publicUrl}/api/webhooks/${path}?ref=${encodeURIComponent(ref)}&sig=${sign(ctx, path, ref)}`;
}

/** The query every callback URL carries; anything else is refused with 403, not 400 (a forger learns nothing). */
export const signedQuery = z.object({
  ref: z.string().describe('The record the callback is about (a payment or withdrawal id).'),
  sig: z.string().regex(/^[0-9a-f]{64}$/).describe('HMAC-SHA256 of the path and ref under the server’s secret, in hex.'),
});

/** Guards a webhook route: `req.query.ref` is then the signed record id (read it with callbackRef(req)). */
export function requireSignedCallback(ctx: ServerContext, path: string): RequestHandler {
  return (req, _res, next) => {
    const query = signedQuery.safeParse(req.query);
    const ok = query.success && sameHash(query.data.sig, sign(ctx, path, query.data.ref));
    next(ok ? undefined : new HttpError(403, 'This callback is not signed by Sauti.'));
  };
}

export const callbackRef = (req: { query: Record<string, unknown> }): string => String(req.query.ref);
