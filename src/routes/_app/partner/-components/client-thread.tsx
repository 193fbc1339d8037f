import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { CampaignView } from '../../../../api/campaign-schema.ts';
import { fetchThread } from '../../../../api/messages.ts';
import { useAuthUser } from '../../../../auth/use-auth.ts';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { messagesCopy } from '../../../../content/messages.ts';
import { partnerCampaign, partnerMessages as t } from '../../../../content/partners.ts';
import type { Message, ThreadPage } from '../../../../domain/message-types.ts';
import { mergeMessages } from '../../../../lib/conversation-list.ts';
import { notifyError } from '../../../../lib/toast.ts';
import { MessageComposer } from '../../-components/message-composer.tsx';
import { MessageList } from '../../-components/message-list.tsx';

interface Work {
  data: ThreadPage | null;
  /** The API's reason when the partner may not read it. */
  refused: string | null;
  campaign: CampaignView | null;
  /** The brand lets the partner review deliverables: only then is the contract's work linked. */
  reviewDeliverables: boolean;
}

/**
 * One of a client's conversations, as its partner reads and answers it for the brand (issue 25). The messages are the
 * brand's shared pieces: each names who wrote it (the partner's as "{partner} for {brand}", the brand's own by its name,
 * the brand's side on the right), and the composer writes on the brand's side. Nothing is marked read (that stays the
 * brand's), and no live stream is opened: "Check for new messages" reads what came after the newest shown.
 */
export function ClientThread({ work: { data, refused, campaign, reviewDeliverables } }: { work: Work }) {
  if (!data || !campaign) {
    return (
      <section className="mx-auto max-w-3xl space-y-4 p-6">
        <p><Link to="/partner" className={buttonClass.link}>{partnerCampaign.back}</Link></p>
        <PageHeader title={t.refused} />
        <p role="alert">{refused}</p>
      </section>
    );
  }
  return <Thread data={data} campaign={campaign} reviewDeliverables={reviewDeliverables} />;
}

function Thread({ data, campaign, reviewDeliverables }: { data: ThreadPage; campaign: CampaignView; reviewDeliverables: boolean }) {
  const partner = useAuthUser()?.name ?? '';
  const { conversation } = data;
  const [messages, setMessages] = useState(data.items);
  const [hasOlder, setHasOlder] = useState(data.hasOlder);
  const [loading, setLoading] = useState<'older' | 'newer' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const add = (incoming: Message[]) => setMessages((all) => mergeMessages(all, incoming));
  const newest = messages.at(-1);
  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [newest?.id]);

  const load = async (which: 'older' | 'newer') => {
    setLoading(which);
    // The last answer goes while checking, so the same answer twice ("No new messages.") is announced again.
    if (which === 'newer') setAnnouncement('');
    try {
      if (which === 'older') {
        const before = messages[0]?.id;
        const page = await fetchThread(conversation.id, before ? { before } : {});
        add(page.items);
        setHasOlder(page.hasOlder);
      } else {
        const after = newest?.id;
        const page = await fetchThread(conversation.id, after ? { after } : {});
        const known = new Set(messages.map((m) => m.id));
        add(page.items);
        // Said politely to screen readers, and shown: how many came since the page was read.
        setAnnouncement(t.found(page.items.filter((m) => !known.has(m.id)).length));
      }
    } catch (error) {
      notifyError(error);
    } finally {
      setLoading(null);
    }
  };

  const brand = campaign.brandName;
  return (
    <section className="mx-auto max-w-3xl space-y-4 p-6">
      <p><Link to="/partner/$section/$id" params={{ section: 'conversations', id: campaign.brandId }} className={buttonClass.link}>{t.back(brand)}</Link></p>
      <PageHeader title={conversation.creatorName} intro={`${messagesCopy.campaign}: ${conversation.campaignTitle}`} />
      <p className="text-lg">{partnerCampaign.for(brand)}</p>
      <ul className="flex flex-wrap gap-x-6 gap-y-1">
        <li><Link to="/partner/$section/$id" params={{ section: 'campaigns', id: conversation.campaignId }} className={buttonClass.link}>{t.campaign}</Link></li>
        {conversation.contractId && reviewDeliverables && (
          <li><Link to="/partner/$section/$id" params={{ section: 'contracts', id: conversation.contractId }} className={buttonClass.link}>{t.contract}</Link></li>
        )}
      </ul>
      <p className="rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-900">{conversation.funded ? messagesCopy.fundedNote : messagesCopy.heldNote}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t.writingAs(partner, brand)}</p>
      {hasOlder && (
        <button type="button" className={buttonClass.secondary} disabled={loading !== null} onClick={() => void load('older')}>
          {loading === 'older' ? messagesCopy.loadingEarlier : messagesCopy.earlier}
        </button>
      )}
      <MessageList ref={listRef} messages={messages} conversation={conversation} readerSide={null} alignSide="brand" />
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass.secondary} disabled={loading !== null} onClick={() => void load('newer')}>
          {loading === 'newer' ? t.checking : t.checkNew}
        </button>
        <p role="status" aria-live="polite">{announcement}</p>
      </div>
      <MessageComposer conversationId={conversation.id} onSent={(message) => add([message])} />
    </section>
  );
}
