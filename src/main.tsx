import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { authHandle } from './auth/auth-handle.ts';
import { createAppRouter } from './router.ts';
import { wireRouter } from './router-wiring.ts';
import { prerenderedHere } from './ssr/prerendered.ts';
import './styles.css';

if (import.meta.env.VITE_INSPECT) {
  // Loaded only when asked for, so the inspector never reaches a production bundle.
  const { startInspector } = await import('./lib/inspector.ts');
  startInspector();
}

const strict = (node: ReactNode) => <StrictMode>{node}</StrictMode>;
const root = document.getElementById('root')!;
const html = document.documentElement;

// A prerendered page was rendered for a visitor. A signed-in one (theme-init.js marked html[data-session] and hid the
// page, so it never flashes) gets the client render and its guards as before (docs/decisions/0017).
const hydrating = prerenderedHere(root, window.location) && html.dataset.session === undefined;
const router = createAppRouter({ auth: authHandle, prerendering: hydrating });
wireRouter(router, authHandle);

if (hydrating) {
  // Loaded only by a prerendered page, so the hydration glue weighs nothing on the signed-in app.
  void import('./ssr/hydrate.tsx').then(({ hydratePage }) => hydratePage(root, router, strict));
} else {
  root.replaceChildren();
  delete html.dataset.session;
  // Said at once, so whoever waits for hydration (e2e/fixtures.ts) knows there will be none.
  html.dataset.hydration = 'client';
  createRoot(root).render(strict(<RouterProvider router={router} />));
}
