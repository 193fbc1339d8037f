import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { authHandle } from './auth/auth-handle.ts';
import { SESSION_KEY } from './lib/session.ts';
import { createAppRouter } from './router.ts';
import { wireRouter } from './router-wiring.ts';
import { readPrerenderState } from './ssr/state.ts';
import './styles.css';

if (import.meta.env.VITE_INSPECT) {
  // Loaded only when asked for, so the inspector never reaches a production bundle.
  const { startInspector } = await import('./lib/inspector.ts');
  startInspector();
}

const router = createAppRouter({ auth: authHandle });
wireRouter(router, authHandle);

const strict = (node: ReactNode) => <StrictMode>{node}</StrictMode>;
const root = document.getElementById('root')!;

function sessionStored(): boolean {
  try {
    return localStorage.getItem(SESSION_KEY) !== null;
  } catch {
    return false;
  }
}

// A prerendered page was rendered for a visitor. A signed-in one gets the client render and its guards as before;
// theme-init.js has hidden the page under html[data-session], so the public page never flashes (docs/decisions/0017).
const state = readPrerenderState(document, window.location);
if (state && !sessionStored()) {
  // Loaded only by a prerendered page, so the hydration glue weighs nothing on the signed-in app.
  void import('./ssr/hydrate.tsx').then(({ hydratePage }) => hydratePage(root, router, state, strict));
} else {
  root.replaceChildren();
  delete document.documentElement.dataset.session;
  // Said at once, so whoever waits for hydration (e2e/fixtures.ts) knows there will be none.
  document.documentElement.dataset.hydration = 'client';
  createRoot(root).render(strict(<RouterProvider router={router} />));
}
