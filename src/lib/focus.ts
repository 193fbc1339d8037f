import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * After each client-side navigation, focus moves to the page's main heading (WCAG 2.4.3), unless the person moved it
 * themselves while the page loaded (opened the notifications, say): taking it then would close what they opened.
 */
export function useFocusHeadingOnNavigate(): void {
  const router = useRouter();
  useEffect(() => {
    let focusedAtStart: Element | null = null;
    const stopStart = router.subscribe('onBeforeNavigate', () => {
      focusedAtStart = document.activeElement;
    });
    const stopRendered = router.subscribe('onRendered', (event) => {
      if (!event.hrefChanged || event.fromLocation === undefined) return;
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active && active !== document.body && active !== focusedAtStart && active.isConnected) return;
        const heading = document.querySelector<HTMLElement>('main h1');
        if (!heading) return;
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: false });
      });
    });
    return () => {
      stopStart();
      stopRendered();
    };
  }, [router]);
}
