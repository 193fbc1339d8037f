import type { ComponentPropsWithoutRef, MouseEvent } from 'react';

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Scrolls to an in-page section, smoothly unless the visitor asked for reduced motion, and moves
 * focus there as a native anchor would. It does not go through the router: a hash navigation would
 * trigger the app's focus-the-main-heading step (lib/focus.ts) and jump back to the top.
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const reduce = window.matchMedia(REDUCED_MOTION).matches;
  section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  const target = section.querySelector<HTMLElement>('h2') ?? section;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

type SectionLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { section: string };

/** An in-page link for the About sidebar and the policy tables of contents. */
export function SectionLink({ section, onClick, ...rest }: SectionLinkProps) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Modified clicks (new tab, new window) keep their native meaning.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    scrollToSection(section);
  };
  return <a href={`#${section}`} onClick={handle} {...rest} />;
}
