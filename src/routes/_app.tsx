import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppDeletionNotice } from '../components/app-deletion-notice.tsx';
import { AppShell } from '../components/app-shell.tsx';
import { useAuthUser } from '../lib/use-auth.ts';

export const Route = createFileRoute('/_app')({ component: AppLayout });

/** Signed-in chrome around the child route; without a user the child renders bare (spec §2). */
function AppLayout() {
  const user = useAuthUser();
  if (!user) return <main id="main"><Outlet /></main>;
  return (
    <AppShell user={user}>
      <AppDeletionNotice user={user} />
      <Outlet />
    </AppShell>
  );
}
