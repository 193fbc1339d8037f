import { randomBytes } from 'node:crypto';
import type { ErrorRequestHandler } from 'express';
import type { ZodError } from 'zod';

const INFORMATION_LINK = 'https://developer.paypal.com/docs/api/payments.payouts-batch/v1/#errors';

export interface ErrorDetail {
  field: string;
  location: 'body' | 'path' | 'query';
  issue: string;
}

/** An error the simulator answers on purpose, with PayPal's own body shape. */
export class PaypalError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? body.error_description ?? body.name ?? body.error));
  }
}

/** The REST APIs' error shape: `{name, message, debug_id, information_link, details?}`. */
export function apiError(status: number, name: string, message: string, details?: ErrorDetail[]): PaypalError {
  const body: Record<string, unknown> = { name, message, debug_id: randomBytes(6).toString('hex'), information_link: INFORMATION_LINK };
  if (details) body.details = details;
  return new PaypalError(status, body);
}

/** The OAuth endpoints' error shape: `{error, error_description}`. */
export function oauthError(status: number, error: string, description: string): PaypalError {
  return new PaypalError(status, { error, error_description: description });
}

/** `items.0.amount.value` → `items[0].amount.value`, the way PayPal names fields in `details`. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, part) => (typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part)), '');
}

export function validationError(error: ZodError): PaypalError {
  const details = error.issues.map((issue) => ({ field: fieldName(issue.path) || 'body', location: 'body' as const, issue: issue.message }));
  return apiError(400, 'VALIDATION_ERROR', 'Invalid request - see details', details);
}

export const notFoundError = () => apiError(404, 'INVALID_RESOURCE_ID', 'Requested resource ID was not found.');

/**
 * The simulator's errors leave in PayPal's shapes, so a client is written against the real thing.
 * Mounted only under the simulator's own paths, so no other route's errors pass through it. Never a stack trace.
 */
export const paypalErrors: ErrorRequestHandler = (err, _req, res, _next) => {
  if (err instanceof PaypalError) {
    res.status(err.status).json(err.body);
    return;
  }
  const e = err as { type?: string; status?: number; message?: string };
  if (e?.type === 'entity.parse.failed' || e?.type === 'entity.too.large') {
    const body = apiError(400, 'MALFORMED_REQUEST', 'The request body is not well-formed JSON or is too large.').body;
    res.status(400).json(body);
    return;
  }
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
    // Express's own refusals, such as a path whose %-escapes do not decode.
    res.status(400).json(apiError(400, 'MALFORMED_REQUEST', 'The request is not well-formed.').body);
    return;
  }
  console.error('[paypal-sim] unexpected error:', e?.message ?? err);
  res.status(500).json(apiError(500, 'INTERNAL_SERVICE_ERROR', 'An internal service error has occurred.').body);
};
