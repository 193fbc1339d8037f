// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { rememberReferral } from '../../src/auth/sign-in.ts';

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
