import { useEffect, type RefObject } from 'react';

/*
 * Chartist and its CSS load on first use, once for every chart (analytics and the admin's survey charts), in a
 * lazy chunk: they never weigh on another page's first load.
 */
type Chartist = typeof import('chartist');
let chartist: Promise<Chartist> | undefined;
async function importChartist(): Promise<Chartist> {
  const [module] = await Promise.all([import('chartist'), import('chartist/dist/index.css')]);
  return module;
}
// A failed load is forgotten, so the next chart tries again.
export const loadChartist = () => (chartist ??= importChartist().catch((error: unknown) => ((chartist = undefined), Promise.reject(error))));

interface Drawn {
  on(event: 'created', handler: () => void): unknown;
  detach(): unknown;
}

/**
 * Draws a chart into `ref` whenever `key` (the data as text) changes. The wrapper is the image and carries the
 * summary, so the drawing itself is hidden from assistive technology. Chartist animates only when a draw handler
 * asks it to, and none is added, so nothing moves (prefers-reduced-motion holds).
 */
export function useChartist(ref: RefObject<HTMLDivElement | null>, key: string, draw: (c: Chartist, into: HTMLDivElement) => Drawn | null) {
  useEffect(() => {
    let cancelled = false;
    let chart: Drawn | null = null;
    void loadChartist().then((c) => {
      if (cancelled || !ref.current) return;
      chart = draw(c, ref.current);
      chart?.on('created', () => ref.current?.querySelector('svg')?.setAttribute('aria-hidden', 'true'));
    }).catch(() => {
      // Offline or a failed chunk: the summary and the table still carry every number.
    });
    return () => {
      cancelled = true;
      chart?.detach();
    };
    // `draw` is rebuilt on every render; the data's text is the stable dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/*
 * Colours at 3:1 or more against the page (WCAG 1.4.11), text at 4.5:1 (1.4.3), light and dark; chartist's sheet
 * is unlayered, so the overrides are important. Lines differ by dash too, not by colour alone (1.4.1).
 */
export const chartLook = [
  '[&_.ct-label]:text-slate-700! [&_.ct-label]:fill-slate-700! dark:[&_.ct-label]:text-slate-200! dark:[&_.ct-label]:fill-slate-200!',
  '[&_.ct-grid]:stroke-slate-300! dark:[&_.ct-grid]:stroke-slate-600!',
  '[&_.ct-series-a_.ct-line]:stroke-brand-700! [&_.ct-series-a_.ct-point]:stroke-brand-700! [&_.ct-series-a_.ct-bar]:stroke-brand-700!',
  'dark:[&_.ct-series-a_.ct-line]:stroke-teal-300! dark:[&_.ct-series-a_.ct-point]:stroke-teal-300! dark:[&_.ct-series-a_.ct-bar]:stroke-teal-300!',
  '[&_.ct-series-b_.ct-line]:stroke-amber-700! [&_.ct-series-b_.ct-point]:stroke-amber-700! [&_.ct-series-b_.ct-line]:[stroke-dasharray:8_5]',
  'dark:[&_.ct-series-b_.ct-line]:stroke-amber-300! dark:[&_.ct-series-b_.ct-point]:stroke-amber-300!',
  '[&_.ct-series-c_.ct-line]:stroke-violet-700! [&_.ct-series-c_.ct-point]:stroke-violet-700! [&_.ct-series-c_.ct-line]:[stroke-dasharray:2_4]',
  'dark:[&_.ct-series-c_.ct-line]:stroke-violet-300! dark:[&_.ct-series-c_.ct-point]:stroke-violet-300!',
  '[&_.ct-line]:[stroke-width:3px]! [&_.ct-bar]:[stroke-width:14px]!',
].join(' ');
