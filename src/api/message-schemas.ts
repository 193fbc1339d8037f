import * as v from 'valibot';
import { APPLICATION_STATUSES } from '../domain/campaign-types.ts';

/**
 * The conversations endpoints' answers (src/domain/message-types.ts), checked at the edge and tied to the shared types
 * by tests/types/messages.test-d.ts. The live stream's events are parsed with these too (src/lib/live.ts).
 */
const side = v.picklist(['brand', 'creator']);

export const MessageSchema = v.object({
  id: v.string(),
  conversationId: v.string(),
  senderSide: side,
  partnerName: v.nullable(v.string()),
  body: v.string(),
  attachments: v.array(v.object({ name: v.string(), type: v.string(), size: v.number(), url: v.string() })),
  createdAt: v.string(),
  readAt: v.nullable(v.string()),
});

export const ConversationSummarySchema = v.object({
  id: v.string(),
  campaignId: v.string(),
  campaignTitle: v.string(),
  brandName: v.string(),
  creatorName: v.string(),
  applicationStatus: v.picklist(APPLICATION_STATUSES),
  contractId: v.nullable(v.string()),
  funded: v.boolean(),
  lastMessage: v.nullable(v.object({ body: v.string(), senderSide: side, attachments: v.number(), createdAt: v.string() })),
  unread: v.number(),
  updatedAt: v.string(),
});

export const ConversationPageSchema = v.object({
  items: v.array(ConversationSummarySchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  unread: v.number(),
});

export const ThreadPageSchema = v.object({ conversation: ConversationSummarySchema, items: v.array(MessageSchema), hasOlder: v.boolean() });
export const MessageAnswerSchema = v.object({ message: MessageSchema });
export const UnreadCountsSchema = v.object({ conversationId: v.nullable(v.string()), unread: v.number(), total: v.number() });
export const TicketSchema = v.object({ ticket: v.string(), expiresAt: v.string() });
export const DisputeConversationSchema = v.object({ id: v.string(), messages: v.number(), url: v.string() });
