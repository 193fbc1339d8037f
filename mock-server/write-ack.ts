import type { RequestHandler, Response } from 'express';
import { commitsOf, type Store } from './store.ts';

export const FLUSH_FAILED = 'Your change could not be saved. Please try again.';

/** Headers that describe the answer the route meant to send; a 503 in its place must not carry them. */
const REPRESENTATION = ['content-type', 'content-length', 'content-encoding', 'content-disposition', 'etag', 'last-modified', 'location', 'set-cookie'];

/** Swaps the route's answer for a 503 JSON {message}, sent through `end` (the one below this middleware). */
function failed(res: Response, end: Response['end']): void {
  if (res.headersSent) {
    // A streamed body has gone out in part: cut it off rather than finish it as if it had been saved.
    res.destroy();
    return;
  }
  for (const name of REPRESENTATION) res.removeHeader(name);
  const body = JSON.stringify({ message: FLUSH_FAILED });
  res.statusCode = 503;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  end.call(res, body, 'utf8');
}

/**
 * No answer before its data is on disk (issue 8, crash test): while a write is waiting for the store's group commit
 * (mock-server/store.ts), `res.end` is held until that flush completes, and becomes a 503 if it failed. An answer
 * that wrote nothing waits too when others' writes are pending, since it may show them. Mount it early, after
 * compression, so everything below goes through it. A store without group commit (in memory) passes straight through.
 */
export function writeAck(store: Store): RequestHandler {
  const commits = commitsOf(store);
  return (_req, res, next) => {
    if (!commits) return next();
    const release = commits.hold();
    res.once('close', release);
    const end = res.end;
    res.end = function deferredEnd(this: Response, ...args: unknown[]) {
      res.end = end;
      const send = () => (end as (...a: unknown[]) => Response).apply(res, args);
      if (!commits.pending()) return send();
      commits.flushed().then(send, () => failed(res, end));
      return res;
    } as Response['end'];
    next();
  };
}
