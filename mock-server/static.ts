import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Application, type RequestHandler } from 'express';
import type { ServerContext } from './context.ts';
import { creatorPageHtml } from './creator-page-html.ts';

/**
 * The Content-Security-Policy of the served app (issue: production server). Scripts come from this origin only; an
 * inline script runs only by its hash (`scriptHashes`: the theme script the build writes into each page, decision
 * 0017). Styles allow inline because the toast library injects its stylesheet at run time and the build inlines the
 * app's stylesheet.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The policy of pages that carry no inline script (the payment simulators' pages). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** `sha256-…` of each inline script in `html` (a `<script>` with no `src`; JSON data blocks are not run), as CSP names it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(attributes!) || /type="application\/(ld\+)?json"/i.test(attributes!)) continue;
    hashes.push(`sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}`);
  }
  return hashes;
}

export function securityHeaders(policy = CONTENT_SECURITY_POLICY): RequestHandler {
  return (req, res, next) => {
    res.set({
      'Content-Security-Policy': policy,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    // HSTS only means something over https; behind a proxy, `trust proxy` makes req.secure honest.
    if (req.secure) res.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

/** Written by the build (scripts/prerender.ts): what was prerendered, where /careers-like pages redirect, the app's routes. */
export const SITE_FILE = '.prerender/site.json';
export interface SiteIndex {
  pages: string[];
  redirects: Record<string, string>;
  routes: string[];
}

function readIndex(root: string): string {
  try {
    return readFileSync(path.join(root, 'index.html'), 'utf8');
  } catch {
    return '';
  }
}

function readSite(root: string): SiteIndex | null {
  try {
    return JSON.parse(readFileSync(path.join(root, SITE_FILE), 'utf8')) as SiteIndex;
  } catch {
    return null;
  }
}

/** A route path as a test: `$name` is one segment, a lone `$` the rest of the path. */
export function routeMatcher(routes: readonly string[]): (pathname: string) => boolean {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const patterns = routes.map((route) => {
    if (route === '/') return /^\/$/;
    const parts = route.split('/').slice(1).map((seg) => (seg === '$' ? '.+' : seg.startsWith('$') ? '[^/]+' : escape(seg)));
    return new RegExp(`^/${parts.join('/')}/?$`);
  });
  return (pathname) => patterns.some((re) => re.test(pathname));
}

/**
 * Serves a built app: hashed assets cached for a year, pages never cached. A prerendered build (decision 0017) is
 * served by its site.json: a redirect is 308, a prerendered page without a query its own HTML, any other path of
 * the app app.html (rendered in the browser), and anything else 404.html with 404. A build without it: index.html.
 */
export function serveApp(app: Application, dir: string, ctx: ServerContext): void {
  const root = path.resolve(dir);
  // Every page is made from the build's index.html (scripts/prerender.ts), so its inline scripts are every page's.
  app.use(securityHeaders(contentSecurityPolicy(inlineScriptHashes(readIndex(root)))));
  app.use(
    express.static(root, {
      index: false,
      redirect: false,
      // The build's .prerender/ folder is the server's own, never a page.
      dotfiles: 'ignore',
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  // A creator's page carries its title and social-preview tags in the HTML (issue 24), prerendered build or not.
  app.get('/c/:username', creatorPageHtml(ctx, root));
  const site = readSite(root);
  if (!site) {
    app.get('*', (_req, res) => {
      res.set('Cache-Control', 'no-cache');
      res.sendFile(path.join(root, 'index.html'));
    });
    return;
  }
  const pages = new Set(site.pages);
  const isRoute = routeMatcher(site.routes);
  app.get('*', (req, res) => {
    res.set('Cache-Control', 'no-cache');
    const target = site.redirects[req.path];
    if (target) {
      res.redirect(308, target);
      return;
    }
    const query = req.originalUrl.includes('?');
    if (pages.has(req.path) && !query) {
      res.sendFile(path.join(root, req.path === '/' ? 'index.html' : `${req.path.slice(1)}/index.html`));
      return;
    }
    if (isRoute(req.path)) {
      res.sendFile(path.join(root, 'app.html'));
      return;
    }
    res.status(404).sendFile(path.join(root, '404.html'));
  });
}
