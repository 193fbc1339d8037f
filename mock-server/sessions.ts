import type { Request, RequestHandler } from 'express';
import type { ServerContext } from './context.ts';
import { hashToken } from './crypto.ts';
import { HttpError } from './http.ts';
import type { Account, Role } from './types.ts';

export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function publicUser(a: Account) {
  return {
    id: a.id,
    email: a.email,
    name: a.name,
    role: a.role,
    avatar: a.avatar,
    trial: a.trial ?? null,
    deleteAt: a.deleteAt ? new Date(a.deleteAt).toISOString() : null,
  };
}

export function issueSession(ctx: ServerContext, account: Account) {
  const token = ctx.random.token();
  const now = ctx.clock.now();
  ctx.store
    .get('sessions')
    .push({ id: ctx.random.id(), accountId: account.id, tokenHash: hashToken(token), createdAt: now, expiresAt: now + TOKEN_TTL_MS, revokedAt: null })
    .write();
  return { user: publicUser(account), token };
}

function bearer(req: Request): string | null {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Finds the live session behind the request's bearer token, or null. */
export function findSession(ctx: ServerContext, req: Request) {
  const token = bearer(req);
  if (!token) return null;
  const tokenHash = hashToken(token);
  const session = ctx.store.get('sessions').find({ tokenHash }).value();
  if (!session || session.revokedAt !== null || session.expiresAt <= ctx.clock.now()) return null;
  const account = ctx.store.get('accounts').find({ id: session.accountId }).value();
  return account ? { session, account } : null;
}

declare module 'express-serve-static-core' {
  interface Request {
    account?: Account;
    sessionId?: string;
  }
}

/** 401 unless the request carries a live token; 403 unless the account has one of `roles`. */
export function requireUser(ctx: ServerContext, roles?: readonly Role[]): RequestHandler {
  return (req, _res, next) => {
    const found = findSession(ctx, req);
    if (!found) return next(new HttpError(401, 'Your session has ended. Please log in again.'));
    if (roles && (!found.account.role || !roles.includes(found.account.role))) {
      return next(new HttpError(403, 'You do not have access to this.'));
    }
    req.account = found.account;
    req.sessionId = found.session.id;
    next();
  };
}
