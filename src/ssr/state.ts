import type { DehydratedMatch, DehydratedRouter } from '@tanstack/react-router/ssr/client';

/**
 * What a prerendered page carries for hydration (docs/decisions/0017): TanStack Router's dehydrated matches as
 * JSON in `<script type="application/json" id="sauti-state">`. A data block never runs, so `script-src 'self'`
 * holds; TanStack's own transport is inline JavaScript.
 */
export const STATE_ID = 'sauti-state';

/** TanStack's match record, plus the `beforeLoad` context that its hydrate() reads but its type leaves out. */
export type PrerenderedMatch = DehydratedMatch & { b?: unknown };

export interface PrerenderState {
  /** The address the page was rendered for; the browser hydrates only at that address. */
  href: string;
  matches: PrerenderedMatch[];
}

/** JSON that cannot close its script element or break a line in old parsers. */
export function serializeState(state: PrerenderState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function toDehydratedRouter(state: PrerenderState): DehydratedRouter {
  return { manifest: undefined, matches: state.matches };
}

/** The page's prerendered state, when it was rendered for this very address; otherwise null. */
export function readPrerenderState(doc: Document, location: { pathname: string; search: string }): PrerenderState | null {
  const text = doc.getElementById(STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as PrerenderState;
    return state.href === location.pathname + location.search ? state : null;
  } catch {
    return null;
  }
}
