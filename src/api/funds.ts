import * as v from 'valibot';
import type { CampaignFunds } from '../domain/money-types.ts';
import { api, request } from '../lib/api.ts';
import { ContractSchema, type ContractView } from './campaign-schemas.ts';
import { CampaignFundsSchema } from './payment-schemas.ts';

/** A campaign's money and cancelling a contract (docs/decisions/0009-money.md "Campaign funds and contracts"). */
export const Cancelled = v.object({ contract: ContractSchema, funds: CampaignFundsSchema });

export const fetchCampaignFunds = (campaignId: string): Promise<CampaignFunds> =>
  request(
    () => api.get(`campaigns/${encodeURIComponent(campaignId)}/funds`).json(),
    (d) => v.parse(CampaignFundsSchema, d),
    'We could not load this campaign’s funds. Please try again.',
  );

export const cancelContract = (contractId: string, reason: string, idempotencyKey: string): Promise<{ contract: ContractView; funds: CampaignFunds }> =>
  request(
    () => api.post(`contracts/${encodeURIComponent(contractId)}/cancel`, { json: { reason }, headers: { 'Idempotency-Key': idempotencyKey } }).json(),
    (d) => v.parse(Cancelled, d),
    'The contract could not be cancelled. Please try again.',
  );
