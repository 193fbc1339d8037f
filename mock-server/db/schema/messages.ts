import { sql } from 'drizzle-orm';
import { bigserial, check, foreignKey, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StoredFile } from '../../uploads.ts';
import { campaignApplications } from './campaigns.ts';
import { isoTime, msTime } from './columns.ts';

/**
 * Conversations between a brand and a creator (issue 23, docs/decisions/0018-messages.md). The thread is the
 * application: a message belongs to one, and the conversation's id is the application's, so every application and
 * invitation has its one thread from the moment it exists, and it carries on into the contract the application becomes.
 * Each message has one recipient (the other side); unread is "no read_at yet", counted over a partial index.
 */
export const messages = pgTable('messages', {
  id: text().primaryKey(),
  applicationId: text('application_id').notNull(),
  senderId: text('sender_id').notNull(),
  senderSide: text('sender_side', { enum: ['brand', 'creator'] }).notNull(),
  recipientId: text('recipient_id').notNull(),
  /** A partner that wrote on the brand's side for its client (issue 25): its id, and its name as it was then. */
  partnerId: text('partner_id'),
  partnerName: text('partner_name'),
  body: text().notNull(),
  /** The files as stored: their generated names never leave the server. */
  attachments: jsonb().$type<StoredFile[]>().notNull().default([]),
  createdAt: isoTime('created_at').notNull(),
  readAt: isoTime('read_at'),
  /** Orders a thread and is its paging cursor: two messages of one millisecond keep the order they were stored in. */
  seq: bigserial({ mode: 'number' }).notNull(),
}, (t) => [
  foreignKey({ columns: [t.applicationId], foreignColumns: [campaignApplications.id] }).onDelete('cascade'),
  uniqueIndex('messages_thread_seq').on(t.applicationId, t.seq),
  // Each reader's unread messages, per thread: the top bar's total and each thread's count.
  index('messages_unread').on(t.recipientId, t.applicationId).where(sql`${t.readAt} is null`),
  check('messages_sender_side', sql`${t.senderSide} in ('brand', 'creator')`),
  // Only the brand's side has partners, and a partner's message names it.
  check('messages_partner', sql`(${t.partnerId} is null) = (${t.partnerName} is null) and (${t.partnerId} is null or ${t.senderSide} = 'brand')`),
  check('messages_body', sql`length(${t.body}) <= 2000`),
]);

/**
 * A single-use ticket that opens one live stream (`GET /api/live?ticket=`): EventSource sends no Authorization header,
 * and a bearer token in a URL would outlive it in logs and history. Stored as a hash, for a minute, so any API process
 * on the database can honour it and none can honour it twice.
 */
export const streamTickets = pgTable('stream_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  accountId: text('account_id').notNull(),
  sessionId: text('session_id').notNull(),
  expiresAt: msTime('expires_at').notNull(),
}, (t) => [index('stream_tickets_expires').on(t.expiresAt)]);
