import type { Notification } from '../machines/campaignTypes.ts';
import type { ServerContext } from './context.ts';
import type { Account } from './types.ts';

export interface NotifyInput {
  userId: string;
  /** A stable event name, e.g. `campaign_approved`. */
  type: string;
  title: string;
  body: string;
  href?: string | null;
}

/**
 * Tells a user about an event: an in-app notification, plus an email in the dev mailbox.
 * It pushes without writing, so the caller's one `ctx.store.write()` saves the event and its notice together.
 */
export function notify(ctx: ServerContext, input: NotifyInput): Notification {
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
  ctx.store.get('notifications').push(notification).value();
  const account = (ctx.store.get('accounts').value() as Account[]).find((a) => a.id === input.userId);
  if (account) ctx.mailbox.send({ to: account.email, subject: input.title, text: input.body, at: notification.createdAt });
  return notification;
}
