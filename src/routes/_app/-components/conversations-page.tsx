import { useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { fetchThread } from '../../../api/messages.ts';
import { useAuthUser } from '../../../auth/use-auth.ts';
import { useLive } from '../../../components/live-stream.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { messagesCopy as t } from '../../../content/messages.ts';
import type { ConversationPage } from '../../../domain/message-types.ts';
import { reloadsOnOpen, withMessage, withSummary, withUnread } from '../../../lib/conversation-list.ts';
import { ConversationRows } from './conversation-rows.tsx';

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
        <ConversationRows items={list.items} reader={role} />
      )}
      {list.total > list.pageSize && <Pagination page={list.page} pageSize={list.pageSize} total={list.total} />}
    </section>
  );
}
