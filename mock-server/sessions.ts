import { eq, inArray } from 'drizzle-orm';
import type { Request, RequestHandler } from 'express';
import type { ServerContext } from './context.ts';
import { hashToken } from './crypto.ts';
import { batcher } from './db/batch.ts';
import { accounts, sessions } from './db/schema/index.ts';
import { HttpError, route } from './http.ts';
import { accountPlan } from './people/plan-in-force.ts';
import { toAccount } from './people/rows.ts';
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

/** The user as the API sends it to its owner: with the plan in force now (docs/decisions/0013-plans.md). */
export async function userWithPlan(ctx: ServerContext, a: Account) {
  return { ...publicUser(a), plan: await accountPlan(ctx, a) };
}

export async function issueSession(ctx: ServerContext, account: Account) {
  const token = ctx.random.token();
  const now = ctx.clock.now();
  await ctx.db.insert(sessions).values({ id: ctx.random.id(), accountId: account.id, tokenHash: hashToken(token), createdAt: now, expiresAt: now + TOKEN_TTL_MS, revokedAt: null });
  return { user: await userWithPlan(ctx, account), token };
}

export async function revokeSession(ctx: ServerContext, sessionId: string): Promise<void> {
  await ctx.db.update(sessions).set({ revokedAt: ctx.clock.now() }).where(eq(sessions.id, sessionId));
}

function bearer(req: Request): string | null {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

type SessionRow = { session: typeof sessions.$inferSelect; account: typeof accounts.$inferSelect };

/** The sessions (with their accounts) of the token hashes looked up in one turn, in one query: one per request otherwise. */
const lookups = new WeakMap<ServerContext, (tokenHash: string) => Promise<SessionRow | undefined>>();
function sessionLookup(ctx: ServerContext) {
  let lookup = lookups.get(ctx);
  if (!lookup) {
    lookup = batcher(async (hashes: string[]) => {
      const rows = await ctx.db.select({ session: sessions, account: accounts }).from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessions.accountId)).where(inArray(sessions.tokenHash, [...new Set(hashes)]));
      const byHash = new Map(rows.map((row) => [row.session.tokenHash, row]));
      return hashes.map((hash) => byHash.get(hash));
    });
    lookups.set(ctx, lookup);
  }
  return lookup;
}

/**
 * Finds the live session behind the request's bearer token, or null. This runs on every signed-in request: the
 * session and its account in one query, shared by the requests that arrive together (db/batch.ts).
 */
export async function findSession(ctx: ServerContext, req: Request) {
  const token = bearer(req);
  if (!token) return null;
  return liveSession(ctx, await sessionLookup(ctx)(hashToken(token)));
}

/** A session row with its account, if it is neither revoked nor expired. */
function liveSession(ctx: ServerContext, row: SessionRow | undefined) {
  if (!row || row.session.revokedAt !== null || row.session.expiresAt <= ctx.clock.now()) return null;
  return { session: row.session, account: toAccount(row.account) };
}

/** A live session by its id (a live stream's ticket names one), with its account, or null. */
export async function findSessionById(ctx: ServerContext, id: string) {
  const [row] = await ctx.db.select({ session: sessions, account: accounts }).from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId)).where(eq(sessions.id, id)).limit(1);
  return liveSession(ctx, row);
}

declare module 'express-serve-static-core' {
  interface Request {
    account?: Account;
    sessionId?: string;
  }
}

/** 401 unless the request carries a live token; 403 unless the account has one of `roles`. */
export function requireUser(ctx: ServerContext, roles?: readonly Role[]): RequestHandler {
  return route(async (req, _res, next) => {
    const found = await findSession(ctx, req);
    if (!found) throw new HttpError(401, 'Your session has ended. Please log in again.');
    if (roles && (!found.account.role || !roles.includes(found.account.role))) {
      throw new HttpError(403, 'You do not have access to this.');
    }
    req.account = found.account;
    req.sessionId = found.session.id;
    next();
  });
}
