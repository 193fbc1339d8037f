import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export interface Random {
  /** A 6-digit one-time code from a cryptographic source. */
  otp(): string;
  /** A random, opaque bearer token. */
  token(): string;
  id(): string;
}

export const cryptoRandom: Random = {
  otp: () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
  token: () => randomBytes(32).toString('base64url'),
  id: () => randomBytes(9).toString('base64url'),
};

/** Codes are short, so they are keyed with a server secret before hashing. */
export function hashCode(secret: string, recordId: string, code: string): string {
  return createHmac('sha256', secret).update(`${recordId}:${code}`).digest('hex');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
