import { Router, type Request } from 'express';
import type { ServerContext } from '../context.ts';
import { HttpError, route } from '../http.ts';
import { newestFirst } from '../paging.ts';
import { requireUser } from '../sessions.ts';

/** The notification centre: each signed-in user's own notices, whatever the role. */
export function notificationRoutes(ctx: ServerContext): Router {
  const r = Router();
  const signedIn = requireUser(ctx);
  const mine = (req: Request) => ctx.store.get('notifications').value().filter((n) => n.userId === req.account!.id);
  const unread = (req: Request) => mine(req).filter((n) => n.readAt === null).length;
  const now = () => new Date(ctx.clock.now()).toISOString();

  r.get('/notifications', signedIn, route((req, res) => {
    res.json({ items: newestFirst(mine(req)), unread: unread(req) });
  }));

  r.post('/notifications/read-all', signedIn, route((req, res) => {
    const at = now();
    for (const n of mine(req)) if (n.readAt === null) n.readAt = at;
    ctx.store.write();
    res.json({ unread: 0 });
  }));

  r.post('/notifications/:id/read', signedIn, route((req, res) => {
    // Someone else's notice is 404, like one that does not exist: ids reveal nothing.
    const notification = mine(req).find((n) => n.id === req.params.id);
    if (!notification) throw new HttpError(404, 'There is no such notification.');
    notification.readAt ??= now();
    ctx.store.write();
    res.json({ unread: unread(req) });
  }));

  return r;
}
