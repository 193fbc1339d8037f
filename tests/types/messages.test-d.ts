/**
 * One definition per wire type (docs/decisions/0016-wire-types.md): conversations and the live stream (issue 23).
 * The shared type (src/domain/message-types.ts), the app's valibot schema (src/api/message-schemas.ts) and the local
 * API's answer and zod bodies (mock-server/messages/) are held equal here; `npm run typecheck` checks this file.
 */
import type * as v from 'valibot';
import type { z } from 'zod';
import { expectTypeOf } from 'vitest';
import type { ConversationPage, ConversationSummary, DisputeConversation, LiveEvents, Message, ThreadPage, UnreadCounts } from '../../src/domain/message-types.ts';
import type {
  ConversationPageSchema, ConversationSummarySchema, DisputeConversationSchema, MessageAnswerSchema, MessageSchema, ThreadPageSchema, TicketSchema, UnreadCountsSchema,
} from '../../src/api/message-schemas.ts';
import type { MessageInput, ThreadQuery } from '../../src/api/messages.ts';
import type { conversationsOf, ReadThread } from '../../mock-server/messages/threads.ts';
import type { messageBody, messagesPage, messageView, pageQuery, readBody } from '../../mock-server/messages/messages.ts';
import type { issueTicket } from '../../mock-server/messages/live.ts';
import type { disputeAnswer } from '../../mock-server/messages/dispute-threads.ts';
import type { DisputeSchema } from '../../src/api/dispute-schemas.ts';

expectTypeOf<v.InferOutput<typeof MessageSchema>>().toEqualTypeOf<Message>();
expectTypeOf<ReturnType<typeof messageView>>().toEqualTypeOf<Message>();
expectTypeOf<v.InferOutput<typeof ConversationSummarySchema>>().toEqualTypeOf<ConversationSummary>();
expectTypeOf<ReadThread['view']>().toEqualTypeOf<ConversationSummary>();
expectTypeOf<v.InferOutput<typeof ConversationPageSchema>>().toEqualTypeOf<ConversationPage>();
expectTypeOf<Awaited<ReturnType<typeof conversationsOf>>>().toEqualTypeOf<ConversationPage>();
expectTypeOf<v.InferOutput<typeof ThreadPageSchema>>().toEqualTypeOf<ThreadPage>();
expectTypeOf<Awaited<ReturnType<typeof messagesPage>> & { conversation: ConversationSummary }>().toExtend<ThreadPage>();
expectTypeOf<v.InferOutput<typeof MessageAnswerSchema>>().toEqualTypeOf<LiveEvents['message']>();
expectTypeOf<v.InferOutput<typeof UnreadCountsSchema>>().toEqualTypeOf<UnreadCounts>();
expectTypeOf<LiveEvents['unread']>().toEqualTypeOf<UnreadCounts>();
expectTypeOf<v.InferOutput<typeof TicketSchema>>().toEqualTypeOf<Awaited<ReturnType<typeof issueTicket>>>();
expectTypeOf<v.InferOutput<typeof DisputeConversationSchema>>().toEqualTypeOf<DisputeConversation>();
// The dispute's view lists its conversation (mock-server/messages/dispute-threads.ts).
expectTypeOf<v.InferOutput<typeof DisputeSchema>>().toEqualTypeOf<Awaited<ReturnType<typeof disputeAnswer>>>();

// Bodies and queries: what the app sends is what the API parses.
expectTypeOf<z.input<typeof messageBody>>().toEqualTypeOf<{ body?: string | undefined }>();
expectTypeOf<Pick<MessageInput, 'body'>>().toExtend<z.output<typeof messageBody>>();
expectTypeOf<z.input<typeof readBody>>().toEqualTypeOf<{ upTo?: string | undefined }>();
expectTypeOf<ThreadQuery>().toExtend<z.input<typeof pageQuery>>();
