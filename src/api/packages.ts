import * as v from 'valibot';
import { CURRENCIES, DELIVERABLE_TYPES } from '../domain/campaign-types.ts';
import { PLATFORMS } from '../domain/catalog.ts';
import type { BriefTermsView, ContractTermsView } from '../domain/usage-rights.ts';
import { api, request } from '../lib/api.ts';
import { CampaignSchema, usageRight, UsageRightSchema } from './campaign-schema.ts';
import { ApplicationSchema, ContractSchema, type ApplicationView } from './campaign-schemas.ts';

/**
 * Packages bought into contracts, a contract's terms and a campaign brief's (issue 24; docs/decisions/0019-trust.md),
 * tied to src/domain/usage-rights.ts by tests/types/reviews.test-d.ts.
 */
export const TermsDeliverableSchema = v.object({ platform: v.picklist(PLATFORMS), type: v.picklist(DELIVERABLE_TYPES), quantity: v.number(), rights: v.array(UsageRightSchema) });
const briefTerms = { version: v.number(), currency: v.picklist(CURRENCIES), deliveryDays: v.number(), deliverables: v.array(TermsDeliverableSchema) };

export const ContractTermsViewSchema = v.object({
  terms: v.object({ ...briefTerms, fee: v.number() }),
  hash: v.string(),
  acceptance: v.nullable(v.object({ acceptedBy: v.string(), acceptedAt: v.string(), version: v.number(), hash: v.string() })),
  rightsFrom: v.nullable(v.string()),
  rights: v.array(v.array(v.object({ ...usageRight, endsAt: v.nullable(v.string()), ended: v.boolean() }))),
  funded: v.boolean(),
});

/** GET /campaigns/:id/terms: a brief's terms and their hash, which applying sends back with the version. */
export const BriefTermsViewSchema = v.object({ terms: v.object(briefTerms), hash: v.string() });

export const PurchaseAnswer = v.object({ campaign: CampaignSchema, contract: ContractSchema });
export type Purchase = v.InferOutput<typeof PurchaseAnswer>;

const path = (id: string) => encodeURIComponent(id);

/** GET /contracts/:id/terms: `view` is null for a contract made before contracts had terms (decision 0019). */
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

export const fetchBriefTerms = (campaignId: string): Promise<BriefTermsView> =>
  request(
    () => api.get(`campaigns/${path(campaignId)}/terms`).json(),
    (d) => v.parse(BriefTermsViewSchema, d),
    'We could not load this campaign’s usage terms. Please try again.',
  );

/** An open application accepts the brief's terms again (one sent before briefs had terms, or that accepted other terms). */
export const acceptApplicationTerms = (applicationId: string, read: { version: number; hash: string }): Promise<ApplicationView> =>
  request(
    () => api.post(`applications/${path(applicationId)}/terms/accept`, { json: read }).json(),
    (d) => v.parse(ApplicationSchema, d),
    'The usage terms could not be accepted. Please try again.',
  );
