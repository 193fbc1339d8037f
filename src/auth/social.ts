import { fetchMe } from '../api/auth.ts';
import { content } from '../content/auth.ts';
import { auth } from './auth.ts';
import { homePath } from '../lib/guards.ts';
import { REFERRAL_KEY } from '../lib/social-sign-in-url.ts';
import { notify } from '../lib/toast.ts';

const REFUSED = 'Sign-in was cancelled or refused. Please try again.';

/**
 * Completes social sign-in from the stand-in provider's redirect (`#token=…` or `#error=…`).
 * Returns where to go next.
 */
export async function completeSocialSignIn(hash: string): Promise<string> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token');
  if (!token) {
    notify({ title: content.toasts.error, description: REFUSED, variant: 'destructive' });
    return '/login';
  }
  try {
    const user = await fetchMe(token);
    // The referral code went with the registration (if this was one): a later sign-up in the tab does not reuse it.
    sessionStorage.removeItem(REFERRAL_KEY);
    auth.send({ type: 'SIGNED_IN', session: { user, token } });
    notify({ ...content.toasts.verified, variant: 'success' });
    return user.role ? homePath(user.role) : '/new/welcome';
  } catch (error) {
    notify({ title: content.toasts.error, description: (error as Error).message, variant: 'destructive' });
    return '/login';
  }
}
