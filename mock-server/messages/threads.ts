import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus } from '../../src/domain/campaign-types.ts';
import type { ConversationSummary, MessageSide } from '../../src/domain/message-types.ts';
import type { ServerContext } from '../context.ts';
import { accounts, campaignApplications, campaigns, contracts, messages } from '../db/schema/index.ts';
import { hasOpenDispute } from '../delivery/disputes.ts';
import { HttpError } from '../http.ts';
import type { Account } from '../types.ts';

/**
 * Conversations (issue 23; docs/decisions/0018-messages.md): who may read one, and what a thread and the list of
 * them say. A conversation is an application's thread, so its facts are the application's, its campaign's and its
 * contract's, read in one query.
 */
export const NO_CONVERSATION = 'There is no such conversation.';

export interface Thread {
  id: string;
  campaignId: string;
  campaignTitle: string;
  brandId: string;
  brandName: string;
  creatorId: string;
  creatorName: string;
  applicationStatus: ApplicationStatus;
  applicationCreatedAt: string;
  contractId: string | null;
  funded: boolean;
}

type Holder = Pick<ServerContext, 'db'>;
const a = campaignApplications;

const iso = (value: unknown) => new Date(value as string).toISOString();

/**
 * The contract's fee is held in escrow: the contract stands (a cancelled one gave the fee back) and its hold was made
 * (accepting an application makes it in the same transaction; decision 0009).
 */
const fundedSql = sql<boolean>`coalesce(${contracts.status} <> 'cancelled' and exists (select 1 from ledger_transfers t where t.id = 'hold:' || ${contracts.id} and t.pending), false)`;

const threadFields = {
  id: a.id,
  campaignId: a.campaignId,
  campaignTitle: campaigns.title,
  brandId: campaigns.brandId,
  brandName: campaigns.brandName,
  creatorId: a.creatorId,
  // A creator whose account was deleted leaves the other side's record standing, nameless.
  creatorName: sql<string>`coalesce(nullif(${accounts.name}, ''), 'A former creator')`,
  applicationStatus: a.status,
  applicationCreatedAt: a.createdAt,
  contractId: contracts.id,
  funded: fundedSql,
};

// The thread's newest message, found on its (application, seq) index.
const lastMessage = sql<LastRow | null>`(
  select json_build_object('body', m.body, 'sender_side', m.sender_side, 'attachments', jsonb_array_length(m.attachments), 'created_at', m.created_at)
  from messages m where m.application_id = ${a.id} order by m.seq desc limit 1)`;
const lastAt = sql`coalesce((select m.created_at from messages m where m.application_id = ${a.id} order by m.seq desc limit 1), ${a.createdAt})`;
interface LastRow { body: string; sender_side: MessageSide; attachments: number; created_at: string }

/** The threads with their last message and the reader's unread count in each (over the unread index). */
const threadQuery = (db: Holder['db'], readerId: string) =>
  db.select({
    ...threadFields,
    last: lastMessage,
    unread: sql<number>`(select count(*) from messages m where m.recipient_id = ${readerId} and m.application_id = ${a.id} and m.read_at is null)::int`,
  }).from(a)
    .innerJoin(campaigns, eq(campaigns.id, a.campaignId))
    .leftJoin(accounts, eq(accounts.id, a.creatorId))
    .leftJoin(contracts, eq(contracts.applicationId, a.id));

type ThreadRow = Awaited<ReturnType<typeof threadQuery>>[number];

/** A thread with what its summary says for the reader who asked. */
export interface ReadThread extends Thread {
  view: ConversationSummary;
}

function toThread({ last, unread, ...row }: ThreadRow): ReadThread {
  const thread = { ...row, funded: Boolean(row.funded) };
  const { brandId: _b, creatorId: _c, applicationCreatedAt, ...shown } = thread;
  const lastView = last ? { body: last.body, senderSide: last.sender_side, attachments: Number(last.attachments), createdAt: iso(last.created_at) } : null;
  return { ...thread, view: { ...shown, lastMessage: lastView, unread: Number(unread), updatedAt: lastView?.createdAt ?? applicationCreatedAt } };
}

/** The thread `id` as `readerId` sees it, or null. */
export async function threadById(ctx: Holder, id: string, readerId = ''): Promise<ReadThread | null> {
  const [row] = await threadQuery(ctx.db, readerId).where(eq(a.id, id)).limit(1);
  return row ? toThread(row) : null;
}

/** The side an account is on in a thread, or null when it is on neither. */
export function sideIn(thread: Pick<Thread, 'brandId' | 'creatorId'>, account: Account): MessageSide | null {
  if (account.role === 'brand' && thread.brandId === account.id) return 'brand';
  if (account.role === 'influencer' && thread.creatorId === account.id) return 'creator';
  return null;
}

/**
 * The brand and the creator of the application may read its thread; an admin only while a dispute on its contract is
 * open (403 otherwise, saying why); to anyone else it does not exist (404), as other records' ids reveal nothing.
 */
export async function readableThread(ctx: Holder, account: Account, id: string): Promise<{ thread: ReadThread; side: MessageSide | null }> {
  const thread = await threadById(ctx, id, account.id);
  if (!thread) throw new HttpError(404, NO_CONVERSATION);
  const side = sideIn(thread, account);
  if (side) return { thread, side };
  if (account.role === 'admin') {
    if (thread.contractId && (await hasOpenDispute(ctx, { contractId: thread.contractId }))) return { thread, side: null };
    throw new HttpError(403, 'An admin can read a conversation only while a dispute on its contract is open.');
  }
  throw new HttpError(404, NO_CONVERSATION);
}

/** The thread for one of its two sides, who may write in it; 404 for anyone else. */
export async function ownThread(ctx: Holder, account: Account, id: string): Promise<{ thread: ReadThread; side: MessageSide }> {
  const thread = await threadById(ctx, id, account.id);
  const side = thread && sideIn(thread, account);
  if (!thread || !side) throw new HttpError(404, NO_CONVERSATION);
  return { thread, side };
}

/** The other side's account: the recipient of what `side` writes. */
export const recipientOf = (thread: Thread, side: MessageSide) => (side === 'brand' ? thread.creatorId : thread.brandId);

const unreadTo = (accountId: string) => and(eq(messages.recipientId, accountId), isNull(messages.readAt));

/** Messages to `accountId` not yet read: in one thread, or (null) across all of them. */
export async function unreadCount(ctx: Holder, accountId: string, threadId: string | null = null): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(messages).where(and(unreadTo(accountId), threadId ? eq(messages.applicationId, threadId) : undefined));
  return row?.n ?? 0;
}

/**
 * A page of the reader's conversations, the one with the newest message (or, without one, the newest application)
 * first: every application or invitation of the creator's, or to the brand's campaigns.
 */
export async function conversationsOf(ctx: Holder, account: Account, paging: { page: number; pageSize: number }) {
  const mine: SQL = account.role === 'brand' ? eq(campaigns.brandId, account.id) : eq(a.creatorId, account.id);
  const rows = await threadQuery(ctx.db, account.id).where(mine)
    .orderBy(desc(lastAt), desc(a.seq)).limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize);
  const [total] = await ctx.db.select({ n: count() }).from(a).innerJoin(campaigns, eq(campaigns.id, a.campaignId)).where(mine);
  const items = rows.map((row) => toThread(row).view);
  return { items, total: total?.n ?? 0, ...paging, unread: await unreadCount(ctx, account.id) };
}
