import { z, type ZodType } from 'zod';
import type { DarajaConfig } from './config.ts';
import { isDarajaTimestamp, stkPassword } from './config.ts';
import { invalidField, wrongCredentials } from './errors.ts';

/** Daraja takes numbers or digit strings for its numeric fields; both become strings here. */
const digits = z.union([z.string(), z.number().int().nonnegative()]).transform(String).pipe(z.string().regex(/^\d+$/));

/** A Kenyan M-Pesa number in Daraja's form: 2547… or 2541…, 12 digits. A `07…` number is refused. */
export const msisdn = digits.pipe(z.string().regex(/^254[17]\d{8}$/));

/** Whole shillings from `min` to `max`; "1" and 1 are both fine, 1.5 is not. */
export const wholeKes = (min: number, max: number) =>
  z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().min(min).max(max));

export const callbackUrl = z.string().refine((s) => {
  try {
    return ['http:', 'https:'].includes(new URL(s).protocol);
  } catch {
    return false;
  }
});

export const text = (max: number) => z.string().trim().min(1).max(max);

export const shortCode = (cfg: DarajaConfig) => digits.pipe(z.string().refine((s) => s === cfg.shortCode));

/** Parses a Daraja body; the first bad field becomes 400 `400.002.02 Bad Request - Invalid <Field>`. */
export function check<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const field = result.error.issues[0]?.path[0];
  throw invalidField(typeof field === 'string' ? field : 'Request');
}

/** The credentials of an STK push or query: a real Timestamp and the Password built from it, else 500. */
export function checkPassword(cfg: DarajaConfig, body: { Password: string; Timestamp: string }): void {
  if (!isDarajaTimestamp(body.Timestamp) || body.Password !== stkPassword(cfg.shortCode, cfg.passkey, body.Timestamp)) {
    throw wrongCredentials();
  }
}

/** Password and Timestamp must be strings to be checked at all; any string then goes to checkPassword. */
export const credentialFields = { Password: z.string().min(1), Timestamp: z.union([z.string(), z.number()]).transform(String) };
