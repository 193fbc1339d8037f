import { setup } from 'xstate';
import type { CampaignStatus } from '../../src/domain/campaign-types.ts';

export type CampaignEvent =
  | { type: 'UPDATE' }
  | { type: 'SUBMIT' }
  | { type: 'APPROVE' }
  | { type: 'REQUEST_CHANGES' }
  | { type: 'REJECT' }
  | { type: 'EDIT' }
  /** The brand starts paying the launch fee and the budget to hold. */
  | { type: 'PAY_LAUNCH' }
  | { type: 'PAYMENT_SUCCEEDED' }
  /** The payment failed or was cancelled: the brand can pay again. */
  | { type: 'PAYMENT_FAILED' }
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  | { type: 'CLOSE_RECRUITING' }
  | { type: 'COMPLETE' }
  | { type: 'CANCEL' };

/**
 * The campaign lifecycle (campaigns issue; design reference §7). The local API imports this definition and
 * refuses any event the current state does not take (409), so the app and the server cannot disagree.
 * It holds no context: the status is the state. Tags tell the UI what the campaign is waiting for.
 * Launching is paying: approved → funding while the payment is open, then recruiting once it succeeds.
 */
export const campaignMachine = setup({
  types: {} as { events: CampaignEvent },
}).createMachine({
  id: 'campaign',
  initial: 'draft',
  states: {
    draft: {
      tags: ['editable', 'waiting-brand'],
      // A self-target: XState's can() does not count an empty transition as allowed.
      on: { UPDATE: { target: 'draft' }, SUBMIT: 'pending_review', CANCEL: 'cancelled' },
    },
    pending_review: {
      tags: ['waiting-admin'],
      on: { APPROVE: 'approved', REQUEST_CHANGES: 'changes_requested', REJECT: 'rejected' },
    },
    changes_requested: {
      tags: ['waiting-brand'],
      on: { EDIT: 'draft', CANCEL: 'cancelled' },
    },
    approved: {
      tags: ['waiting-brand'],
      on: { PAY_LAUNCH: 'funding', CANCEL: 'cancelled' },
    },
    funding: {
      // No CANCEL while money is moving: the payment settles first (an unknown one by a query).
      tags: ['waiting-payment'],
      on: { PAYMENT_SUCCEEDED: 'recruiting', PAYMENT_FAILED: 'approved' },
    },
    recruiting: {
      tags: ['live', 'waiting-creators'],
      on: { PAUSE: 'recruiting_paused', CLOSE_RECRUITING: 'in_progress', CANCEL: 'cancelled' },
    },
    recruiting_paused: {
      tags: ['paused', 'waiting-brand'],
      on: { RESUME: 'recruiting', CANCEL: 'cancelled' },
    },
    in_progress: {
      tags: ['live', 'waiting-delivery'],
      on: { PAUSE: 'in_progress_paused', COMPLETE: 'completed', CANCEL: 'cancelled' },
    },
    in_progress_paused: {
      tags: ['paused', 'waiting-brand'],
      on: { RESUME: 'in_progress', CANCEL: 'cancelled' },
    },
    completed: { type: 'final' },
    rejected: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

/** The events a campaign in `status` takes, in the machine's order (for showing only the actions that make sense). */
export function campaignEventsFor(status: CampaignStatus): CampaignEvent['type'][] {
  return Object.keys(campaignMachine.states[status]?.config.on ?? {}) as CampaignEvent['type'][];
}
