import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { normalisePhone } from '../../src/domain/phone.ts';
import { STOP_LINE } from '../../src/domain/notice-preferences.ts';
import type { ServerContext } from '../context.ts';
import { hashCode, sameHash } from '../crypto.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { noticePhones } from '../db/schema/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError } from '../http.ts';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, RESEND_COOLDOWN_MS, SENDS_PER_HOUR } from '../otp.ts';
import { dropQueuedTexts, PHONE_CODE, queueText, type TextChannel } from './outbox.ts';

const TEXT_CHANNELS: readonly TextChannel[] = ['sms', 'whatsapp'];

const HOUR_MS = 60 * 60 * 1000;

export interface PhoneState {
  phone: string | null;
  verified: boolean;
  /** A code was sent and is still waiting to be entered. */
  codePending: boolean;
}

const codeKey = (accountId: string, phone: string) => `phone:${accountId}:${phone}`;
const wait = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return new HttpError(429, seconds < 60 ? `Please wait ${seconds} seconds before asking for another code.` : `Too many codes were sent to this phone. Please try again in ${Math.ceil(seconds / 60)} minutes.`, undefined, { 'Retry-After': String(seconds) });
};

export async function phoneState(ctx: ServerContext, accountId: string): Promise<PhoneState> {
  const [row] = await ctx.db.select().from(noticePhones).where(eq(noticePhones.accountId, accountId)).limit(1);
  if (!row) return { phone: null, verified: false, codePending: false };
  return { phone: row.phone, verified: row.verifiedAt !== null, codePending: row.codeHash !== null && (row.codeExpiresAt ?? 0) > ctx.clock.now() };
}

/** The verified number of an account, or null: only a verified number receives SMS or WhatsApp. */
export async function verifiedPhone(ctx: ServerContext, accountId: string): Promise<string | null> {
  const [row] = await ctx.db.select({ phone: noticePhones.phone }).from(noticePhones)
    .where(and(eq(noticePhones.accountId, accountId), isNotNull(noticePhones.verifiedAt))).limit(1);
  return row?.phone ?? null;
}

/** The account a verified number belongs to (an inbound STOP names only the number). */
export async function accountOfPhone(ctx: ServerContext, phone: string): Promise<string | null> {
  const [row] = await ctx.db.select({ id: noticePhones.accountId }).from(noticePhones)
    .where(and(eq(noticePhones.phone, phone), isNotNull(noticePhones.verifiedAt))).limit(1);
  return row?.id ?? null;
}

/**
 * Sends a 6-digit code by SMS to the number the user gives (the number is then unverified until the code is entered;
 * a new code kills the last). The code is kept only as an HMAC under the server's secret, lives 10 minutes and takes
 * 5 tries; codes go at most one a minute and 5 an hour per account, as the sign-in codes do. A number another account
 * has verified is refused.
 */
export async function sendPhoneCode(ctx: ServerContext, accountId: string, raw: string): Promise<PhoneState & { expiresInSeconds: number }> {
  const phone = normalisePhone(raw);
  if (!phone) throw new HttpError(422, 'Some fields need attention.', { phone: ['Enter a mobile number such as 0712 345 678 or +254 712 345 678.'] });
  const code = ctx.random.otp();
  await inTransaction(ctx, async (tctx) => {
    const now = tctx.clock.now();
    const [taken] = await tctx.db.select({ id: noticePhones.accountId }).from(noticePhones)
      .where(and(eq(noticePhones.phone, phone), isNotNull(noticePhones.verifiedAt), ne(noticePhones.accountId, accountId))).limit(1);
    if (taken) throw new HttpError(409, 'Another account has verified this number. Use a different number.', { phone: ['Another account has verified this number.'] });
    const [row] = await tctx.db.select().from(noticePhones).where(eq(noticePhones.accountId, accountId)).limit(1).for('update');
    if (row?.lastCodeAt && now - row.lastCodeAt < RESEND_COOLDOWN_MS) throw wait(row.lastCodeAt + RESEND_COOLDOWN_MS - now);
    const windowOpen = row?.windowStartedAt != null && now - row.windowStartedAt < HOUR_MS;
    if (windowOpen && row.codesInWindow >= SENDS_PER_HOUR) throw wait(row.windowStartedAt! + HOUR_MS - now);
    const values = {
      phone, verifiedAt: row?.phone === phone ? row.verifiedAt : null, codeHash: hashCode(tctx.secret, codeKey(accountId, phone), code), codeExpiresAt: now + OTP_TTL_MS, attempts: 0,
      lastCodeAt: now, windowStartedAt: windowOpen ? row.windowStartedAt : now, codesInWindow: windowOpen ? row.codesInWindow + 1 : 1,
    };
    await tctx.db.insert(noticePhones).values({ accountId, ...values }).onConflictDoUpdate({ target: noticePhones.accountId, set: values });
    // A new number: what was queued for the old one does not go to it later.
    if (row && row.phone !== phone) await dropQueuedTexts(tctx, accountId, TEXT_CHANNELS, 'The phone number was changed.');
    await queueText(tctx, { accountId, channel: 'sms', phone, kind: PHONE_CODE, body: `Your Sauti code is ${code}. It expires in 10 minutes. ${STOP_LINE}` });
  });
  return { ...(await phoneState(ctx, accountId)), expiresInSeconds: OTP_TTL_MS / 1000 };
}

/** Checks the code; right, the number is verified. Every refusal says why and what to do next. */
export async function confirmPhone(ctx: ServerContext, accountId: string, code: string): Promise<PhoneState> {
  const refusal = await inTransaction(ctx, async (tctx) => {
    const now = tctx.clock.now();
    const [row] = await tctx.db.select().from(noticePhones).where(eq(noticePhones.accountId, accountId)).limit(1).for('update');
    if (!row || !row.codeHash) return new HttpError(409, 'No code is waiting for this phone. Ask for a new code.');
    if ((row.codeExpiresAt ?? 0) <= now) return new HttpError(410, 'This code has expired. Ask for a new code.');
    if (!sameHash(row.codeHash, hashCode(tctx.secret, codeKey(accountId, row.phone), code))) {
      const attempts = row.attempts + 1;
      const dead = attempts >= OTP_MAX_ATTEMPTS;
      await tctx.db.update(noticePhones).set({ attempts, codeHash: dead ? null : row.codeHash }).where(eq(noticePhones.accountId, accountId));
      if (dead) return new HttpError(410, 'Too many wrong attempts, so this code no longer works. Ask for a new code.');
      const left = OTP_MAX_ATTEMPTS - attempts;
      return new HttpError(422, 'That code is not correct.', { code: [`That code is not correct. You have ${left} attempt${left === 1 ? '' : 's'} left.`] });
    }
    await tctx.db.update(noticePhones).set({ verifiedAt: now, codeHash: null, codeExpiresAt: null, attempts: 0 }).where(eq(noticePhones.accountId, accountId));
    return null;
  }).catch((error: unknown) => {
    // Two accounts verifying one number at once: the unique index lets one through.
    if (isUniqueViolation(error, 'notice_phones_verified')) {
      return new HttpError(409, 'Another account has verified this number. Use a different number.');
    }
    throw error;
  });
  if (refusal) throw refusal;
  return phoneState(ctx, accountId);
}

export async function removePhone(ctx: ServerContext, accountId: string): Promise<PhoneState> {
  await inTransaction(ctx, async (tctx) => {
    await tctx.db.delete(noticePhones).where(eq(noticePhones.accountId, accountId));
    // No phone, no texts: what was queued does not go out later.
    await dropQueuedTexts(tctx, accountId, TEXT_CHANNELS, 'The phone number was removed.');
  });
  return phoneState(ctx, accountId);
}
