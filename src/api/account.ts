import * as v from 'valibot';
import { api, request } from '../lib/api.ts';
import { UserSchema } from './auth.ts';

const WithUser = v.object({ user: UserSchema });

export const fetchUser = () => request(() => api.get('v1/user').json(), (d) => v.parse(WithUser, d).user);

/** Schedules the account for deletion after the grace period; the server also wants the typed word. */
export const requestDeletion = (confirmation: string) =>
  request(
    () => api.post('v1/auth/delete-account', { json: { confirmation } }).json(),
    (d) => v.parse(v.object({ user: UserSchema, deleteAt: v.string() }), d),
    'Your request could not be sent. Please try again.',
  );

export const restoreAccount = () =>
  request(() => api.post('v1/auth/restore-account').json(), (d) => v.parse(WithUser, d).user, 'Your account could not be restored. Please try again.');

export const startTrial = (plan: string) =>
  request(() => api.post('v1/user/trial', { json: { plan } }).json(), (d) => v.parse(WithUser, d).user, 'Your trial could not be started. Please try again.');

export const fetchDeletionStatus = () =>
  request(() => api.get('v1/auth/deletion-status').json(), (d) => v.parse(v.object({ scheduled: v.boolean(), deleteAt: v.nullable(v.string()) }), d));
