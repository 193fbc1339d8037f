import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { NotFound } from '../components/not-found.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { useFocusHeadingOnNavigate } from '../lib/focus.ts';
import type { RouterContext } from '../lib/guards.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Sauti' }] }),
  component: Root,
  notFoundComponent: NotFound,
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
