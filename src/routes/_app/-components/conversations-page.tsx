import { Link, useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { fetchThread } from '../../../api/messages.ts';
import { useAuthUser } from '../../../auth/use-auth.ts';
import { useLive } from '../../../components/live-stream.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { messagesCopy as t } from '../../../content/messages.ts';
import type { ConversationPage } from '../../../domain/message-types.ts';
import { reloadsOnOpen, withMessage, withSummary, withUnread } from '../../../lib/conversation-list.ts';
import { formatDateTime } from '../../../lib/dates.ts';

/**
 * A brand's or a creator's conversations, the newest activity first, each with its unread count. The live stream keeps
 * it current in place: a new message updates its row (and fetches only that conversation's summary when the page does
 * not show it), an unread count sets its badge. The page loads again when the stream first opens with a total the page
 * does not match, on every later reopen (notices may have been missed), and when a summary it needed could not be fetched.
 */
export function ConversationsPage({ data }: { data: ConversationPage }) {
  const router = useRouter();
  const role = useAuthUser()?.role === 'brand' ? 'brand' : 'influencer';
  // The loader's page, then the live stream's changes to it; a new loader page (another page number) starts again.
  const [list, setList] = useState(data);
  const [loaded, setLoaded] = useState(data);
  if (loaded !== data) {
    setLoaded(data);
    setList(data);
  }
  // The stream's opens seen since mount: the first is compared by its total, any later one reloads (reloadsOnOpen).
  const opens = useRef(0);
  useLive((notice) => {
    if (notice.name === 'open') return void (opens.current += 1);
    if (notice.name === 'unread') {
      // The stream's counts on (re)opening name no conversation.
      if (notice.data.conversationId === null && reloadsOnOpen(opens.current, list, notice.data)) void router.invalidate();
      else setList((current) => withUnread(current, notice.data));
    } else {
      const { missing } = withMessage(list, notice.data.message);
      setList((current) => withMessage(current, notice.data.message).list);
      if (missing) void fetchThread(missing, { limit: 1 }).then(({ conversation }) => setList((current) => withSummary(current, conversation)), () => void router.invalidate());
    }
  });
  return (
    <section className="mx-auto max-w-3xl space-y-6 p-6">
      <PageHeader title={t.title} intro={t.intro[role]} />
      {list.items.length === 0 ? (
        <p>{t.empty[role]}</p>
      ) : (
        <ul aria-label={t.listLabel} className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {list.items.map((c) => {
            const name = t.withWhom(role, c.brandName, c.creatorName);
            const last = c.lastMessage;
            return (
              <li key={c.id} className={`p-4 ${c.unread > 0 ? 'bg-brand-50 dark:bg-slate-900' : ''}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link
                    to="/messages/$conversationId"
                    params={{ conversationId: c.id }}
                    // The visible name first (WCAG 2.5.3), then the count the badge shows.
                    aria-label={c.unread > 0 ? `${name}, ${t.unreadBadge(c.unread)}` : undefined}
                    className={`underline-offset-2 hover:underline ${c.unread > 0 ? 'font-bold' : 'font-semibold'}`}
                  >
                    {name}
                  </Link>
                  <time dateTime={c.updatedAt} className="text-sm text-slate-700 dark:text-slate-300">{formatDateTime(c.updatedAt)}</time>
                </div>
                <p className="text-sm text-slate-700 dark:text-slate-300">{c.campaignTitle}</p>
                <div className="mt-1 flex items-center justify-between gap-2">
                  <p className="truncate">{last ? `${last.senderSide === (role === 'brand' ? 'brand' : 'creator') ? `${t.you}: ` : ''}${last.body || t.attachments(last.attachments)}` : t.noMessages}</p>
                  {c.unread > 0 && (
                    <span aria-hidden="true" className="min-w-6 rounded-full bg-red-700 px-2 text-center text-xs leading-6 font-bold text-white">{c.unread}</span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {list.total > list.pageSize && <Pagination page={list.page} pageSize={list.pageSize} total={list.total} />}
    </section>
  );
}
