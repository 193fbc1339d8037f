/**
 * A prerendered page names the address it was rendered for on its root element (docs/decisions/0017); the browser
 * hydrates it only at that very address. Any other address reaching the same file renders in the browser instead.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export const prerenderedHere = (root: HTMLElement, location: { pathname: string; search: string }): boolean =>
  root.getAttribute(PRERENDERED_ATTRIBUTE) === location.pathname + location.search;
