import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { contactFormMachine, type ContactValues } from '../../../machines/flows/contactFormMachine.ts';
import type { ApiErrorShape } from '../../../src/domain/user-types.ts';

/** Lets the promise callbacks XState chains on an invoked actor run. */
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

const values: ContactValues = { name: 'Amina', email: 'amina@example.co.ke', subject: 'Hi', message: 'Hello' };
const invalid: ApiErrorShape = {
  message: 'Please check the highlighted fields.',
  status: 422,
  errors: { email: ['Enter a valid email address.', 'second'], body: ['ignored'] },
};

function start() {
  let settle: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | undefined;
  const send = vi.fn((_input: ContactValues) => new Promise((resolve, reject) => (settle = { resolve, reject })));
  const actions = { clearForm: vi.fn(), focusFirstError: vi.fn() };
  const actor = createActor(
    contactFormMachine.provide({ actors: { sendMessage: fromPromise(({ input }) => send(input)) }, actions }),
  ).start();
  const resolve = async () => (settle!.resolve({ id: 'x' }), flush());
  const reject = async (error: unknown) => (settle!.reject(error), flush());
  return { actor, send, resolve, reject, ...actions };
}

describe('contactFormMachine', () => {
  it('starts idle, not busy, with no errors', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('sends the typed values once, busy while sending, even if SUBMIT comes twice', () => {
    const { actor, send } = start();
    actor.send({ type: 'SUBMIT', values });
    actor.send({ type: 'SUBMIT', values });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(send).toHaveBeenCalledExactlyOnceWith(values);
  });

  it('on success is sent and clears the form', async () => {
    const { actor, resolve, clearForm, focusFirstError } = start();
    actor.send({ type: 'SUBMIT', values });
    await resolve();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(clearForm).toHaveBeenCalledOnce();
    expect(focusFirstError).not.toHaveBeenCalled();
  });

  it('on a 422 keeps the first message per known field, the form-level message, and does not clear the form', async () => {
    const { actor, reject, clearForm, focusFirstError } = start();
    actor.send({ type: 'SUBMIT', values });
    await reject(invalid);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'Enter a valid email address.' });
    expect(actor.getSnapshot().context.failure).toBe(invalid.message);
    expect(clearForm).not.toHaveBeenCalled();
    expect(focusFirstError).toHaveBeenCalledOnce();
  });

  it('records the browser validation message for a field and clears it when the field is edited', () => {
    const { actor } = start();
    actor.send({ type: 'FIELD.INVALID', field: 'name', message: 'Please enter your name.' });
    actor.send({ type: 'FIELD.INVALID', field: 'email', message: 'Please enter your email address.' });
    actor.send({ type: 'FIELD.EDIT', field: 'name' });
    expect(actor.getSnapshot().context.errors).toEqual({ name: undefined, email: 'Please enter your email address.' });
  });

  it('sending again from failed clears the old errors and can succeed', async () => {
    const { actor, reject, resolve, send } = start();
    actor.send({ type: 'SUBMIT', values });
    await reject(invalid);
    actor.send({ type: 'SUBMIT', values: { ...values, email: 'ok@example.com' } });
    expect(actor.getSnapshot().context).toMatchObject({ errors: {}, failure: null });
    await resolve();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(send).toHaveBeenLastCalledWith({ ...values, email: 'ok@example.com' });
  });

  it('a network failure without a message still fails with an empty field map', async () => {
    const { actor, reject } = start();
    actor.send({ type: 'SUBMIT', values });
    await reject(new Error('offline'));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.errors).toEqual({});
  });
});
