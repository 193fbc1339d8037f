import { describe, expect, it } from 'vitest';
import { roleBadge } from '../../src/lib/recruitment-roles.ts';

describe('roleBadge', () => {
  it('is TECH when the title contains "Developer"', () => {
    expect(roleBadge('Assistant Fullstack Developer')).toBe('TECH');
  });

  it('is PRODUCT when the title contains "PM" or "Product Manager"', () => {
    expect(roleBadge('Product Manager (PM)')).toBe('PRODUCT');
    expect(roleBadge('Senior PM')).toBe('PRODUCT');
    expect(roleBadge('Product Manager')).toBe('PRODUCT');
  });

  it('is STRATEGY otherwise', () => {
    expect(roleBadge('Strategic Advisor')).toBe('STRATEGY');
    // Case matters: "developer" in prose or "pm" in a word is not a team signal.
    expect(roleBadge('Community developer relations lead')).toBe('STRATEGY');
    expect(roleBadge('Shipment lead')).toBe('STRATEGY');
  });

  it('prefers TECH when a title has both', () => {
    expect(roleBadge('Developer PM')).toBe('TECH');
  });
});
