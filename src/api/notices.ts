import * as v from 'valibot';
import { NOTICE_KINDS, type NoticeKind } from '../domain/notice-preferences.ts';
import { api, request } from '../lib/api.ts';

/** Notices by SMS and WhatsApp (docs/decisions/0021-notices.md): the phone that gets them, and the channels chosen. */
const choices = v.object({ email: v.boolean(), sms: v.boolean(), whatsapp: v.boolean() });
const channels = v.object(Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, choices])) as Record<NoticeKind, typeof choices>);

export const PhoneStateSchema = v.object({ phone: v.nullable(v.string()), verified: v.boolean(), codePending: v.boolean() });
export const CodeSentToPhoneSchema = v.object({ ...PhoneStateSchema.entries, expiresInSeconds: v.number() });
export const NoticePreferencesSchema = v.object({ channels, quietHours: v.nullable(v.object({ start: v.string(), end: v.string() })) });
export const NoticeSettingsSchema = v.object({ phone: PhoneStateSchema, preferences: NoticePreferencesSchema, marketingConsent: v.boolean() });

export type PhoneState = v.InferOutput<typeof PhoneStateSchema>;
export type NoticeSettings = v.InferOutput<typeof NoticeSettingsSchema>;
export type NoticePreferencesInput = v.InferOutput<typeof NoticePreferencesSchema> & { marketingConsent?: boolean };

export const fetchNoticeSettings = (): Promise<NoticeSettings> =>
  request(() => api.get('account/notices').json(), (d) => v.parse(NoticeSettingsSchema, d), 'We could not load your notice settings. Please try again.');

export const saveNoticePreferences = (body: NoticePreferencesInput): Promise<NoticeSettings> =>
  request(() => api.put('account/notices', { json: body }).json(), (d) => v.parse(NoticeSettingsSchema, d), 'Your notice settings could not be saved. Please try again.');

export const sendPhoneCode = (phone: string) =>
  request(() => api.post('account/phone', { json: { phone } }).json(), (d) => v.parse(CodeSentToPhoneSchema, d), 'We could not send the code. Please try again.');

export const verifyPhoneCode = (code: string): Promise<PhoneState> =>
  request(() => api.post('account/phone/verify', { json: { code } }).json(), (d) => v.parse(PhoneStateSchema, d), 'We could not check the code. Please try again.');

export const removePhone = (): Promise<PhoneState> =>
  request(() => api.delete('account/phone').json(), (d) => v.parse(PhoneStateSchema, d), 'We could not remove the phone. Please try again.');
