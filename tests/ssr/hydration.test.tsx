// @vitest-environment jsdom
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRERENDER_PATHS } from '../../src/ssr/prerender-paths.ts';

/*
 * Issue 22: a prerendered page hydrates with no mismatch. Each case renders the page as the build does
 * (src/entry-server.tsx), puts it in the document as the served HTML would be, then boots the browser side
 * (src/ssr/hydrate.tsx) on fresh modules, as a new page load does, with console.error watched.
 */
type Media = { dark?: boolean; reducedMotion?: boolean };

function stubMatchMedia({ dark = false, reducedMotion = false }: Media) {
  window.matchMedia = ((query: string) => ({
    matches: (query.includes('dark') && dark) || (query.includes('reduce') && reducedMotion),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

// jsdom has none; the public header watches the hero with one.
class NoIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver ??= NoIntersectionObserver as unknown as typeof IntersectionObserver;

async function prerenderAndHydrate(path: string, media: Media = {}, theme?: string, visitedAt?: Date) {
  vi.resetModules();
  // The build knows nothing of the visitor: no stored theme, no media queries (jsdom has no matchMedia).
  const server = await import('../../src/entry-server.tsx');
  const result = await server.renderPage(path);
  stubMatchMedia(media);
  if (theme) localStorage.setItem('theme', theme);
  if (visitedAt) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(visitedAt);
  }
  if (result.type !== 'page') throw new Error(`${path} redirected to ${result.location}`);
  document.body.innerHTML = `<div id="root" ${server.PRERENDERED_ATTRIBUTE}="${result.href}">${result.html}</div>`;
  window.history.replaceState(null, '', path);
  const errors = vi.spyOn(console, 'error');

  vi.resetModules();
  const { createAppRouter } = await import('../../src/router.ts');
  const { authHandle } = await import('../../src/auth/auth-handle.ts');
  const { hydratePage } = await import('../../src/ssr/hydrate.tsx');
  const { prerenderedHere } = await import('../../src/ssr/prerendered.ts');
  const root = document.getElementById('root')!;
  expect(prerenderedHere(root, window.location), 'the page was rendered for this address').toBe(true);
  const router = createAppRouter({ auth: authHandle, prerendering: true });
  mounted = await hydratePage(root, router, (node) => node);
  await vi.waitFor(() => expect(document.documentElement.dataset.hydration).toBeDefined(), { timeout: 5_000 });
  return { logged: errors.mock.calls, html: result.html };
}

// A real page load: React schedules hydration itself, as in the browser, rather than inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

beforeEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
  delete document.documentElement.dataset.hydration;
  localStorage.clear();
});
let mounted: Root | undefined;
afterEach(() => {
  vi.useRealTimers();
  mounted?.unmount();
  mounted = undefined;
  document.body.innerHTML = '';
});

describe('prerendered pages hydrate without a mismatch', () => {
  it.each(PRERENDER_PATHS)('%s holds its main heading and hydrates cleanly', async (path) => {
    const { logged, html } = await prerenderAndHydrate(path);
    expect(html).toMatch(/<h1[\s>]/);
    // The CSP allows no inline script: the markup carries none (its state goes in a JSON data block).
    expect(html).not.toMatch(/<script/i);
    expect(logged).toEqual([]);
    expect(document.documentElement.dataset.hydration).toBe('ok');
  });

  it.each([
    ['a dark system theme', { dark: true }, undefined],
    ['a stored dark theme', {}, 'dark'],
    ['a stored light theme on a dark system', { dark: true }, 'light'],
    ['reduced motion', { reducedMotion: true }, undefined],
  ] as const)('the landing page hydrates cleanly with %s', async (_name, media, theme) => {
    const { logged } = await prerenderAndHydrate('/', media, theme);
    expect(logged).toEqual([]);
    expect(document.documentElement.dataset.hydration).toBe('ok');
  });

  it("a page built in one year hydrates cleanly in the next, then shows the visitor's year", async () => {
    const next = new Date().getFullYear() + 1;
    const { logged } = await prerenderAndHydrate('/pricing', {}, undefined, new Date(`${next}-01-01T08:00:00Z`));
    expect(logged).toEqual([]);
    await vi.waitFor(() => expect(document.querySelector('footer')?.textContent).toContain(`© ${next} Sauti`));
  });
});
