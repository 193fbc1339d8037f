import * as v from 'valibot';
import type { Currency } from '../domain/campaign-types.ts';
import type { PayoutDetails, Withdrawal, WithdrawalMethod, WithdrawalOwner } from '../domain/money-types.ts';
import { api, request } from '../lib/api.ts';
import { EarningsPageSchema, PayoutDetailsSchema, WithdrawalSchema, type EarningsPage } from './earnings-schemas.ts';

/** A creator's earnings, payout details and withdrawals (docs/decisions/0009-money.md "Creator earnings"). */
export interface WithdrawalBody {
  amount: number;
  currency: Currency;
  method: WithdrawalMethod;
}

export const fetchEarnings = (): Promise<EarningsPage> =>
  request(() => api.get('creators/me/earnings').json(), (d) => v.parse(EarningsPageSchema, d), 'We could not load your earnings. Please try again.');

/** A creator's payout details, or (issue 19) a brand's. */
export const savePayoutDetails = (details: PayoutDetails, owner: WithdrawalOwner = 'creator'): Promise<PayoutDetails> =>
  request(() => api.put(`${owner === 'brand' ? 'brands' : 'creators'}/me/payout-details`, { json: details }).json(), (d) => v.parse(PayoutDetailsSchema, d), 'Your payout details could not be saved. Please try again.');

/** One key per intent: a retry of the same request sends the same key, so the money moves once. */
export const requestWithdrawal = (body: WithdrawalBody, idempotencyKey: string): Promise<Withdrawal> =>
  request(
    () => api.post('withdrawals', { json: body, headers: { 'Idempotency-Key': idempotencyKey } }).json(),
    (d) => v.parse(WithdrawalSchema, d),
    'We could not send your withdrawal. Please try again.',
  );

export const fetchWithdrawal = (id: string): Promise<Withdrawal> =>
  request(() => api.get(`withdrawals/${encodeURIComponent(id)}`).json(), (d) => v.parse(WithdrawalSchema, d), 'We could not check your withdrawal. Please try again.');
