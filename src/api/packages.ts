import * as v from 'valibot';
import { CURRENCIES, DELIVERABLE_TYPES } from '../domain/campaign-types.ts';
import { PLATFORMS } from '../domain/catalog.ts';
import { USAGE_KINDS, USAGE_UNITS, type ContractTermsView } from '../domain/usage-rights.ts';
import { api, request } from '../lib/api.ts';
import { CampaignSchema } from './campaign-schema.ts';
import { ContractSchema } from './campaign-schemas.ts';

/**
 * Packages bought into contracts and a contract's terms (issue 24; docs/decisions/0019-trust.md), tied to
 * src/domain/usage-rights.ts by tests/types/reviews.test-d.ts.
 */
const right = { use: v.picklist(USAGE_KINDS), duration: v.number(), unit: v.picklist(USAGE_UNITS), countries: v.array(v.string()), price: v.number() };
export const UsageRightSchema = v.object(right);
export const TermsDeliverableSchema = v.object({ platform: v.picklist(PLATFORMS), type: v.picklist(DELIVERABLE_TYPES), quantity: v.number(), rights: v.array(UsageRightSchema) });

export const ContractTermsViewSchema = v.object({
  terms: v.object({ version: v.number(), fee: v.number(), currency: v.picklist(CURRENCIES), deliveryDays: v.number(), deliverables: v.array(TermsDeliverableSchema) }),
  hash: v.string(),
  acceptance: v.nullable(v.object({ acceptedBy: v.string(), acceptedAt: v.string(), version: v.number(), hash: v.string() })),
  rights: v.array(v.array(v.object({ ...right, endsAt: v.nullable(v.string()), ended: v.boolean() }))),
  funded: v.boolean(),
});

export const PurchaseAnswer = v.object({ campaign: CampaignSchema, contract: ContractSchema });
export type Purchase = v.InferOutput<typeof PurchaseAnswer>;

const path = (id: string) => encodeURIComponent(id);

/** GET /contracts/:id/terms: `view` is null for a contract with no terms to accept (one made from an application). */
export const TermsAnswer = v.object({ view: v.nullable(ContractTermsViewSchema) });

export const fetchContractTerms = (contractId: string): Promise<ContractTermsView | null> =>
  request(
    () => api.get(`contracts/${path(contractId)}/terms`).json(),
    (d) => v.parse(TermsAnswer, d).view,
    'We could not load this contract’s terms. Please try again.',
  );

export const acceptContractTerms = (contractId: string, read: { version: number; hash: string }, idempotencyKey: string): Promise<ContractTermsView> =>
  request(
    () => api.post(`contracts/${path(contractId)}/terms/accept`, { json: read, headers: { 'Idempotency-Key': idempotencyKey } }).json(),
    (d) => v.parse(ContractTermsViewSchema, d),
    'The terms could not be accepted. Please try again.',
  );

export const buyPackage = (packageId: string, body: { landingUrl: string; brief?: string; version: number }, idempotencyKey: string): Promise<Purchase> =>
  request(
    () => api.post(`packages/${path(packageId)}/purchase`, { json: body, headers: { 'Idempotency-Key': idempotencyKey } }).json(),
    (d) => v.parse(PurchaseAnswer, d),
    'The package could not be booked. Please try again.',
  );
