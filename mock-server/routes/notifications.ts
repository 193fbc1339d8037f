import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { Router } from 'express';
import type { ServerContext } from '../context.ts';
import { notifications } from '../db/schema/people.ts';
import { HttpError, parse, route } from '../http.ts';
import { MAX_PAGE_SIZE, pagingQuery } from '../paging.ts';
import { toNotification } from '../people/rows.ts';
import { requireUser } from '../sessions.ts';

const unreadOf = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

/** A page of notices, newest first; the newest 50 when no page is asked for (the bell's list). */
export const listQuery = pagingQuery.pick({ page: true }).extend({ pageSize: pagingQuery.shape.pageSize.removeDefault().default(MAX_PAGE_SIZE) });

async function unreadCount(ctx: ServerContext, userId: string): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(notifications).where(unreadOf(userId));
  return row?.n ?? 0;
}

/** The notification centre: each signed-in user's own notices, whatever the role. */
export function notificationRoutes(ctx: ServerContext): Router {
  const r = Router();
  const signedIn = requireUser(ctx);
  const now = () => new Date(ctx.clock.now()).toISOString();

  r.get('/notifications', signedIn, route(async (req, res) => {
    const userId = req.account!.id;
    const { page, pageSize } = parse(listQuery, req.query, 'Some paging values are not valid.');
    const rows = await ctx.db.select().from(notifications).where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.seq)).limit(pageSize).offset((page - 1) * pageSize);
    const [all] = await ctx.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
    res.json({ items: rows.map(toNotification), unread: await unreadCount(ctx, userId), total: all?.n ?? 0, page, pageSize });
  }));

  r.post('/notifications/read-all', signedIn, route(async (req, res) => {
    await ctx.db.update(notifications).set({ readAt: now() }).where(unreadOf(req.account!.id));
    res.json({ unread: 0 });
  }));

  r.post('/notifications/:id/read', signedIn, route(async (req, res) => {
    const userId = req.account!.id;
    const mine = and(eq(notifications.id, String(req.params.id)), eq(notifications.userId, userId));
    const [read] = await ctx.db.update(notifications).set({ readAt: now() }).where(and(mine, isNull(notifications.readAt))).returning({ id: notifications.id });
    // Someone else's notice is 404, like one that does not exist: ids reveal nothing.
    if (!read && (await ctx.db.select({ id: notifications.id }).from(notifications).where(mine)).length === 0) throw new HttpError(404, 'There is no such notification.');
    res.json({ unread: await unreadCount(ctx, userId) });
  }));

  return r;
}
