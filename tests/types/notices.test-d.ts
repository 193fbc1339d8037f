/**
 * One definition per wire type (docs/decisions/0016-wire-types.md): notices by SMS and WhatsApp, the phone and the
 * channels chosen (docs/decisions/0021-notices.md). `npm run typecheck` checks this file.
 */
import type * as v from 'valibot';
import type { z } from 'zod';
import { expectTypeOf } from 'vitest';
import type { ChannelChoices, NoticePreferences, QuietHours } from '../../src/domain/notice-preferences.ts';
import type { CodeSentToPhoneSchema, NoticePreferencesSchema, NoticeSettingsSchema, PhoneStateSchema } from '../../src/api/notices.ts';
import type { PhoneState } from '../../mock-server/notices/phone.ts';
import type { NoticeSettings, noticePreferencesBody } from '../../mock-server/routes/notices.ts';

expectTypeOf<v.InferOutput<typeof PhoneStateSchema>>().toEqualTypeOf<PhoneState>();
expectTypeOf<v.InferOutput<typeof CodeSentToPhoneSchema>>().toEqualTypeOf<{ phone: string | null; verified: boolean; codePending: boolean; expiresInSeconds: number }>();
expectTypeOf<v.InferOutput<typeof NoticePreferencesSchema>>().toEqualTypeOf<NoticePreferences>();
expectTypeOf<v.InferOutput<typeof NoticeSettingsSchema>>().toEqualTypeOf<NoticeSettings>();
// What the settings page sends is what the API's body takes.
expectTypeOf<{ channels: ChannelChoices; quietHours: QuietHours | null; marketingConsent?: boolean | undefined }>().toEqualTypeOf<z.input<typeof noticePreferencesBody>>();
