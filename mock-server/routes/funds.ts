import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Contract } from '../../src/domain/campaign-types.ts';
import { findCampaign, readableCampaign } from '../campaign-access.ts';
import { cancelCampaign, completeIfFinished } from '../campaign-lifecycle.ts';
import type { ServerContext } from '../context.ts';
import { contractById, contractForUpdate, setContractStatus } from '../contract-records.ts';
import { inTransaction } from '../db/transaction.ts';
import { hasOpenDispute } from '../delivery/disputes.ts';
import { HttpError, parse, route } from '../http.ts';
import { idempotent } from '../idempotency.ts';
import { money } from '../ledger/errors.ts';
import { campaignFunds } from '../money/campaign-funds.ts';
import { cancelContractFunds, releaseContract } from '../money/holds.ts';
import { notify } from '../notify.ts';
import { isPackageCampaign } from '../packages/terms.ts';
import { requireUser } from '../sessions.ts';
import type { CampaignRecord } from '../types.ts';

const NO_CONTRACT = 'There is no such contract.';

export const cancelBody = z.object({
  reason: z.string({ error: 'Say why the contract is cancelled.' }).trim()
    .min(3, 'Say why the contract is cancelled, in at least 3 characters.').max(500, 'Keep the reason under 500 characters.'),
});

/**
 * The contract by id, with its campaign; a brand sees only its own (another's is 404, so its existence stays
 * private). The campaign's row, then the contract's, stay locked until the transaction ends (the order every change
 * takes them in), so the status checked next still holds when the change is written, even with requests racing
 * in several processes.
 */
async function reachable(tctx: ServerContext, req: Request): Promise<{ contract: Contract; campaign: CampaignRecord }> {
  const id = String(req.params.id);
  const account = req.account!;
  const seen = await contractById(tctx, id);
  if (!seen || (account.role === 'brand' && seen.brandId !== account.id)) throw new HttpError(404, NO_CONTRACT);
  const campaign = await findCampaign(tctx, seen.campaignId, { lock: true });
  const contract = await contractForUpdate(tctx, id);
  if (!contract) throw new HttpError(404, NO_CONTRACT);
  return { contract, campaign };
}

function mustBeActive(contract: Contract, action: string) {
  if (contract.status !== 'active') throw new HttpError(409, `This contract is ${contract.status}, so it cannot be ${action}.`);
}

/** Campaign funds and the brand's contract cancel (docs/decisions/0009-money.md, "Campaign funds and contracts"). */
export function fundsRoutes(ctx: ServerContext): Router {
  const r = Router();

  r.get('/campaigns/:id/funds', requireUser(ctx, ['brand', 'admin']), route(async (req, res) => {
    res.json(await campaignFunds(ctx, await readableCampaign(ctx, req.account!, String(req.params.id))));
  }));

  r.post('/contracts/:id/cancel', requireUser(ctx, ['brand']), idempotent(ctx), route(async (req, res) => res.json(await inTransaction(ctx, async (tctx) => {
    const { contract, campaign } = await reachable(tctx, req);
    const { reason } = parse(cancelBody, req.body);
    mustBeActive(contract, 'cancelled');
    if (await hasOpenDispute(tctx, { contractId: contract.id })) {
      throw new HttpError(409, 'This contract has an open dispute, so it cannot be cancelled until the dispute is resolved.');
    }
    const held = (await cancelContractFunds(tctx, contract)).length > 0;
    const cancelled = await setContractStatus(tctx, contract.id, 'cancelled');
    // A bought package's campaign not yet paid has no other use: it goes with its contract, so it cannot be paid
    // later and launched to recruit without the admin's review.
    if (campaign.status === 'approved' && (await isPackageCampaign(tctx, campaign.id))) await cancelCampaign(tctx, campaign);
    await completeIfFinished(tctx, contract.campaignId);
    await notify(tctx, {
      userId: contract.creatorId, type: 'contract_cancelled', href: '/influencer/earnings',
      title: `Contract cancelled: ${campaign.title}`,
      body: `${campaign.brandName} cancelled your contract for "${campaign.title}". Their reason: "${reason}". `
        + (held ? `The ${money(contract.agreedFee, contract.currency)} held for you went back to the brand.` : 'No fee had been held for you yet, so nothing moves.'),
    });
    return { contract: cancelled, funds: await campaignFunds(tctx, campaign) };
  }))));

  return r;
}

/** An admin releases a contract's held fee to the creator; under /admin (admin-api.ts). */
export function fundsAdminRoutes(ctx: ServerContext): Router {
  const r = Router();

  r.post('/contracts/:id/release', idempotent(ctx), route(async (req, res) => res.json(await inTransaction(ctx, async (tctx) => {
    const { contract, campaign } = await reachable(tctx, req);
    mustBeActive(contract, 'released');
    await releaseContract(tctx, contract);
    const completed = await setContractStatus(tctx, contract.id, 'completed');
    await completeIfFinished(tctx, contract.campaignId);
    await notify(tctx, {
      userId: contract.creatorId, type: 'contract_released', href: '/influencer/earnings',
      title: `Fee released: ${campaign.title}`,
      body: `Your fee of ${money(contract.agreedFee, contract.currency)} for "${campaign.title}" was released, less Sauti's commission. It is yours to withdraw.`,
    });
    return { contract: completed, funds: await campaignFunds(tctx, campaign) };
  }))));

  return r;
}
