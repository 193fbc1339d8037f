import { describe, expect, it } from 'vitest';
import { matchesSearch, searchKey } from '../../src/lib/search-text.ts';

describe('searchKey', () => {
  it.each(['M-Pesa', 'm pesa', 'MPESA', 'm.pesa', ' M–Pesa! '])('reduces %j to "mpesa"', (text) => {
    expect(searchKey(text)).toBe('mpesa');
  });

  it('keeps digits and drops accents', () => {
    expect(searchKey('1-3 business days')).toBe('13businessdays');
    expect(searchKey('Café Zürich')).toBe('cafezurich');
  });
});

describe('matchesSearch', () => {
  it('finds "mpesa" in "bank account, M-Pesa or PayPal"', () => {
    expect(matchesSearch('mpesa', 'How?', 'Withdrawals go to a bank account, M-Pesa or PayPal.')).toBe(true);
  });

  it('matches across fields only within one field', () => {
    expect(matchesSearch('paypal', 'Pay', 'pal')).toBe(false);
  });

  it.each(['', '   ', '--', '?!'])('matches nothing for a query without letters or digits (%j)', (query) => {
    expect(matchesSearch(query, 'anything at all')).toBe(false);
  });
});
