import { setup } from 'xstate';

export type ApplicationEvent =
  /** The creator answers an invitation with a pitch and fee. */
  | { type: 'APPLY' }
  | { type: 'DECLINE' }
  | { type: 'SHORTLIST' }
  /** The brand accepts; `slotsLeft` is how many creator slots the campaign still has. */
  | { type: 'ACCEPT'; slotsLeft: number }
  | { type: 'REJECT' }
  | { type: 'WITHDRAW' }
  | { type: 'CAMPAIGN_CLOSED' };

/**
 * A creator's application to a campaign (campaigns issue; design reference §7). The local API imports it
 * and refuses any event the current state does not take (409). Accepting creates the contract; a full
 * campaign refuses acceptance through the `hasSlot` guard.
 */
export const applicationMachine = setup({
  types: {} as { events: ApplicationEvent },
  guards: {
    hasSlot: (_, params: { slotsLeft: number }) => params.slotsLeft > 0,
  },
}).createMachine({
  id: 'application',
  initial: 'applied',
  states: {
    invited: {
      tags: ['open', 'waiting-creator'],
      on: { APPLY: 'applied', DECLINE: 'declined', CAMPAIGN_CLOSED: 'expired' },
    },
    applied: {
      tags: ['open', 'waiting-brand'],
      on: {
        SHORTLIST: 'shortlisted',
        ACCEPT: { guard: { type: 'hasSlot', params: ({ event }) => ({ slotsLeft: event.slotsLeft }) }, target: 'accepted' },
        REJECT: 'rejected',
        WITHDRAW: 'withdrawn',
        CAMPAIGN_CLOSED: 'expired',
      },
    },
    shortlisted: {
      tags: ['open', 'waiting-brand'],
      on: {
        ACCEPT: { guard: { type: 'hasSlot', params: ({ event }) => ({ slotsLeft: event.slotsLeft }) }, target: 'accepted' },
        REJECT: 'rejected',
        WITHDRAW: 'withdrawn',
        CAMPAIGN_CLOSED: 'expired',
      },
    },
    accepted: { type: 'final' },
    declined: { type: 'final' },
    rejected: { type: 'final' },
    withdrawn: { type: 'final' },
    expired: { type: 'final' },
  },
});
