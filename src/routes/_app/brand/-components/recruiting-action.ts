import { useMutation } from '../../../../lib/use-mutation.ts';

interface Step { key: string; action: () => Promise<unknown>; done: string }

/**
 * Runs one recruiting action at a time (invite, shortlist, accept, reject): a success toast, then the page's
 * data reloads so every list shows the new state; a failure shows the API's message.
 */
export function useRecruitingAction() {
  const step = useMutation({ request: (s: Step) => s.action(), toast: (_, s) => s.done });
  return {
    busy: step.input?.key ?? null,
    run: (key: string, action: () => Promise<unknown>, done: string) => step.run({ key, action, done }),
  };
}
