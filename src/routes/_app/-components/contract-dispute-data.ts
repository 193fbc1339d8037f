import { useCallback, useEffect, useRef, useState } from 'react';
import type { Deliverable } from '../../../domain/delivery-types.ts';
import type { DisputeView } from '../../../api/dispute-schemas.ts';
import { fetchDeliverableDispute } from '../../../api/disputes.ts';

/** A deliverable that is, or may have been, disputed: a dispute ends with it approved (release) or settled. */
export const mayHaveDispute = (d: Deliverable, contractActive: boolean) =>
  d.status === 'disputed' || d.status === 'settled' || (d.status === 'approved' && !contractActive);

/**
 * The deliverable's newest dispute, loaded while `enabled` and again whenever the deliverable changes (its
 * `updatedAt`), or on `refresh()`. A failed load leaves the last answer and says so.
 */
export function useDeliverableDispute(deliverable: Deliverable, enabled: boolean) {
  const [dispute, setDispute] = useState<DisputeView | null>(null);
  const [error, setError] = useState('');
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const call = ++latest.current;
    try {
      const found = await fetchDeliverableDispute(deliverable.id);
      if (call !== latest.current) return;
      setDispute(found);
      setError('');
    } catch (failure) {
      if (call === latest.current) setError((failure as Error).message);
    }
  }, [deliverable.id]);

  useEffect(() => {
    if (enabled) void refresh();
  }, [enabled, refresh, deliverable.updatedAt]);

  return { dispute: enabled ? dispute : null, error: enabled ? error : '', refresh };
}
