import { useEffect } from 'react';

/**
 * Marks the document once a prerendered page has hydrated (docs/decisions/0017). React hydrates the routes' Suspense
 * boundaries in a pass after the root commits (in Chromium about 300 ms later), so the mark is rendered last in the
 * public layout and the not-found page: its effect runs after the whole page's. The browser suite waits for it;
 * main.tsx says 'client' instead when it renders, and a mismatch says 'mismatch'.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydration ??= 'ok';
  }, []);
  return null;
}
