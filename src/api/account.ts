import * as v from 'valibot';
import { api, request } from '../lib/api.ts';
import { CURRENCIES } from '../../machines/campaignTypes.ts';
import { WITHDRAWAL_METHODS } from '../../machines/moneyTypes.ts';
import { UserSchema } from './auth.ts';

const WithUser = v.object({ user: UserSchema });

export const fetchUser = () => request(() => api.get('v1/user').json(), (d) => v.parse(WithUser, d).user);

/**
 * Schedules the account for deletion after the grace period; the server also wants the typed word. With
 * `finalPayout`, the money the account holds is paid out to the saved method first: that moves money, so it carries
 * this intent's Idempotency-Key.
 */
export const requestDeletion = (confirmation: string, finalPayout: boolean, idempotencyKey: string) =>
  request(
    () => api.post('v1/auth/delete-account', {
      json: finalPayout ? { confirmation, finalPayout } : { confirmation },
      headers: finalPayout ? { 'Idempotency-Key': idempotencyKey } : {},
    }).json(),
    (d) => v.parse(v.object({ user: UserSchema, deleteAt: v.string() }), d),
    'Your request could not be sent. Please try again.',
  );

export const restoreAccount = () =>
  request(() => api.post('v1/auth/restore-account').json(), (d) => v.parse(WithUser, d).user, 'Your account could not be restored. Please try again.');

export const startTrial = (plan: string) =>
  request(() => api.post('v1/user/trial', { json: { plan } }).json(), (d) => v.parse(WithUser, d).user, 'Your trial could not be started. Please try again.');

const DeletionStatusSchema = v.object({
  scheduled: v.boolean(),
  deleteAt: v.nullable(v.string()),
  /** The money the account holds of its own (a creator's available earnings, a brand's balance), per currency. */
  held: v.array(v.object({ amount: v.number(), currency: v.picklist(CURRENCIES) })),
  /** Where a final payout would go, masked ("0712 ••• 678"), or null when no saved method can take it. */
  finalPayout: v.nullable(v.object({ method: v.picklist(WITHDRAWAL_METHODS), destination: v.string() })),
});
export type DeletionStatus = v.InferOutput<typeof DeletionStatusSchema>;

export const fetchDeletionStatus = () => request(() => api.get('v1/auth/deletion-status').json(), (d) => v.parse(DeletionStatusSchema, d));
