import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app.ts';
import { createHash } from 'node:crypto';
import { inlineScriptHashes, routeMatcher, SITE_FILE, type SiteIndex } from '../../mock-server/static.ts';
import { makeServer, tempDir } from './support.ts';

/** The theme script as the build writes it into every page (scripts/inline-head.ts). */
const THEME = "document.documentElement.classList.add('light');";

/** Issue 22: a prerendered build is served by its site.json (scripts/prerender.ts writes it). */
async function prerenderedApp() {
  const dir = tempDir('sauti-prerendered-');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('index.html', `<head><script>${THEME}</script><script type="module" src="/assets/index-abc123.js"></script></head><h1>Landing</h1>`);
  write('pricing/index.html', '<h1>Pricing</h1>');
  write('app.html', '<div id="root"></div>');
  write('404.html', '<h1>Page not found</h1>');
  write('assets/index-abc123.js', 'export {};');
  const site: SiteIndex = { pages: ['/', '/pricing'], redirects: { '/careers': '/recruitment' }, routes: ['/', '/pricing', '/campaigns/$id', '/docs/$'] };
  write(SITE_FILE, JSON.stringify(site));
  const { ctx } = await makeServer();
  return createApp(ctx, { corsOrigins: [], staticDir: dir, recruitmentPrefix: '/careers-api' });
}

describe('serving a prerendered build', () => {
  it('answers a prerendered page with its own HTML, 200, uncached, under the strict CSP', async () => {
    const app = await prerenderedApp();
    const pricing = await request(app).get('/pricing');
    expect(pricing.status).toBe(200);
    expect(pricing.text).toContain('<h1>Pricing</h1>');
    expect(pricing.headers['cache-control']).toBe('no-cache');
    // The build's one inline script (the theme's) runs by its hash; nothing else inline does.
    const hash = createHash('sha256').update(THEME).digest('base64');
    expect(pricing.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect((await request(app).get('/')).text).toContain('<h1>Landing</h1>');
  });

  it('answers a prerendered page with a query, and any other route of the app, with app.html and 200', async () => {
    const app = await prerenderedApp();
    for (const url of ['/pricing?audience=brand', '/?status=emailVerifiedSuccess', '/campaigns/42', '/docs/a/b']) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toBe('<div id="root"></div>');
    }
  });

  it('answers an unknown path with the not-found page and 404', async () => {
    const app = await prerenderedApp();
    for (const url of ['/no-such-page', '/campaigns/42/extra', '/pricing/index']) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(404);
      expect(res.text, url).toContain('Page not found');
    }
  });

  it('redirects a route that only redirects with 308, and never serves the build index', async () => {
    const app = await prerenderedApp();
    const res = await request(app).get('/careers');
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe('/recruitment');
    expect((await request(app).get('/.prerender/site.json')).status).toBe(404);
  });

  it('still serves hashed assets for a year', async () => {
    const res = await request(await prerenderedApp()).get('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('routeMatcher', () => {
  const isRoute = routeMatcher(['/', '/about', '/campaigns/$id', '/files/$']);
  it('matches literal paths, one segment per $param and the rest for a lone $', () => {
    expect(['/', '/about', '/about/', '/campaigns/7', '/files/a/b.txt'].every(isRoute)).toBe(true);
    expect(['/abou', '/campaigns', '/campaigns/7/x', '/files', '/x'].some(isRoute)).toBe(false);
  });
});

describe('inlineScriptHashes', () => {
  it('names each inline script by its sha256, and skips external scripts and JSON data blocks', () => {
    const html = '<script src="/a.js"></script><script>one()</script><script type="application/json">{"a":1}</script><SCRIPT defer>two()</SCRIPT>';
    const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    expect(inlineScriptHashes(html)).toEqual([sha('one()'), sha('two()')]);
    expect(inlineScriptHashes('<h1>No script</h1>')).toEqual([]);
  });
});
