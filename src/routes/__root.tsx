import { ClientOnly, createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '../lib/document-title.ts';
import { useFocusHeadingOnNavigate } from '../lib/focus.ts';
import type { RouterContext } from '../lib/guards.ts';

// sonner and the toast queue load just after the first paint, off the critical path (docs/decisions/0008).
const Toaster = lazy(() => import('../components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })));

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Sauti' }] }),
  component: Root,
  // Root route options ship with every page; the not-found page (with the public chrome) loads when needed.
  notFoundComponent: lazyRouteComponent(() => import('../components/not-found.tsx'), 'NotFound'),
});

function Root() {
  useFocusHeadingOnNavigate();
  useDocumentTitle();
  return (
    <>
      <Outlet />
      {/* Not in the prerendered HTML: it has nothing to show there, and hydration must match it (decision 0017). */}
      <ClientOnly>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ClientOnly>
    </>
  );
}
