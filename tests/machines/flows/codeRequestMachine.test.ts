import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { codeRequestMachine } from '../../../machines/flows/codeRequestMachine.ts';
import type { ApiErrorShape, Purpose } from '../../../src/domain/user-types.ts';
import { controllable } from '../../support/actors.ts';

const email = 'brand@sauti.test';
const noAccount: ApiErrorShape = { message: 'No account found for this email.', status: 404 };
const serverDown: ApiErrorShape = { message: 'Failed to send OTP. Try again.', status: 500 };

function start(purpose: Purpose) {
  const requestCode = controllable<{ resendInSeconds?: number } | undefined, { email: string; purpose: Purpose }>();
  const actions = { notifySent: vi.fn(), notifyAlreadySent: vi.fn(), goToCodeEntry: vi.fn(), notifyNoAccount: vi.fn(), notifyError: vi.fn() };
  const actor = createActor(codeRequestMachine.provide({ actors: { requestCode: requestCode.logic }, actions }), { input: { purpose } }).start();
  return { actor, requestCode, ...actions };
}

describe('codeRequestMachine', () => {
  it('waits for an email, idle and not busy', () => {
    const { actor, requestCode } = start('login');

    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context).toEqual({ purpose: 'login', email: '' });
    expect(requestCode.run).not.toHaveBeenCalled();
  });

  it.each<Purpose>(['login', 'register'])('requests a code for the trimmed email and purpose (%s), busy while loading', (purpose) => {
    const { actor, requestCode } = start(purpose);

    actor.send({ type: 'SUBMIT', email: `  ${email} ` });

    expect(actor.getSnapshot().value).toBe('requesting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.email).toBe(email);
    expect(requestCode.run).toHaveBeenCalledExactlyOnceWith({ email, purpose });
  });

  it.each<Purpose>(['login', 'register'])('on success shows "OTP Sent!" and goes to /verify-otp carrying email and purpose (%s)', async (purpose) => {
    const { actor, requestCode, notifySent, goToCodeEntry, notifyError, notifyNoAccount } = start(purpose);
    actor.send({ type: 'SUBMIT', email });

    await requestCode.resolve(undefined);

    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(notifySent).toHaveBeenCalledExactlyOnceWith(expect.anything(), { email });
    expect(goToCodeEntry).toHaveBeenCalledExactlyOnceWith(expect.anything(), { email, purpose, resendIn: 60 });
    expect(notifyError).not.toHaveBeenCalled();
    expect(notifyNoAccount).not.toHaveBeenCalled();
  });

  it('shows "Account Not Found" with a Register action when no account exists', async () => {
    const { actor, requestCode, notifyNoAccount, notifyError, notifySent, goToCodeEntry } = start('login');
    actor.send({ type: 'SUBMIT', email });

    await requestCode.reject(noAccount);

    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(notifyNoAccount).toHaveBeenCalledExactlyOnceWith(expect.anything(), { error: noAccount });
    expect(notifyError).not.toHaveBeenCalled();
    expect(notifySent).not.toHaveBeenCalled();
    expect(goToCodeEntry).not.toHaveBeenCalled();
  });

  it('recognises "No account found" anywhere in the login failure message', async () => {
    const { actor, requestCode, notifyNoAccount, notifyError } = start('login');
    const wrapped: ApiErrorShape = { message: 'Sorry: No account found. Register first.' };
    actor.send({ type: 'SUBMIT', email });

    await requestCode.reject(wrapped);

    expect(notifyNoAccount).toHaveBeenCalledExactlyOnceWith(expect.anything(), { error: wrapped });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('shows the plain "Error" toast, never the Register action, when a register code request fails with "No account found"', async () => {
    const { actor, requestCode, notifyNoAccount, notifyError } = start('register');
    actor.send({ type: 'SUBMIT', email });

    await requestCode.reject(noAccount);

    expect(actor.getSnapshot().value).toBe('idle');
    expect(notifyError).toHaveBeenCalledExactlyOnceWith(expect.anything(), { error: noAccount, purpose: 'register' });
    expect(notifyNoAccount).not.toHaveBeenCalled();
  });

  it.each<Purpose>(['login', 'register'])('on any other failure stays on the screen and shows the "Error" toast with the server message (%s)', async (purpose) => {
    const { actor, requestCode, notifyNoAccount, notifyError, notifySent, goToCodeEntry } = start(purpose);
    actor.send({ type: 'SUBMIT', email });

    await requestCode.reject(serverDown);

    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(notifyError).toHaveBeenCalledExactlyOnceWith(expect.anything(), { error: serverDown, purpose });
    expect(notifyNoAccount).not.toHaveBeenCalled();
    expect(notifySent).not.toHaveBeenCalled();
    expect(goToCodeEntry).not.toHaveBeenCalled();
  });

  it('lets the user request a code again after a failure', async () => {
    const { actor, requestCode, goToCodeEntry } = start('login');
    actor.send({ type: 'SUBMIT', email });
    await requestCode.reject(serverDown);

    actor.send({ type: 'SUBMIT', email: 'creator@sauti.test' });
    await requestCode.resolve(undefined);

    expect(requestCode.run).toHaveBeenCalledTimes(2);
    expect(requestCode.run).toHaveBeenLastCalledWith({ email: 'creator@sauti.test', purpose: 'login' });
    expect(goToCodeEntry).toHaveBeenCalledExactlyOnceWith(expect.anything(), { email: 'creator@sauti.test', purpose: 'login', resendIn: 60 });
  });

  it('ignores a second Continue while the code request is loading', async () => {
    const { actor, requestCode, goToCodeEntry } = start('login');
    actor.send({ type: 'SUBMIT', email });

    actor.send({ type: 'SUBMIT', email: 'other@sauti.test' });

    expect(requestCode.run).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('requesting');
    expect(actor.getSnapshot().context.email).toBe(email);

    await requestCode.resolve(undefined);
    expect(goToCodeEntry).toHaveBeenCalledExactlyOnceWith(expect.anything(), { email, purpose: 'login', resendIn: 60 });
  });

  it("carries the server's resend wait to the code screen", async () => {
    const { actor, requestCode, goToCodeEntry } = start('login');
    actor.send({ type: 'SUBMIT', email });

    await requestCode.resolve({ resendInSeconds: 45 });

    expect(goToCodeEntry).toHaveBeenCalledExactlyOnceWith(expect.anything(), { email, purpose: 'login', resendIn: 45 });
  });

  it.each<Purpose>(['login', 'register'])(
    'a 429 inside the resend cooldown goes to the code screen with the wait left, saying the code was already sent (%s)',
    async (purpose) => {
      const { actor, requestCode, notifyAlreadySent, goToCodeEntry, notifySent, notifyError, notifyNoAccount } = start(purpose);
      actor.send({ type: 'SUBMIT', email });

      await requestCode.reject({ message: 'Please wait 52 seconds before requesting another code.', status: 429, retryAfter: 52 });

      expect(actor.getSnapshot().value).toBe('sent');
      expect(notifyAlreadySent).toHaveBeenCalledExactlyOnceWith(expect.anything(), { email, seconds: 52 });
      expect(goToCodeEntry).toHaveBeenCalledExactlyOnceWith(expect.anything(), { email, purpose, resendIn: 52 });
      expect(notifySent).not.toHaveBeenCalled();
      expect(notifyError).not.toHaveBeenCalled();
      expect(notifyNoAccount).not.toHaveBeenCalled();
    },
  );

  it.each<[string, ApiErrorShape]>([
    ['the hourly limit (a wait over the cooldown)', { message: 'Too many codes were requested for this email. Please try again in 55 minutes.', status: 429, retryAfter: 3300 }],
    ['a 429 without Retry-After', { message: 'Slow down.', status: 429 }],
    ['another status with Retry-After', { message: 'Unavailable.', status: 503, retryAfter: 30 }],
  ])('%s stays on the screen with the "Error" toast', async (_, error) => {
    const { actor, requestCode, notifyAlreadySent, goToCodeEntry, notifyError } = start('login');
    actor.send({ type: 'SUBMIT', email });

    await requestCode.reject(error);

    expect(actor.getSnapshot().value).toBe('idle');
    expect(notifyError).toHaveBeenCalledExactlyOnceWith(expect.anything(), { error, purpose: 'login' });
    expect(notifyAlreadySent).not.toHaveBeenCalled();
    expect(goToCodeEntry).not.toHaveBeenCalled();
  });
});
