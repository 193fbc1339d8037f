// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewCard } from '../../src/components/review-card.tsx';

afterEach(cleanup);

const review = {
  id: 'rev-1', campaignTitle: 'Harvest reels', by: 'brand' as const, authorName: 'Kahawa Hills Roasters', rating: 4,
  text: 'Lovely reel, a day late.', createdAt: '2026-01-12T07:00:00.000Z', reply: null,
};

describe('ReviewCard', () => {
  it('names each card by its own heading when one review is listed twice, as two reports of it in the admin\'s queue', () => {
    render(<><ReviewCard review={review} heading="First report" /><ReviewCard review={review} heading="Second report" /></>);
    expect(screen.getByRole('article', { name: 'First report' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Second report' })).toBeTruthy();
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
