import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { fillDigits, otpMachine, type OtpInput } from '../../../machines/flows/otpMachine.ts';
import type { ApiErrorShape, Purpose, Session } from '../../../src/domain/user-types.ts';
import { controllable } from '../../support/actors.ts';

const email = 'brand@sauti.test';
const withRole: Session = { user: { name: 'Wanjiru', email, role: 'brand', avatar: null }, token: 'tok-1' };
const newcomer: Session = { user: { name: '', email: 'new@sauti.test', role: null, avatar: null }, token: 'tok-2' };
const wrongCode: ApiErrorShape = { message: 'That code is not correct.', status: 422 };
const tooMany: ApiErrorShape = { message: 'Too many codes requested.', status: 429 };
const empty = ['', '', '', '', '', ''];

function start(input: Partial<OtpInput> = {}) {
  const verifyCode = controllable<Session, { email: string; purpose: Purpose; otp: string }>();
  const resendCode = controllable<unknown, { email: string; purpose: Purpose }>();
  const actions = {
    signIn: vi.fn(),
    notifyVerified: vi.fn(),
    goHome: vi.fn(),
    goOnboarding: vi.fn(),
    notifyInvalid: vi.fn(),
    notifyVerifyError: vi.fn(),
    notifyResent: vi.fn(),
    notifyResendError: vi.fn(),
    focusFirst: vi.fn(),
  };
  const actor = createActor(otpMachine.provide({ actors: { verifyCode: verifyCode.logic, resendCode: resendCode.logic }, actions }), {
    input: { email, purpose: 'login', ...input },
  }).start();
  const type = (digits: string) => [...digits].forEach((value, index) => actor.send({ type: 'CODE.CHANGE', index, value }));
  const snapshot = () => actor.getSnapshot();
  return { actor, snapshot, type, verifyCode, resendCode, ...actions };
}

describe('fillDigits', () => {
  it('writes a typed digit into its box', () => {
    expect(fillDigits(empty, 2, '7')).toEqual(['', '', '7', '', '', '']);
  });

  it('ignores anything that is not a digit', () => {
    expect(fillDigits(['1', '', '', '', '', ''], 0, 'a')).toEqual(['1', '', '', '', '', '']);
    expect(fillDigits(empty, 1, ' ')).toEqual(empty);
  });

  it('empties a box when its text is cleared', () => {
    expect(fillDigits(['1', '2', '', '', '', ''], 1, '')).toEqual(['1', '', '', '', '', '']);
  });

  it('fills all six boxes from a full code pasted into any box', () => {
    expect(fillDigits(empty, 3, '123456')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(fillDigits(empty, 5, '12-34 56')).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('fills a shorter paste from the box onwards, stopping at the last box', () => {
    expect(fillDigits(empty, 2, '12')).toEqual(['', '', '1', '2', '', '']);
    expect(fillDigits(empty, 4, '1234')).toEqual(['', '', '', '', '1', '2']);
  });

  it('leaves the boxes it was given untouched', () => {
    const digits = ['1', '', '', '', '', ''];
    fillDigits(digits, 1, '2');
    expect(digits).toEqual(['1', '', '', '', '', '']);
  });
});

describe('otpMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe('code entry', () => {
    it('starts with six empty boxes, editing and not busy', () => {
      const { snapshot, verifyCode } = start();

      expect(snapshot().value).toEqual({ code: 'editing', cooldown: 'cooling' });
      expect(snapshot().hasTag('busy')).toBe(false);
      expect(snapshot().context).toMatchObject({ email, purpose: 'login', digits: empty });
      expect(verifyCode.run).not.toHaveBeenCalled();
    });

    it('fills the boxes as digits are typed', () => {
      const { actor, snapshot } = start();

      actor.send({ type: 'CODE.CHANGE', index: 0, value: '4' });
      actor.send({ type: 'CODE.CHANGE', index: 1, value: '2' });

      expect(snapshot().context.digits).toEqual(['4', '2', '', '', '', '']);
      expect(snapshot().value).toEqual({ code: 'editing', cooldown: 'cooling' });
    });

    it('ignores a typed character that is not a digit', () => {
      const { actor, snapshot } = start();
      actor.send({ type: 'CODE.CHANGE', index: 0, value: '4' });

      actor.send({ type: 'CODE.CHANGE', index: 0, value: 'x' });
      actor.send({ type: 'CODE.CHANGE', index: 1, value: '-' });

      expect(snapshot().context.digits).toEqual(['4', '', '', '', '', '']);
    });

    it('empties a box when its digit is deleted', () => {
      const { actor, snapshot, type } = start();
      type('123');

      actor.send({ type: 'CODE.CHANGE', index: 2, value: '' });

      expect(snapshot().context.digits).toEqual(['1', '2', '', '', '', '']);
    });

    it('fills all six boxes when a 6-digit code is pasted into the fourth box', () => {
      const { actor, snapshot } = start();

      actor.send({ type: 'CODE.PASTE', index: 3, text: '123456' });

      expect(snapshot().context.digits).toEqual(['1', '2', '3', '4', '5', '6']);
    });

    it('fills a shorter paste from the box it lands in onwards', () => {
      const { actor, snapshot, verifyCode } = start();

      actor.send({ type: 'CODE.PASTE', index: 1, text: '987' });

      expect(snapshot().context.digits).toEqual(['', '9', '8', '7', '', '']);
      expect(snapshot().value).toEqual({ code: 'editing', cooldown: 'cooling' });
      expect(verifyCode.run).not.toHaveBeenCalled();
    });

    it('starts verification automatically when six digits are filled', () => {
      const { snapshot, type, verifyCode } = start({ purpose: 'register' });

      type('12345');
      expect(verifyCode.run).not.toHaveBeenCalled();
      type('123456');

      expect(snapshot().value).toEqual({ code: 'verifying', cooldown: 'cooling' });
      expect(snapshot().hasTag('busy')).toBe(true);
      expect(verifyCode.run).toHaveBeenCalledExactlyOnceWith({ email, purpose: 'register', otp: '123456' });
    });

    it('starts verification automatically when a full code is pasted', () => {
      const { actor, snapshot, verifyCode } = start();

      actor.send({ type: 'CODE.PASTE', index: 3, text: '654321' });

      expect(snapshot().value).toEqual({ code: 'verifying', cooldown: 'cooling' });
      expect(verifyCode.run).toHaveBeenCalledExactlyOnceWith({ email, purpose: 'login', otp: '654321' });
    });

    it('shows "Invalid OTP" when Verify is pressed with fewer than six digits', () => {
      const { actor, snapshot, type, notifyInvalid, verifyCode } = start();
      type('123');

      actor.send({ type: 'SUBMIT' });

      expect(notifyInvalid).toHaveBeenCalledTimes(1);
      expect(verifyCode.run).not.toHaveBeenCalled();
      expect(snapshot().value).toEqual({ code: 'editing', cooldown: 'cooling' });
      expect(snapshot().context.digits).toEqual(['1', '2', '3', '', '', '']);
    });

    it('disables the boxes while verifying', () => {
      const { actor, snapshot, type, verifyCode, notifyInvalid } = start();
      type('123456');

      actor.send({ type: 'CODE.CHANGE', index: 0, value: '9' });
      actor.send({ type: 'CODE.PASTE', index: 0, text: '999999' });
      actor.send({ type: 'SUBMIT' });

      expect(snapshot().context.digits).toEqual(['1', '2', '3', '4', '5', '6']);
      expect(verifyCode.run).toHaveBeenCalledTimes(1);
      expect(notifyInvalid).not.toHaveBeenCalled();
    });
  });

  describe('verification result', () => {
    it('signs in, shows "Verification Successful" and goes to the role home when the user has a role', async () => {
      const { snapshot, type, verifyCode, signIn, notifyVerified, goHome, goOnboarding } = start();
      type('123456');

      await verifyCode.resolve(withRole);

      expect(snapshot().value).toEqual({ code: 'verified', cooldown: 'cooling' });
      expect(snapshot().hasTag('busy')).toBe(false);
      expect(signIn).toHaveBeenCalledExactlyOnceWith(expect.anything(), { session: withRole });
      expect(notifyVerified).toHaveBeenCalledTimes(1);
      expect(goHome).toHaveBeenCalledExactlyOnceWith(expect.anything(), { session: withRole });
      expect(goOnboarding).not.toHaveBeenCalled();
    });

    it('signs in and goes to onboarding (/new/welcome) when the user has no role yet', async () => {
      const { snapshot, type, verifyCode, signIn, notifyVerified, goHome, goOnboarding } = start({ email: 'new@sauti.test', purpose: 'register' });
      type('123456');

      await verifyCode.resolve(newcomer);

      expect(snapshot().value).toEqual({ code: 'verified', cooldown: 'cooling' });
      expect(signIn).toHaveBeenCalledExactlyOnceWith(expect.anything(), { session: newcomer });
      expect(notifyVerified).toHaveBeenCalledTimes(1);
      expect(goOnboarding).toHaveBeenCalledExactlyOnceWith(expect.anything(), { session: newcomer });
      expect(goHome).not.toHaveBeenCalled();
    });

    it('shows the "Error" toast with the server message, clears the boxes and focuses the first when verification fails', async () => {
      const { snapshot, type, verifyCode, notifyVerifyError, focusFirst, signIn, notifyVerified } = start();
      type('123456');

      await verifyCode.reject(wrongCode);

      expect(snapshot().value).toEqual({ code: 'editing', cooldown: 'cooling' });
      expect(snapshot().hasTag('busy')).toBe(false);
      expect(snapshot().context.digits).toEqual(empty);
      expect(notifyVerifyError).toHaveBeenCalledExactlyOnceWith(expect.anything(), { error: wrongCode });
      expect(focusFirst).toHaveBeenCalledTimes(1);
      expect(signIn).not.toHaveBeenCalled();
      expect(notifyVerified).not.toHaveBeenCalled();
      expect(verifyCode.run).toHaveBeenCalledTimes(1);
    });

    it('verifies a newly typed code after a failure', async () => {
      const { snapshot, type, verifyCode } = start();
      type('123456');
      await verifyCode.reject(wrongCode);

      type('654321');

      expect(snapshot().value).toEqual({ code: 'verifying', cooldown: 'cooling' });
      expect(verifyCode.run).toHaveBeenLastCalledWith({ email, purpose: 'login', otp: '654321' });
    });
  });

  describe('resend cooldown', () => {
    it('counts down once per second from 60 seconds', () => {
      const { snapshot } = start();
      expect(snapshot().context.cooldown).toBe(60);

      vi.advanceTimersByTime(999);
      expect(snapshot().context.cooldown).toBe(60);
      vi.advanceTimersByTime(1);
      expect(snapshot().context.cooldown).toBe(59);
      vi.advanceTimersByTime(1000);
      expect(snapshot().context.cooldown).toBe(58);
    });

    it('offers Resend code at 60 seconds, not before', () => {
      const { snapshot } = start();

      vi.advanceTimersByTime(59_999);
      expect(snapshot().value).toEqual({ code: 'editing', cooldown: 'cooling' });
      expect(snapshot().context.cooldown).toBe(1);

      vi.advanceTimersByTime(1);
      expect(snapshot().value).toEqual({ code: 'editing', cooldown: 'ready' });
      expect(snapshot().context.cooldown).toBe(0);
    });

    it('stays ready once the cooldown is over', () => {
      const { snapshot } = start();
      vi.advanceTimersByTime(60_000);

      vi.advanceTimersByTime(10_000);

      expect(snapshot().value).toEqual({ code: 'editing', cooldown: 'ready' });
      expect(snapshot().context.cooldown).toBe(0);
    });

    it('ignores Resend code during the cooldown', () => {
      const { actor, snapshot, resendCode } = start();
      vi.advanceTimersByTime(59_999);

      actor.send({ type: 'RESEND' });

      expect(resendCode.run).not.toHaveBeenCalled();
      expect(snapshot().value).toEqual({ code: 'editing', cooldown: 'cooling' });
      expect(snapshot().hasTag('busy')).toBe(false);
    });

    it('uses the cooldownSeconds input instead of 60', () => {
      const { snapshot } = start({ cooldownSeconds: 30 });
      expect(snapshot().context.cooldown).toBe(30);

      vi.advanceTimersByTime(1000);
      expect(snapshot().context.cooldown).toBe(29);
      vi.advanceTimersByTime(28_999);
      expect(snapshot().value).toEqual({ code: 'editing', cooldown: 'cooling' });
      vi.advanceTimersByTime(1);
      expect(snapshot().value).toEqual({ code: 'editing', cooldown: 'ready' });
    });
  });

  describe('resend', () => {
    it('resends the code for the email and purpose when Resend code is offered, busy while resending', () => {
      const { actor, snapshot, type, resendCode } = start({ purpose: 'register' });
      type('12');
      vi.advanceTimersByTime(60_000);

      actor.send({ type: 'RESEND' });

      expect(snapshot().value).toEqual({ code: 'resending', cooldown: 'ready' });
      expect(snapshot().hasTag('busy')).toBe(true);
      expect(resendCode.run).toHaveBeenCalledExactlyOnceWith({ email, purpose: 'register' });
    });

    it('disables the boxes while resending', () => {
      const { actor, snapshot, type, resendCode } = start();
      type('12');
      vi.advanceTimersByTime(60_000);
      actor.send({ type: 'RESEND' });

      actor.send({ type: 'CODE.CHANGE', index: 2, value: '3' });
      actor.send({ type: 'RESEND' });

      expect(snapshot().context.digits).toEqual(['1', '2', '', '', '', '']);
      expect(resendCode.run).toHaveBeenCalledTimes(1);
    });

    it('after a resend clears the boxes, focuses the first, shows "OTP Resent" and restarts the 60-second cooldown', async () => {
      const { actor, snapshot, type, resendCode, focusFirst, notifyResent, notifyResendError } = start();
      type('12');
      vi.advanceTimersByTime(60_000);
      actor.send({ type: 'RESEND' });

      await resendCode.resolve({});

      expect(snapshot().value).toEqual({ code: 'editing', cooldown: 'cooling' });
      expect(snapshot().hasTag('busy')).toBe(false);
      expect(snapshot().context.digits).toEqual(empty);
      expect(snapshot().context.cooldown).toBe(60);
      expect(focusFirst).toHaveBeenCalledTimes(1);
      expect(notifyResent).toHaveBeenCalledExactlyOnceWith(expect.anything(), { email });
      expect(notifyResendError).not.toHaveBeenCalled();

      vi.advanceTimersByTime(1000);
      expect(snapshot().context.cooldown).toBe(59);
      actor.send({ type: 'RESEND' });
      expect(resendCode.run).toHaveBeenCalledTimes(1);
    });

    it('restarts the cooldown at cooldownSeconds after a resend', async () => {
      const { actor, snapshot, resendCode } = start({ cooldownSeconds: 5 });
      vi.advanceTimersByTime(5000);
      actor.send({ type: 'RESEND' });

      await resendCode.resolve({});

      expect(snapshot().context.cooldown).toBe(5);
      vi.advanceTimersByTime(4999);
      expect(snapshot().value).toEqual({ code: 'editing', cooldown: 'cooling' });
      vi.advanceTimersByTime(1);
      expect(snapshot().value).toEqual({ code: 'editing', cooldown: 'ready' });
    });

    it('shows the "Error" toast when the resend fails, keeping the boxes and leaving Resend code offered', async () => {
      const { actor, snapshot, type, resendCode, notifyResendError, notifyResent, focusFirst } = start();
      type('12');
      vi.advanceTimersByTime(60_000);
      actor.send({ type: 'RESEND' });

      await resendCode.reject(tooMany);

      expect(snapshot().value).toEqual({ code: 'editing', cooldown: 'ready' });
      expect(snapshot().hasTag('busy')).toBe(false);
      expect(snapshot().context.digits).toEqual(['1', '2', '', '', '', '']);
      expect(snapshot().context.cooldown).toBe(0);
      expect(notifyResendError).toHaveBeenCalledExactlyOnceWith(expect.anything(), { error: tooMany });
      expect(notifyResent).not.toHaveBeenCalled();
      expect(focusFirst).not.toHaveBeenCalled();
    });
  });
});
