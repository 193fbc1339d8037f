import path from 'node:path';
import express, { type Application, type RequestHandler } from 'express';
import type { ServerContext } from './context.ts';
import { creatorPageHtml } from './creator-page-html.ts';

/**
 * Security headers for the served app (issue: production server). Scripts come from this origin only,
 * with no inline script; styles allow inline because the toast library injects its stylesheet at run time.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
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

export const securityHeaders: RequestHandler = (req, res, next) => {
  res.set({
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  });
  // HSTS only means something over https; behind a proxy, `trust proxy` makes req.secure honest.
  if (req.secure) res.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  next();
};

/** Serves a built app: hashed assets cached for a year, index.html never cached; a creator's page with its preview tags. */
export function serveApp(app: Application, dir: string, ctx: ServerContext): void {
  const root = path.resolve(dir);
  app.use(securityHeaders);
  app.use(
    express.static(root, {
      index: false,
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.get('/c/:username', creatorPageHtml(ctx, root));
  app.get('*', (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.sendFile(path.join(root, 'index.html'));
  });
}
