import { Router } from 'express';
import { z } from 'zod';
import { REFERRAL_CODE } from '../../src/domain/referral-code.ts';
import type { ServerContext } from '../context.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError, parse, route } from '../http.ts';
import { signedOutNotice } from '../messages/live.ts';
import { announce } from '../messages/messages.ts';
import { consumeCode, issueCode } from '../otp.ts';
import { awaitingClaim } from '../partners/clients.ts';
import { recordReferral } from '../partners/referrals.ts';
import { accountByEmail, createAccount } from '../people/accounts.ts';
import { limitPublicWrites } from '../rate-limits.ts';
import { issueSession, requireUser, revokeSession, userWithPlan } from '../sessions.ts';

/** An email address as the API takes it everywhere: trimmed, lower-cased, at most 254 characters (RFC 5321), valid. */
export const emailRule = (required = 'Email is required.') => z.string({ error: required }).trim().toLowerCase()
  .max(254, 'Enter an email address of at most 254 characters.').pipe(z.email({ error: 'Enter a valid email address.' }));
const email = emailRule();
const purpose = z.enum(['login', 'register'], { error: 'Purpose must be "login" or "register".' });
export const codeRequest = z.object({ email, purpose });
export const verifyRequest = codeRequest.extend({
  otp: z.string({ error: 'Code is required.' }).regex(/^\d{6}$/, 'Enter the 6-digit code.'),
  /** A partner's referral code the sign-up came with (`/register?ref=CODE`): recorded once, with a new account. */
  ref: z.string({ error: 'A referral code is text.' }).regex(REFERRAL_CODE, 'This referral code is not valid.').optional(),
});

export const NO_ACCOUNT = 'No account found for this email. Please register first.';
export const ACCOUNT_EXISTS = 'An account with this email already exists. Please log in instead.';

async function checkAccount(ctx: ServerContext, address: string, purposeValue: 'login' | 'register') {
  const account = await accountByEmail(ctx, address);
  if (purposeValue === 'login' && !account) throw new HttpError(404, NO_ACCOUNT);
  // A brand a partner made for its owner waits for them: registering with its email signs them in to claim it (issue 25).
  if (purposeValue === 'register' && account && !(await awaitingClaim(ctx, account.id))) throw new HttpError(409, ACCOUNT_EXISTS);
}

export function authRoutes(ctx: ServerContext): Router {
  const r = Router();

  // Send and resend follow the same rules: a resend is a send that kills the previous code.
  const send = route(async (req, res) => {
    const body = parse(codeRequest, req.body);
    await checkAccount(ctx, body.email, body.purpose);
    const info = await issueCode(ctx, body.email, body.purpose);
    res.json({ message: `We've sent a verification code to ${body.email}.`, ...info });
  });

  const limit = limitPublicWrites(ctx, 'code');
  r.post('/v1/send-otp', limit, send);
  r.post('/v1/resend-otp', limit, send);

  r.post(
    '/v1/verify-otp',
    route(async (req, res) => {
      const body = parse(verifyRequest, req.body);
      await consumeCode(ctx, body.email, body.purpose, body.otp);
      // The account is created only once the code proves the email is theirs.
      const ref = body.purpose === 'register' ? body.ref : undefined;
      const account = (await accountByEmail(ctx, body.email))
        ?? (await inTransaction(ctx, (tctx) => createAccount(tctx, body.email, ref ? (created) => recordReferral(tctx, created, ref) : undefined)));
      res.json(await issueSession(ctx, account));
    }),
  );

  r.get('/v1/auth/me', requireUser(ctx), route(async (req, res) => {
    res.json({ user: await userWithPlan(ctx, req.account!) });
  }));

  r.post('/v1/auth/logout', requireUser(ctx), route(async (req, res) => {
    const sessionId = req.sessionId!;
    // The session's live streams end at once, in every process (the announcement goes out at commit).
    await inTransaction(ctx, async (tctx) => {
      await revokeSession(tctx, sessionId);
      await announce(tctx, signedOutNotice(sessionId));
    });
    res.status(204).end();
  }));

  return r;
}
