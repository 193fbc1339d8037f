import express, { Router, type Response } from 'express';
import type { ServerContext } from '../context.ts';
import { route } from '../http.ts';
import { c2bSimRoutes } from '../tracking/c2b-sim.ts';
import { linkFollower, UNKNOWN_LINK } from '../tracking/redirect.ts';

/** A browser that followed a dead link gets a short page; anything else gets the API's usual `{message}`. */
function unknownLink(res: Response, wantsHtml: boolean): void {
  res.status(404);
  if (!wantsHtml) {
    res.json({ message: UNKNOWN_LINK });
    return;
  }
  res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Link not found · Sauti</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main><h1>Link not found</h1><p>${UNKNOWN_LINK}</p></main></body></html>`);
}

/**
 * Trackable short links, `/r/{slug}` (design §4), mounted at the root: a 302 to the destination, the click recorded
 * when it counts. Also, in development, the M-Pesa C2B simulator control that pays into a Paybill with a code.
 */
export function trackingRoutes(ctx: ServerContext): Router {
  const r = Router();
  const followLink = linkFollower(ctx);
  // Express answers HEAD with this GET route; followLink never counts it.
  r.get('/r/:slug', route(async (req, res) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
    const url = await followLink(String(req.params.slug), req);
    if (url === null) unknownLink(res, req.accepts(['json', 'html']) === 'html');
    else res.redirect(302, url);
  }));
  if (ctx.mode !== 'production') r.use('/__sim/mpesa/c2b', express.json({ limit: '10kb' }), c2bSimRoutes(ctx));
  return r;
}
