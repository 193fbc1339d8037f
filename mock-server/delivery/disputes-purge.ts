import fs from 'node:fs';
import { asc, inArray, or } from 'drizzle-orm';
import { disputeMachine, type DisputeEvent } from '../../machines/lifecycles/disputeMachine.ts';
import type { Dispute, DisputeSide } from '../../src/domain/dispute-types.ts';
import type { ServerContext } from '../context.ts';
import { disputes } from '../db/schema/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { evidenceFile } from './disputes-evidence.ts';
import { isOpen, lockDispute, moveDispute, saveDispute } from './disputes.ts';
import { resolveDispute } from './disputes-resolve.ts';
import { fromDisputeRow } from './rows.ts';

const can = (d: Dispute, event: DisputeEvent) => disputeMachine.resolveState({ value: d.status, context: {} }).can(event);

/**
 * The events that end `d` through disputeMachine when `leaver` is gone: its own dispute is withdrawn; the other
 * side's resolves for it (no response came), or is decided, after passing to the decision where mediation was running.
 */
function closingEvents(d: Dispute, leaver: DisputeSide): DisputeEvent[] {
  if (d.openedBy === leaver && can(d, { type: 'WITHDRAW' })) return [{ type: 'WITHDRAW' }];
  if (can(d, { type: 'RESPONSE_TIMEOUT' })) return [{ type: 'RESPONSE_TIMEOUT' }];
  if (can(d, { type: 'DECIDE' })) return [{ type: 'DECIDE' }];
  return [{ type: 'MEDIATION_TIMEOUT' }, { type: 'DECIDE' }];
}

/**
 * A purged account's open disputes end for the side that stays, as when a side stops answering (design §5): a
 * deleted creator's are refunds to the brand, a deleted brand's releases to the creator (the work was delivered and
 * no one is left to contest it). Each is one ledger operation in one transaction (the purge's, when it runs in one),
 * with its campaign, contract, deliverable and dispute locked in that order, and both sides are told. The deleted
 * side's evidence files are removed (their words stay on the record as the other side's history). It must run before
 * the purge ends the accounts' contracts, or there is no active contract left to settle.
 */
export async function settleDisputesOfDeleted(ctx: ServerContext, ids: ReadonlySet<string>): Promise<void> {
  const at = new Date(ctx.clock.now()).toISOString();
  const list = [...ids];
  if (list.length === 0) return;
  const touched = await ctx.db.select().from(disputes)
    .where(or(inArray(disputes.creatorId, list), inArray(disputes.brandId, list))).orderBy(asc(disputes.seq));
  for (const row of touched) {
    await inTransaction(ctx, async (tctx) => {
      const d = await lockDispute(tctx, fromDisputeRow(row), { campaign: true });
      const leaver: DisputeSide = ids.has(d.creatorId) ? 'creator' : 'brand';
      if (isOpen(d)) {
        const events = closingEvents(d, leaver);
        try {
          for (const event of events.slice(0, -1)) await moveDispute(tctx, d, event, 'passed to a decision');
          await resolveDispute(tctx, d, events.at(-1)!, { outcome: leaver === 'creator' ? 'refund' : 'release', decidedBy: 'account_deleted' }, at);
        } catch (error) {
          // The ledger refused (nothing moved): the purge goes on, and the dispute waits for an admin's decision.
          console.error(`[purge] dispute ${d.id} could not be settled:`, (error as Error).message);
        }
      }
      const sides = ids.has(d.creatorId) && ids.has(d.brandId) ? ['creator', 'brand'] : [leaver];
      for (const evidence of d.evidence.filter((e) => sides.includes(e.by) && e.fileId)) {
        const file = evidenceFile(ctx, evidence.fileId!);
        if (file) fs.rmSync(file.file, { force: true });
        evidence.fileId = null;
      }
      await saveDispute(tctx, d);
    });
  }
}
