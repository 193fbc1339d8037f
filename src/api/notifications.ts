import * as v from 'valibot';
import { api, request } from '../lib/api.ts';
import { NotificationSchema, type NotificationView } from './campaign-schemas.ts';

export const ListSchema = v.object({ items: v.array(NotificationSchema), unread: v.number() });
export const UnreadSchema = v.object({ unread: v.number() });

export type NotificationList = v.InferOutput<typeof ListSchema>;
export type { NotificationView };

/** The signed-in user's notifications, newest first, with the unread count. */
export const fetchNotifications = (): Promise<NotificationList> =>
  request(() => api.get('notifications').json(), (d) => v.parse(ListSchema, d), 'We could not load your notifications.');

/** Marks one notification read; answers the new unread count. */
export const markNotificationRead = (id: string): Promise<number> =>
  request(() => api.post(`notifications/${encodeURIComponent(id)}/read`).json(), (d) => v.parse(UnreadSchema, d).unread, 'We could not mark it as read.');

export const markAllNotificationsRead = (): Promise<number> =>
  request(() => api.post('notifications/read-all').json(), (d) => v.parse(UnreadSchema, d).unread, 'We could not mark them as read.');
