import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Contract } from '../../src/domain/campaign-types.ts';
import { rightsInForce, type BriefTerms, type ContractTerms, type ContractTermsView, type TermsAcceptance } from '../../src/domain/usage-rights.ts';
import { canonicalJson } from '../canonical-json.ts';
import { campaignForUpdate } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { contractById, contractForUpdate } from '../contract-records.ts';
import { campaignApplications, contracts, contractTerms, termsAcceptances } from '../db/schema/index.ts';
import { HttpError } from '../http.ts';
import { holdFee, holdOf } from '../money/holds.ts';
import { notify } from '../notify.ts';
import type { Account, CampaignRecord } from '../types.ts';

/**
 * A contract's terms and the creator's acceptance of them (issue 24; docs/decisions/0019-trust.md, "Usage rights and
 * the acceptance of terms"). The fee is held for the creator only once they have accepted the current version.
 */
export const NO_TERMS = 'This contract states no terms to accept.';

/** SHA-256 of the terms' canonical JSON: the same terms always give the same hash, whatever the order of their keys. */
export const termsHash = (terms: ContractTerms | BriefTerms) => createHash('sha256').update(canonicalJson(terms)).digest('hex');

/** Stores a new contract's terms, in the transaction that makes the contract. */
export async function insertTerms(ctx: ServerContext, contractId: string, terms: ContractTerms): Promise<void> {
  await ctx.db.insert(contractTerms).values({ contractId, version: terms.version, terms, hash: termsHash(terms), createdAt: new Date(ctx.clock.now()).toISOString() });
}

/**
 * True for a bought package's campaign (purchase.ts). Every contract has terms now (an application's from the brief,
 * brief-terms.ts), but only a package's is made from an application that carries no acceptance of a brief: its creator
 * accepts the contract's terms instead. It skipped the admin's review, so it must never be listed to recruit.
 */
export async function isPackageCampaign(ctx: ServerContext, campaignId: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: contracts.id }).from(contracts)
    .innerJoin(contractTerms, eq(contractTerms.contractId, contracts.id))
    .innerJoin(campaignApplications, eq(campaignApplications.id, contracts.applicationId))
    .where(and(eq(contracts.campaignId, campaignId), isNull(campaignApplications.termsAcceptance))).limit(1);
  return row !== undefined;
}

async function termsRow(ctx: ServerContext, contractId: string) {
  const [row] = await ctx.db.select().from(contractTerms).where(eq(contractTerms.contractId, contractId));
  return row ?? null;
}

/** The creator's acceptance of this version of the terms, or null (an acceptance of an older version does not count). */
async function acceptanceOf(ctx: ServerContext, contractId: string, version: number): Promise<TermsAcceptance | null> {
  const [row] = await ctx.db.select().from(termsAcceptances).where(and(eq(termsAcceptances.contractId, contractId), eq(termsAcceptances.version, version)));
  return row ? { acceptedBy: row.acceptedBy, acceptedAt: row.acceptedAt, version: row.version, hash: row.hash } : null;
}

/** True when the contract has terms its creator has not accepted yet: its work waits for the acceptance. */
export async function awaitingAcceptance(ctx: ServerContext, contractId: string): Promise<boolean> {
  const row = await termsRow(ctx, contractId);
  return row !== null && (await acceptanceOf(ctx, contractId, row.version)) === null;
}

/** A campaign's launch is paid once its budget sits in escrow: before that there is nothing to hold. */
const FUNDED = new Set<CampaignRecord['status']>(['recruiting', 'recruiting_paused', 'in_progress', 'in_progress_paused', 'completed']);

/** The terms in force, their acceptance and each right's end on the server's clock; null for a contract with none. */
export async function termsView(ctx: ServerContext, contract: Contract, campaign: Pick<CampaignRecord, 'status'>): Promise<ContractTermsView | null> {
  const row = await termsRow(ctx, contract.id);
  if (!row) return null;
  const acceptance = await acceptanceOf(ctx, contract.id, row.version);
  // The rights run from the day the contract binds: a package's creator accepts after it is made, an applicant before.
  const rightsFrom = acceptance ? (acceptance.acceptedAt > contract.createdAt ? acceptance.acceptedAt : contract.createdAt) : null;
  return { terms: row.terms, hash: row.hash, acceptance, rightsFrom, rights: rightsInForce(row.terms, rightsFrom, ctx.clock.now()), funded: FUNDED.has(campaign.status) };
}

/**
 * The creator accepts the terms they read (`version` and `hash`, so terms changed meanwhile are read again first):
 * the acceptance is recorded and the fee held for them (holdFee), all in one transaction under the campaign's and
 * the contract's locks. Only the contract's creator may; before the brand has paid, there is no money to hold (409).
 */
export async function acceptTerms(ctx: ServerContext, account: Account, contractId: string, read: { version: number; hash: string }): Promise<ContractTermsView> {
  const seen = await contractById(ctx, contractId);
  if (!seen) throw new HttpError(404, 'There is no such contract.');
  if (account.id !== seen.creatorId) throw new HttpError(403, 'Only the creator of this contract can accept its terms.');
  // In the order every writer takes them: the campaign, then the contract.
  const campaign = await campaignForUpdate(ctx, seen.campaignId);
  const contract = (await contractForUpdate(ctx, contractId))!;
  const row = await termsRow(ctx, contractId);
  if (!row || !campaign) throw new HttpError(404, NO_TERMS);
  if (row.version !== read.version || row.hash !== read.hash) {
    throw new HttpError(409, 'These terms changed since you read them. Read them again, then accept.', { version: ['The terms changed: read them again.'] });
  }
  if (await acceptanceOf(ctx, contractId, row.version)) throw new HttpError(409, 'You have already accepted these terms.');
  if (contract.status !== 'active') throw new HttpError(409, `This contract is ${contract.status}, so its terms cannot be accepted.`);
  if (!FUNDED.has(campaign.status)) throw new HttpError(409, 'The brand has not paid for this contract yet. You can accept its terms once the money is held.');
  const acceptedAt = new Date(ctx.clock.now()).toISOString();
  await ctx.db.insert(termsAcceptances).values({ id: ctx.random.id(), contractId, version: row.version, hash: row.hash, acceptedBy: account.id, acceptedAt });
  // Accepting a later version of terms already accepted once finds the fee held: it is held once.
  if (!(await holdOf(ctx, contract.id))) await holdFee(ctx, campaign, contract);
  await notify(ctx, {
    userId: contract.brandId, type: 'terms_accepted', href: `/brand/contracts/${contract.id}`,
    title: `Terms accepted: ${campaign.title}`, body: `${account.name} accepted the terms of "${campaign.title}". The fee is held for them and the work can start.`,
  });
  return (await termsView(ctx, contract, campaign))!;
}
