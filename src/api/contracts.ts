import * as v from 'valibot';
import { api, request } from '../lib/api.ts';
import { ContractSchema, CreatorCardSchema } from './campaign-schemas.ts';
import { CampaignSchema } from './campaign-schema.ts';

/** The caller's contracts, as a brand or as a creator (docs/decisions/0007: GET /contracts/mine). */
export const ContractList = v.object({ items: v.array(v.object({ contract: ContractSchema, campaign: CampaignSchema, creator: CreatorCardSchema })) });
export type ContractEntry = v.InferOutput<typeof ContractList>['items'][number];

export const fetchMyContracts = (): Promise<ContractEntry[]> =>
  request(() => api.get('contracts/mine').json(), (d) => v.parse(ContractList, d).items, 'We could not load your contracts. Please try again.');
