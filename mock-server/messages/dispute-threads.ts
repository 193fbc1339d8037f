import { inArray, sql } from 'drizzle-orm';
import type { Dispute } from '../../src/domain/dispute-types.ts';
import type { DisputeConversation } from '../../src/domain/message-types.ts';
import type { ServerContext } from '../context.ts';
import { contracts } from '../db/schema/index.ts';
import { disputeView } from '../delivery/disputes.ts';

/** The conversation of each dispute's contract (its application's thread), with its message count, in one query. */
async function conversationsOf(ctx: Pick<ServerContext, 'db'>, list: readonly Dispute[]): Promise<Map<string, DisputeConversation>> {
  const ids = [...new Set(list.map((d) => d.contractId))];
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.select({
    contractId: contracts.id,
    id: contracts.applicationId,
    messages: sql<number>`(select count(*) from messages m where m.application_id = ${contracts.applicationId})::int`,
  }).from(contracts).where(inArray(contracts.id, ids));
  return new Map(rows.map((r) => [r.contractId, { id: r.id, messages: Number(r.messages), url: `/api/conversations/${r.id}/messages` }]));
}

/**
 * Disputes as the API answers with them (disputeView), each with its conversation listed beside the evidence (issue 23):
 * the record both sides wrote before and during the work, which an admin may read while the dispute is open.
 */
export async function disputeViews(ctx: Pick<ServerContext, 'db'>, list: readonly Dispute[]) {
  const conversations = await conversationsOf(ctx, list);
  return list.map((d) => ({ ...disputeView(d), conversation: conversations.get(d.contractId) ?? null }));
}

export const disputeAnswer = async (ctx: Pick<ServerContext, 'db'>, d: Dispute) => (await disputeViews(ctx, [d]))[0]!;
