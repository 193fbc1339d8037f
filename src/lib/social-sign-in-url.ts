import { API_BASE } from './env.ts';

export type Provider = 'google' | 'apple';

/**
 * Social sign-in is a full-page redirect to the provider route (spec §7). Kept apart from api/auth.ts so
 * the login form shows its links without loading the API client and its schemas.
 */
export const socialSignInUrl = (provider: Provider) => `${API_BASE.replace(/\/$/, '')}/v1/auth/${provider}/redirect`;
