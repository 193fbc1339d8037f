import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise } from 'xstate';
import { surveyFormMachine, type FieldErrors, type SurveyAnswers } from '../../../machines/flows/surveyFormMachine.ts';

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const good: SurveyAnswers = { industrySector: 'retail', emailAddress: 'owner@duka.co.ke', marketingGoals: [] };

function start() {
  let settle: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | undefined;
  const submit = vi.fn((_answers: SurveyAnswers) => new Promise((resolve, reject) => (settle = { resolve, reject })));
  const actions = { notifySuccess: vi.fn(), notifyError: vi.fn(), resetForm: vi.fn(), focusFirstError: vi.fn() };
  const machine = surveyFormMachine.provide({
    actors: { submitSurvey: fromPromise(({ input }) => submit(input)) },
    actions: { ...actions, validate: assign({ errors: ({ context }): FieldErrors => (context.answers.emailAddress ? {} : { emailAddress: ['Email is required'] }) }) },
  });
  const actor = createActor(machine).start();
  return {
    actor,
    submit,
    snapshot: () => actor.getSnapshot(),
    resolve: async (v: unknown) => (settle!.resolve(v), flush()),
    reject: async (e: unknown) => (settle!.reject(e), flush()),
    ...actions,
  };
}

describe('surveyFormMachine', () => {
  it("shows 'Email is required' and sends nothing when the email is missing", () => {
    const { actor, snapshot, submit, focusFirstError } = start();
    actor.send({ type: 'SURVEY.SUBMIT', answers: { ...good, emailAddress: '' } });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.errors).toEqual({ emailAddress: ['Email is required'] });
    expect(focusFirstError).toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
  });

  it('is busy while submitting; on success it resets the form and shows the Success toast', async () => {
    const { actor, snapshot, submit, resolve, resetForm, notifySuccess } = start();
    actor.send({ type: 'SURVEY.SUBMIT', answers: good });
    expect(snapshot().hasTag('busy')).toBe(true);
    expect(submit).toHaveBeenCalledWith(good);
    await resolve({ id: 's-1' });
    expect(snapshot().value).toBe('editing');
    expect(resetForm).toHaveBeenCalledTimes(1);
    expect(notifySuccess).toHaveBeenCalledTimes(1);
    expect(snapshot().context).toEqual({ answers: {}, errors: {} });
  });

  it("on failure it shows the 'Error' toast, keeps the answers and shows any field errors the server sent", async () => {
    const { actor, snapshot, reject, resetForm, notifyError } = start();
    actor.send({ type: 'SURVEY.SUBMIT', answers: good });
    await reject({ message: 'x', status: 422, errors: { emailAddress: ['Enter a valid email address.'] } });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.errors).toEqual({ emailAddress: ['Enter a valid email address.'] });
    expect(snapshot().context.answers).toEqual(good);
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(resetForm).not.toHaveBeenCalled();
  });
});
