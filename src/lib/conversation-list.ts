import type { ConversationPage, ConversationSummary, Message, UnreadCounts } from '../domain/message-types.ts';

/** A thread's messages by id, in the order written (a live or re-read one may arrive before or after the page that holds it). */
export function mergeMessages(all: Message[], incoming: Message[]): Message[] {
  const known = new Set(all.map((m) => m.id));
  const added = incoming.filter((m) => !known.has(m.id));
  return added.length === 0 ? all : [...all, ...added].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}

/**
 * The conversation list kept current from the live stream (issue 23), in place: a new message updates its row's last
 * message and time and, on the first page, moves it to the top; an unread count sets its row's badge. A message in a
 * conversation the page does not show is named in `missing`, for the caller to fetch that one summary (`withSummary`).
 * Pure: the page in, the page out; nothing is reloaded.
 */
export function withMessage(list: ConversationPage, message: Message): { list: ConversationPage; missing: string | null } {
  const at = list.items.findIndex((c) => c.id === message.conversationId);
  if (at < 0) return { list, missing: list.page === 1 ? message.conversationId : null };
  const row = list.items[at]!;
  // A notice older than what the row shows (a page fetched after it was sent) changes nothing.
  if (row.updatedAt > message.createdAt) return { list, missing: null };
  const updated: ConversationSummary = {
    ...row,
    lastMessage: { body: message.body, senderSide: message.senderSide, attachments: message.attachments.length, createdAt: message.createdAt },
    updatedAt: message.createdAt,
  };
  return { list: { ...list, items: placed(list, updated, at) }, missing: null };
}

/** The reader's counts: its row's badge (when the page shows it) and the total. */
export function withUnread(list: ConversationPage, counts: UnreadCounts): ConversationPage {
  const items = counts.conversationId === null ? list.items : list.items.map((c) => (c.id === counts.conversationId ? { ...c, unread: counts.unread } : c));
  return { ...list, items, unread: counts.total };
}

/**
 * One conversation's summary, fetched because a message came in it: replaced in place, or on the first page put on top.
 * A summary older than the row (fetched before a message the stream has since shown) changes nothing.
 */
export function withSummary(list: ConversationPage, summary: ConversationSummary): ConversationPage {
  const at = list.items.findIndex((c) => c.id === summary.id);
  if (at < 0 && list.page !== 1) return list;
  if (at >= 0 && list.items[at]!.updatedAt > summary.updatedAt) return list;
  return { ...list, items: placed(list, summary, at) };
}

/** `row` back in the list: at the top of the first page (newest activity first, the page kept to its size), else where it was. */
function placed(list: ConversationPage, row: ConversationSummary, at: number): ConversationSummary[] {
  if (list.page !== 1) return list.items.map((c, i) => (i === at ? row : c));
  return [row, ...list.items.filter((c) => c.id !== row.id)].slice(0, list.pageSize);
}

/**
 * Whether the stream's counts on (re)opening call for loading the page again. On the first open after the page
 * mounted, only a total the page does not match says notices were missed (the page was just loaded); any later reopen
 * may have missed changes the total does not show (a message sent from another tab, a thread read elsewhere), so it
 * always reloads. `opens` counts the opens seen since mount, this one included.
 */
export function reloadsOnOpen(opens: number, list: ConversationPage, counts: UnreadCounts): boolean {
  return opens > 1 || counts.total !== list.unread;
}
