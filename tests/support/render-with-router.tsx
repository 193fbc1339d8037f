import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

/**
 * Renders `ui` as the root component of a tiny in-memory router, so TanStack <Link> and
 * useNavigate work without the app's route tree. Every other path renders as not found,
 * which is enough to assert where a link or a form navigated to.
 */
export async function renderWithRouter(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  // jsdom has no layout, so the router's scroll restoration would only log "not implemented".
  window.scrollTo = () => {};
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  // Loading first means the tree is on screen when render returns: no waiting in the tests.
  await act(() => router.load());
  const user = userEvent.setup();
  return { router, user, ...render(<RouterProvider router={router} />) };
}
