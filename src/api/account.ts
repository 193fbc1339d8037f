import * as v from 'valibot';
import { api, request } from '../lib/api.ts';
import { UserSchema } from './auth.ts';

export const WithUser = v.object({ user: UserSchema });

export const fetchUser = () => request(() => api.get('v1/user').json(), (d) => v.parse(WithUser, d).user);

export const restoreAccount = () =>
  request(() => api.post('v1/auth/restore-account').json(), (d) => v.parse(WithUser, d).user, 'Your account could not be restored. Please try again.');

export const startTrial = (plan: string) =>
  request(() => api.post('v1/user/trial', { json: { plan } }).json(), (d) => v.parse(WithUser, d).user, 'Your trial could not be started. Please try again.');
