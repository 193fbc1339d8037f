import { setup } from 'xstate';

export type DeliverableEvent =
  /** The creator submits a draft (a new version), first time or after a revision request. */
  | { type: 'SUBMIT' }
  | { type: 'APPROVE' }
  /** The review window (3 business days, EAT, on the server's clock) ran out with no answer. */
  | { type: 'AUTO_APPROVE' }
  /** The brand asks for changes; allowed while `revisionsUsed` is below the campaign's `maxRevisions`. */
  | { type: 'REQUEST_REVISION'; revisionsUsed: number; maxRevisions: number }
  | { type: 'OPEN_DISPUTE' }
  /** The dispute ended: release approves the deliverable, refund or split ends it as settled. */
  | { type: 'DISPUTE_RESOLVED'; outcome: 'release' | 'refund' | 'split' }
  /** The opener withdrew the dispute: the review goes on where it stopped. */
  | { type: 'DISPUTE_WITHDRAWN' }
  | { type: 'DEADLINE_MISSED' }
  | { type: 'BRAND_CANCEL' }
  | { type: 'SUBMIT_LIVE_LINK' };

/**
 * One deliverable of a contract (delivery issue; design reference §7). It holds no context: the status is the state,
 * and the local API moves it with nextStatus(). Deadlines belong to the server (decision 0, design §0.2): it sends
 * AUTO_APPROVE and DEADLINE_MISSED when its clock passes them. While disputed the review timer is paused (tag).
 */
export const deliverableMachine = setup({
  types: {} as { events: DeliverableEvent },
  guards: {
    revisionLeft: (_, params: { revisionsUsed: number; maxRevisions: number }) => params.revisionsUsed < params.maxRevisions,
    released: (_, params: { outcome: string }) => params.outcome === 'release',
  },
}).createMachine({
  id: 'deliverable',
  initial: 'pending',
  states: {
    pending: {
      tags: ['waiting-creator'],
      on: { SUBMIT: 'in_review', DEADLINE_MISSED: 'overdue' },
    },
    overdue: {
      tags: ['waiting-creator', 'late'],
      on: { SUBMIT: 'in_review', BRAND_CANCEL: 'cancelled' },
    },
    in_review: {
      tags: ['waiting-brand', 'review-timer'],
      on: {
        APPROVE: 'approved',
        AUTO_APPROVE: 'approved',
        REQUEST_REVISION: { guard: { type: 'revisionLeft', params: ({ event }) => ({ revisionsUsed: event.revisionsUsed, maxRevisions: event.maxRevisions }) }, target: 'revision_requested' },
        OPEN_DISPUTE: 'disputed',
      },
    },
    revision_requested: {
      tags: ['waiting-creator'],
      on: { SUBMIT: 'in_review' },
    },
    disputed: {
      tags: ['paused'],
      on: {
        DISPUTE_RESOLVED: [{ guard: { type: 'released', params: ({ event }) => ({ outcome: event.outcome }) }, target: 'approved' }, { target: 'settled' }],
        DISPUTE_WITHDRAWN: 'in_review',
      },
    },
    approved: {
      tags: ['waiting-creator', 'paid'],
      on: { SUBMIT_LIVE_LINK: 'live' },
    },
    live: { type: 'final', tags: ['paid'] },
    settled: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
