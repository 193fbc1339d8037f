import { describe, expect, it, vi } from 'vitest';
import { assign, createActor } from 'xstate';
import { campaignWizardMachine } from '../../../machines/flows/campaignWizardMachine.ts';
import type { FieldErrors, SaveInput, SaveOutput, SubmitInput, WizardStep } from '../../../src/domain/campaign-wizard-form.ts';
import { emptyCampaignForm } from '../../../src/lib/campaign-form.ts';
import { controllable } from '../../support/actors.ts';

/** A stand-in for the app's rules: basics needs a title, budget needs a budget. */
const rules = (values: { title: string; budgetTotal: string }, steps: readonly WizardStep[]): FieldErrors => ({
  ...(steps.includes('basics') && !values.title ? { title: ['Use at least 3 characters for the title.'] } : {}),
  ...(steps.includes('budget') && !values.budgetTotal ? { budgetTotal: ['The budget must be more than 0.'] } : {}),
});

function start(input: { campaignId?: string } = {}) {
  const save = controllable<SaveOutput, SaveInput>();
  const submit = controllable<unknown, SubmitInput>();
  const actions = { notifySaved: vi.fn(), notifySubmitted: vi.fn(), notifyError: vi.fn(), showCampaign: vi.fn(), focusStep: vi.fn(), focusFirstError: vi.fn(), showDraft: vi.fn() };
  const machine = campaignWizardMachine.provide({
    actors: { saveDraft: save.logic, submitCampaign: submit.logic },
    actions: {
      ...Object.fromEntries(Object.entries(actions).map(([name, fn]) => [name, (_: unknown, params: unknown) => fn(params)])),
      validate: assign(({ context }, { steps }: { steps: readonly WizardStep[] }) => ({ errors: rules(context.values, steps) })),
    },
  });
  const actor = createActor(machine, { input: { ...input, values: emptyCampaignForm() } }).start();
  return { actor, save, submit, actions };
}

const fill = (patch: Record<string, unknown>) => ({ type: 'FIELD.CHANGE' as const, patch });
const to = (actor: ReturnType<typeof start>['actor'], step: WizardStep) => {
  actor.send(fill({ title: 'Mama Mboga launch', budgetTotal: '50000' }));
  while (actor.getSnapshot().context.step !== step) actor.send({ type: 'CONTINUE' });
};

describe('campaignWizardMachine', () => {
  it('starts on the basics step with the stored values and campaign id when resuming a draft', () => {
    const { actor } = start({ campaignId: 'c1' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ campaignId: 'c1', step: 'basics', errors: {} });
  });

  it('Continue validates only the current step: errors keep the step and focus the first field in error', () => {
    const { actor, actions } = start();
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().context.step).toBe('basics');
    expect(actor.getSnapshot().context.errors).toEqual({ title: ['Use at least 3 characters for the title.'] });
    expect(actions.focusFirstError).toHaveBeenCalled();
    actor.send(fill({ title: 'Launch' }));
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().context.step).toBe('budget');
    expect(actions.focusStep).toHaveBeenCalledTimes(1);
  });

  it('Back returns to the previous step and does nothing on the first step', () => {
    const { actor } = start();
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.step).toBe('basics');
    to(actor, 'audience');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.step).toBe('budget');
  });

  it('the review step offers Edit links back to earlier steps only', () => {
    const { actor } = start();
    to(actor, 'review');
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().context.step).toBe('review');
    actor.send({ type: 'STEP.GO', step: 'audience' });
    expect(actor.getSnapshot().context.step).toBe('audience');
    actor.send({ type: 'STEP.GO', step: 'links' });
    expect(actor.getSnapshot().context.step).toBe('audience');
  });

  it('Save draft creates the campaign the first time, then saves to the same id', async () => {
    const { actor, save, actions } = start();
    actor.send(fill({ title: 'Launch' }));
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(save.run).toHaveBeenLastCalledWith(expect.objectContaining({ campaignId: null }));
    await save.resolve({ id: 'c9' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.campaignId).toBe('c9');
    expect(actions.notifySaved).toHaveBeenCalledTimes(1);
    expect(actions.showDraft).toHaveBeenCalledExactlyOnceWith({ campaignId: 'c9', step: 'basics' });
    actor.send({ type: 'SAVE' });
    expect(save.run).toHaveBeenLastCalledWith(expect.objectContaining({ campaignId: 'c9' }));
    await save.resolve({ id: 'c9' });
    expect(actions.notifySaved).toHaveBeenCalledTimes(2);
    expect(actions.showDraft).toHaveBeenCalledTimes(1);
  });

  it('shows a 422 on the right fields and opens the step holding the first error', async () => {
    const { actor, save, actions } = start();
    to(actor, 'links');
    actor.send({ type: 'SAVE' });
    await save.reject({ message: 'Some fields need attention.', status: 422, errors: { 'audience.countries': ['Use two-letter country codes, e.g. KE.'], 'deliverables.0.quantity': ['The quantity must be 1 to 20.'] } });
    expect(actor.getSnapshot().context.step).toBe('audience');
    expect(actor.getSnapshot().context.errors).toEqual({ countries: ['Use two-letter country codes, e.g. KE.'], 'deliverables.0.quantity': ['The quantity must be 1 to 20.'] });
    expect(actions.notifyError).toHaveBeenCalledWith({ error: expect.objectContaining({ status: 422 }) });
    actor.send(fill({ deliverables: [] }));
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['countries']);
  });

  it('a failed save keeps the answers and the step, and says what went wrong', async () => {
    const { actor, save, actions } = start();
    to(actor, 'budget');
    actor.send({ type: 'SAVE' });
    await save.reject({ message: 'Your draft could not be saved. Please try again.' });
    expect(actor.getSnapshot().context).toMatchObject({ step: 'budget', errors: {}, values: { title: 'Mama Mboga launch' } });
    expect(actions.notifyError).toHaveBeenCalledWith({ error: { message: 'Your draft could not be saved. Please try again.' } });
  });

  it('Submit for review checks every step first and opens the first one in error', () => {
    const { actor, save } = start();
    to(actor, 'review');
    actor.send(fill({ budgetTotal: '' }));
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.step).toBe('budget');
    expect(save.run).not.toHaveBeenCalled();
  });

  it('Submit for review saves, then submits, then shows the campaign page with a toast', async () => {
    const { actor, save, submit, actions } = start();
    to(actor, 'review');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toEqual({ submitting: 'saving' });
    await save.resolve({ id: 'c2' });
    expect(submit.run).toHaveBeenCalledWith({ campaignId: 'c2' });
    await submit.resolve({});
    expect(actor.getSnapshot().status).toBe('done');
    expect(actions.notifySubmitted).toHaveBeenCalled();
    expect(actions.showCampaign).toHaveBeenCalledWith({ campaignId: 'c2' });
  });

  it('a submission the server finds incomplete opens the step with the first error', async () => {
    const { actor, save, submit } = start({ campaignId: 'c3' });
    to(actor, 'review');
    actor.send({ type: 'SUBMIT' });
    await save.resolve({ id: 'c3' });
    await submit.reject({ message: 'Finish the brief before submitting.', status: 422, errors: { startDate: ['The start date cannot be in the past.'] } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.step).toBe('deliverables');
    expect(actor.getSnapshot().context.errors).toEqual({ startDate: ['The start date cannot be in the past.'] });
  });

  it('a submission refused for another reason (409) keeps the brand on the review step', async () => {
    const { actor, save, submit, actions } = start({ campaignId: 'c4' });
    to(actor, 'review');
    actor.send({ type: 'SUBMIT' });
    await save.resolve({ id: 'c4' });
    await submit.reject({ message: 'This campaign is pending review, so it cannot be submitted for review.', status: 409 });
    expect(actor.getSnapshot().context.step).toBe('review');
    expect(actions.notifyError).toHaveBeenCalledWith({ error: expect.objectContaining({ status: 409 }) });
  });
});
