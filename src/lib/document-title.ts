import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

type Meta = Array<{ title?: string } | undefined> | undefined;

/** The deepest route's title (every route gives one, via `pageTitle`); the prerenderer writes it into the HTML. */
export function titleFromMatches(matches: ReadonlyArray<{ meta?: unknown }>): string | undefined {
  for (const match of [...matches].reverse()) {
    const found = (match.meta as Meta)?.find((m) => m?.title)?.title;
    if (found) return found;
  }
  return undefined;
}

/**
 * Sets the document title from the deepest route's `head`.
 * The router's `HeadContent` does this and far more (scripts, links, meta tags) that a client-only
 * app never uses; this keeps about 3 KB gzipped off every page's first load (docs/decisions/0008).
 */
export function useDocumentTitle(): void {
  const title = useRouterState({ select: (state) => titleFromMatches(state.matches) });
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
