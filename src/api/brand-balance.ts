import * as v from 'valibot';
import { CURRENCIES } from '../domain/campaign-types.ts';
import { WITHDRAWAL_METHODS } from '../domain/money-types.ts';
import { BRAND_MOVEMENT_KINDS, type BrandBalanceView } from '../domain/brand-balance.ts';
import { api, request } from '../lib/api.ts';
import { MovementSchema, PayoutDetailsSchema, WithdrawalSchema } from './earnings-schemas.ts';

/** `GET /brands/me/balance` (issue 19), checked at the edge against the shared shape. */
export const BrandBalanceViewSchema = v.object({
  balances: v.array(v.object({ currency: v.picklist(CURRENCIES), available: v.number(), onHold: v.number(), withdrawn: v.number() })),
  movements: v.array(v.object({ ...MovementSchema.entries, kind: v.picklist(BRAND_MOVEMENT_KINDS) })),
  withdrawals: v.array(WithdrawalSchema),
  payoutDetails: PayoutDetailsSchema,
  methods: v.array(v.picklist(WITHDRAWAL_METHODS)),
  country: v.nullable(v.string()),
});

export const fetchBrandBalance = (): Promise<BrandBalanceView> =>
  request(() => api.get('brands/me/balance').json(), (d) => v.parse(BrandBalanceViewSchema, d), 'We could not load your balance. Please try again.');
