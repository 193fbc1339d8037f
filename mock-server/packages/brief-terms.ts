import { z } from 'zod';
import type { Application, Contract } from '../../src/domain/campaign-types.ts';
import { BRIEF_TERMS_VERSION, briefTerms, type ApplicationTermsAcceptance, type BriefTermsView, type ContractTerms } from '../../src/domain/usage-rights.ts';
import type { ServerContext } from '../context.ts';
import { termsAcceptances } from '../db/schema/index.ts';
import { HttpError } from '../http.ts';
import type { CampaignRecord } from '../types.ts';
import { insertTerms, termsHash } from './terms.ts';

/**
 * A campaign brief's usage terms and the creator's acceptance of them when applying (issue 24;
 * docs/decisions/0019-trust.md, "Usage rights in campaign briefs"). The application records the version and hash the
 * creator read; when the brand accepts it, the contract gets its terms (version 1: the brief's, with the agreed fee)
 * and that acceptance, in the transaction that holds the fee, before the hold.
 */
export const ACCEPT_TERMS = 'Accept the usage terms to apply: tick “I accept these usage terms”.';
export const TERMS_CHANGED = 'This campaign’s usage terms are not the ones the creator accepted, so no fee can be held for them. They can accept the terms again on the campaign’s page.';
export const NOT_ACCEPTED = 'This creator has not accepted the campaign’s usage terms, so no fee can be held for them. They can accept the terms on the campaign’s page, then you can accept them.';

/** The version and hash of the terms the creator read (GET /campaigns/:id/terms), sent when applying or accepting again. */
export const termsRead = z.object({
  version: z.int({ error: 'Say which version of the usage terms you read.' }).min(1, 'Say which version of the usage terms you read.'),
  hash: z.string({ error: 'Say which usage terms you read.' }).regex(/^[0-9a-f]{64}$/, 'Say which usage terms you read.'),
}, { error: ACCEPT_TERMS }).strict();

/** The brief's terms as a creator reads them, with their hash. */
export function briefTermsView(campaign: Pick<CampaignRecord, 'currency' | 'deliverables'>): BriefTermsView {
  const terms = briefTerms(campaign);
  return { terms, hash: termsHash(terms) };
}

/**
 * The creator accepts the brief's terms they read: the acceptance to record on their application, or 409 when the
 * brief's terms are not the ones they read (read them again, then accept).
 */
export function acceptBriefTerms(ctx: ServerContext, campaign: CampaignRecord, read: { version: number; hash: string }): ApplicationTermsAcceptance {
  const { terms, hash } = briefTermsView(campaign);
  if (read.version !== terms.version || read.hash !== hash) {
    throw new HttpError(409, 'These usage terms changed since you read them. Read them again, then accept them.', { terms: ['The usage terms changed: read them again.'] });
  }
  return { version: terms.version, hash, acceptedAt: new Date(ctx.clock.now()).toISOString() };
}

/**
 * A fee proposed for a brief must cover its usage rights' prices, which are part of it (the brief checks them against
 * its lowest fee, but a creator may propose less than that): else 422 on `proposedFee`, or 409 when a contract is made.
 */
export function assertFeeCoversRights(campaign: Pick<CampaignRecord, 'currency' | 'deliverables'>, fee: number, status: 409 | 422 = 422): void {
  const rights = campaign.deliverables.flatMap((d) => d.rights ?? []).reduce((sum, r) => sum + r.price, 0);
  if (fee >= rights) return;
  const message = `The fee must cover the usage rights’ prices, which are part of it: at least ${campaign.currency} ${(rights / 100).toLocaleString('en-KE')}.`;
  throw new HttpError(status, message, status === 422 ? { proposedFee: [message] } : undefined);
}

/** True when the application carries an acceptance of the brief's terms as they stand. */
export function acceptsCurrentTerms(application: Pick<Application, 'termsAcceptance'>, campaign: Pick<CampaignRecord, 'currency' | 'deliverables'>): boolean {
  const accepted = application.termsAcceptance;
  if (!accepted) return false;
  const { terms, hash } = briefTermsView(campaign);
  return accepted.version === terms.version && accepted.hash === hash;
}

/**
 * Called as the brand accepts an application, after its contract is made and before the fee is held: the contract's
 * terms (version 1: the brief's deliverables and rights, the agreed fee, the days) and the creator's recorded
 * acceptance of them (who, when they accepted when applying, the version, the hash of the terms stored). Without an
 * acceptance of the brief as it stands, 409: the transaction rolls back and nothing is held.
 */
export async function bindApplicationTerms(ctx: ServerContext, campaign: CampaignRecord, application: Application, contract: Contract): Promise<void> {
  const accepted = application.termsAcceptance;
  if (!accepted) throw new HttpError(409, NOT_ACCEPTED);
  if (!acceptsCurrentTerms(application, campaign)) throw new HttpError(409, TERMS_CHANGED);
  assertFeeCoversRights(campaign, contract.agreedFee, 409);
  const terms: ContractTerms = { ...briefTerms(campaign), version: BRIEF_TERMS_VERSION, fee: contract.agreedFee };
  await insertTerms(ctx, contract.id, terms);
  await ctx.db.insert(termsAcceptances).values({
    id: ctx.random.id(), contractId: contract.id, version: terms.version, hash: termsHash(terms), acceptedBy: application.creatorId, acceptedAt: accepted.acceptedAt,
  });
}
