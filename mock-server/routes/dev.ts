import fs from 'node:fs';
import { Router } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { parse, route } from '../http.ts';
import { loadSeed, readSeed } from '../db/seed.ts';
import { advanceSharedClock } from '../dev-clock.ts';
import { uploadsDir } from '../uploads.ts';

/** `?to=`: one address; the mailbox lists only what was sent to it. */
export const mailboxQuery = z.object({ to: z.string({ error: 'to must be one email address.' }).trim().max(254, 'to must be one email address.').optional() });
export const clockBody = z.object({ advanceMs: z.number().int().min(0).max(10 * 365 * 24 * 3600 * 1000) });

/** Development helpers: the mailbox, a data reset and a movable clock. Never mounted in production. */
export function devRoutes(ctx: ServerContext & { clock: { advance?: (ms: number) => void; reset?: () => void; setOffset?: (ms: number) => void } }): Router {
  const r = Router();
  r.get('/mailbox', route(async (req, res) => {
    const { to } = parse(mailboxQuery, req.query, 'Some filters are not valid.');
    res.json({ messages: ctx.mailbox.list(to) });
  }));
  r.post('/reset', route(async (_req, res) => {
    // Every table back to the seed; the shared clock's offset goes with the settings.
    await loadSeed(ctx.db, readSeed(ctx.seedFile));
    // A moved clock would date the fresh seed in the past: campaigns' start dates, notifications' order.
    ctx.clock.reset?.();
    // Uploaded files belong to records the seed does not have.
    fs.rmSync(uploadsDir(ctx), { recursive: true, force: true });
    ctx.mailbox.clear();
    res.status(204).end();
  }));
  r.post('/clock', route(async (req, res) => {
    const { advanceMs } = parse(clockBody, req.body);
    if (ctx.clock.setOffset) ctx.clock.setOffset(await advanceSharedClock(ctx, advanceMs));
    else ctx.clock.advance?.(advanceMs);
    res.json({ now: new Date(ctx.clock.now()).toISOString() });
  }));
  return r;
}
