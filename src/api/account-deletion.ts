import * as v from 'valibot';
import { CURRENCIES } from '../domain/campaign-types.ts';
import { WITHDRAWAL_METHODS } from '../domain/money-types.ts';
import { api, request } from '../lib/api.ts';
import { UserSchema } from './auth.ts';

/** Deleting an account (settings only, so the app shell's first load does not carry it). */

/**
 * Schedules the account for deletion after the grace period; the server also wants the typed word. With
 * `finalPayout`, the money the account holds is paid out to the saved method first: that moves money, so it carries
 * this intent's Idempotency-Key.
 */
export type DeletionBody = { confirmation: string; finalPayout?: boolean };

export const requestDeletion = (confirmation: string, finalPayout: boolean, idempotencyKey: string) =>
  request(
    () => api.post('v1/auth/delete-account', {
      json: (finalPayout ? { confirmation, finalPayout } : { confirmation }) satisfies DeletionBody,
      headers: finalPayout ? { 'Idempotency-Key': idempotencyKey } : {},
    }).json(),
    (d) => v.parse(v.object({ user: UserSchema, deleteAt: v.string() }), d),
    'Your request could not be sent. Please try again.',
  );

export const DeletionStatusSchema = v.object({
  scheduled: v.boolean(),
  deleteAt: v.nullable(v.string()),
  /** The money the account holds of its own (a creator's available earnings, a brand's balance), per currency. */
  held: v.array(v.object({ amount: v.number(), currency: v.picklist(CURRENCIES) })),
  /** Where a final payout would go, masked ("0712 ••• 678"), or null when no saved method can take it. */
  finalPayout: v.nullable(v.object({ method: v.picklist(WITHDRAWAL_METHODS), destination: v.string() })),
});
export type DeletionStatus = v.InferOutput<typeof DeletionStatusSchema>;

export const fetchDeletionStatus = () => request(() => api.get('v1/auth/deletion-status').json(), (d) => v.parse(DeletionStatusSchema, d));
