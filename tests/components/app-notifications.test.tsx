// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationView } from '../../src/api/notifications.ts';
import { AppNotifications } from '../../src/components/app-notifications.tsx';
import { ApiError } from '../../src/lib/api.ts';
import { renderWithRouter } from '../support/render-with-router.tsx';

// The network is faked at the module boundary: the fetchers are the component's only way out.
const api = vi.hoisted(() => ({ fetchNotifications: vi.fn(), markNotificationRead: vi.fn(), markAllNotificationsRead: vi.fn() }));
vi.mock('../../src/api/notifications.ts', () => api);

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const note = (id: string, title: string, extra: Partial<NotificationView> = {}): NotificationView => ({
  id, userId: 'u1', type: 'campaign_approved', title, body: `${title} body`, href: `/brand/campaigns/${id}`, createdAt: minutesAgo(5), readAt: null, ...extra,
});

let items: NotificationView[];
const unread = () => items.filter((n) => !n.readAt).length;

beforeEach(() => {
  // "5 minutes ago" and "yesterday" are read against the clock: one fixed instant, however slow the run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
  items = [note('n1', 'Campaign approved'), note('n2', 'Changes requested'), note('n3', 'Welcome', { readAt: minutesAgo(1), href: null, createdAt: minutesAgo(60 * 26) })];
  api.fetchNotifications.mockImplementation(async () => ({ items: items.map((n) => ({ ...n })), unread: unread() }));
  api.markNotificationRead.mockImplementation(async (id: string) => {
    items = items.map((n) => (n.id === id ? { ...n, readAt: new Date().toISOString() } : n));
    return unread();
  });
  api.markAllNotificationsRead.mockImplementation(async () => {
    items = items.map((n) => ({ ...n, readAt: n.readAt ?? new Date().toISOString() }));
    return 0;
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

const answers = () => Object.values(api).flatMap((fn) => fn.mock.results.map((r) => r.value as unknown));

/**
 * The fake API answers at once, so a step waits for its answers, not for time: inside act, until no new request
 * follows, and the screen is up to date when it returns. (Polling with waitFor gave up after one second of
 * wall-clock time, which the list's first render, with its date formatters, outlasted on a loaded machine.)
 */
async function settle() {
  for (let seen = -1; seen !== answers().length; ) {
    seen = answers().length;
    await act(async () => void (await Promise.allSettled(answers())));
  }
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const panel = () => document.getElementById(bell().getAttribute('aria-controls') ?? '')!;
const status = () => screen.getAllByRole('status', { hidden: true }).map((s) => s.textContent).join(' ');

async function renderOpen() {
  const rendered = await renderWithRouter(<AppNotifications />);
  await settle();
  expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread');
  await rendered.user.click(bell());
  await settle();
  return rendered;
}

describe('AppNotifications', () => {
  it('names the bell with the unread count, fetched on mount, and shows the count as a badge', async () => {
    await renderWithRouter(<AppNotifications />);
    await settle();
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread');
    expect(bell().textContent).toBe('2');
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
  });

  it('opens a list with each title linking to its href, the body, the time, and unread items marked', async () => {
    await renderOpen();
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(api.fetchNotifications).toHaveBeenCalledTimes(2);
    const list = within(panel()).getByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Campaign approved' }).getAttribute('href')).toBe('/brand/campaigns/n1');
    expect(rows[0]!.textContent).toContain('Unread: Campaign approved');
    expect(rows[0]!.textContent).toContain('Campaign approved body');
    expect(within(rows[0]!).getByText('5 minutes ago').tagName).toBe('TIME');
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(within(rows[2]!).getByText('yesterday')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button', { name: /Mark as read/ })).toBeNull();
  });

  it('marks one as read: the count drops, focus stays on the item and the change is announced', async () => {
    const { user } = await renderOpen();
    await user.click(within(panel()).getByRole('button', { name: 'Mark as read: Campaign approved' }));
    expect(api.markNotificationRead).toHaveBeenCalledWith('n1');
    await settle();
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread');
    expect(within(panel()).queryByRole('button', { name: 'Mark as read: Campaign approved' })).toBeNull();
    expect(document.activeElement?.textContent).toBe('Campaign approved');
    expect(status()).toContain('Marked as read. 1 unread.');
  });

  it('marks several as read at once: each is sent, and both are marked when their answers come', async () => {
    const { user } = await renderOpen();
    const answer = api.markNotificationRead.getMockImplementation()!;
    const held = new Map<string, () => void>();
    api.markNotificationRead.mockImplementation((id: string) => new Promise((resolve) => held.set(id, () => resolve(answer(id)))));
    await user.click(within(panel()).getByRole('button', { name: 'Mark as read: Campaign approved' }));
    await user.click(within(panel()).getByRole('button', { name: 'Mark as read: Changes requested' }));
    expect(api.markNotificationRead.mock.calls).toEqual([['n1'], ['n2']]);
    held.get('n2')!();
    held.get('n1')!();
    await settle();
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    expect(within(panel()).queryByRole('button', { name: /Mark as read/ })).toBeNull();
  });

  it('marks all as read, then the bell has no count and focus is on the list heading', async () => {
    const { user } = await renderOpen();
    await user.click(within(panel()).getByRole('button', { name: 'Mark all as read' }));
    await settle();
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    expect(bell().textContent).toBe('');
    expect(within(panel()).queryByRole('button', { name: /Mark/ })).toBeNull();
    expect(document.activeElement).toBe(within(panel()).getByRole('heading', { name: 'Notifications' }));
  });

  it('closes on Escape and returns focus to the bell; Tab from the bell enters the list', async () => {
    const { user } = await renderOpen();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Mark all as read');
    await user.keyboard('{Escape}');
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(bell());
  });

  it('following a notification closes the list and marks it read', async () => {
    const { user, router } = await renderOpen();
    await user.click(within(panel()).getByRole('link', { name: 'Changes requested' }));
    expect(api.markNotificationRead).toHaveBeenCalledWith('n2');
    await settle();
    expect(router.state.location.pathname).toBe('/brand/campaigns/n2');
    expect(panel().hidden).toBe(true);
  });

  it('fetches again after each navigation and politely announces new notifications', async () => {
    const { router } = await renderWithRouter(<AppNotifications />);
    await settle();
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread');
    expect(status()).toBe('');
    items = [note('n4', 'New application'), ...items];
    await act(() => router.navigate({ to: '/elsewhere' as never }));
    await settle();
    expect(api.fetchNotifications).toHaveBeenCalledTimes(2);
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread');
    expect(status()).toContain('1 new notification.');
  });

  it('shows the API message with Try again when loading fails', async () => {
    const working = api.fetchNotifications.getMockImplementation()!;
    api.fetchNotifications.mockRejectedValue(new ApiError('The server is down.'));
    const { user } = await renderWithRouter(<AppNotifications />);
    await user.click(bell());
    await settle();
    expect(within(panel()).getByRole('alert').textContent).toContain('The server is down.');
    api.fetchNotifications.mockImplementation(working);
    await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(within(panel()).queryByRole('alert')).toBeNull();
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(3);
  });
});
