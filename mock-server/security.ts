import cors from 'cors';
import type { RequestHandler, Response } from 'express';

/** CORS for an allow-list of origins only; any other origin gets no CORS headers at all. */
export function corsAllowList(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return cors({
    origin: (origin, done) => done(null, origin !== undefined && allowed.has(origin)),
    credentials: false,
    allowedHeaders: ['Content-Type', 'Accept', 'Authorization', 'Idempotency-Key'],
  });
}

/**
 * `/roles` or `/roles/:id`, nothing deeper: json-server rewrites `/roles/:id/otps` to `/otps`,
 * which would read a secret collection through a public one.
 */
const COLLECTION_PATH = /^\/([^/]+)(?:\/[^/]+)?\/?$/;

/**
 * json-server answers its own failures (a bad `_like` pattern, an odd `_sort`, an unreadable body)
 * with a 500 whose body is the stack trace. Those come from the request, so they leave as a plain 400.
 */
function hideRouterFailures(res: Response): void {
  const send = res.send.bind(res);
  res.send = ((body?: unknown) => {
    if (res.statusCode < 500) return send(body);
    res.status(400).type('json');
    return send(JSON.stringify({ message: 'The request could not be processed.' }));
  }) as Response['send'];
}

/** json-server's router serves only the named reference collections, and only with GET. */
export const publicCollectionsOnly = (collections: readonly string[]): RequestHandler => (req, res, next) => {
  const collection = COLLECTION_PATH.exec(req.path)?.[1] ?? '';
  if (req.method !== 'GET' || !collections.includes(collection)) {
    res.status(404).json({ message: `Nothing is served at ${req.method} ${req.path}.` });
    return;
  }
  // json-server would hold the response for as long as `_delay` asks.
  delete req.query._delay;
  hideRouterFailures(res);
  next();
};
