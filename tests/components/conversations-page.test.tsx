// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchThread } from '../../src/api/messages.ts';
import type { LiveNotice } from '../../src/components/live-stream.ts';
import type { ConversationPage, ConversationSummary, Message } from '../../src/domain/message-types.ts';
import { ConversationsPage } from '../../src/routes/_app/-components/conversations-page.tsx';
import { renderWithRouter } from '../support/render-with-router.tsx';

// The page's one listener on the live stream, called by the test as the stream would.
const live = vi.hoisted(() => ({ listener: null as ((notice: LiveNotice) => void) | null }));
vi.mock('../../src/components/live-stream.ts', () => ({ useLive: (listener: (notice: LiveNotice) => void) => void (live.listener = listener) }));
vi.mock('../../src/api/messages.ts', () => ({ fetchThread: vi.fn() }));
vi.mock('../../src/auth/use-auth.ts', () => ({ useAuthUser: () => ({ role: 'brand' }) }));

afterEach(() => {
  cleanup();
  vi.mocked(fetchThread).mockReset();
});

const row: ConversationSummary = {
  id: 'a', campaignId: 'cmp-1', campaignTitle: 'Duka Days', brandName: 'Duka Fresh', creatorName: 'Creator a', applicationStatus: 'accepted',
  contractId: null, funded: false, lastMessage: null, unread: 0, updatedAt: '2026-11-26T10:00:00.000Z',
};
const data: ConversationPage = { items: [row], total: 1, page: 1, pageSize: 20, unread: 0 };
const notice = (n: LiveNotice) => act(() => live.listener!(n));
const counts = { name: 'unread', data: { conversationId: null, unread: 0, total: 0 } } as const;

async function setup() {
  const rendered = await renderWithRouter(<ConversationsPage data={data} />);
  const invalidate = vi.spyOn(rendered.router, 'invalidate').mockResolvedValue(undefined);
  return invalidate;
}

describe('the conversation list and the live stream', () => {
  it('reloads on a reopen even when the unread total is unchanged, but not on the first open with the same total', async () => {
    const invalidate = await setup();
    await notice({ name: 'open', data: null });
    await notice(counts);
    expect(invalidate).not.toHaveBeenCalled();
    await notice({ name: 'open', data: null });
    await notice(counts);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('reloads the list when the summary of a conversation it does not show cannot be fetched', async () => {
    const invalidate = await setup();
    vi.mocked(fetchThread).mockRejectedValue(new Error('offline'));
    const message: Message = { id: 'msg-1', conversationId: 'z', senderSide: 'creator', body: 'Hi', attachments: [], createdAt: '2026-11-26T11:00:00.000Z', readAt: null, partnerName: null };
    await notice({ name: 'message', data: { message } } as LiveNotice);
    expect(fetchThread).toHaveBeenCalledWith('z', { limit: 1 });
    // The rejected fetch settles in the next microtasks, which act lets run.
    await act(async () => {});
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
