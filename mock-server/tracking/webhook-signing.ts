import { createHmac } from 'node:crypto';
import type { Request } from 'express';
import type { ServerContext } from '../context.ts';
import { sameHash } from '../crypto.ts';
import { HttpError } from '../http.ts';
import { webhookSecrets, type WebhookSecretRecord } from './collections.ts';

export const SIGNATURE_HEADER = 'X-Sauti-Signature';
export const BRAND_HEADER = 'X-Sauti-Brand';
const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;
const UNSIGNED = `This request is not signed with your Sauti webhook secret. Send ${BRAND_HEADER} and ${SIGNATURE_HEADER}: sha256=<hex HMAC-SHA256 of the body>.`;

/** The brand's webhook secret, made on first read (one per brand). Writes only when it makes one. */
export function brandWebhookSecret(ctx: ServerContext, brandId: string): WebhookSecretRecord {
  const existing = webhookSecrets(ctx).find((s) => s.brandId === brandId);
  if (existing) return existing;
  const record = { brandId, secret: `whsec_${ctx.random.token()}`, createdAt: new Date(ctx.clock.now()).toISOString() };
  webhookSecrets(ctx).push(record);
  ctx.store.write();
  return record;
}

/** The exact bytes the sender signed: the API's JSON parser keeps them as `rawBody` (mock-server/app.ts). */
function signedBytes(req: Request): Buffer {
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  return Buffer.isBuffer(raw) ? raw : Buffer.alloc(0);
}

/** The brand that signed the request, or 401: an unknown brand, one without a secret and a wrong signature look alike. */
export function signedBrand(ctx: ServerContext, req: Request): string {
  const brandId = req.get(BRAND_HEADER)?.trim() ?? '';
  const signature = SIGNATURE.exec(req.get(SIGNATURE_HEADER)?.trim() ?? '')?.[1]?.toLowerCase();
  const record = brandId ? webhookSecrets(ctx).find((s) => s.brandId === brandId) : undefined;
  if (!signature || !record) throw new HttpError(401, UNSIGNED);
  const expected = createHmac('sha256', record.secret).update(signedBytes(req)).digest('hex');
  if (!sameHash(signature, expected)) throw new HttpError(401, UNSIGNED);
  return brandId;
}
