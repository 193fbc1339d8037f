import express, { Router, type RequestHandler } from 'express';
import type { ServerContext } from '../../context.ts';
import { hashToken, sameHash } from '../../crypto.ts';
import { route } from '../../http.ts';
import type { PaypalSimConfig } from './config.ts';
import { apiError, oauthError } from './errors.ts';
import { insertToken, pruneTokens, tokenByHash } from './state.ts';

const SCOPE = 'https://uri.paypal.com/services/payments/payouts https://uri.paypal.com/payments/payouts';
const APP_ID = 'APP-SAUTISIM000000';

/** `Basic base64(id:secret)` → [id, secret], or null when the header is missing or malformed. */
function basicCredentials(header: string | undefined): [string, string] | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

/** Compares through hashes, so the comparison takes the same time whatever the input. */
const same = (given: string, expected: string) => sameHash(hashToken(given), hashToken(expected));

/** `POST /v1/oauth2/token`: client credentials in Basic auth, `grant_type=client_credentials` as a form body. */
export function tokenRoutes(ctx: ServerContext, config: PaypalSimConfig): Router {
  const r = Router();
  r.post('/token', express.urlencoded({ extended: false, limit: '10kb' }), route(async (req, res) => {
    const credentials = basicCredentials(req.get('authorization'));
    if (!credentials || !same(credentials[0], config.clientId) || !same(credentials[1], config.clientSecret)) {
      throw oauthError(401, 'invalid_client', 'Client Authentication failed');
    }
    const grant = (req.body as Record<string, unknown> | undefined)?.grant_type;
    if (grant !== 'client_credentials') {
      throw oauthError(400, 'unsupported_grant_type', grant ? `Grant Type ${String(grant)} is not supported` : 'Grant Type is NULL');
    }
    await pruneTokens(ctx);
    const token = `A21AA${ctx.random.token()}`;
    const now = ctx.clock.now();
    await insertToken(ctx, { kind: 'token', id: ctx.random.id(), tokenHash: hashToken(token), expiresAt: now + config.tokenTtlSeconds * 1000 });
    res.json({
      scope: SCOPE,
      access_token: token,
      token_type: 'Bearer',
      app_id: APP_ID,
      expires_in: config.tokenTtlSeconds,
      nonce: `${new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z')}${ctx.random.id()}`,
    });
  }));
  return r;
}

/** Every Payouts call needs a live bearer token from `/v1/oauth2/token`. */
export function requireBearer(ctx: ServerContext): RequestHandler {
  return route(async (req, _res, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    if (!match?.[1]) {
      throw apiError(401, 'AUTHENTICATION_FAILURE', 'Authentication failed due to invalid authentication credentials or a missing Authorization header.');
    }
    const hash = hashToken(match[1]);
    // Found by its hash (a unique index): the token itself is never stored.
    const token = await tokenByHash(ctx, hash);
    if (!token) throw oauthError(401, 'invalid_token', 'Access Token not found in cache');
    if (token.expiresAt <= ctx.clock.now()) throw oauthError(401, 'invalid_token', 'The token passed in was expired');
    next();
  });
}
