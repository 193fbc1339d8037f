import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { ServerContext } from './context.ts';
import { HttpError } from './http.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const HEADER = 'Idempotency-Key';
const VALID_KEY = /^[\x21-\x7E]{1,255}$/;

/** The first answer to a money-moving POST, kept for 24 hours so a retry gets the same answer and moves nothing. */
export interface IdempotencyRecord {
  id: string;
  key: string;
  accountId: string;
  /** Method and path, e.g. `POST /api/v1/campaigns/abc/pay`: a key is only ever matched on the same route. */
  route: string;
  requestHash: string;
  status: number;
  body: unknown;
  createdAt: number;
  expiresAt: number;
}

function records(ctx: ServerContext): IdempotencyRecord[] {
  const state = ctx.store.getState() as Record<string, unknown>;
  if (!Array.isArray(state.idempotencyKeys)) state.idempotencyKeys = [];
  return state.idempotencyKeys as IdempotencyRecord[];
}

/** JSON with object keys sorted at every depth, so `{a,b}` and `{b,a}` are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (body: unknown): string => createHash('sha256').update(canonical(body)).digest('hex');

const keyError = (message: string) => new HttpError(422, message, { [HEADER]: [message] });

/** Drops expired records; writes only when something was dropped. */
function prune(ctx: ServerContext): void {
  const all = records(ctx);
  const now = ctx.clock.now();
  const live = all.filter((r) => r.expiresAt > now);
  if (live.length === all.length) return;
  all.splice(0, all.length, ...live);
  ctx.store.write();
}

/** Keys whose first request has not answered yet; per server, since a restart ends every request in flight. */
const inFlightByServer = new WeakMap<ServerContext, Set<string>>();

/**
 * For money-moving POSTs, after `requireUser`: requires an `Idempotency-Key`, scoped to the signed-in account and
 * the route. The first answer (status and JSON body, errors included) is stored; the same key and body replay it
 * with `Idempotent-Replayed: true` and write nothing; the same key with another body is 422; a second request
 * while the first is still running is 409.
 */
export function idempotent(ctx: ServerContext): RequestHandler {
  const inFlight = inFlightByServer.get(ctx) ?? new Set<string>();
  inFlightByServer.set(ctx, inFlight);
  return (req, res, next) => {
    const key = req.get(HEADER);
    if (key === undefined || key === '') return next(keyError(`Send an ${HEADER} header with this request, so a retry cannot move money twice.`));
    if (!VALID_KEY.test(key)) return next(keyError(`The ${HEADER} must be 1 to 255 visible ASCII characters, without spaces.`));
    if (!req.account) return next(new HttpError(401, 'Your session has ended. Please log in again.'));
    const accountId = req.account.id;
    const route = `${req.method} ${req.baseUrl}${req.path}`;
    const hash = requestHash(req.body);
    prune(ctx);

    const stored = records(ctx).find((r) => r.key === key && r.accountId === accountId && r.route === route);
    if (stored) {
      if (stored.requestHash !== hash) return next(keyError(`This ${HEADER} was already used with a different request. Use a new key for a new request.`));
      res.set(REPLAYED_HEADER, 'true').status(stored.status).json(stored.body);
      return;
    }
    const slot = JSON.stringify([accountId, route, key]);
    if (inFlight.has(slot)) return next(new HttpError(409, `A request with this ${HEADER} is still being processed.`));
    inFlight.add(slot);

    let saved = false;
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (!saved) {
        saved = true;
        const now = ctx.clock.now();
        records(ctx).push({ id: ctx.random.id(), key, accountId, route, requestHash: hash, status: res.statusCode, body: body ?? null, createdAt: now, expiresAt: now + IDEMPOTENCY_TTL_MS });
        ctx.store.write();
        inFlight.delete(slot);
      }
      return json(body);
    };
    // A response that never sent JSON (or a dropped connection) frees the key without storing an answer.
    res.on('close', () => inFlight.delete(slot));
    next();
  };
}
