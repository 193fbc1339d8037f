import { forwardRef } from 'react';
import { fetchMessageFile } from '../../../api/messages.ts';
import { OpenFileButton } from '../../../components/ui/open-file-button.tsx';
import { messagesCopy as t } from '../../../content/messages.ts';
import type { ConversationSummary, Message, MessageSide } from '../../../domain/message-types.ts';
import { formatDateTime } from '../../../lib/dates.ts';

/**
 * Who wrote a message, as the reader sees it: "You", or the other side's name (an admin sees both names); a message a
 * partner wrote for the brand is "{partner} for {brand}" to everyone, the brand too.
 */
export const authorOf = (message: Pick<Message, 'senderSide' | 'partnerName'>, conversation: ConversationSummary, readerSide: MessageSide | null) => {
  if (message.partnerName) return t.partnerFor(message.partnerName, conversation.brandName);
  return message.senderSide === readerSide ? t.you : t.sideName(message.senderSide, conversation.brandName, conversation.creatorName);
};

interface Props {
  messages: Message[];
  conversation: ConversationSummary;
  /** Whose messages read "You": the reader's side, or null for a reader on neither (an admin, a partner). */
  readerSide: MessageSide | null;
  /** Whose messages sit on the right: the reader's side unless said (a partner writes on the brand's, issue 25). */
  alignSide?: MessageSide | null;
}

/**
 * A thread's messages, oldest first, in a region that scrolls on its own (focusable, so the keyboard can scroll it
 * too). Text is rendered as text; each file opens through the API with the bearer token.
 */
export const MessageList = forwardRef<HTMLOListElement, Props>(
  function MessageList({ messages, conversation, readerSide, alignSide = readerSide }, ref) {
    if (messages.length === 0) return <p className="rounded-lg border border-dashed border-slate-300 p-4 dark:border-slate-600">{t.noMessages}</p>;
    return (
      <ol ref={ref} tabIndex={0} aria-label={t.threadLabel} className="max-h-[60vh] space-y-3 overflow-y-auto rounded-lg border border-slate-200 p-3 dark:border-slate-700">
        {messages.map((m) => {
          const mine = m.senderSide === alignSide;
          return (
            <li key={m.id} className={`max-w-[85%] rounded-lg p-3 ${mine ? 'ml-auto bg-brand-50 dark:bg-slate-800' : 'bg-slate-100 dark:bg-slate-900'}`}>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                <span className="font-semibold">{authorOf(m, conversation, readerSide)}</span>
                {' · '}
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
              </p>
              {m.body && <p className="mt-1 whitespace-pre-wrap break-words">{m.body}</p>}
              {m.attachments.length > 0 && (
                <ul className="mt-2 space-y-1">
                  {m.attachments.map((file) => (
                    <li key={file.url}>
                      <OpenFileButton label={t.openFile(file.name)} error={t.fileError} fetchFile={() => fetchMessageFile(file.url)} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    );
  },
);
