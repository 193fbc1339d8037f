import { useEffect, useReducer, type FocusEvent } from 'react';

/**
 * The hero's rotation as a small reducer (spec §4 "Landing": the slide index cycles every 5 s).
 * Rotation runs only while nobody has paused it and nobody is pointing at or keyboard-focused in
 * the hero (WCAG 2.2.2; the APG carousel pattern). Prefers-reduced-motion starts it paused.
 */
export interface CarouselState {
  index: number;
  count: number;
  paused: boolean;
  hovered: boolean;
  focused: boolean;
}

export type CarouselEvent =
  | { type: 'NEXT' }
  | { type: 'GO'; index: number }
  | { type: 'TOGGLE_PAUSE' }
  | { type: 'HOVER'; on: boolean }
  | { type: 'FOCUS'; on: boolean }
  | { type: 'REDUCE_MOTION' };

export function carouselReducer(state: CarouselState, event: CarouselEvent): CarouselState {
  switch (event.type) {
    case 'NEXT':
      return { ...state, index: (state.index + 1) % state.count };
    case 'GO':
      return { ...state, index: event.index };
    case 'TOGGLE_PAUSE':
      return { ...state, paused: !state.paused };
    case 'HOVER':
      return { ...state, hovered: event.on };
    case 'FOCUS':
      return { ...state, focused: event.on };
    case 'REDUCE_MOTION':
      return { ...state, paused: true };
  }
}

export const isRotating = (s: CarouselState) => !s.paused && !s.hovered && !s.focused;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Only keyboard focus on a control stops rotation. A mouse click leaves focus on a dot long after
 * the pointer has gone, and the router focuses the h1 (tabindex -1) after every navigation; neither
 * should freeze the slideshow.
 */
const holdsKeyboardFocus = (el: EventTarget | null) => el instanceof HTMLElement && el.tabIndex >= 0 && el.matches(':focus-visible');

export function useCarousel(count: number, intervalMs: number) {
  const [state, dispatch] = useReducer(carouselReducer, count, (n) => ({
    index: 0,
    count: n,
    // Read in an effect below: the prerendered page cannot know, and hydration must match it (decision 0017).
    paused: false,
    hovered: false,
    focused: false,
  }));
  const rotating = isRotating(state);

  useEffect(() => {
    if (prefersReducedMotion()) dispatch({ type: 'REDUCE_MOTION' });
  }, []);

  // A fresh timer per slide: each slide gets its full interval, also after a dot or a resume.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => dispatch({ type: 'NEXT' }), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, state.index, intervalMs]);

  return {
    ...state,
    rotating,
    go: (index: number) => dispatch({ type: 'GO', index }),
    togglePause: () => dispatch({ type: 'TOGGLE_PAUSE' }),
    /** Spread on the hero element. */
    regionHandlers: {
      // Pointer, not mouse, events: a tap's emulated mouseenter has no matching leave until the next tap.
      onPointerEnter: () => dispatch({ type: 'HOVER', on: true }),
      onPointerLeave: () => dispatch({ type: 'HOVER', on: false }),
      onFocus: (event: FocusEvent) => dispatch({ type: 'FOCUS', on: holdsKeyboardFocus(event.target) }),
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch({ type: 'FOCUS', on: false });
      },
    },
  };
}
