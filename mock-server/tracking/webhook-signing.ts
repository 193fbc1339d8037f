import { createHmac } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Request } from 'express';
import type { ServerContext } from '../context.ts';
import { sameHash } from '../crypto.ts';
import { HttpError } from '../http.ts';
import { webhookSecrets } from '../db/schema/index.ts';
import type { WebhookSecretRecord } from './collections.ts';

export const SIGNATURE_HEADER = 'X-Sauti-Signature';
export const BRAND_HEADER = 'X-Sauti-Brand';
const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;
const UNSIGNED = `This request is not signed with your Sauti webhook secret. Send ${BRAND_HEADER} and ${SIGNATURE_HEADER}: sha256=<hex HMAC-SHA256 of the body>.`;

/** The brand's webhook secret, made on first read (one per brand). Writes only when it makes one. */
export async function brandWebhookSecret(ctx: ServerContext, brandId: string): Promise<WebhookSecretRecord> {
  const existing = await secretOf(ctx, brandId);
  if (existing) return existing;
  const record = { brandId, secret: `whsec_${ctx.random.token()}`, createdAt: new Date(ctx.clock.now()).toISOString() };
  // Two first reads racing: the primary key keeps one, and both answer with it.
  await ctx.db.insert(webhookSecrets).values(record).onConflictDoNothing();
  return (await secretOf(ctx, brandId)) ?? record;
}

async function secretOf(ctx: ServerContext, brandId: string): Promise<WebhookSecretRecord | undefined> {
  const [row] = await ctx.db.select().from(webhookSecrets).where(eq(webhookSecrets.brandId, brandId)).limit(1);
  return row;
}

/** A deleted brand's secret goes with it (purge). */
export async function deleteWebhookSecrets(ctx: ServerContext, brandIds: readonly string[]): Promise<void> {
  if (brandIds.length > 0) await ctx.db.delete(webhookSecrets).where(inArray(webhookSecrets.brandId, [...brandIds]));
}

/** The exact bytes the sender signed: the API's JSON parser keeps them as `rawBody` (mock-server/app.ts). */
function signedBytes(req: Request): Buffer {
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  return Buffer.isBuffer(raw) ? raw : Buffer.alloc(0);
}

/** The brand that signed the request, or 401: an unknown brand, one without a secret and a wrong signature look alike. */
export async function signedBrand(ctx: ServerContext, req: Request): Promise<string> {
  const brandId = req.get(BRAND_HEADER)?.trim() ?? '';
  const signature = SIGNATURE.exec(req.get(SIGNATURE_HEADER)?.trim() ?? '')?.[1]?.toLowerCase();
  const record = brandId ? await secretOf(ctx, brandId) : undefined;
  if (!signature || !record) throw new HttpError(401, UNSIGNED);
  const expected = createHmac('sha256', record.secret).update(signedBytes(req)).digest('hex');
  if (!sameHash(signature, expected)) throw new HttpError(401, UNSIGNED);
  return brandId;
}
