import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { NotFound } from '../components/not-found.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { content } from '../content/auth.ts';
import { useFocusHeadingOnNavigate } from '../lib/focus.ts';
import type { RouterContext } from '../lib/guards.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Sauti' }] }),
  component: Root,
  notFoundComponent: NotFound,
  pendingComponent: Loading,
});

function Root() {
  useFocusHeadingOnNavigate();
  return (
    <>
      <HeadContent />
      <Outlet />
      <Toaster />
    </>
  );
}

function Loading() {
  return (
    <p role="status" className="p-8 text-center text-slate-600 dark:text-slate-300">
      {content.guard.loading}
    </p>
  );
}
