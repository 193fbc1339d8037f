import type { Contract } from '../../machines/campaignTypes.ts';
import type { Deliverable } from '../../machines/deliveryTypes.ts';
import type { ServerContext } from '../context.ts';
import { HttpError } from '../http.ts';
import type { Account } from '../types.ts';
import { deliverableById } from './deliverables.ts';

export const NO_CONTRACT = 'There is no such contract.';
export const NO_DELIVERABLE = 'There is no such deliverable.';

/** Its brand, its creator and admins may see a contract's work; to anyone else it does not exist (404). */
const sees = (account: Account, owned: Pick<Contract, 'brandId' | 'creatorId'>) =>
  account.role === 'admin' || (account.role === 'brand' && owned.brandId === account.id) || (account.role === 'influencer' && owned.creatorId === account.id);

export function reachableContract(ctx: ServerContext, account: Account, id: string): Contract {
  const contract = ctx.store.get('contracts').find({ id }).value(); // PG-MERGE: contracts
  if (!contract || !sees(account, contract)) throw new HttpError(404, NO_CONTRACT);
  return contract;
}

/** The deliverable if the account may see it, else 404; `lock` holds its row until the caller's transaction ends. */
export async function reachableDeliverable(ctx: ServerContext, account: Account, id: string, lock = false): Promise<Deliverable> {
  const deliverable = await deliverableById(ctx, id, lock);
  if (!deliverable || !sees(account, deliverable)) throw new HttpError(404, NO_DELIVERABLE);
  return deliverable;
}

export function contractOf(ctx: Pick<ServerContext, 'store'>, deliverable: Pick<Deliverable, 'contractId'>): Contract {
  const contract = ctx.store.get('contracts').find({ id: deliverable.contractId }).value(); // PG-MERGE: contracts
  if (!contract) throw new HttpError(404, NO_CONTRACT);
  return contract;
}

/** Work on a deliverable happens while its contract is active; a cancelled or finished one is refused plainly. */
export function activeContractOf(ctx: Pick<ServerContext, 'store'>, deliverable: Pick<Deliverable, 'contractId'>, action: string): Contract {
  const contract = contractOf(ctx, deliverable);
  if (contract.status !== 'active') throw new HttpError(409, `This contract is ${contract.status}, so its deliverables cannot be ${action}.`);
  return contract;
}
