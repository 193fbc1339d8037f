import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { NotFound } from '../components/not-found.tsx';
import { useDocumentTitle } from '../lib/document-title.ts';
import { useFocusHeadingOnNavigate } from '../lib/focus.ts';
import type { RouterContext } from '../lib/guards.ts';

// sonner and the toast queue load just after the first paint, off the critical path (docs/decisions/0008).
const Toaster = lazy(() => import('../components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })));

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Sauti' }] }),
  component: Root,
  notFoundComponent: NotFound,
});

function Root() {
  useFocusHeadingOnNavigate();
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
