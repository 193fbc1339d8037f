import type { SnapshotFrom } from 'xstate';
import type { onboardingMachine } from '../../../../machines/flows/onboardingMachine.ts';
import { content } from '../../../content/onboarding.ts';

/** Announces saving, and a failed save with the server's reason; the answers stay on screen. */
export function SaveStatus({ snapshot }: { snapshot: SnapshotFrom<typeof onboardingMachine> }) {
  if (snapshot.matches('saveFailed')) {
    return (
      <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
        {snapshot.context.errors.save} {content.saveFailed}
      </p>
    );
  }
  return <p role="status" className="text-slate-700 dark:text-slate-300">{snapshot.matches('saving') ? content.saving : ''}</p>;
}
