import { REFERRAL_CODE } from '../domain/referral-code.ts';
import { API_BASE } from './env.ts';

export type Provider = 'google' | 'apple';

/**
 * Social sign-in is a full-page redirect to the provider route (spec §7). Kept apart from api/auth.ts so
 * the login form shows its links without loading the API client and its schemas. A registration through a partner's
 * link carries its referral code (`ref`), which goes to the provider and back as OAuth's `state` (decision 0020).
 */
export const socialSignInUrl = (provider: Provider, ref?: string) =>
  `${API_BASE.replace(/\/$/, '')}/v1/auth/${provider}/redirect${ref ? `?ref=${encodeURIComponent(ref)}` : ''}`;

/** Where the register screens keep a partner's referral code for the tab's life (auth/sign-in.ts keeps and takes it). */
export const REFERRAL_KEY = 'sauti.register.ref';

/** The referral code a registration carries: the link's own (`/register?ref=`), else the one kept for the tab; only a well-formed one. */
export function referralToCarry(fromLink: string | undefined, storage: Storage = sessionStorage): string | undefined {
  const code = (fromLink ?? storage.getItem(REFERRAL_KEY))?.trim().toUpperCase();
  return code && REFERRAL_CODE.test(code) ? code : undefined;
}
