import { describe, expect, it } from 'vitest';
import { creatorCount, directoryListCopy } from '../../src/content/directory-search.ts';

describe('the directory count in words (the API counts to 1,000, then says totalIsCapped)', () => {
  it('groups thousands, and adds "+" to a capped count', () => {
    expect(creatorCount(0, false)).toBe('0');
    expect(creatorCount(7, false)).toBe('7');
    expect(creatorCount(1_000, false)).toBe('1,000');
    expect(creatorCount(1_000, true)).toBe('1,000+');
    expect(creatorCount(31_000, false)).toBe('31,000');
  });

  it('says "1,000+ verified creators" in the status line, and never "1 creator" for a capped count', () => {
    expect(directoryListCopy.summary({ total: 1_000, capped: true, sort: 'Best rated' })).toBe('1,000+ verified creators, sorted by Best rated.');
    expect(directoryListCopy.summary({ total: 1, capped: false, country: 'Kenya', sort: 'Top Creators' })).toBe('1 verified creator in Kenya, sorted by Top Creators.');
    expect(directoryListCopy.summary({ total: 0, sort: 'Top Creators' })).toBe('No verified creators yet.');
    expect(directoryListCopy.pageOfCapped(3, 1_000)).toBe('Page 3 (1,000+ creators)');
  });
});
