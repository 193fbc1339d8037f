import { useState } from 'react';
import { messagesCopy as t } from '../content/messages.ts';
import { messagesHref } from '../content/navigation.ts';
import { useLive } from './live-stream.ts';
import { NavLink } from './nav-link.tsx';
import { Icon } from './ui/icon.tsx';

/**
 * The top bar's way to the conversations (issue 23), named with the unread count. The count comes from the live
 * stream, which sends it on opening and again whenever it changes, so no page needs reloading. Loaded after the
 * first paint, as the bell is (docs/decisions/0008).
 */
export function AppMessages() {
  const [unread, setUnread] = useState(0);
  useLive((notice) => {
    if (notice.name === 'unread') setUnread(notice.data.total);
  });
  return (
    <NavLink href={messagesHref} aria-label={t.topBar(unread)} className="relative rounded p-2 hover:bg-slate-100 dark:hover:bg-slate-800">
      <Icon name="chat" />
      {unread > 0 && (
        <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </NavLink>
  );
}
