import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import { noticeSends } from '../db/schema/index.ts';
import { OTP_TTL_MS } from '../otp.ts';
import { everyInterval, type Every } from '../providers/auto-settle.ts';
import { sendSms, sendWhatsapp, type SendResult } from '../providers/texts/client.ts';
import { readTextsConfig, type TextsConfig } from '../providers/texts/config.ts';

/** How many times a message is tried before it is failed for good, and the waits between tries. */
export const MAX_ATTEMPTS = 4;
export const BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000] as const;
/** A claim lasts this long: a `sending` row older than that was cut off mid-send (a crash). */
export const CLAIM_MS = 5 * 60_000;
const BATCH = 20;

export type TextChannel = 'sms' | 'whatsapp';

export interface TextToSend {
  accountId: string;
  channel: TextChannel;
  phone: string;
  kind: string;
  body: string;
  /** WhatsApp only: the template's parameters. */
  params?: string[];
  /** When it may go first (after quiet hours); now by default. */
  notBefore?: number;
}

/**
 * A phone verification text carries its code in clear: once it is sent or failed the body is blanked, and it is
 * never tried after the code's expiry (OTP_TTL_MS after it was queued).
 */
export const PHONE_CODE = 'phone_code';
export const HIDDEN_CODE_BODY = 'Your Sauti code (hidden)';
/** The body a row keeps once it is sent or failed: a phone code's is blanked, any other kept. */
const settledBody = () => sql`case when ${noticeSends.kind} = ${PHONE_CODE} then ${HIDDEN_CODE_BODY} else ${noticeSends.body} end`;

/** Queues one text in the caller's transaction: it is sent only if the event it tells of commits. */
export async function queueText(ctx: ServerContext, text: TextToSend): Promise<string> {
  const now = ctx.clock.now();
  const id = ctx.random.id();
  await ctx.db.insert(noticeSends).values({
    id, accountId: text.accountId, channel: text.channel, phone: text.phone, kind: text.kind, body: text.body, params: text.params ?? null,
    status: 'queued', attempts: 0, nextAttemptAt: Math.max(now, text.notBefore ?? now), createdAt: now, updatedAt: now,
  });
  return id;
}

/**
 * Fails the account's texts still queued on `channels`: after a STOP, or once the phone they were for is removed or
 * changed, they must not go out later. A row being sent (`sending`) is left to its answer. Returns how many.
 */
export async function dropQueuedTexts(ctx: ServerContext, accountId: string, channels: readonly TextChannel[], reason: string): Promise<number> {
  const now = ctx.clock.now();
  const dropped = await ctx.db.update(noticeSends).set({ status: 'failed', body: settledBody(), lastError: reason, nextAttemptAt: null, updatedAt: now })
    .where(and(eq(noticeSends.accountId, accountId), eq(noticeSends.status, 'queued'), inArray(noticeSends.channel, [...channels])))
    .returning({ id: noticeSends.id });
  return dropped.length;
}

const configs = new WeakMap<ServerContext, TextsConfig>();
/** The providers' settings for this server (tests may set their own). */
export function textsConfig(ctx: ServerContext): TextsConfig {
  let cfg = configs.get(ctx);
  if (!cfg) configs.set(ctx, (cfg = readTextsConfig()));
  return cfg;
}
export function setTextsConfig(ctx: ServerContext, cfg: TextsConfig): void {
  configs.set(ctx, cfg);
}

/** When a try that failed is next made (after the `attempts`th try), or null when no try is left. */
export function retryAt(attempts: number, now: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return now + BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1]!;
}

/** The earliest time the outbox has work (a queued row due, or a claim running out): the upkeep probe's part. */
export const firstTextDue = () => sql`(select min(${noticeSends.nextAttemptAt}) from ${noticeSends} where ${noticeSends.status} in ('queued', 'sending'))`;

/**
 * Claims due rows: one statement marks them `sending` (and counts the try) under `for update skip locked`, so of two
 * processes each row goes to exactly one, and a row is sent only from `queued`. A row still `sending` past its claim
 * was cut off mid-call: whether the provider took it is unknown, so it is failed rather than sent again.
 */
async function claimDue(ctx: ServerContext, now: number) {
  await ctx.db.update(noticeSends).set({ status: 'failed', body: settledBody(), lastError: 'The send was cut off; it is not sent again so as never to send twice.', nextAttemptAt: null, updatedAt: now })
    .where(and(eq(noticeSends.status, 'sending'), lte(noticeSends.nextAttemptAt, now)));
  // A phone code past its expiry is of no use: failed, never tried again.
  await ctx.db.update(noticeSends).set({ status: 'failed', body: HIDDEN_CODE_BODY, lastError: 'The code expired before it could be sent.', nextAttemptAt: null, updatedAt: now })
    .where(and(eq(noticeSends.status, 'queued'), eq(noticeSends.kind, PHONE_CODE), lte(noticeSends.createdAt, now - OTP_TTL_MS)));
  const due = ctx.db.select({ id: noticeSends.id }).from(noticeSends)
    .where(and(eq(noticeSends.status, 'queued'), lte(noticeSends.nextAttemptAt, now)))
    .orderBy(noticeSends.nextAttemptAt).limit(BATCH).for('update', { skipLocked: true });
  return ctx.db.update(noticeSends)
    .set({ status: 'sending', attempts: sql`${noticeSends.attempts} + 1`, nextAttemptAt: now + CLAIM_MS, updatedAt: now })
    .where(inArray(noticeSends.id, due)).returning();
}

async function send(ctx: ServerContext, row: typeof noticeSends.$inferSelect): Promise<SendResult> {
  const cfg = textsConfig(ctx);
  return row.channel === 'sms' ? sendSms(ctx, cfg.sms, row.phone, row.body) : sendWhatsapp(ctx, cfg.whatsapp, row.phone, row.params ?? [row.body]);
}

/** Records a failed try: queued again after its back-off, or failed for good once the tries are spent. */
export const failedTry = (attempts: number, error: string, now: number) => {
  const next = retryAt(attempts, now);
  return next === null
    ? { status: 'failed' as const, lastError: error, nextAttemptAt: null, updatedAt: now }
    : { status: 'queued' as const, lastError: error, nextAttemptAt: next, providerMessageId: null, updatedAt: now };
};

/**
 * Sends the due texts, each claimed first, then records each answer on the row it claimed (only while it is still
 * `sending`): accepted is `sent` with the provider's message id, a refusal worth retrying is queued after its
 * back-off, anything else (or the last try) is `failed`. Returns how many were accepted.
 */
export async function runNoticeOutbox(ctx: ServerContext): Promise<number> {
  let accepted = 0;
  for (;;) {
    const claimed = await claimDue(ctx, ctx.clock.now());
    for (const row of claimed) {
      const result = await send(ctx, row);
      const now = ctx.clock.now();
      const changes = result.ok
        ? { status: 'sent' as const, providerMessageId: result.messageId, nextAttemptAt: null, lastError: null, updatedAt: now }
        : result.retry ? failedTry(row.attempts, result.error, now) : { status: 'failed' as const, lastError: result.error, nextAttemptAt: null, updatedAt: now };
      await ctx.db.update(noticeSends).set({ ...changes, ...(changes.status === 'queued' ? {} : { body: settledBody() }) }).where(and(eq(noticeSends.id, row.id), eq(noticeSends.status, 'sending')));
      if (result.ok) accepted++;
    }
    if (claimed.length < BATCH) return accepted;
  }
}

/**
 * A delivery report for the message the provider calls `messageId`: delivered, or failed (retried while tries are
 * left, as a new message). Only a row that is `sent` under that id moves, so a replayed or late report changes
 * nothing. Returns false when no send has that id (yet): the report is refused, and the provider tries again.
 */
export async function applyReport(ctx: ServerContext, channel: TextChannel, messageId: string, outcome: 'delivered' | 'failed' | 'pending', reason: string | null): Promise<boolean> {
  const [row] = await ctx.db.select().from(noticeSends).where(and(eq(noticeSends.channel, channel), eq(noticeSends.providerMessageId, messageId))).limit(1);
  if (!row) return false;
  if (outcome === 'pending' || row.status !== 'sent') return true;
  const now = ctx.clock.now();
  const why = reason ?? 'The provider could not deliver it.';
  // A phone code's body is blanked once sent, so it is not sent again: a new code is asked for instead.
  const changes = outcome === 'delivered' ? { status: 'delivered' as const, updatedAt: now }
    : row.kind === PHONE_CODE ? { status: 'failed' as const, lastError: why, nextAttemptAt: null, updatedAt: now } : failedTry(row.attempts, why, now);
  await ctx.db.update(noticeSends).set(changes).where(and(eq(noticeSends.id, row.id), eq(noticeSends.status, 'sent'), eq(noticeSends.providerMessageId, messageId)));
  return true;
}

/** Sends due texts every `tickMs` (a second), on every process: the claims keep each one sent once. Returns the stop. */
export function startNoticeOutbox(ctx: ServerContext, options: { every?: Every; tickMs?: number } = {}): () => void {
  return (options.every ?? everyInterval)(options.tickMs ?? 1000, async () => {
    try {
      await runNoticeOutbox(ctx);
    } catch (error) {
      console.warn('[notices] sending texts failed:', (error as Error).message);
    }
  });
}
