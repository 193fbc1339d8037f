import { useCallback, useState } from 'react';
import { newIdempotencyKey } from '../../../../machines/idempotencyKey.ts';
import type { ApiError } from '../../../lib/api.ts';

/**
 * One Idempotency-Key per intent: a double click or a retry after a lost answer re-sends it, so the API acts once.
 * Once the API has answered with a refusal it keeps that answer for the key, so the next try is a new intent.
 */
export function useIntentKey() {
  const [key, setKey] = useState(newIdempotencyKey);
  const afterFailure = useCallback((failure: unknown) => {
    if ((failure as ApiError | null)?.status !== undefined) setKey(newIdempotencyKey());
  }, []);
  return { key, afterFailure };
}
