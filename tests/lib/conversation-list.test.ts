import { describe, expect, it } from 'vitest';
import type { ConversationPage, ConversationSummary, Message } from '../../src/domain/message-types.ts';
import { reloadsOnOpen, withMessage, withSummary, withUnread } from '../../src/lib/conversation-list.ts';

const summary = (id: string, updatedAt: string, unread = 0): ConversationSummary => ({
  id, campaignId: 'cmp-1', campaignTitle: 'Duka Days', brandName: 'Duka Fresh', creatorName: `Creator ${id}`, applicationStatus: 'accepted',
  contractId: null, funded: false, lastMessage: null, unread, updatedAt,
});
const page = (items: ConversationSummary[], number = 1, pageSize = 3): ConversationPage => ({ items, total: 7, page: number, pageSize, unread: 0 });
const message = (conversationId: string, createdAt: string, body = 'Hello'): Message => ({
  id: `msg-${body}`, conversationId, senderSide: 'brand', body, attachments: [], createdAt, readAt: null, partnerName: null,
});

const list = page([summary('a', '2026-11-26T10:00:00.000Z'), summary('b', '2026-11-26T09:00:00.000Z'), summary('c', '2026-11-26T08:00:00.000Z', 2)]);

describe('the conversation list kept current from the live stream', () => {
  it('updates a message\'s row in place and, on the first page, moves it to the top', () => {
    const { list: next, missing } = withMessage(list, message('c', '2026-11-26T11:00:00.000Z', 'Is Friday good?'));
    expect(missing).toBeNull();
    expect(next.items.map((c) => c.id)).toEqual(['c', 'a', 'b']);
    expect(next.items[0]).toMatchObject({ updatedAt: '2026-11-26T11:00:00.000Z', unread: 2, lastMessage: { body: 'Is Friday good?', senderSide: 'brand', attachments: 0 } });
    expect(list.items.map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps a later page\'s order, and ignores a notice older than the row', () => {
    const later = page(list.items, 2);
    expect(withMessage(later, message('c', '2026-11-26T11:00:00.000Z')).list.items.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(withMessage(later, message('z', '2026-11-26T11:00:00.000Z')).missing).toBeNull();
    expect(withMessage(list, message('a', '2026-11-26T09:30:00.000Z')).list).toBe(list);
  });

  it('names a conversation the first page does not show, and puts its fetched summary on top within the page size', () => {
    expect(withMessage(list, message('d', '2026-11-26T11:00:00.000Z')).missing).toBe('d');
    const next = withSummary(list, summary('d', '2026-11-26T11:00:00.000Z', 1));
    expect(next.items.map((c) => [c.id, c.unread])).toEqual([['d', 1], ['a', 0], ['b', 0]]);
    expect(withSummary(page(list.items, 2), summary('d', '2026-11-26T11:00:00.000Z'))).toEqual(page(list.items, 2));
  });

  it('sets a row\'s unread badge and the total from an unread notice', () => {
    const next = withUnread(list, { conversationId: 'c', unread: 0, total: 4 });
    expect([next.items.map((c) => c.unread), next.unread]).toEqual([[0, 0, 0], 4]);
    expect(withUnread(list, { conversationId: null, unread: 0, total: 9 }).items).toBe(list.items);
  });
});

describe('the conversation list against stale answers and missed notices', () => {
  it('does not let an older summary overwrite a newer row', () => {
    const shown = withMessage(list, message('b', '2026-11-26T12:00:00.000Z', 'Newest')).list;
    expect(withSummary(shown, summary('b', '2026-11-26T11:00:00.000Z', 5))).toBe(shown);
    expect(withSummary(shown, summary('b', '2026-11-26T12:30:00.000Z', 5)).items[0]).toMatchObject({ id: 'b', unread: 5, updatedAt: '2026-11-26T12:30:00.000Z' });
  });

  it('compares the total only on the first open after mount, and reloads on every later reopen', () => {
    const same = { conversationId: null, unread: 0, total: list.unread };
    const other = { ...same, total: list.unread + 1 };
    expect([reloadsOnOpen(1, list, same), reloadsOnOpen(1, list, other)]).toEqual([false, true]);
    expect([reloadsOnOpen(2, list, same), reloadsOnOpen(3, list, same), reloadsOnOpen(2, list, other)]).toEqual([true, true, true]);
  });
});
