import type { Notification } from '../src/domain/campaign-types.ts';
import type { ServerContext } from './context.ts';
import { notifications } from './db/schema/people.ts';
import { accountById } from './people/accounts.ts';

export interface NotifyInput {
  userId: string;
  /** A stable event name, e.g. `campaign_approved`. */
  type: string;
  title: string;
  body: string;
  href?: string | null;
}

/**
 * Tells a user about an event: an in-app notification, plus an email in the dev mailbox. The row is written with
 * `ctx.db`, so inside `inTransaction` it commits or rolls back with the event it tells of. A user who no longer
 * exists (a purge ending their work) is told nothing.
 */
export async function notify(ctx: ServerContext, input: NotifyInput): Promise<Notification> {
  const notification: Notification = {
    id: ctx.random.id(),
    userId: input.userId,
    type: input.type,
    title: input.title,
    body: input.body,
    href: input.href ?? null,
    createdAt: new Date(ctx.clock.now()).toISOString(),
    readAt: null,
  };
  const account = await accountById(ctx, input.userId);
  if (!account) return notification;
  await ctx.db.insert(notifications).values(notification);
  ctx.mailbox.send({ to: account.email, subject: input.title, text: input.body, at: notification.createdAt });
  return notification;
}
