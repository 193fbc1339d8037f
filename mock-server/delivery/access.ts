import type { Contract } from '../../src/domain/campaign-types.ts';
import type { Deliverable } from '../../src/domain/delivery-types.ts';
import { campaignForUpdate } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { contractById } from '../contract-records.ts';
import { HttpError } from '../http.ts';
import type { Account } from '../types.ts';
import { deliverableById } from './deliverables.ts';

export const NO_CONTRACT = 'There is no such contract.';
export const NO_DELIVERABLE = 'There is no such deliverable.';

/** Its brand, its creator and admins may see a contract's work; to anyone else it does not exist (404). */
const sees = (account: Account, owned: Pick<Contract, 'brandId' | 'creatorId'>) =>
  account.role === 'admin' || (account.role === 'brand' && owned.brandId === account.id) || (account.role === 'influencer' && owned.creatorId === account.id);

export async function reachableContract(ctx: ServerContext, account: Account, id: string): Promise<Contract> {
  const contract = await contractById(ctx, id);
  if (!contract || !sees(account, contract)) throw new HttpError(404, NO_CONTRACT);
  return contract;
}

/**
 * The locks a step on a deliverable takes. The contract and the deliverable always; the campaign too when the step
 * may end the contract (an approval, a dispute's resolution), as the campaign may then complete (completeIfFinished).
 */
export interface WorkLocks {
  campaign?: boolean;
}

/**
 * Locks the rows a step on the deliverable reads and changes, in the order every writer takes them (campaign →
 * contract → deliverable), inside the caller's transaction, and returns the deliverable as it stands once locked.
 */
export async function lockDeliverable(ctx: ServerContext, seen: Pick<Deliverable, 'id' | 'contractId' | 'campaignId'>, locks: WorkLocks = {}): Promise<Deliverable> {
  if (locks.campaign) await campaignForUpdate(ctx, seen.campaignId);
  await contractById(ctx, seen.contractId, { lock: true });
  const deliverable = await deliverableById(ctx, seen.id, true);
  if (!deliverable) throw new HttpError(404, NO_DELIVERABLE);
  return deliverable;
}

/**
 * The deliverable if the account may see it, else 404. With `locks` (inside a transaction), its rows are locked
 * (lockDeliverable) and it is read again, as it stands once they are.
 */
export async function reachableDeliverable(ctx: ServerContext, account: Account, id: string, locks?: WorkLocks): Promise<Deliverable> {
  const deliverable = await deliverableById(ctx, id);
  if (!deliverable || !sees(account, deliverable)) throw new HttpError(404, NO_DELIVERABLE);
  return locks ? lockDeliverable(ctx, deliverable, locks) : deliverable;
}

/** The deliverable's contract; `lock` takes its row (the caller's transaction locked it already when it followed lockDeliverable). */
export async function contractOf(ctx: ServerContext, deliverable: Pick<Deliverable, 'contractId'>, lock = false): Promise<Contract> {
  const contract = await contractById(ctx, deliverable.contractId, { lock });
  if (!contract) throw new HttpError(404, NO_CONTRACT);
  return contract;
}

/** Work on a deliverable happens while its contract is active; a cancelled or finished one is refused plainly. */
export async function activeContractOf(ctx: ServerContext, deliverable: Pick<Deliverable, 'contractId'>, action: string, lock = false): Promise<Contract> {
  const contract = await contractOf(ctx, deliverable, lock);
  if (contract.status !== 'active') throw new HttpError(409, `This contract is ${contract.status}, so its deliverables cannot be ${action}.`);
  return contract;
}
