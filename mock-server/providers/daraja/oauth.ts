import type { RequestHandler } from 'express';
import type { ServerContext } from '../../context.ts';
import type { DarajaConfig } from './config.ts';
import { invalidAuthentication, invalidGrantType, invalidToken } from './errors.ts';

/** `Basic base64(key:secret)` → the pair, or null when the header is missing or malformed. */
function basicCredentials(header: string | undefined): { key: string; secret: string } | null {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!m?.[1]) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { key: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/**
 * OAuth for the mirror: tokens live in memory and expire on ctx.clock, so a test can move
 * the clock past 3599 s. A restart forgets them, and the client simply asks again, as with Daraja.
 */
export function darajaOAuth(ctx: ServerContext, cfg: DarajaConfig) {
  const tokens = new Map<string, number>();

  const generate: RequestHandler = (req, res) => {
    const creds = basicCredentials(req.get('authorization'));
    if (!creds || creds.key !== cfg.consumerKey || creds.secret !== cfg.consumerSecret) throw invalidAuthentication();
    if (req.query.grant_type !== 'client_credentials') throw invalidGrantType();
    const now = ctx.clock.now();
    for (const [token, expiresAt] of tokens) if (expiresAt <= now) tokens.delete(token);
    const token = ctx.random.token();
    tokens.set(token, now + cfg.tokenTtlSeconds * 1000);
    res.json({ access_token: token, expires_in: String(cfg.tokenTtlSeconds) });
  };

  /** Guards every Daraja API call: a live `Bearer` token or 404.001.03. */
  const requireBearer: RequestHandler = (req, _res, next) => {
    const token = /^Bearer\s+(\S+)$/.exec(req.get('authorization') ?? '')?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    if (expiresAt === undefined || expiresAt <= ctx.clock.now()) throw invalidToken();
    next();
  };

  return { generate, requireBearer };
}
