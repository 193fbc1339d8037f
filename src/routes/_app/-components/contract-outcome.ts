import { useCallback, useState } from 'react';

export const deliverableHeadingId = (deliverableId: string) => `deliverable-${deliverableId}-heading`;
/** The heading of a deliverable's item under past work (contract-past-work.tsx): focus goes there after a step on it. */
export const pastWorkHeadingId = (deliverableId: string) => `past-work-${deliverableId}-heading`;

/** What a step on a page does around the reload its `useMutation` makes: clear the old outcome, then say the new one. */
export interface StepOutcome {
  /** Before the page's data reloads (a mutation's `onDone`). */
  clear: () => void;
  /** Once it has rendered (a mutation's `onReloaded`). */
  say: (message: string) => void;
}

/**
 * After an action on a contract page: announce the outcome in the page's status region once the page's data has
 * reloaded, and move focus to the deliverable's heading, since the form or button just used may be gone once the
 * new status renders.
 */
export function useContractOutcome() {
  const [outcome, setOutcome] = useState('');
  /** `headingId` names another heading to move focus to (the terms' heading, for accepting them). */
  const outcomeFor = useCallback((deliverableId: string, headingId = deliverableHeadingId(deliverableId)): StepOutcome => ({
    clear: () => setOutcome(''),
    say: (message) => {
      setOutcome(message);
      document.getElementById(headingId)?.focus();
    },
  }), []);
  return { outcome, outcomeFor };
}
