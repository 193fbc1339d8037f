import { eq } from 'drizzle-orm';
import { EAT_OFFSET_MS } from '../../src/domain/eat.ts';
import { defaultNoticePreferences, NOTICE_CHANNELS, NOTICE_KINDS, type ChannelChoices, type NoticeChannel, type NoticeKind, type NoticePreferences, type QuietHours } from '../../src/domain/notice-preferences.ts';
import type { ServerContext } from '../context.ts';
import { noticePreferences } from '../db/schema/index.ts';
import { dropQueuedTexts } from './outbox.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** A stored choice set, completed with the defaults for any kind or channel added since it was saved. */
function complete(stored: Partial<ChannelChoices> | null): ChannelChoices {
  const defaults = defaultNoticePreferences().channels;
  return Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, Object.fromEntries(NOTICE_CHANNELS.map((channel) => [channel, stored?.[kind]?.[channel] ?? defaults[kind][channel]]))])) as ChannelChoices;
}

export interface StoredPreferences extends NoticePreferences {
  marketingConsentAt: number | null;
}

/** A user's channel choices and quiet hours; the defaults when they never chose. */
export async function preferencesOf(ctx: ServerContext, accountId: string): Promise<StoredPreferences> {
  const [row] = await ctx.db.select().from(noticePreferences).where(eq(noticePreferences.accountId, accountId)).limit(1);
  if (!row) return { ...defaultNoticePreferences(), marketingConsentAt: null };
  const quietHours = row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null;
  return { channels: complete(row.channels), quietHours, marketingConsentAt: row.marketingConsentAt };
}

/** Saves a user's choices whole. Marketing on any channel keeps the moment consent was given; all off withdraws it. */
export async function savePreferences(ctx: ServerContext, accountId: string, prefs: NoticePreferences): Promise<StoredPreferences> {
  const now = ctx.clock.now();
  const before = await preferencesOf(ctx, accountId);
  const marketing = NOTICE_CHANNELS.some((c) => prefs.channels.marketing[c]);
  const marketingConsentAt = marketing ? (before.marketingConsentAt ?? now) : null;
  const values = { channels: prefs.channels, quietStart: prefs.quietHours?.start ?? null, quietEnd: prefs.quietHours?.end ?? null, marketingConsentAt, updatedAt: now };
  await ctx.db.insert(noticePreferences).values({ accountId, ...values }).onConflictDoUpdate({ target: noticePreferences.accountId, set: values });
  return { channels: prefs.channels, quietHours: prefs.quietHours, marketingConsentAt };
}

/** Turns one channel off for every kind (an inbound STOP). */
export async function stopChannel(ctx: ServerContext, accountId: string, channel: NoticeChannel): Promise<void> {
  const prefs = await preferencesOf(ctx, accountId);
  for (const kind of NOTICE_KINDS) prefs.channels[kind][channel] = false;
  await savePreferences(ctx, accountId, prefs);
  // What was queued before the STOP does not go out after it.
  if (channel === 'sms' || channel === 'whatsapp') await dropQueuedTexts(ctx, accountId, [channel], 'The user replied STOP on this channel.');
}

/** Whether `kind` may go to the user by `channel`: their choice, and for marketing their consent too. */
export function wants(prefs: StoredPreferences, kind: NoticeKind, channel: NoticeChannel): boolean {
  if (kind === 'marketing' && prefs.marketingConsentAt === null) return false;
  return prefs.channels[kind][channel];
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * When a text may go, given quiet hours in EAT: now, or the end of the quiet hours it falls in (held, never dropped).
 * Quiet hours may span midnight (22:00–07:00); equal start and end mean none.
 */
export function afterQuietHours(quiet: QuietHours | null, nowMs: number): number {
  if (!quiet) return nowMs;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return nowMs;
  const eatMs = nowMs + EAT_OFFSET_MS;
  const dayStart = eatMs - (((eatMs % DAY_MS) + DAY_MS) % DAY_MS);
  const minute = Math.floor((eatMs - dayStart) / MINUTE_MS);
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return nowMs;
  // The end is today (EAT) unless it comes after midnight and we are before midnight.
  const endDay = start > end && minute >= start ? dayStart + DAY_MS : dayStart;
  return endDay + end * MINUTE_MS - EAT_OFFSET_MS;
}
