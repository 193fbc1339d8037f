import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { router } from './router.ts';
import './styles.css';

if (import.meta.env.VITE_INSPECT) {
  // Loaded only when asked for, so the inspector never reaches a production bundle.
  const { startInspector } = await import('./lib/inspector.ts');
  startInspector();
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
