// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { rememberReferral } from '../../src/auth/sign-in.ts';
import { referralToCarry, socialSignInUrl } from '../../src/lib/social-sign-in-url.ts';

/** `/register?ref=CODE` keeps a partner's referral code for the code screen (issue 25, auth/sign-in.ts). */
describe('the referral code a registration carries', () => {
  it('keeps a well-formed code (trimmed, in capitals) and drops a malformed one or none', () => {
    sessionStorage.clear();
    rememberReferral(' abcd2345 ');
    expect(sessionStorage.getItem('sauti.register.ref')).toBe('ABCD2345');
    sessionStorage.clear();
    for (const ref of ['bad code!', 'ABCD234', 'ABCD23450', 'ABCD1234', undefined]) rememberReferral(ref);
    expect(sessionStorage.getItem('sauti.register.ref')).toBeNull();
  });

  it('clears a code kept earlier when a later registration has none (or a malformed one)', () => {
    sessionStorage.clear();
    for (const later of [undefined, '', 'bad code!']) {
      rememberReferral('ABCD2345');
      rememberReferral(later);
      expect(sessionStorage.getItem('sauti.register.ref')).toBeNull();
    }
  });
});

/** Social sign-in carries the same code to the provider and back (issue 25, decision 0020). */
describe('the referral code a social registration carries', () => {
  it('takes the link’s well-formed code, else the one kept for the tab, and never a malformed one', () => {
    sessionStorage.clear();
    expect(referralToCarry(undefined)).toBeUndefined();
    expect(referralToCarry(' abcd2345 ')).toBe('ABCD2345');
    rememberReferral('WXYZ6789');
    expect(referralToCarry(undefined)).toBe('WXYZ6789');
    expect(referralToCarry('ABCD2345')).toBe('ABCD2345');
    // A malformed code in the link is not replaced by a kept one: the registration carries none, as the code screen's would.
    expect(referralToCarry('bad code!')).toBeUndefined();
  });

  it('puts the code on the provider route, and nothing without one', () => {
    expect(socialSignInUrl('google')).toMatch(/\/v1\/auth\/google\/redirect$/);
    expect(socialSignInUrl('apple', 'ABCD2345')).toMatch(/\/v1\/auth\/apple\/redirect\?ref=ABCD2345$/);
  });
});
