import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** After each client-side navigation, focus moves to the page's main heading (WCAG 2.4.3). */
export function useFocusHeadingOnNavigate(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        if (!event.hrefChanged || event.fromLocation === undefined) return;
        requestAnimationFrame(() => {
          const heading = document.querySelector<HTMLElement>('main h1');
          if (!heading) return;
          if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
          heading.focus({ preventScroll: false });
        });
      }),
    [router],
  );
}
