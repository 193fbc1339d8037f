import { describe, expect, it } from 'vitest';
import { infoPages } from '../../src/content/info-pages.ts';

describe('the partners page (issue 25)', () => {
  it('tells that analytics across clients, with CSV export, are here, and no longer lists them as coming soon', () => {
    expect(infoPages.partners.coming.join(' ')).not.toMatch(/analytics/i);
    expect(infoPages.partners.intro).toContain('analytics across their clients and export them as one CSV');
  });

  it('tells that referral links are here (the footer’s /referrals has its own page), and no longer lists them as coming soon', () => {
    expect(infoPages.partners.coming.join(' ')).not.toMatch(/referral/i);
    expect(infoPages.partners.intro).toContain('referral link');
    expect('referrals' in infoPages).toBe(false);
  });
});
