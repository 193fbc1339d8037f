import cors from 'cors';
import type { RequestHandler } from 'express';

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
 * json-server's generic router would expose every collection, secrets included.
 * Only these collections are readable through it, and only with GET.
 */
export const PUBLIC_COLLECTIONS: readonly string[] = ['roles'];

export const publicCollectionsOnly: RequestHandler = (req, res, next) => {
  const collection = req.path.split('/')[1] ?? '';
  if (req.method === 'GET' && PUBLIC_COLLECTIONS.includes(collection)) return next();
  res.status(404).json({ message: `Nothing is served at ${req.method} ${req.path}.` });
};
