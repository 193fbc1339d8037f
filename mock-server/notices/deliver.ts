import { STOP_LINE, type NoticeKind } from '../../src/domain/notice-preferences.ts';
import type { ServerContext } from '../context.ts';
import { queueText } from './outbox.ts';
import { verifiedPhone } from './phone.ts';
import { afterQuietHours, preferencesOf, wants, type StoredPreferences } from './preferences.ts';

/** Which kind of notice, by the event's type: the rest are told in-app and by email only, as before. */
const KIND_OF_TYPE: Record<string, NoticeKind> = {
  application_invited: 'invitations',
  application_accepted: 'accepted_applications',
  deliverable_submitted: 'submissions_to_review',
  review_deadline_reminder: 'deadline_reminders',
  dispute_deadline_reminder: 'deadline_reminders',
  withdrawal_paid: 'payouts_paid',
};

/** The kind of an event for its recipient: a submission is one to review only for the brand (the creator's copy says it was sent). */
export function noticeKindOf(type: string, role?: string | null): NoticeKind | null {
  if (type.startsWith('marketing_')) return 'marketing';
  const kind = KIND_OF_TYPE[type] ?? null;
  return kind === 'submissions_to_review' && role !== undefined && role !== 'brand' ? null : kind;
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

export interface NoticeText {
  title: string;
  body: string;
}

/** The SMS: title, text and the stop line, kept within three SMS parts. */
export const smsText = ({ title, body }: NoticeText) => `Sauti: ${clip(title, 80)}. ${clip(body, 300)} ${STOP_LINE}`;

/**
 * Queues a notice's SMS and WhatsApp messages, each only if the user chose that channel for this kind (marketing also
 * needs their consent) and has a verified phone; within quiet hours it waits for their end. In the caller's
 * transaction, so it goes only if the event commits. Returns the user's preferences (for the email's choice).
 */
export async function queueNoticeTexts(ctx: ServerContext, accountId: string, kind: NoticeKind, text: NoticeText, prefs?: StoredPreferences): Promise<void> {
  const chosen = prefs ?? (await preferencesOf(ctx, accountId));
  const sms = wants(chosen, kind, 'sms');
  const whatsapp = wants(chosen, kind, 'whatsapp');
  if (!sms && !whatsapp) return;
  const phone = await verifiedPhone(ctx, accountId);
  if (!phone) return;
  const notBefore = afterQuietHours(chosen.quietHours, ctx.clock.now());
  if (sms) await queueText(ctx, { accountId, channel: 'sms', phone, kind, body: smsText(text), notBefore });
  if (whatsapp) {
    const params = [clip(text.title, 200), clip(text.body, 900)];
    await queueText(ctx, { accountId, channel: 'whatsapp', phone, kind, body: [...params, STOP_LINE].join('\n'), params, notBefore });
  }
}
