import { applicationMachine, type ApplicationEvent } from '../../../../machines/lifecycles/applicationMachine.ts';
import type { ApplicationView } from '../../../api/campaign-schemas.ts';
import { focusWhenShown } from '../../../lib/focus-review.ts';
import { useMutation } from '../../../lib/use-mutation.ts';

/** The toast after a step: one text, or one read from the API's answer (a partner's accept may become a request). */
type Done = string | ((answer: unknown) => string);
interface Step { key: string; action: () => Promise<unknown>; done: Done; focus: string }

/** What the shared application machine lets the brand's side (the brand, or its partner) do with an application now. */
export const allows = (application: ApplicationView, event: ApplicationEvent) =>
  applicationMachine.resolveState({ value: application.status, context: {} }).can(event);

/**
 * Runs one recruiting action at a time (invite, shortlist, accept, reject), on the brand's page and on its partner's:
 * a success toast, then the page's data reloads so every list shows the new state, and focus moves to the row's
 * heading (`#focus`, tabIndex -1), as the button pressed is gone; a failure shows the API's message.
 */
export function useRecruitingAction() {
  const step = useMutation({
    request: (s: Step) => s.action(),
    toast: (answer, s) => (typeof s.done === 'string' ? s.done : s.done(answer)),
    onReloaded: (_, s) => focusWhenShown(`#${CSS.escape(s.focus)}`),
  });
  return {
    busy: step.input?.key ?? null,
    run: (key: string, action: () => Promise<unknown>, done: Done, focus: string) => step.run({ key, action, done, focus }),
  };
}
