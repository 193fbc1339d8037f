import { and, asc, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { ServerContext } from './context.ts';
import { hashCode, sameHash } from './crypto.ts';
import type { Db } from './db/database.ts';
import { lockKey } from './db/locks.ts';
import { otps, otpSends } from './db/schema/index.ts';
import { HttpError } from './http.ts';
import type { Purpose } from './types.ts';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_MS = 60 * 1000;
export const SENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

function tooMany(message: string, retryAtMs: number, now: number): HttpError {
  const seconds = Math.max(1, Math.ceil((retryAtMs - now) / 1000));
  return new HttpError(429, message.replace('{wait}', waitText(seconds)), undefined, { 'Retry-After': String(seconds) });
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Refuses a send inside the cooldown or past the hourly cap, with 429 and Retry-After.
 * The cooldown holds for first sends too, or send-otp would be a way around the resend wait.
 */
async function checkLimits(tx: Db, email: string, now: number) {
  const recent = await tx.select({ at: otpSends.at }).from(otpSends)
    .where(and(eq(otpSends.email, email), gt(otpSends.at, now - HOUR_MS))).orderBy(asc(otpSends.at));
  const last = recent.at(-1);
  if (last && now - last.at < RESEND_COOLDOWN_MS) {
    throw tooMany('Please wait {wait} before requesting another code.', last.at + RESEND_COOLDOWN_MS, now);
  }
  const first = recent[0];
  if (recent.length >= SENDS_PER_HOUR && first) {
    throw tooMany('Too many codes were requested for this email. Please try again in {wait}.', first.at + HOUR_MS, now);
  }
}

/** Issues a fresh code for the email and purpose, killing any earlier live code, and mails it. */
export async function issueCode(ctx: ServerContext, email: string, purpose: Purpose) {
  const now = ctx.clock.now();
  const code = ctx.random.otp();
  await ctx.db.transaction(async (tx) => {
    // Two sends racing for one email, even on two processes, check and write one after the other.
    await lockKey(tx, 'otp', email);
    await checkLimits(tx, email, now);
    await tx.update(otps).set({ status: 'dead' }).where(and(eq(otps.email, email), eq(otps.status, 'active')));
    const id = ctx.random.id();
    await tx.insert(otps).values({ id, email, purpose, codeHash: hashCode(ctx.secret, id, code), createdAt: now, expiresAt: now + OTP_TTL_MS, attempts: 0, status: 'active' });
    await tx.insert(otpSends).values({ id: ctx.random.id(), email, at: now });
    // Forget old sends and spent codes, so the tables stay the size of the last hour.
    await tx.delete(otpSends).where(lt(otpSends.at, now - HOUR_MS));
    await tx.delete(otps).where(and(lt(otps.createdAt, now - HOUR_MS), or(eq(otps.status, 'used'), eq(otps.status, 'dead'))));
  });
  ctx.mailbox.send({ to: email, subject: 'Your Sauti verification code', text: `Your code is ${code}. It expires in 10 minutes.`, code, at: new Date(now).toISOString() });
  return { expiresInSeconds: OTP_TTL_MS / 1000, resendInSeconds: RESEND_COOLDOWN_MS / 1000 };
}

const RESTART = 'Use Resend code to get a new one.';

/** Checks a code; on success marks it used. Every refusal says why and what to do next. */
export async function consumeCode(ctx: ServerContext, email: string, purpose: Purpose, code: string): Promise<void> {
  const now = ctx.clock.now();
  const refusal = await ctx.db.transaction(async (tx) => {
    const [record] = await tx.select().from(otps).where(and(eq(otps.email, email), eq(otps.purpose, purpose)))
      .orderBy(desc(otps.createdAt)).limit(1).for('update');
    if (!record) return new HttpError(400, 'No code was requested for this email. Please start the login/registration process again.');
    if (record.status === 'used') return new HttpError(410, `This code has already been used. ${RESTART}`);
    if (record.status === 'dead') return new HttpError(410, `This code no longer works after too many wrong attempts. ${RESTART}`);
    if (record.expiresAt <= now) return new HttpError(410, `This code has expired. ${RESTART}`);
    if (!sameHash(record.codeHash, hashCode(ctx.secret, record.id, code))) {
      const attempts = record.attempts + 1;
      const dead = attempts >= OTP_MAX_ATTEMPTS;
      // The wrong attempt is counted (committed) even though the request is refused.
      await tx.update(otps).set({ attempts, status: dead ? 'dead' : 'active' }).where(eq(otps.id, record.id));
      if (dead) return new HttpError(410, `Too many wrong attempts, so this code no longer works. ${RESTART}`);
      const left = OTP_MAX_ATTEMPTS - attempts;
      return new HttpError(400, `That code is not correct. You have ${left} attempt${left === 1 ? '' : 's'} left.`);
    }
    await tx.update(otps).set({ status: 'used' }).where(eq(otps.id, record.id));
    return null;
  });
  if (refusal) throw refusal;
}
