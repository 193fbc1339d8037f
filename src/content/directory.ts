import { titles } from './titles.ts';

/**
 * Copy for the public creator directory (/creators), the header search's results (/search) and the
 * signed-in notification centre. Only verified creators are listed anywhere (campaigns issue).
 */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the /creators route itself shows (its options ship with every page); the page's own copy is in directory-search.ts. */
export const directoryPage = {
  title: 'Verified creators',
  loading: 'Loading creators…',
  loadFailed: 'We could not load the creators',
  retry: 'Try again',
} as const;

export const creatorCardCopy = {
  verified: 'Verified',
  niches: 'Niches',
  platforms: 'Platforms',
} as const;

export const searchPage = {
  title: titles.search,
  intro: 'Verified creators and campaigns that are recruiting now.',
  noQuery: 'Type a creator’s name, a niche or a campaign into the search box at the top of the page.',
  summary: (creators: number, campaigns: number, q: string) =>
    `${count(creators, 'creator', 'creators')} and ${count(campaigns, 'recruiting campaign', 'recruiting campaigns')} found for “${q}”.`,
  empty: (q: string) => `Nothing matches “${q}”. Check the spelling, or try a niche such as Fashion or a country such as Kenya.`,
  creators: 'Creators',
  campaigns: 'Recruiting campaigns',
  applyNote: 'Verified creators apply to campaigns from their Sauti account.',
  login: { label: 'Log in to apply', href: '/login' },
  register: { label: 'Create a creator account', href: '/register?role=influencer' },
  brand: (name: string) => `by ${name}`,
  fee: 'Fee per creator',
  objective: 'Objective',
  objectives: { awareness: 'Awareness', engagement: 'Engagement', conversions: 'Conversions' },
  browse: { label: 'Browse all verified creators', href: '/creators' },
  loading: (q: string) => `Searching for “${q}”…`,
  loadFailed: 'Search is not available right now',
  retry: 'Try again',
} as const;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [['minute', 60], ['hour', 24], ['day', 7], ['week', 4.35], ['month', 12], ['year', Infinity]];

/** "just now", "5 minutes ago", "yesterday"... from an ISO time. */
export function timeAgo(iso: string, now = Date.now()): string {
  let value = (new Date(iso).getTime() - now) / 1000;
  if (Math.abs(value) < 45) return 'just now';
  value /= 60;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return relative.format(Math.round(value), 'year');
}

export const notificationsCopy = {
  heading: titles.notifications,
  bell: (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`),
  unread: 'Unread',
  markRead: 'Mark as read',
  /** The visible words first (WCAG 2.5.3), then which notification. */
  markReadName: (title: string) => `Mark as read: ${title}`,
  markAll: 'Mark all as read',
  empty: 'You are all caught up. New notifications will appear here.',
  loading: 'Loading notifications…',
  retry: 'Try again',
  arrived: (n: number) => `${count(n, 'new notification', 'new notifications')}.`,
  marked: (unread: number) => `Marked as read. ${unread === 0 ? 'No' : unread} unread.`,
} as const;
