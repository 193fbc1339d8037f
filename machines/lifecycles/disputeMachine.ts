import { setup } from 'xstate';

export type DisputeEvent =
  /** The other side answers within its 5 business days. */
  | { type: 'RESPOND' }
  /** No answer in 5 business days: it resolves for the side that opened it. */
  | { type: 'RESPONSE_TIMEOUT' }
  /** The admin proposes a split (the creator's share of the held fee). */
  | { type: 'PROPOSE' }
  /** One side accepts the proposal; `bothAccepted` is true once the other side already has. */
  | { type: 'ACCEPT_PROPOSAL'; bothAccepted: boolean }
  | { type: 'REJECT_PROPOSAL' }
  /** Mediation's 14 days ran out: the admin decides. */
  | { type: 'MEDIATION_TIMEOUT' }
  /** The admin's decision: release, refund or split. */
  | { type: 'DECIDE' }
  /** The side that opened it withdraws it. */
  | { type: 'WITHDRAW' };

/**
 * A dispute over a deliverable (delivery issue; design reference §7). No context: the status is the state, moved by
 * the local API with nextStatus(); the outcome and amounts live on the record. Every resolution is one ledger operation.
 */
export const disputeMachine = setup({
  types: {} as { events: DisputeEvent },
  guards: {
    bothAccepted: (_, params: { bothAccepted: boolean }) => params.bothAccepted,
  },
}).createMachine({
  id: 'dispute',
  initial: 'awaiting_response',
  states: {
    awaiting_response: {
      tags: ['open', 'deadline'],
      on: { RESPOND: 'mediation', RESPONSE_TIMEOUT: 'resolved_for_opener', WITHDRAW: 'withdrawn' },
    },
    mediation: {
      tags: ['open', 'deadline', 'waiting-admin'],
      on: { PROPOSE: 'proposal', MEDIATION_TIMEOUT: 'admin_decision', DECIDE: 'resolved', WITHDRAW: 'withdrawn' },
    },
    proposal: {
      tags: ['open', 'deadline'],
      on: {
        ACCEPT_PROPOSAL: [{ guard: { type: 'bothAccepted', params: ({ event }) => ({ bothAccepted: event.bothAccepted }) }, target: 'resolved' }, { target: 'proposal' }],
        REJECT_PROPOSAL: 'admin_decision',
        MEDIATION_TIMEOUT: 'admin_decision',
        WITHDRAW: 'withdrawn',
      },
    },
    admin_decision: {
      tags: ['open', 'waiting-admin'],
      on: { DECIDE: 'resolved' },
    },
    resolved: { type: 'final' },
    resolved_for_opener: { type: 'final' },
    withdrawn: { type: 'final' },
  },
});
