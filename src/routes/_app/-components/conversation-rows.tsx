import { Link } from '@tanstack/react-router';
import { messagesCopy as t } from '../../../content/messages.ts';
import type { ConversationSummary } from '../../../domain/message-types.ts';
import { formatDateTime } from '../../../lib/dates.ts';

/** Who reads the list: a side of the conversations, or a partner reading its client brand's (issue 25). */
export type ListReader = 'brand' | 'influencer' | 'partner';

/**
 * The rows of a conversation list, the newest activity first: whom with, the campaign, the last message and, for a
 * side, its unread count. A partner's rows open its own thread page and show no count: the counts are the brand's to
 * clear, and a partner's reading leaves them as they are. Each last message names its side, as a partner is neither.
 */
export function ConversationRows({ items, reader }: { items: ConversationSummary[]; reader: ListReader }) {
  const side = reader === 'influencer' ? 'influencer' : 'brand';
  return (
    <ul aria-label={t.listLabel} className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
      {items.map((c) => {
        const name = t.withWhom(side, c.brandName, c.creatorName);
        const last = c.lastMessage;
        const unread = reader === 'partner' ? 0 : c.unread;
        const from = !last ? '' : reader === 'partner' ? `${t.sideName(last.senderSide, c.brandName, c.creatorName)}: `
          : last.senderSide === (side === 'brand' ? 'brand' : 'creator') ? `${t.you}: ` : '';
        const className = `underline-offset-2 hover:underline ${unread > 0 ? 'font-bold' : 'font-semibold'}`;
        return (
          <li key={c.id} className={`p-4 ${unread > 0 ? 'bg-brand-50 dark:bg-slate-900' : ''}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              {reader === 'partner' ? (
                <Link to="/partner/$section/$id" params={{ section: 'messages', id: c.id }} className={className}>{name}</Link>
              ) : (
                <Link
                  to="/messages/$conversationId"
                  params={{ conversationId: c.id }}
                  // The visible name first (WCAG 2.5.3), then the count the badge shows.
                  aria-label={unread > 0 ? `${name}, ${t.unreadBadge(unread)}` : undefined}
                  className={className}
                >
                  {name}
                </Link>
              )}
              <time dateTime={c.updatedAt} className="text-sm text-slate-700 dark:text-slate-300">{formatDateTime(c.updatedAt)}</time>
            </div>
            <p className="text-sm text-slate-700 dark:text-slate-300">{c.campaignTitle}</p>
            <div className="mt-1 flex items-center justify-between gap-2">
              <p className="truncate">{last ? `${from}${last.body || t.attachments(last.attachments)}` : t.noMessages}</p>
              {unread > 0 && (
                <span aria-hidden="true" className="min-w-6 rounded-full bg-red-700 px-2 text-center text-xs leading-6 font-bold text-white">{unread}</span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
