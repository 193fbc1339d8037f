import { describe, expect, it } from 'vitest';
import { preloadLinksHtml } from '../../src/ssr/head-links.ts';

describe('preloadLinksHtml (the prerendered head, decision 0017)', () => {
  it("writes each route's preload links as HTML attributes, in route order", () => {
    const html = preloadLinksHtml([
      { links: [{ rel: 'preload', href: '/a.avif', as: 'image', imageSrcSet: '/a-640.avif 640w', fetchPriority: 'high' }] },
      {},
      { links: [{ rel: 'preload', href: '/b.woff2', as: 'font', crossOrigin: true }] },
    ]);
    expect(html).toBe(
      '<link rel="preload" href="/a.avif" as="image" imagesrcset="/a-640.avif 640w" fetchpriority="high">' +
        '<link rel="preload" href="/b.woff2" as="font" crossorigin>',
    );
  });

  it('leaves out other links, and escapes what could end an attribute or open a tag', () => {
    const html = preloadLinksHtml([{ links: [{ rel: 'stylesheet', href: '/x.css' }, { rel: 'preload', href: '/"><script>', as: 'image', type: undefined }] }]);
    expect(html).toBe('<link rel="preload" href="/&quot;>&lt;script>" as="image">');
  });
});
