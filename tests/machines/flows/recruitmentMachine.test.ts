import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise } from 'xstate';
import { recruitmentMachine, type ApplicationSubmission, type FieldErrors } from '../../../machines/flows/recruitmentMachine.ts';

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

const pm = { id: 'product-manager', title: 'Product Manager (PM)' };
const resume = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
const serverRefusal = { message: 'Some fields need attention.', status: 422, errors: { resume: ['The resume must be a PDF file.'] } };

function start(draft: Record<string, string> = {}) {
  let settle: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | undefined;
  const submit = vi.fn((_input: ApplicationSubmission) => new Promise((resolve, reject) => (settle = { resolve, reject })));
  const actions = {
    saveDraft: vi.fn(),
    clearDraft: vi.fn(),
    notifySuccess: vi.fn(),
    notifyValidationError: vi.fn(),
    notifyError: vi.fn(),
    focusFirstError: vi.fn(),
  };
  const machine = recruitmentMachine.provide({
    actors: { submitApplication: fromPromise(({ input }) => submit(input)) },
    actions: {
      ...actions,
      validate: assign({ errors: ({ context }): FieldErrors => (context.values.fullName ? {} : { fullName: ['Full Name is required.'] }) }),
    },
  });
  const actor = createActor(machine, { input: { draft } }).start();
  const snapshot = () => actor.getSnapshot();
  const resolve = async (v: unknown) => (settle!.resolve(v), flush());
  const reject = async (e: unknown) => (settle!.reject(e), flush());
  return { actor, snapshot, submit, resolve, reject, ...actions };
}

describe('recruitmentMachine', () => {
  it('restores the draft on load and opens the modal for the chosen role with it', () => {
    const { actor, snapshot } = start({ fullName: 'Achieng', email: 'a@example.com' });
    expect(snapshot().value).toBe('closed');
    actor.send({ type: 'APPLICATION.OPEN', role: pm });
    expect(snapshot().hasTag('open')).toBe(true);
    expect(snapshot().context.role).toEqual(pm);
    expect(snapshot().context.values).toEqual({ fullName: 'Achieng', email: 'a@example.com', role: 'product-manager' });
  });

  it('saves every typed field to the draft, and keeps files out of it', () => {
    const { actor, saveDraft } = start();
    actor.send({ type: 'APPLICATION.OPEN', role: pm });
    actor.send({ type: 'FIELD.CHANGE', name: 'fullName', value: 'Achieng' });
    actor.send({ type: 'FILES.CHANGE', name: 'resume', files: [resume] });
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(saveDraft).toHaveBeenLastCalledWith(expect.anything(), { values: { role: 'product-manager', fullName: 'Achieng' } });
  });

  it('shows field errors and sends nothing when the form is not valid', () => {
    const { actor, snapshot, submit, focusFirstError } = start();
    actor.send({ type: 'APPLICATION.OPEN', role: pm });
    actor.send({ type: 'APPLICATION.SUBMIT' });
    expect(snapshot().value).toBe('open');
    expect(snapshot().context.errors).toEqual({ fullName: ['Full Name is required.'] });
    expect(focusFirstError).toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
    actor.send({ type: 'FIELD.CHANGE', name: 'fullName', value: 'A' });
    expect(snapshot().context.errors).toEqual({});
  });

  it("reads 'Submitting...' (busy) while sending the role, values and files; success closes, resets, clears the draft and says so", async () => {
    const { actor, snapshot, submit, resolve, clearDraft, notifySuccess } = start();
    actor.send({ type: 'APPLICATION.OPEN', role: pm });
    actor.send({ type: 'FIELD.CHANGE', name: 'fullName', value: 'Achieng' });
    actor.send({ type: 'FILES.CHANGE', name: 'resume', files: [resume] });
    actor.send({ type: 'APPLICATION.SUBMIT' });
    expect(snapshot().hasTag('busy')).toBe(true);
    expect(submit).toHaveBeenCalledWith({ role: pm, values: { role: 'product-manager', fullName: 'Achieng' }, files: { resume: [resume] } });
    actor.send({ type: 'APPLICATION.CANCEL' });
    expect(snapshot().hasTag('busy')).toBe(true);
    await resolve({ id: 'app-1' });
    expect(snapshot().value).toBe('closed');
    expect(snapshot().context).toEqual({ role: null, values: {}, files: {}, errors: {} });
    expect(clearDraft).toHaveBeenCalledTimes(1);
    expect(notifySuccess).toHaveBeenCalledTimes(1);
  });

  it("a response with an errors map gives the 'Validation Error' toast and shows the errors on the fields", async () => {
    const { actor, snapshot, reject, notifyValidationError, notifyError, clearDraft } = start({ fullName: 'Achieng' });
    actor.send({ type: 'APPLICATION.OPEN', role: pm });
    actor.send({ type: 'APPLICATION.SUBMIT' });
    await reject(serverRefusal);
    expect(snapshot().value).toBe('open');
    expect(snapshot().context.errors).toEqual(serverRefusal.errors);
    expect(notifyValidationError).toHaveBeenCalledWith(expect.anything(), { errors: serverRefusal.errors });
    expect(notifyError).not.toHaveBeenCalled();
    expect(clearDraft).not.toHaveBeenCalled();
  });

  it("any other failure gives the 'Error' toast and keeps the answers and the draft", async () => {
    const { actor, snapshot, reject, notifyError, clearDraft } = start({ fullName: 'Achieng' });
    actor.send({ type: 'APPLICATION.OPEN', role: pm });
    actor.send({ type: 'APPLICATION.SUBMIT' });
    await reject({ message: 'Submission failed. Please try again.' });
    expect(snapshot().value).toBe('open');
    expect(snapshot().context.values.fullName).toBe('Achieng');
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(clearDraft).not.toHaveBeenCalled();
  });

  it('Cancel closes, resets the form and clears the saved draft', () => {
    const { actor, snapshot, clearDraft } = start({ fullName: 'Achieng' });
    actor.send({ type: 'APPLICATION.OPEN', role: pm });
    actor.send({ type: 'APPLICATION.CANCEL' });
    expect(snapshot().value).toBe('closed');
    expect(snapshot().context.values).toEqual({});
    expect(clearDraft).toHaveBeenCalledTimes(1);
  });

  it('Escape (close) closes but keeps the typed answers and the draft; chosen files are dropped', () => {
    const { actor, snapshot, clearDraft } = start();
    actor.send({ type: 'APPLICATION.OPEN', role: pm });
    actor.send({ type: 'FIELD.CHANGE', name: 'fullName', value: 'Achieng' });
    actor.send({ type: 'FILES.CHANGE', name: 'resume', files: [resume] });
    actor.send({ type: 'APPLICATION.CLOSE' });
    expect(snapshot().value).toBe('closed');
    expect(snapshot().context).toMatchObject({ role: null, files: {}, values: { fullName: 'Achieng' } });
    expect(clearDraft).not.toHaveBeenCalled();
  });
});
