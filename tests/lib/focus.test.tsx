// @vitest-environment jsdom
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusHeadingOnNavigate } from '../../src/lib/focus.ts';

/** A page whose data arrives only when the test says so, as a slow loader's does. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

async function setUp() {
  window.scrollTo = () => {};
  let slow = deferred();
  const rootRoute = createRootRoute({
    component: function Root() {
      useFocusHeadingOnNavigate();
      return (
        <>
          <button type="button">Notifications</button>
          <main><Outlet /></main>
        </>
      );
    },
  });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Home</h1> });
  const settings = createRoute({ getParentRoute: () => rootRoute, path: '/brand/settings', loader: () => slow.promise, component: () => <h1>Settings</h1> });
  const router = createRouter({ routeTree: rootRoute.addChildren([home, settings]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  await act(() => router.load());
  render(<RouterProvider router={router} />);
  const nextFrame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
  return { router, nextFrame, slowPage: () => (slow = deferred()) };
}

describe('focus after a client-side navigation (WCAG 2.4.3)', () => {
  afterEach(cleanup);

  it('moves to the new page’s main heading', async () => {
    const { router, nextFrame, slowPage } = await setUp();
    const page = slowPage();
    const going = act(() => router.navigate({ to: '/brand/settings' }));
    page.resolve();
    await going;
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Settings' }));
  });

  it('stays where the person moved it while the page loaded: the notifications they opened are not closed', async () => {
    const { router, nextFrame, slowPage } = await setUp();
    const page = slowPage();
    const going = act(() => router.navigate({ to: '/brand/settings' }));
    const bell = screen.getByRole('button', { name: 'Notifications' });
    bell.focus();
    page.resolve();
    await going;
    await nextFrame();
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(document.activeElement).toBe(bell);
  });
});
