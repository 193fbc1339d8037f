import * as v from 'valibot';
import type { ConversationPage, Message, ThreadPage, UnreadCounts } from '../domain/message-types.ts';
import { api, request, toApiError } from '../lib/api.ts';
import { ConversationPageSchema, MessageAnswerSchema, ThreadPageSchema, TicketSchema, UnreadCountsSchema } from './message-schemas.ts';

/** Conversations between a brand and a creator (issue 23): the list, a thread's pages, sending, reading. */
const id = (value: string) => encodeURIComponent(value);

export const fetchConversations = (page = 1): Promise<ConversationPage> =>
  request(() => api.get('conversations', { searchParams: { page } }).json(), (d) => v.parse(ConversationPageSchema, d), 'We could not load your conversations. Please try again.');

export interface ThreadQuery { before?: string; after?: string; limit?: number }

export const fetchThread = (conversationId: string, query: ThreadQuery = {}): Promise<ThreadPage> => {
  const searchParams = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<string, string | number>;
  return request(() => api.get(`conversations/${id(conversationId)}/messages`, { searchParams }).json(), (d) => v.parse(ThreadPageSchema, d), 'We could not load this conversation. Please try again.');
};

export interface MessageInput { body: string; files: File[] }

/** Text alone goes as JSON; with files, as multipart (each an image or a PDF of 5 MB or less). */
export function sendMessage(conversationId: string, input: MessageInput): Promise<Message> {
  const path = `conversations/${id(conversationId)}/messages`;
  const send = () => {
    if (input.files.length === 0) return api.post(path, { json: { body: input.body } }).json();
    const form = new FormData();
    form.append('body', input.body);
    for (const file of input.files) form.append('files', file);
    return api.post(path, { body: form, headers: { 'Content-Type': undefined }, timeout: 60_000 }).json();
  };
  return request(send, (d) => v.parse(MessageAnswerSchema, d).message, 'Your message could not be sent. Please try again.');
}

/** Marks the reader's messages read, up to `upTo` (the newest they have seen). */
export const markConversationRead = (conversationId: string, upTo?: string): Promise<UnreadCounts> =>
  request(() => api.post(`conversations/${id(conversationId)}/read`, { json: upTo ? { upTo } : {} }).json(), (d) => v.parse(UnreadCountsSchema, d), 'We could not mark the conversation read.');

/** An attachment behind the bearer token (its `url` starts with the API's own `/api/`), fetched as a blob. */
export async function fetchMessageFile(url: string): Promise<Blob> {
  try {
    return await api.get(url.replace(/^\/api\//, ''), { headers: { Accept: 'image/*,application/pdf' } }).blob();
  } catch (error) {
    throw toApiError(error, 'The file could not be loaded.');
  }
}

/** A single-use ticket that opens one live stream (`GET /api/live?ticket=`): EventSource cannot send the token. */
export const fetchStreamTicket = (): Promise<{ ticket: string }> =>
  request(() => api.post('live/tickets').json(), (d) => v.parse(TicketSchema, d), 'The live updates could not start.');
