import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_MAX_REVISIONS, type Application, type Campaign, type Contract } from '../../src/domain/campaign-types.ts';
import { isHttpUrl } from '../../src/domain/urls.ts';
import type { ContractTerms } from '../../src/domain/usage-rights.ts';
import { insertApplication } from '../application-records.ts';
import { brandNameOf, newCampaignShown } from '../campaign-access.ts';
import { insertCampaign } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { insertContract } from '../contract-records.ts';
import { setUpContract } from '../contract-setup.ts';
import { creatorPackages } from '../db/schema/index.ts';
import { HttpError, parse } from '../http.ts';
import { notify } from '../notify.ts';
import { creatorById } from '../people/creators.ts';
import { assertWithinPlan, lockPlanHolder } from '../people/plan-in-force.ts';
import type { Account, CampaignRecord } from '../types.ts';
import { insertTerms } from './terms.ts';

export const NO_PACKAGE = 'There is no such package.';

export const purchaseBody = z.object({
  landingUrl: z.string({ error: 'Enter the web address the posts should send people to.' }).trim()
    .max(2000, 'Keep the landing URL to 2000 characters or fewer.').refine(isHttpUrl, 'Enter a web address starting with http:// or https://.'),
  brief: z.string({ error: 'Tell the creator about your brand in a few words.' }).trim().max(2000, 'Keep the brief to 2000 characters or fewer.').optional(),
  /** The package's version the brand saw (CreatorPackage.version): another one is refused (409). */
  version: z.int({ error: 'Say which version of the package you read.' }).min(1, 'Say which version of the package you read.'),
}).strict();

/** The 409 of a purchase of a package edited since the brand opened it; the app reloads the page and says so. */
export const PACKAGE_CHANGED = 'This package changed since you opened it. Read its new terms, then book again if they suit you.';

/**
 * A brand buys a creator's package (issue 24): one transaction makes a direct campaign for that creator alone (one
 * slot, the package's price as its budget and fee, approved without review: the creator set its terms), the
 * creator's application, accepted, and the contract with the package's deliverables, usage rights and fee as its
 * terms (version 1). The brand then pays through the launch payment (POST /campaigns/:id/payments), as for any
 * launch; once paid, the campaign goes straight to work, and the fee is held for the creator when they accept the
 * terms (terms.ts). Refused: an unknown package (404), a creator who is not verified (409), a version of the package
 * other than the one the brand saw (409, PACKAGE_CHANGED).
 */
export async function buyPackage(ctx: ServerContext, brand: Account, packageId: string, input: unknown): Promise<{ campaign: Campaign; contract: Contract }> {
  const body = parse(purchaseBody, input);
  // The brand's row first, as a launch takes it, so purchases and launches of one brand are counted one after another.
  const holder = await lockPlanHolder(ctx, brand.id);
  // The plan's limit on active campaigns, as at launch (decision 0013): checked again when the brand pays.
  await assertWithinPlan(ctx, holder);
  // Shared lock: the creator's edit or withdrawal (packages/editor.ts) waits for this purchase, or this reads its result.
  const [pkg] = await ctx.db.select().from(creatorPackages).where(eq(creatorPackages.id, packageId)).for('share');
  if (!pkg) throw new HttpError(404, NO_PACKAGE);
  if (pkg.withdrawnAt) throw new HttpError(409, 'The creator has withdrawn this package, so it can no longer be bought.');
  // Under the shared lock no edit can land between this check and the contract: the brand books what they read.
  if (pkg.version !== body.version) throw new HttpError(409, PACKAGE_CHANGED, { version: [PACKAGE_CHANGED] });
  const creator = await creatorById(ctx, pkg.creatorId);
  if (!creator || creator.verification?.status !== 'verified') {
    throw new HttpError(409, 'This creator is not verified at the moment, so their packages cannot be bought.');
  }
  if (pkg.deliverables.length === 0) throw new HttpError(409, 'This package lists no deliverables yet, so it cannot be bought.');
  const at = new Date(ctx.clock.now()).toISOString();
  const currency = pkg.currency as CampaignRecord['currency'];
  const campaign: CampaignRecord = {
    id: ctx.random.id(), brandId: brand.id, brandName: await brandNameOf(ctx, brand), status: 'approved',
    title: `${pkg.title} with ${creator.account.name}`, brief: body.brief || pkg.description, objective: null, goals: [], currency,
    budgetTotal: pkg.price, feeMin: pkg.price, feeMax: pkg.price, slots: 1,
    audience: { countries: [], ageBands: [], genders: [] }, niches: [], platforms: pkg.platforms as CampaignRecord['platforms'], followerBand: null,
    deliverables: pkg.deliverables.map((d) => ({ platform: d.platform, type: d.type, quantity: d.quantity, dueDays: pkg.deliveryDays, rights: d.rights })),
    startDate: null, endDate: null, maxRevisions: DEFAULT_MAX_REVISIONS, landingUrl: body.landingUrl, whatsappNumber: '',
    reviewNotes: [], createdAt: at, updatedAt: at, submittedAt: null, actedBy: null,
  };
  const application: Application = {
    id: ctx.random.id(), campaignId: campaign.id, creatorId: pkg.creatorId, status: 'accepted', pitch: '', proposedFee: pkg.price,
    // The creator set the package's terms and accepts them on the contract (terms.ts), not by applying to a brief.
    matchScoreAtApply: null, termsAcceptance: null, createdAt: at, updatedAt: at,
  };
  const contract: Contract = {
    id: ctx.random.id(), campaignId: campaign.id, applicationId: application.id, brandId: brand.id, creatorId: pkg.creatorId,
    agreedFee: pkg.price, currency, status: 'active', createdAt: at,
  };
  const terms: ContractTerms = { version: 1, fee: pkg.price, currency, deliveryDays: pkg.deliveryDays, deliverables: pkg.deliverables };
  await insertCampaign(ctx, campaign);
  await insertApplication(ctx, application);
  await insertContract(ctx, contract);
  await insertTerms(ctx, contract.id, terms);
  await setUpContract(ctx, contract, campaign);
  await notify(ctx, {
    userId: pkg.creatorId, type: 'package_bought', href: `/influencer/contracts/${contract.id}`,
    title: `Package booked: ${pkg.title}`,
    body: `${campaign.brandName} booked "${pkg.title}". Once they have paid, read the terms and accept them: the fee is then held for you.`,
  });
  return { campaign: newCampaignShown(campaign), contract };
}
