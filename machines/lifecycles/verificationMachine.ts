import { setup } from 'xstate';

export type VerificationEvent = { type: 'SUBMIT' } | { type: 'VERIFY' } | { type: 'REJECT' };

/**
 * A creator's verification (campaigns issue): self-reported figures an admin verifies or rejects with a
 * reason. A creator may resubmit after a rejection, or update verified figures, which needs a new review.
 * Only verified creators are matched or listed. The local API imports it and refuses other events (409).
 */
export const verificationMachine = setup({
  types: {} as { events: VerificationEvent },
}).createMachine({
  id: 'verification',
  initial: 'none',
  states: {
    none: { on: { SUBMIT: 'pending' } },
    pending: { tags: ['waiting-admin'], on: { VERIFY: 'verified', REJECT: 'rejected' } },
    verified: { tags: ['listed'], on: { SUBMIT: 'pending' } },
    rejected: { on: { SUBMIT: 'pending' } },
  },
});
