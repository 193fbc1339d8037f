import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageTitle, redirectSignedIn } from '../../lib/guards.ts';
import { notify } from '../../lib/toast.ts';
import { CodeEntry } from './-components/code-entry.tsx';
import { titles } from '../../content/titles.ts';

export const Route = createFileRoute('/_public/verify-otp')({
  beforeLoad: async (args) => {
    await redirectSignedIn(args);
    const entry = args.location.state.codeEntry;
    if (!entry?.email || !entry.purpose) {
      // The copy loads only on this path: route options stay in the main bundle (docs/decisions/0008).
      const { content } = await import('../../content/auth.ts');
      notify({ ...content.toasts.missingContext, variant: 'destructive' });
      throw redirect({ to: '/login' });
    }
    return { codeEntry: entry };
  },
  head: () => pageTitle(titles.verifyOtp),
  component: VerifyOtp,
});

function VerifyOtp() {
  const { codeEntry } = Route.useRouteContext();
  return <CodeEntry key={codeEntry.email} entry={codeEntry} />;
}
