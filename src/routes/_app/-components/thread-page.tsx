import { Link } from '@tanstack/react-router';
import { useAuthUser } from '../../../auth/use-auth.ts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fetchThread, markConversationRead } from '../../../api/messages.ts';
import { useLive } from '../../../components/live-stream.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { messagesCopy as t } from '../../../content/messages.ts';
import type { Message, MessageSide, ThreadPage as Thread } from '../../../domain/message-types.ts';
import { mergeMessages } from '../../../lib/conversation-list.ts';
import { notifyError } from '../../../lib/toast.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import { authorOf, MessageList } from './message-list.tsx';
import { MessageComposer } from './message-composer.tsx';

const SIDES: Partial<Record<string, MessageSide>> = { brand: 'brand', influencer: 'creator' };

/**
 * One conversation (issue 23) for the brand or the creator: its messages, new ones arriving live (announced politely
 * to screen readers), earlier ones on request, and the composer. The other side's messages are marked read as they
 * are shown, up to the newest seen. An admin (during a dispute) reads it, with no composer and nothing marked read.
 */
export function ThreadPage({ data }: { data: Thread }) {
  const role = useAuthUser()?.role;
  const side = SIDES[role ?? ''] ?? null;
  const { conversation } = data;
  const [messages, setMessages] = useState(data.items);
  const [hasOlder, setHasOlder] = useState(data.hasOlder);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const latest = useRef(messages);
  latest.current = messages;
  const add = (incoming: Message[]) => setMessages((all) => mergeMessages(all, incoming));

  const markRead = useMutation<string>({
    request: async (upTo) => void (await markConversationRead(conversation.id, upTo)),
    concurrentBy: (upTo) => upTo,
    invalidate: false,
    // Unread stays unread; the next message shown tries again.
    onFailure: () => {},
  });
  const newest = messages.at(-1);
  const unseen = side ? messages.findLast((m) => m.senderSide !== side && m.readAt === null) : undefined;
  useEffect(() => {
    if (unseen) void markRead.run(unseen.id);
    // markRead is a new object each render; the message it is about is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unseen?.id]);
  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [newest?.id]);

  useLive((notice) => {
    if (notice.name === 'message' && notice.data.message.conversationId === conversation.id) {
      const message = notice.data.message;
      add([message]);
      if (message.senderSide !== side) {
        const from = authorOf(message, conversation, side);
        setAnnouncement(message.body ? t.arrived(from, message.body) : t.arrivedFile(from));
      }
    } else if (notice.name === 'open') {
      // The stream was away: whatever arrived meanwhile is read now.
      const after = latest.current.at(-1)?.id;
      void fetchThread(conversation.id, after ? { after } : {}).then((page) => add(page.items), () => {});
    }
  });

  const loadOlder = async () => {
    const before = messages[0]?.id;
    if (!before) return;
    setLoadingOlder(true);
    try {
      const page = await fetchThread(conversation.id, { before });
      setMessages((all) => [...page.items.filter((m) => !all.some((a) => a.id === m.id)), ...all]);
      setHasOlder(page.hasOlder);
    } catch (error) {
      notifyError(error);
    } finally {
      setLoadingOlder(false);
    }
  };

  const title = side === 'brand' ? conversation.creatorName : side === 'creator' ? conversation.brandName : `${conversation.brandName} · ${conversation.creatorName}`;
  return (
    <section className="mx-auto max-w-3xl space-y-4 p-6">
      {side && (
        <p>
          <Link to="/messages" className={buttonClass.link}>{t.back}</Link>
        </p>
      )}
      <PageHeader title={title} intro={`${t.campaign}: ${conversation.campaignTitle}`} />
      <ThreadLinks side={side} conversation={conversation} />
      <p className="rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-900">{side ? (conversation.funded ? t.fundedNote : t.heldNote) : t.dispute.readOnly}</p>
      {hasOlder && (
        <button type="button" className={buttonClass.secondary} disabled={loadingOlder} onClick={() => void loadOlder()}>
          {loadingOlder ? t.loadingEarlier : t.earlier}
        </button>
      )}
      <MessageList ref={listRef} messages={messages} conversation={conversation} readerSide={side} />
      <p role="status" aria-live="polite" className="sr-only">{announcement}</p>
      {side && <MessageComposer conversationId={conversation.id} onSent={(message) => add([message])} />}
    </section>
  );
}

/** Where the thread's work is: the contract once there is one, else the campaign the application is for. */
function ThreadLinks({ side, conversation }: { side: MessageSide | null; conversation: Thread['conversation'] }) {
  if (!side) return null;
  const { contractId, campaignId } = conversation;
  const link = (node: ReactNode) => <p>{node}</p>;
  if (contractId) {
    return link(side === 'brand'
      ? <Link to="/brand/contracts/$contractId" params={{ contractId }} className={buttonClass.link}>{t.contract}</Link>
      : <Link to="/influencer/contracts/$contractId" params={{ contractId }} className={buttonClass.link}>{t.contract}</Link>);
  }
  return link(side === 'brand'
    ? <Link to="/brand/campaigns/$campaignId" params={{ campaignId }} className={buttonClass.link}>{t.application}</Link>
    : <Link to="/influencer/campaigns/$campaignId" params={{ campaignId }} className={buttonClass.link}>{t.application}</Link>);
}
