import { createFileRoute, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AppShell } from '../components/app-shell.tsx';
import { useAuthUser } from '../auth/use-auth.ts';

// Only accounts in their deletion grace period see the notice, so its code loads only for them (docs/decisions/0008).
const AppDeletionNotice = lazy(() => import('../components/app-deletion-notice.tsx').then((m) => ({ default: m.AppDeletionNotice })));

export const Route = createFileRoute('/_app')({ component: AppLayout });

/** Signed-in chrome around the child route; without a user the child renders bare (spec §2). */
function AppLayout() {
  const user = useAuthUser();
  if (!user) return <main id="main"><Outlet /></main>;
  return (
    <AppShell user={user}>
      <Suspense fallback={null}>{user.deleteAt && <AppDeletionNotice user={user} />}</Suspense>
      <Outlet />
    </AppShell>
  );
}
