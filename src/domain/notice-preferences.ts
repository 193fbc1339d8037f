import type { Role } from './user-types.ts';

/**
 * Notices by channel (issue 23, "Preferences"; docs/decisions/0021-notices.md): the kinds of notice a user chooses
 * channels for, the channels, and quiet hours in East Africa Time. Shared by the settings page and the local API.
 */
export const NOTICE_KINDS = ['invitations', 'accepted_applications', 'submissions_to_review', 'deadline_reminders', 'payouts_paid', 'marketing'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * The kinds each role can ever receive (mock-server/notices/deliver.ts): invitations and accepted applications reach
 * creators, submissions to review reach brands; deadlines, payouts and marketing may reach anyone with notices.
 */
export const NOTICE_KINDS_BY_ROLE: Record<Role, readonly NoticeKind[]> = {
  brand: ['submissions_to_review', 'deadline_reminders', 'payouts_paid', 'marketing'],
  influencer: ['invitations', 'accepted_applications', 'deadline_reminders', 'payouts_paid', 'marketing'],
  partner: ['deadline_reminders', 'payouts_paid', 'marketing'],
  admin: ['deadline_reminders', 'payouts_paid', 'marketing'],
};

/** The kinds a user chooses channels for: its role's, or every kind while it has no role yet. */
export const noticeKindsFor = (role: Role | null): readonly NoticeKind[] => (role ? NOTICE_KINDS_BY_ROLE[role] : NOTICE_KINDS);

/** In-app is always on and is not a choice; these are the channels a user turns on or off per kind. */
export const NOTICE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  invitations: 'Invitations to campaigns',
  accepted_applications: 'Accepted applications',
  submissions_to_review: 'Submissions to review',
  deadline_reminders: 'Review and dispute deadlines (24 hours ahead)',
  payouts_paid: 'Payouts paid',
  marketing: 'News and offers from Sauti',
};

export const NOTICE_CHANNEL_LABELS: Record<NoticeChannel, string> = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' };

export type ChannelChoices = Record<NoticeKind, Record<NoticeChannel, boolean>>;

export interface QuietHours {
  /** "22:00": when SMS and WhatsApp stop for the night, EAT. */
  start: string;
  /** "07:00": when they may start again, EAT; messages held overnight go then. */
  end: string;
}

export interface NoticePreferences {
  channels: ChannelChoices;
  /** Null: no quiet hours. */
  quietHours: QuietHours | null;
}

/**
 * The defaults: email for every operational kind, SMS and WhatsApp off until the user turns them on (they need a
 * verified phone), and nothing marketing-like on any channel without the user's explicit consent.
 */
export function defaultNoticePreferences(): NoticePreferences {
  const channels = Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, { email: kind !== 'marketing', sms: false, whatsapp: false }])) as ChannelChoices;
  return { channels, quietHours: null };
}

/** "HH:MM", 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What every SMS and WhatsApp notice ends with: how to stop them. */
export const STOP_LINE = 'Reply STOP to stop these messages.';
