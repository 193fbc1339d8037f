import { useEffect } from 'react';

/**
 * The ARIA tabs pattern for tabs that are URLs (a route each, or a search param): the keys that move between
 * tabs, and keeping the focus on the tab chosen. Every navigation moves the focus to the page's main heading
 * (lib/focus.ts); a user who switched tabs must stay on the tab they chose.
 */

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** The index a tab key moves to from `index`, or null for any other key (or one with a modifier). */
export function tabKeyTarget(event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean }, index: number, count: number): number | null {
  const move = KEYS[event.key];
  if (!move || event.altKey || event.ctrlKey || event.metaKey) return null;
  return move(index, count);
}

/** The element id of the tab a switch went to, until it has the focus again. */
let pendingTabFocus: string | null = null;

/** Call just before navigating to a tab: once it renders, the focus goes to it rather than the heading. */
export function keepFocusOnTab(tabElementId: string): void {
  pendingTabFocus = tabElementId;
}

/** Focuses the active tab after a switch (see keepFocusOnTab). */
export function useTabFocusAfterSwitch(activeTabElementId: string): void {
  useEffect(() => {
    if (pendingTabFocus !== activeTabElementId) return;
    const tab = document.getElementById(activeTabElementId);
    tab?.focus();
    // The heading may be focused after this effect; the next focus change decides, whatever it is.
    const onFocusIn = (event: FocusEvent) => {
      pendingTabFocus = null;
      document.removeEventListener('focusin', onFocusIn);
      if (event.target instanceof HTMLElement && event.target.matches('main h1')) tab?.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [activeTabElementId]);
}
