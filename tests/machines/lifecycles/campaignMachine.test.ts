import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { campaignEventsFor, campaignMachine, type CampaignEvent } from '../../../machines/lifecycles/campaignMachine.ts';
import type { CampaignStatus } from '../../../src/domain/campaign-types.ts';

const start = () => createActor(campaignMachine).start();
const send = (actor: ReturnType<typeof start>, ...types: CampaignEvent['type'][]) => types.forEach((type) => actor.send({ type }));
const at = (status: CampaignStatus) => campaignMachine.resolveState({ value: status, context: {} });

describe('campaignMachine', () => {
  it('starts as a draft the brand can edit, waiting for the brand', () => {
    const snapshot = start().getSnapshot();
    expect(snapshot.value).toBe('draft');
    expect(snapshot.hasTag('editable')).toBe(true);
    expect(snapshot.hasTag('waiting-brand')).toBe(true);
  });

  it('takes a draft through review, changes requested, resubmission and approval to recruiting, in progress and completed', () => {
    const actor = start();
    send(actor, 'UPDATE', 'SUBMIT');
    expect(actor.getSnapshot().value).toBe('pending_review');
    expect(actor.getSnapshot().hasTag('waiting-admin')).toBe(true);
    send(actor, 'REQUEST_CHANGES', 'EDIT', 'UPDATE', 'SUBMIT', 'APPROVE', 'PAY_LAUNCH');
    expect(actor.getSnapshot().value).toBe('funding');
    expect(actor.getSnapshot().hasTag('waiting-payment')).toBe(true);
    send(actor, 'PAYMENT_SUCCEEDED');
    expect(actor.getSnapshot().value).toBe('recruiting');
    expect(actor.getSnapshot().hasTag('waiting-creators')).toBe(true);
    send(actor, 'PAUSE');
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    send(actor, 'RESUME', 'CLOSE_RECRUITING', 'PAUSE', 'RESUME');
    expect(actor.getSnapshot().value).toBe('in_progress');
    expect(actor.getSnapshot().hasTag('waiting-delivery')).toBe(true);
    send(actor, 'COMPLETE');
    expect(actor.getSnapshot().value).toBe('completed');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('lets a draft be edited (UPDATE) and only a draft', () => {
    expect(at('draft').can({ type: 'UPDATE' })).toBe(true);
    for (const status of ['pending_review', 'changes_requested', 'approved', 'recruiting', 'completed'] as const) {
      expect(at(status).can({ type: 'UPDATE' }), status).toBe(false);
    }
  });

  it('goes back to approved when the launch payment fails, so the brand can pay again, and cannot be cancelled mid-payment', () => {
    const actor = start();
    send(actor, 'SUBMIT', 'APPROVE', 'PAY_LAUNCH', 'PAYMENT_FAILED');
    expect(actor.getSnapshot().value).toBe('approved');
    expect(at('funding').can({ type: 'CANCEL' })).toBe(false);
    expect(at('approved').can({ type: 'PAYMENT_SUCCEEDED' })).toBe(false);
    expect(at('recruiting').can({ type: 'PAY_LAUNCH' })).toBe(false);
  });

  it('refuses to launch a draft or approve a campaign that was not submitted', () => {
    expect(at('draft').can({ type: 'PAY_LAUNCH' })).toBe(false);
    expect(at('draft').can({ type: 'APPROVE' })).toBe(false);
    expect(at('changes_requested').can({ type: 'SUBMIT' })).toBe(false);
  });

  it('cancels where it makes sense, but not while under review or once finished', () => {
    for (const status of ['draft', 'changes_requested', 'approved', 'recruiting', 'recruiting_paused', 'in_progress', 'in_progress_paused'] as const) {
      expect(at(status).can({ type: 'CANCEL' }), status).toBe(true);
    }
    for (const status of ['pending_review', 'completed', 'rejected', 'cancelled'] as const) expect(at(status).can({ type: 'CANCEL' }), status).toBe(false);
  });

  it('lists the events each status takes, for showing only the actions that make sense', () => {
    expect(campaignEventsFor('draft')).toEqual(['UPDATE', 'SUBMIT', 'CANCEL']);
    expect(campaignEventsFor('pending_review')).toEqual(['APPROVE', 'REQUEST_CHANGES', 'REJECT']);
    expect(campaignEventsFor('approved')).toEqual(['PAY_LAUNCH', 'CANCEL']);
    expect(campaignEventsFor('funding')).toEqual(['PAYMENT_SUCCEEDED', 'PAYMENT_FAILED']);
    expect(campaignEventsFor('recruiting')).toEqual(['PAUSE', 'CLOSE_RECRUITING', 'CANCEL']);
    expect(campaignEventsFor('rejected')).toEqual([]);
  });
});
