import { useRouter } from '@tanstack/react-router';
import { useCallback, useState } from 'react';

export const deliverableHeadingId = (deliverableId: string) => `deliverable-${deliverableId}-heading`;

/**
 * After an action on a contract page: reload the page's data, announce the outcome in the page's status region, and
 * move focus to the deliverable's heading, since the form or button just used may be gone once the new status renders.
 */
export function useContractOutcome() {
  const router = useRouter();
  const [outcome, setOutcome] = useState('');
  const done = useCallback(async (message: string, deliverableId?: string) => {
    setOutcome('');
    await router.invalidate();
    setOutcome(message);
    if (deliverableId) document.getElementById(deliverableHeadingId(deliverableId))?.focus();
  }, [router]);
  return { outcome, done };
}
