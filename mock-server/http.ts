import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import type { ZodType } from 'zod';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './canonical-json.ts';

export type FieldErrors = Record<string, string[]>;

/** An error the API answers with on purpose: a status, a human message and optional field errors. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Parses `input` with `schema`, or throws 422 with a per-field errors map. */
export function parse<T>(schema: ZodType<T>, input: unknown, message = 'Some fields need attention.'): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'body';
    (errors[key] ??= []).push(issue.message);
  }
  throw new HttpError(422, message, errors);
}

/** Express 4 does not catch rejected promises; this forwards them to the error handler. Middleware calls `next` itself. */
export function route(handler: (req: Request, res: Response, next: NextFunction) => unknown): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    Promise.resolve()
      .then(() => handler(req, res, next))
      .catch(next);
  };
}

export const notFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `Nothing is served at ${req.method} ${req.path}.` });
};

/** Every error leaves as JSON `{ message, errors? }`; a stack trace never does. */
export const errorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  if (err instanceof HttpError) {
    res.set(err.headers).status(err.status).json(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
    return;
  }
  const e = err as { type?: string; status?: number; message?: string };
  if (e?.type === 'entity.parse.failed') {
    res.status(422).json({ message: 'The request body is not valid JSON.', errors: { body: ['Send a valid JSON body.'] } });
    return;
  }
  if (e?.type === 'entity.too.large' || e?.status === 413) {
    res.status(413).json({ message: 'The request is too large.' });
    return;
  }
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
    res.status(e.status).json({ message: 'The request could not be processed.' });
    return;
  }
  console.error('[api] unexpected error:', e?.message ?? err);
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
};

/** Where in `value` a string (or an object's key) holds a NUL character, as a field path ('body' at the top); null if none. */
function nulPathOf(value: unknown): string | null {
  const stack: Array<[unknown, string[]]> = [[value, []]];
  while (stack.length > 0) {
    const [item, at] = stack.pop()!;
    if (typeof item === 'string' && item.includes('\u0000')) return at.length ? at.join('.') : 'body';
    if (item === null || typeof item !== 'object') continue;
    for (const [key, child] of Object.entries(item)) {
      if (key.includes('\u0000')) return at.length ? at.join('.') : 'body';
      stack.push([child, [...at, key]]);
    }
  }
  return null;
}

export const NUL_TEXT = 'This text holds an invisible NUL character, which cannot be saved. Remove it and send again.';

/**
 * The one NUL check, run where each body is parsed: after the JSON parser and refuseDeepBodies (app.ts), and after
 * multer in `multipart` (uploads.ts), on its text fields. PostgreSQL stores no NUL character in text, so a body holding
 * one anywhere is refused here, for every endpoint, as a field error (it used to reach the database and answer 500).
 * File names need no check: they are cleaned of control characters when stored.
 */
export const refuseNulText: RequestHandler = (req, _res, next) => {
  const field = nulPathOf(req.body);
  if (field === null) return next();
  next(new HttpError(422, 'Some fields need attention.', { [field]: [NUL_TEXT] }));
};

/** After a JSON body parser: a body nested deeper than any the API takes is refused before any code walks it. */
export const refuseDeepBodies: RequestHandler = (req, _res, next) => {
  if (!nestsDeeperThan(req.body)) return next();
  const message = `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;
  next(new HttpError(422, message, { body: [message] }));
};
