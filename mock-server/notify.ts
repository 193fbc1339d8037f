import type { Notification } from '../src/domain/campaign-types.ts';
import type { ServerContext } from './context.ts';
import { notifications } from './db/schema/people.ts';
import { noticeKindOf, queueNoticeTexts } from './notices/deliver.ts';
import { preferencesOf, wants } from './notices/preferences.ts';
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
 * exists (a purge ending their work) is told nothing. An event of a kind the user chooses channels for (invitations,
 * accepted applications, submissions to review, deadline reminders, payouts paid, marketing; notices/deliver.ts) is
 * emailed only if they kept email on, and queued by SMS and WhatsApp as they chose (docs/decisions/0021-notices.md);
 * marketing without their consent is not sent at all, not even in-app.
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
  const kind = noticeKindOf(input.type, account.role);
  const prefs = kind ? await preferencesOf(ctx, input.userId) : null;
  if (kind === 'marketing' && prefs?.marketingConsentAt === null) return notification;
  await ctx.db.insert(notifications).values(notification);
  if (!kind || !prefs || wants(prefs, kind, 'email')) ctx.mailbox.send({ to: account.email, subject: input.title, text: input.body, at: notification.createdAt });
  if (kind && prefs) await queueNoticeTexts(ctx, input.userId, kind, input, prefs);
  return notification;
}
