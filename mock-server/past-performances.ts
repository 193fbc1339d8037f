import { pastPerformance } from './analytics/past.ts';
import type { ServerContext } from './context.ts';
import { creatorsWithContracts } from './contract-records.ts';
import type { PastPerformance } from './matching.ts';

/**
 * The past Sauti results of many creators, worked out once for one matching request (routes/matches.ts).
 *
 * analytics/past.ts (delivery part) answers one creator at a time, and each answer reads every finished, reported
 * contract to find the Sauti mean. Only a creator with a completed contract can have past results, so this asks the
 * contracts index once which of `creatorIds` have one, and calls pastPerformance for those only: a request scoring
 * every verified creator then costs one query plus one pass per creator who has finished work, not one per creator.
 *
 * A batch form in analytics/past.ts would need: the finished, reported contracts' facts and the Sauti mean computed
 * once, then each creator's own facts grouped from them (`pastPerformances(ctx, creatorIds) → Map`), so the whole
 * request is one pass over the finished contracts.
 */
export async function pastPerformances(ctx: ServerContext, creatorIds: Iterable<string>): Promise<Map<string, PastPerformance>> {
  const found = new Map<string, PastPerformance>();
  for (const creatorId of await creatorsWithContracts(ctx, creatorIds, 'completed')) {
    const past = await pastPerformance(ctx, creatorId);
    if (past) found.set(creatorId, past);
  }
  return found;
}
