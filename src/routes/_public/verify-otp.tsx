import { createFileRoute, redirect } from '@tanstack/react-router';
import { content } from '../../content/auth.ts';
import { pageTitle, redirectSignedIn } from '../../lib/guards.ts';
import { missingCodeEntry } from '../../lib/sign-in.ts';
import { CodeEntry } from './-components/code-entry.tsx';

export const Route = createFileRoute('/_public/verify-otp')({
  beforeLoad: async (args) => {
    await redirectSignedIn(args);
    const entry = args.location.state.codeEntry;
    if (!entry?.email || !entry.purpose) {
      missingCodeEntry();
      throw redirect({ to: '/login' });
    }
    return { codeEntry: entry };
  },
  head: () => pageTitle(content.verify.title),
  component: VerifyOtp,
});

function VerifyOtp() {
  const { codeEntry } = Route.useRouteContext();
  return <CodeEntry key={codeEntry.email} entry={codeEntry} />;
}
