import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { notify, notifyError } from '../../../../lib/toast.ts';

/**
 * Runs one recruiting action at a time (invite, shortlist, accept, reject): a success toast, then the page's
 * data reloads so every list shows the new state; a failure shows the API's message.
 */
export function useRecruitingAction() {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, action: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await action();
      notify({ title: done, variant: 'success' });
      await router.invalidate();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
