import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Request, RequestHandler } from 'express';
import { canonicalJson } from './canonical-json.ts';
import type { ServerContext } from './context.ts';
import { idempotencyKeys } from './db/schema/index.ts';
import { HttpError, route as handler } from './http.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first request that has not answered in this long died with its process; a retry may take its key over. */
export const ABANDONED_AFTER_MS = 60 * 1000;
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const HEADER = 'Idempotency-Key';
const VALID_KEY = /^[\x21-\x7E]{1,255}$/;

/** The first answer to a money-moving POST, kept for 24 hours so a retry gets the same answer and moves nothing. */
export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;

/** What a request asks for: its route parameters (the campaign, the hold) and its body. */
export const requestHash = (params: unknown, body: unknown): string => createHash('sha256').update(canonicalJson({ params, body })).digest('hex');

/**
 * The route a key is bound to: the method and the route's pattern, e.g. `POST /api/campaigns/:id/payments`, so
 * `/api/withdrawals`, `/api/withdrawals/` and `/api/WITHDRAWALS` are one route. Express matches paths without case
 * or a trailing slash, and so does this.
 */
export function routeOf(req: Request): string {
  const pattern = typeof req.route?.path === 'string' ? req.route.path : req.path;
  return `${req.method} ${`${req.baseUrl}${pattern}`.toLowerCase().replace(/(.)\/+$/, '$1')}`;
}

const keyError = (message: string) => new HttpError(422, message, { [HEADER]: [message] });

/**
 * For money-moving POSTs, after `requireUser`: requires an `Idempotency-Key`, scoped to the signed-in account and
 * the route. The key is claimed in the database before the handler runs (the primary key makes two claims on any
 * number of processes end in one), then the first answer (status and JSON body, errors included) is stored; the
 * same key and request replay it with `Idempotent-Replayed: true` and run nothing; the same key with another request
 * is 422; a second request while the first is still running is 409.
 */
export function idempotent(ctx: ServerContext): RequestHandler {
  return handler(async (req, res, next) => {
    const key = req.get(HEADER);
    if (key === undefined || key === '') throw keyError(`Send an ${HEADER} header with this request, so a retry cannot move money twice.`);
    if (!VALID_KEY.test(key)) throw keyError(`The ${HEADER} must be 1 to 255 visible ASCII characters, without spaces.`);
    if (!req.account) throw new HttpError(401, 'Your session has ended. Please log in again.');
    // Keyed on who really acts: a partner acting for a brand (issue 25) never shares the brand's key space.
    const accountId = (req.partner ?? req.account).id;
    const route = routeOf(req);
    const hash = requestHash(req.params, req.body);
    const now = ctx.clock.now();
    const mine = and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key));

    // Forget expired answers (this key's included) and claims whose process died, then try to claim the key.
    await ctx.db.delete(idempotencyKeys).where(or(lte(idempotencyKeys.expiresAt, now), and(mine, isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, now - ABANDONED_AFTER_MS))));
    const claimed = await ctx.db.insert(idempotencyKeys)
      .values({ accountId, route, key, requestHash: hash, status: null, body: null, createdAt: now, expiresAt: now + IDEMPOTENCY_TTL_MS })
      .onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await ctx.db.select().from(idempotencyKeys).where(mine);
      if (!stored) throw new HttpError(409, `A request with this ${HEADER} is still being processed.`);
      if (stored.requestHash !== hash) throw keyError(`This ${HEADER} was already used with a different request. Use a new key for a new request.`);
      if (stored.status === null) throw new HttpError(409, `A request with this ${HEADER} is still being processed.`);
      res.set(REPLAYED_HEADER, 'true').status(stored.status).json(stored.body);
      return;
    }

    let saved = false;
    const json = res.json.bind(res);
    // The answer leaves only once it is stored, so a retry that arrives right after it is a replay, never a rerun.
    res.json = (body: unknown) => {
      if (saved) return json(body);
      saved = true;
      ctx.db.update(idempotencyKeys).set({ status: res.statusCode, body: body ?? null }).where(mine)
        .then(() => json(body), (error: unknown) => next(error));
      return res;
    };
    // A response that never sent JSON (or a dropped connection) frees the key without storing an answer.
    res.on('close', () => {
      if (!saved) void ctx.db.delete(idempotencyKeys).where(and(mine, isNull(idempotencyKeys.status))).catch(() => {});
    });
    next();
  });
}
