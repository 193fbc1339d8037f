import type { ServerContext } from './context.ts';
import { hashCode, sameHash } from './crypto.ts';
import { HttpError } from './http.ts';
import type { OtpRecord, Purpose } from './types.ts';

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
function checkLimits(ctx: ServerContext, email: string) {
  const now = ctx.clock.now();
  const recent = ctx.store.get('sends').filter((s) => s.email === email && s.at > now - HOUR_MS).sortBy('at').value();
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
export function issueCode(ctx: ServerContext, email: string, purpose: Purpose) {
  checkLimits(ctx, email);
  const now = ctx.clock.now();
  ctx.store.get('otps').filter({ email, status: 'active' }).each((o) => { o.status = 'dead'; }).value();
  const id = ctx.random.id();
  const code = ctx.random.otp();
  const record: OtpRecord = { id, email, purpose, codeHash: hashCode(ctx.secret, id, code), createdAt: now, expiresAt: now + OTP_TTL_MS, attempts: 0, status: 'active' };
  ctx.store.get('otps').push(record).value();
  ctx.store.get('sends').push({ email, at: now }).value();
  // Forget old sends and spent codes so the file does not grow without bound.
  ctx.store.set('sends', ctx.store.get('sends').filter((s) => s.at > now - HOUR_MS).value()).value();
  ctx.store.set('otps', ctx.store.get('otps').filter((o) => o.status === 'active' || o.createdAt > now - HOUR_MS).value()).write();
  ctx.mailbox.send({ to: email, subject: 'Your Sauti verification code', text: `Your code is ${code}. It expires in 10 minutes.`, code, at: new Date(now).toISOString() });
  return { expiresInSeconds: OTP_TTL_MS / 1000, resendInSeconds: RESEND_COOLDOWN_MS / 1000 };
}

const RESTART = 'Use Resend code to get a new one.';

/** Checks a code; on success marks it used. Every refusal says why and what to do next. */
export function consumeCode(ctx: ServerContext, email: string, purpose: Purpose, code: string): void {
  const now = ctx.clock.now();
  const record = ctx.store.get('otps').filter({ email, purpose }).sortBy('createdAt').last().value();
  if (!record) throw new HttpError(400, 'No code was requested for this email. Please start the login/registration process again.');
  if (record.status === 'used') throw new HttpError(410, `This code has already been used. ${RESTART}`);
  if (record.status === 'dead') throw new HttpError(410, `This code no longer works after too many wrong attempts. ${RESTART}`);
  if (record.expiresAt <= now) throw new HttpError(410, `This code has expired. ${RESTART}`);
  const entry = ctx.store.get('otps').find({ id: record.id });
  if (!sameHash(record.codeHash, hashCode(ctx.secret, record.id, code))) {
    const attempts = record.attempts + 1;
    const dead = attempts >= OTP_MAX_ATTEMPTS;
    entry.assign({ attempts, status: dead ? 'dead' : 'active' }).write();
    if (dead) throw new HttpError(410, `Too many wrong attempts, so this code no longer works. ${RESTART}`);
    const left = OTP_MAX_ATTEMPTS - attempts;
    throw new HttpError(400, `That code is not correct. You have ${left} attempt${left === 1 ? '' : 's'} left.`);
  }
  entry.assign({ status: 'used' }).write();
}
