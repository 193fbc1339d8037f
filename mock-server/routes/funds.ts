import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Contract } from '../../machines/campaignTypes.ts';
import { findCampaign, readableCampaign } from '../campaign-view.ts';
import type { ServerContext } from '../context.ts';
import { lockKey } from '../db/locks.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError, parse, route } from '../http.ts';
import { idempotent } from '../idempotency.ts';
import { money } from '../ledger/errors.ts';
import { completeIfFinished } from '../campaign-completion.ts';
import { campaignFunds } from '../money/campaign-funds.ts';
import { refuseWhileDisputed } from '../delivery/disputes.ts';
import { cancelContractFunds, releaseContract } from '../money/holds.ts';
import { notify } from '../notify.ts';
import { requireUser } from '../sessions.ts';

const NO_CONTRACT = 'There is no such contract.';

const cancelBody = z.object({
  reason: z.string({ error: 'Say why the contract is cancelled.' }).trim()
    .min(3, 'Say why the contract is cancelled, in at least 3 characters.').max(500, 'Keep the reason under 500 characters.'),
});

/** Campaign funds, contract cancel and (admin) release (docs/decisions/0009-money.md, "Campaign funds and contracts"). */
export function fundsRoutes(ctx: ServerContext): Router {
  const r = Router();
  const contracts = () => ctx.store.get('contracts'); // PG-MERGE: contracts
  /**
   * The contract by id; a brand sees only its own (another's is 404, so its existence stays private). Its key stays
   * locked until the transaction ends, so the status checked next still holds when the change is written, even
   * with requests racing in several processes.
   */
  const reachable = async (tctx: ServerContext, req: Request): Promise<Contract> => {
    await lockKey(tctx.db, 'contract', String(req.params.id)); // PG-MERGE: contracts (a row lock once contracts are rows)
    const contract = contracts().find({ id: String(req.params.id) }).value();
    const account = req.account!;
    if (!contract || (account.role === 'brand' && contract.brandId !== account.id)) throw new HttpError(404, NO_CONTRACT);
    return contract;
  };
  const mustBeActive = (contract: Contract, action: string) => {
    if (contract.status !== 'active') throw new HttpError(409, `This contract is ${contract.status}, so it cannot be ${action}.`);
  };
  const end = (contract: Contract, status: Contract['status']) => contracts().find({ id: contract.id }).assign({ status }).value();

  r.get('/campaigns/:id/funds', requireUser(ctx, ['brand', 'admin']), route(async (req, res) => {
    res.json(await campaignFunds(ctx, readableCampaign(ctx, req.account!, String(req.params.id)))); // PG-MERGE: campaigns
  }));

  r.post('/contracts/:id/cancel', requireUser(ctx, ['brand']), idempotent(ctx), route(async (req, res) => res.json(await inTransaction(ctx, async (ctx) => {
    const contract = await reachable(ctx, req);
    const { reason } = parse(cancelBody, req.body);
    mustBeActive(contract, 'cancelled');
    refuseWhileDisputed(ctx, { contractId: contract.id }, 'contract');
    const campaign = findCampaign(ctx, contract.campaignId); // PG-MERGE: campaigns
    await cancelContractFunds(ctx, contract);
    const cancelled = end(contract, 'cancelled');
    await completeIfFinished(ctx, contract.campaignId); // PG-MERGE: await
    notify(ctx, {
      userId: contract.creatorId, type: 'contract_cancelled', href: '/influencer/earnings',
      title: `Contract cancelled: ${campaign.title}`,
      body: `${campaign.brandName} cancelled your contract for "${campaign.title}". Their reason: "${reason}". The ${money(contract.agreedFee, contract.currency)} held for you went back to the brand.`,
    });
    ctx.store.write(); // PG-MERGE: contracts, campaigns, notifications
    return { contract: cancelled, funds: await campaignFunds(ctx, campaign) };
  }))));

  r.post('/admin/contracts/:id/release', requireUser(ctx, ['admin']), idempotent(ctx), route(async (req, res) => res.json(await inTransaction(ctx, async (ctx) => {
    const contract = await reachable(ctx, req);
    mustBeActive(contract, 'released');
    const campaign = findCampaign(ctx, contract.campaignId); // PG-MERGE: campaigns
    await releaseContract(ctx, contract);
    const completed = end(contract, 'completed');
    await completeIfFinished(ctx, contract.campaignId); // PG-MERGE: await
    notify(ctx, {
      userId: contract.creatorId, type: 'contract_released', href: '/influencer/earnings',
      title: `Fee released: ${campaign.title}`,
      body: `Your fee of ${money(contract.agreedFee, contract.currency)} for "${campaign.title}" was released, less Sauti's commission. It is yours to withdraw.`,
    });
    ctx.store.write(); // PG-MERGE: contracts, campaigns, notifications
    return { contract: completed, funds: await campaignFunds(ctx, campaign) };
  }))));

  return r;
}
