import { useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { eatDateTime } from '../domain/eat.ts';
import { fetchNotifications, markAllNotificationsRead, markNotificationRead, type NotificationView } from '../api/notifications.ts';
import { notificationsCopy as t, timeAgo } from '../content/directory.ts';
import { toApiError } from '../lib/api.ts';
import { useMutation } from '../lib/use-mutation.ts';
import { NavLink } from './nav-link.tsx';
import { buttonClass } from './ui/button-styles.ts';
import { Icon } from './ui/icon.tsx';

interface Centre {
  items: NotificationView[];
  unread: number;
  loaded: boolean;
  error: string | null;
}

/**
 * The list and unread count, fetched on mount, after every navigation and whenever the bell opens (no
 * timers). Each request takes a ticket; only the newest fetch may replace the list, so a slow answer
 * never undoes a newer one. A rise in the unread count is announced, never the first load.
 */
function useNotificationCentre() {
  const [centre, setCentre] = useState<Centre>({ items: [], unread: 0, loaded: false, error: null });
  const [announcement, setAnnouncement] = useState('');
  const ticket = useRef(0);
  const known = useRef<number | null>(null);
  const fail = (error: unknown) => setCentre((c) => ({ ...c, loaded: true, error: toApiError(error).message }));

  const refresh = useCallback(async () => {
    const mine = ++ticket.current;
    try {
      const { items, unread } = await fetchNotifications();
      if (mine !== ticket.current) return;
      if (known.current !== null && unread > known.current) setAnnouncement(t.arrived(unread - known.current));
      known.current = unread;
      setCentre({ items, unread, loaded: true, error: null });
    } catch (error) {
      if (mine === ticket.current) fail(error);
    }
  }, []);

  // Marks one (its id) or all (null). Several may be on their way at once; each outdates any fetch in flight. A
  // failure is said in the panel, as a failed load is, and nothing else on the page needs reloading.
  const mark = useMutation<string | null, number>({
    concurrentBy: (id) => id ?? '',
    request: (id) => {
      ticket.current++;
      return id === null ? markAllNotificationsRead() : markNotificationRead(id);
    },
    invalidate: false,
    onDone: (unread, id) => {
      const readAt = new Date().toISOString();
      known.current = unread;
      setCentre((c) => ({ ...c, unread, error: null, items: c.items.map((n) => (id === null || n.id === id ? { ...n, readAt: n.readAt ?? readAt } : n)) }));
      setAnnouncement(t.marked(unread));
    },
    onFailure: (failure) => void fail(failure),
  });

  return { ...centre, announcement, refresh, markRead: (id: string) => mark.run(id), markAll: () => mark.run(null) };
}

/**
 * The top bar's bell (campaigns issue): a disclosure button whose name carries the unread count, opening
 * a panel of links and buttons (so not an ARIA menu). Escape closes it and returns focus to the bell.
 */
export function AppNotifications() {
  const centre = useNotificationCentre();
  const { refresh } = centre;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const href = useRouterState({ select: (s) => s.location.href });

  useEffect(() => void refresh(), [href, refresh]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    bellRef.current?.focus();
  };
  // Focus moves before the button it leaves disappears, so it never falls back to the page body.
  const markRead = (n: NotificationView) => {
    document.getElementById(`${id}-${n.id}`)?.focus();
    void centre.markRead(n.id);
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={bellRef}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={t.bell(centre.unread)}
        onClick={() => {
          if (!open) void refresh();
          setOpen(!open);
        }}
        className="relative rounded p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <Icon name="bell" />
        {centre.unread > 0 && (
          <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white">
            {centre.unread > 99 ? '99+' : centre.unread}
          </span>
        )}
      </button>
      <p role="status" className="sr-only">{centre.announcement}</p>
      <div
        id={`${id}-panel`}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-[min(24rem,calc(100vw-2rem))] rounded-md border border-slate-200 bg-white text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
          <h2 ref={headingRef} id={`${id}-heading`} tabIndex={-1} className="font-semibold">{t.heading}</h2>
          {centre.unread > 0 && (
            <button type="button" className={`${buttonClass.link} text-sm`} onClick={() => { headingRef.current?.focus(); void centre.markAll(); }}>
              {t.markAll}
            </button>
          )}
        </div>
        {centre.error && (
          <div role="alert" className="flex flex-wrap items-center gap-2 px-4 py-3 text-sm text-red-800 dark:text-red-200">
            <p>{centre.error}</p>
            <button type="button" className={buttonClass.link} onClick={() => void refresh()}>{t.retry}</button>
          </div>
        )}
        {!centre.loaded ? (
          <p className="px-4 py-3 text-sm">{t.loading}</p>
        ) : centre.items.length === 0 ? (
          <p className="px-4 py-3 text-sm text-slate-700 dark:text-slate-300">{t.empty}</p>
        ) : (
          // Focusable, so a long list scrolls from the keyboard too.
          <ul tabIndex={0} aria-labelledby={`${id}-heading`} className="max-h-[60vh] divide-y divide-slate-200 overflow-y-auto dark:divide-slate-700">
            {centre.items.map((n) => (
              <li key={n.id} className={`space-y-1 px-4 py-3 text-sm ${n.readAt ? '' : 'bg-brand-50 dark:bg-slate-800'}`}>
                <p className={n.readAt ? 'font-medium' : 'font-bold'}>
                  {!n.readAt && <span className="sr-only">{t.unread}: </span>}
                  {n.href ? (
                    <NavLink id={`${id}-${n.id}`} href={n.href} className="underline-offset-2 hover:underline" onClick={() => { setOpen(false); if (!n.readAt) void centre.markRead(n.id); }}>
                      {n.title}
                    </NavLink>
                  ) : (
                    <span id={`${id}-${n.id}`} tabIndex={-1}>{n.title}</span>
                  )}
                </p>
                <p className="text-slate-700 dark:text-slate-300">{n.body}</p>
                <div className="flex items-center justify-between gap-2">
                  <time dateTime={n.createdAt} title={eatDateTime(n.createdAt)} className="text-slate-600 dark:text-slate-400">
                    {timeAgo(n.createdAt)}
                  </time>
                  {!n.readAt && (
                    <button type="button" aria-label={t.markReadName(n.title)} className={`${buttonClass.link} text-sm`} onClick={() => markRead(n)}>
                      {t.markRead}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
