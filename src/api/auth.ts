import * as v from 'valibot';
import type { Purpose, Session, User } from '../domain/user-types.ts';
import { api, request } from '../lib/api.ts';

/** The plan in force (src/domain/plans.ts PlanInForce), part of every user the API sends. Here, not in api/plans.ts: every signed-in page loads this file first (decision 0008). */
export const PlanSchema = v.object({
  id: v.string(),
  name: v.string(),
  status: v.picklist(['trial', 'paid', 'grace', 'free']),
  until: v.nullable(v.string()),
});

export const UserSchema = v.object({
  id: v.optional(v.string()),
  name: v.string(),
  email: v.string(),
  role: v.nullable(v.picklist(['brand', 'influencer', 'partner', 'admin'])),
  avatar: v.nullable(v.string()),
  trial: v.optional(v.nullable(v.object({ plan: v.string(), startedAt: v.string(), endsAt: v.string() }))),
  plan: v.optional(v.nullable(PlanSchema)),
  deleteAt: v.optional(v.nullable(v.string())),
});
export const SessionSchema = v.object({ user: UserSchema, token: v.string() });
export const MeSchema = v.object({ user: UserSchema });
export const CodeSentSchema = v.object({ message: v.string(), resendInSeconds: v.optional(v.number(), 60) });

export type CodeSent = v.InferOutput<typeof CodeSentSchema>;
export interface CodeRequest {
  email: string;
  purpose: Purpose;
}

export const sendCode = (body: CodeRequest) =>
  request(() => api.post('v1/send-otp', { json: body }).json(), (d) => v.parse(CodeSentSchema, d), 'Failed to send OTP. Try again.');

export const resendCode = (body: CodeRequest) =>
  request(() => api.post('v1/resend-otp', { json: body }).json(), (d) => v.parse(CodeSentSchema, d), 'Failed to resend OTP. Try again.');

/** `ref`: a partner's referral code a registration came with (`/register?ref=CODE`). */
export const verifyCode = (body: CodeRequest & { otp: string; ref?: string }): Promise<Session> =>
  request(() => api.post('v1/verify-otp', { json: body }).json(), (d) => v.parse(SessionSchema, d), 'Failed to verify OTP. Please try again.');

/** Completes a session from a bare token (social sign-in callback). */
export const fetchMe = (token: string): Promise<User> =>
  request(
    () => api.get('v1/auth/me', { headers: { Authorization: `Bearer ${token}` } }).json(),
    (d) => v.parse(MeSchema, d).user,
    'Sign-in could not be completed. Please try again.',
  );

export const logout = (token: string | null) =>
  request(() => api.post('v1/auth/logout', token ? { headers: { Authorization: `Bearer ${token}` } } : {}).text(), () => undefined);
