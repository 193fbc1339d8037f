import { Router } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { parse, route } from '../http.ts';
import { creatorPage } from '../people/creator-page.ts';

export const usernameParam = z.object({ username: z.string().trim().min(1).max(60) });

/** Public: a verified creator's page by username, /c/{username} in the app (issue 24). No sign-in. */
export function creatorPageRoutes(ctx: ServerContext): Router {
  const r = Router();
  r.get('/creator-pages/:username', route(async (req, res) => {
    const { username } = parse(usernameParam, req.params, 'This is not a username.');
    res.json({ creator: await creatorPage(ctx, username) });
  }));
  return r;
}
