import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '../../src/domain/message-types.ts';
import { authorOf } from '../../src/routes/_app/-components/message-list.tsx';

const conversation = { brandName: 'Duka Fresh', creatorName: 'Wairimu Njeri' } as ConversationSummary;

describe('who wrote a message (issue 23, and issue 25 for a partner)', () => {
  it('names a partner’s message "{partner} for {brand}" to every reader, the brand too', () => {
    const byPartner = { senderSide: 'brand', partnerName: 'Brian Mwangi' } as const;
    for (const reader of ['brand', 'creator', null] as const) expect(authorOf(byPartner, conversation, reader)).toBe('Brian Mwangi for Duka Fresh');
  });

  it('keeps "You" and the other side’s name for a side’s own message', () => {
    const byBrand = { senderSide: 'brand', partnerName: null } as const;
    expect(authorOf(byBrand, conversation, 'brand')).toBe('You');
    expect(authorOf(byBrand, conversation, 'creator')).toBe('Duka Fresh');
    expect(authorOf({ senderSide: 'creator', partnerName: null }, conversation, null)).toBe('Wairimu Njeri');
  });
});
