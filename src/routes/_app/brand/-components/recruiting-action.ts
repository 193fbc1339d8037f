import { focusWhenShown } from '../../../../lib/focus-review.ts';
import { useMutation } from '../../../../lib/use-mutation.ts';

interface Step { key: string; action: () => Promise<unknown>; done: string; focus: string }

/**
 * Runs one recruiting action at a time (invite, shortlist, accept, reject): a success toast, then the page's
 * data reloads so every list shows the new state, and focus moves to the row's heading (`#focus`, tabIndex -1), as the
 * button pressed is gone; a failure shows the API's message.
 */
export function useRecruitingAction() {
  const step = useMutation({ request: (s: Step) => s.action(), toast: (_, s) => s.done, onReloaded: (_, s) => focusWhenShown(`#${CSS.escape(s.focus)}`) });
  return {
    busy: step.input?.key ?? null,
    run: (key: string, action: () => Promise<unknown>, done: string, focus: string) => step.run({ key, action, done, focus }),
  };
}
