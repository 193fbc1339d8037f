import { and, asc, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Request } from 'express';
import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, type Message, type MessageSide } from '../../src/domain/message-types.ts';
import type { ServerContext } from '../context.ts';
import { messages } from '../db/schema/index.ts';
import { HttpError, parse, type FieldErrors } from '../http.ts';
import { imageOrPdf, type StoredFile, type StoredKind } from '../uploads.ts';
import { findContactDetails, HOLD_MESSAGE, holdReasons, type ContactFinding } from './contact-details.ts';
import { recipientOf, type Thread } from './threads.ts';

/**
 * A thread's messages (issue 23): reading them a page at a time, writing one (text and up to three files, held when it
 * shares contact or payment details before the contract is funded), and reading them. Each write announces itself on
 * MESSAGES_CHANNEL in its transaction, so every API process's live streams hear it once it commits.
 */
export const MESSAGES_CHANNEL = 'sauti_messages';
/** Message files live in this folder of the uploads folder, outside every folder the server serves. */
export const MESSAGE_FILES = 'messages';
export const FILE_FIELD = 'files';

/** What a live stream hears (live.ts): a message for its two sides, that someone read theirs, or that a session ended. */
export type MessageNotice =
  | { type: 'message'; id: string; conversationId: string; to: string[] }
  | { type: 'read'; conversationId: string; accountId: string }
  /** A session was signed out: its streams end (live.ts). */
  | { type: 'signed-out'; sessionId: string };

type Row = typeof messages.$inferSelect;

export const messageView = (row: Row): Message => ({
  id: row.id,
  conversationId: row.applicationId,
  senderSide: row.senderSide,
  partnerName: row.partnerName,
  body: row.body,
  attachments: row.attachments.map((f, i) => ({ name: f.originalName, type: f.type, size: f.size, url: `/api/conversations/${row.applicationId}/messages/${row.id}/files/${i + 1}` })),
  createdAt: row.createdAt,
  readAt: row.readAt,
});

/** Sent at commit to every process that listens (PostgreSQL's NOTIFY); nothing is sent if the transaction rolls back. */
export async function announce(ctx: Pick<ServerContext, 'db'>, notice: MessageNotice): Promise<void> {
  await ctx.db.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, ${JSON.stringify(notice)})`);
}

export const messageBody = z.object({
  // A NUL character is refused where the body is parsed, JSON or multipart (http.ts's refuseNulText).
  body: z.string({ error: 'Write the message as text.' }).trim().max(MESSAGE_MAX_LENGTH, `Keep the message under ${MESSAGE_MAX_LENGTH.toLocaleString('en')} characters.`).default(''),
});

export interface MessageInput {
  body: string;
  files: Array<{ file: Express.Multer.File; kind: StoredKind }>;
}

/** The text (JSON, or a multipart `body` field) and the multipart files, each checked by its content; at least one of them. */
export function readMessage(req: Request): MessageInput {
  const uploads = (req.files as Record<string, Express.Multer.File[]> | undefined)?.[FILE_FIELD] ?? [];
  const { body } = parse(messageBody, { body: (req.body as Record<string, unknown> | undefined)?.body }, 'The message could not be sent.');
  const refused = uploads.filter((file) => !imageOrPdf(file.buffer)).map((file) => `${file.originalname || 'A file'} is not an image (PNG, JPEG or WebP) or a PDF.`);
  if (refused.length > 0) throw new HttpError(422, 'The message could not be sent.', { [FILE_FIELD]: refused });
  if (!body && uploads.length === 0) throw new HttpError(422, 'The message could not be sent.', { body: ['Write a message, or attach a file.'] });
  return { body, files: uploads.map((file) => ({ file, kind: imageOrPdf(file.buffer)! })) };
}

/**
 * Before the contract is funded, a message with a phone number, an email address or payment details in its text or
 * in a file's name is held: 422,
 * saying what to remove and why, and nothing is stored for the other side. After funding it passes.
 */
export function refuseContactDetails(thread: Pick<Thread, 'funded'>, input: MessageInput): void {
  if (thread.funded) return;
  const errors: FieldErrors = {};
  const findings = findContactDetails(input.body);
  if (findings.length > 0) errors.body = holdReasons(findings);
  // A file's name is read too ("call-0712345678.pdf"), said under the files, naming the file.
  const names = input.files.flatMap(({ file }) => {
    const name = file.originalname;
    return holdReasons(findContactDetails(name).filter(namedDetail)).map((line) => `${name}: ${line}`);
  });
  if (names.length > 0) errors[FILE_FIELD] = names;
  if (Object.keys(errors).length > 0) throw new HttpError(422, HOLD_MESSAGE, errors);
}

/**
 * In a file name, a bare run of 10 or more digits is a camera's or a phone's timestamp ("1732623456789.png"), not an
 * account number: only phone numbers, addresses and payment details named as such hold a file.
 */
const namedDetail = (finding: ContactFinding) => !(finding.kind === 'account' && /^[\d\s-]+$/.test(finding.text));

/**
 * Stores `side`'s message (its files are stored already) and announces it to both sides, in the caller's transaction.
 * `partner`: the partner that wrote it for the brand (issue 25), kept on the message.
 */
export async function insertMessage(tctx: ServerContext, thread: Thread, side: MessageSide, body: string, files: StoredFile[], partner?: { id: string; name: string }): Promise<Message> {
  const senderId = side === 'brand' ? thread.brandId : thread.creatorId;
  const recipientId = recipientOf(thread, side);
  const [row] = await tctx.db.insert(messages).values({
    id: `msg-${tctx.random.id()}`, applicationId: thread.id, senderId, senderSide: side, recipientId, body, attachments: files,
    partnerId: partner?.id ?? null, partnerName: partner?.name ?? null,
    createdAt: new Date(tctx.clock.now()).toISOString(),
  }).returning();
  await announce(tctx, { type: 'message', id: row!.id, conversationId: thread.id, to: [recipientId, senderId] });
  return messageView(row!);
}

/** A message of the thread by id, or null. */
export async function messageIn(ctx: Pick<ServerContext, 'db'>, threadId: string, id: string): Promise<Row | null> {
  const [row] = await ctx.db.select().from(messages).where(and(eq(messages.id, id), eq(messages.applicationId, threadId))).limit(1);
  return row ?? null;
}

export const pageQuery = z.object({
  before: z.string({ error: 'before must be a message id.' }).max(100).optional(),
  after: z.string({ error: 'after must be a message id.' }).max(100).optional(),
  limit: z.coerce.number({ error: 'limit must be a whole number.' }).int('limit must be a whole number.').min(1, 'limit must be 1 or more.')
    .transform((n) => Math.min(n, 100)).default(30),
}).refine((q) => !(q.before && q.after), { message: 'Ask for messages before one, or after one, not both.', path: ['before'] });

async function cursorSeq(ctx: Pick<ServerContext, 'db'>, threadId: string, id: string, field: string): Promise<number> {
  const row = await messageIn(ctx, threadId, id);
  if (!row) throw new HttpError(422, 'Some paging values are not valid.', { [field]: ['This conversation has no such message.'] });
  return row.seq;
}

/**
 * A page of the thread, oldest first: the newest `limit` messages, or those just before `before` (scrolling back), or
 * those just after `after` (catching up after the live stream was away).
 */
export async function messagesPage(ctx: Pick<ServerContext, 'db'>, threadId: string, query: z.infer<typeof pageQuery>) {
  const inThread = eq(messages.applicationId, threadId);
  let rows: Row[];
  if (query.after) {
    const after = await cursorSeq(ctx, threadId, query.after, 'after');
    rows = await ctx.db.select().from(messages).where(and(inThread, gt(messages.seq, after))).orderBy(asc(messages.seq)).limit(query.limit);
  } else {
    const before = query.before ? await cursorSeq(ctx, threadId, query.before, 'before') : null;
    rows = (await ctx.db.select().from(messages).where(and(inThread, before === null ? undefined : lt(messages.seq, before)))
      .orderBy(desc(messages.seq)).limit(query.limit)).reverse();
  }
  const first = rows[0];
  const [older] = first ? await ctx.db.select({ id: messages.id }).from(messages).where(and(inThread, lt(messages.seq, first.seq))).limit(1) : [];
  return { items: rows.map(messageView), hasOlder: older !== undefined };
}

export const readBody = z.object({ upTo: z.string({ error: 'upTo must be a message id.' }).max(100).optional() });

/**
 * Marks the reader's messages in the thread read, all of them or up to and including `upTo` (so one that arrived after
 * the reader's page stays unread). Announces it when anything changed, so the reader's other tabs update their counts.
 */
export async function markRead(tctx: ServerContext, threadId: string, readerId: string, upTo?: string): Promise<void> {
  const limit = upTo ? await cursorSeq(tctx, threadId, upTo, 'upTo') : null;
  const changed = await tctx.db.update(messages).set({ readAt: new Date(tctx.clock.now()).toISOString() })
    .where(and(eq(messages.applicationId, threadId), eq(messages.recipientId, readerId), isNull(messages.readAt), limit === null ? undefined : lte(messages.seq, limit)))
    .returning({ id: messages.id });
  if (changed.length > 0) await announce(tctx, { type: 'read', conversationId: threadId, accountId: readerId });
}
