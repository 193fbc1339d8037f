import express, { Router, type Request } from 'express';
import { z } from 'zod';
import { NOTICE_CHANNELS, NOTICE_KINDS, TIME_OF_DAY, type NoticePreferences } from '../../src/domain/notice-preferences.ts';
import type { ServerContext } from '../context.ts';
import { hashToken, sameHash } from '../crypto.ts';
import { HttpError, parse, route } from '../http.ts';
import { requireSignedCallback } from '../money/callback-url.ts';
import { applyReport, textsConfig } from '../notices/outbox.ts';
import { accountOfPhone, confirmPhone, phoneState, removePhone, sendPhoneCode, type PhoneState } from '../notices/phone.ts';
import { preferencesOf, savePreferences, stopChannel, type StoredPreferences } from '../notices/preferences.ts';
import { SMS_INBOUND_PATH, SMS_REPORTS_PATH, whatsappSignature } from '../providers/texts/sim.ts';
import { limitAccountWrites } from '../rate-limits.ts';
import { requireUser } from '../sessions.ts';

const choices = z.object({ email: z.boolean(), sms: z.boolean(), whatsapp: z.boolean() });
const time = z.string().regex(TIME_OF_DAY, 'Give a time as HH:MM, such as 22:00.');

/** PUT /api/account/notices: every kind's channels, quiet hours (EAT) or null, and consent when marketing is on anywhere. */
export const noticePreferencesBody = z.object({
  channels: z.object(Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, choices])) as Record<(typeof NOTICE_KINDS)[number], typeof choices>),
  quietHours: z.object({ start: time, end: time }).refine((q) => q.start !== q.end, { message: 'Quiet hours must start and end at different times.', path: ['end'] }).nullable(),
  marketingConsent: z.boolean().optional().describe('Must be true to turn on any channel for marketing.'),
}).refine((b) => b.marketingConsent === true || !NOTICE_CHANNELS.some((c) => b.channels.marketing[c]), {
  message: 'Tick the consent box to get news and offers from Sauti.', path: ['marketingConsent'],
});

export const phoneBody = z.object({ phone: z.string({ error: 'Enter your mobile number.' }).max(40, 'That is too long for a phone number.') });
export const phoneCodeBody = z.object({ code: z.string({ error: 'Enter the 6-digit code.' }).regex(/^\d{6}$/, 'Enter the 6-digit code.') });

/** Africa's Talking's delivery report and incoming message: form fields. */
export const smsReportBody = z.object({
  id: z.string().min(1), status: z.string().min(1), phoneNumber: z.string().optional(), networkCode: z.string().optional(),
  failureReason: z.string().optional(), retryCount: z.string().optional(),
});
export const smsInboundBody = z.object({ from: z.string().min(1), to: z.string().optional(), text: z.string(), date: z.string().optional(), id: z.string().optional(), linkId: z.string().optional() });

/** The Cloud API's webhook: statuses (delivery reports) and messages (replies), under entry[].changes[].value. */
/** Meta's webhook registration (GET): `hub.mode=subscribe`, the verify token, and a challenge to send back. */
export const whatsappVerifyQuery = z.object({
  'hub.mode': z.literal('subscribe'),
  'hub.verify_token': z.string().min(1).max(200),
  'hub.challenge': z.string().regex(/^[\w-]{1,100}$/, 'A challenge is letters, digits, - and _.'),
});

export const whatsappEvent = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(z.object({
    id: z.string(),
    changes: z.array(z.object({
      field: z.string(),
      value: z.object({
        statuses: z.array(z.object({ id: z.string(), status: z.string(), recipient_id: z.string().optional(), errors: z.array(z.object({ code: z.number(), title: z.string().optional() })).optional() })).optional(),
        messages: z.array(z.object({ from: z.string(), id: z.string(), type: z.string(), text: z.object({ body: z.string() }).optional() })).optional(),
      }).passthrough(),
    })),
  })),
});

export interface NoticeSettings {
  phone: PhoneState;
  preferences: NoticePreferences;
  marketingConsent: boolean;
}

const settingsOf = (phone: PhoneState, prefs: StoredPreferences): NoticeSettings => ({
  phone, preferences: { channels: prefs.channels, quietHours: prefs.quietHours }, marketingConsent: prefs.marketingConsentAt !== null,
});

/** Africa's Talking's statuses: Success is delivered; these are final failures; the rest (Sent, Submitted, Buffered) are on the way. */
const SMS_FAILED = new Set(['Failed', 'Rejected', 'AbsentSubscriber', 'Expired']);
const isStop = (text: string) => /^\s*(stop|stopall|unsubscribe|cancel|end|quit)\s*$/i.test(text);
const form = express.urlencoded({ extended: false, limit: '10kb' });

/** Where the stop is heard: a verified number's account loses that channel for every kind. */
async function heardReply(ctx: ServerContext, channel: 'sms' | 'whatsapp', from: string, text: string): Promise<void> {
  if (!isStop(text)) return;
  const account = await accountOfPhone(ctx, from.startsWith('+') ? from : `+${from}`);
  if (account) await stopChannel(ctx, account, channel);
}

/**
 * Notices by SMS and WhatsApp (docs/decisions/0021-notices.md): the user's phone and its one-time code, their channel
 * choices and quiet hours; and the providers' callbacks (delivery reports, replies), which carry no session: the SMS
 * gateway's are checked by their signed URL, WhatsApp's by Meta's X-Hub-Signature-256.
 */
export function noticeRoutes(ctx: ServerContext): Router {
  const r = Router();
  const people = requireUser(ctx, ['brand', 'influencer', 'partner']);
  const codeLimit = limitAccountWrites(ctx, 'phoneCode', 'Too many codes were asked for. Please try again in {wait}.');

  r.get('/account/notices', people, route(async (req, res) => {
    const id = req.account!.id;
    res.json(settingsOf(await phoneState(ctx, id), await preferencesOf(ctx, id)));
  }));

  r.put('/account/notices', people, route(async (req, res) => {
    const body = parse(noticePreferencesBody, req.body);
    const id = req.account!.id;
    res.json(settingsOf(await phoneState(ctx, id), await savePreferences(ctx, id, { channels: body.channels, quietHours: body.quietHours })));
  }));

  r.post('/account/phone', people, codeLimit, route(async (req, res) => {
    const { phone } = parse(phoneBody, req.body);
    const { expiresInSeconds, ...state } = await sendPhoneCode(ctx, req.account!.id, phone);
    res.json({ ...state, expiresInSeconds });
  }));

  r.post('/account/phone/verify', people, route(async (req, res) => {
    const { code } = parse(phoneCodeBody, req.body);
    res.json(await confirmPhone(ctx, req.account!.id, code));
  }));

  r.delete('/account/phone', people, route(async (req, res) => {
    res.json(await removePhone(ctx, req.account!.id));
  }));

  r.post('/webhooks/sms/reports', requireSignedCallback(ctx, SMS_REPORTS_PATH), form, route(async (req, res) => {
    const report = parse(smsReportBody, req.body);
    const outcome = report.status === 'Success' ? 'delivered' : SMS_FAILED.has(report.status) ? 'failed' : 'pending';
    if (!(await applyReport(ctx, 'sms', report.id, outcome, report.failureReason ?? null))) throw new HttpError(404, 'No message has this id.');
    res.json({ received: true });
  }));

  r.post('/webhooks/sms/inbound', requireSignedCallback(ctx, SMS_INBOUND_PATH), form, route(async (req, res) => {
    const message = parse(smsInboundBody, req.body);
    await heardReply(ctx, 'sms', message.from, message.text);
    res.json({ received: true });
  }));

  // Meta registers the webhook with a GET it expects the challenge back from, once the verify token matches.
  r.get('/webhooks/whatsapp', route(async (req, res) => {
    const query = parse(whatsappVerifyQuery, req.query, 'This is not a webhook registration.');
    const token = textsConfig(ctx).whatsapp.verifyToken;
    if (!token || !sameHash(hashToken(query['hub.verify_token']), hashToken(token))) throw new HttpError(403, 'The verify token does not match.');
    res.type('text/plain').send(query['hub.challenge']);
  }));

  r.post('/webhooks/whatsapp', route(async (req, res) => {
    const raw = (req as Request & { rawBody?: Buffer }).rawBody;
    const given = req.get('X-Hub-Signature-256') ?? '';
    const expected = raw ? whatsappSignature(textsConfig(ctx).whatsapp.appSecret, raw) : '';
    if (!raw || !/^sha256=[0-9a-f]{64}$/.test(given) || !sameHash(given.slice(7), expected.slice(7))) throw new HttpError(403, 'This webhook is not signed by WhatsApp.');
    const event = parse(whatsappEvent, req.body);
    let unknown = false;
    for (const change of event.entry.flatMap((e) => e.changes)) {
      for (const s of change.value.statuses ?? []) {
        const outcome = s.status === 'delivered' || s.status === 'read' ? 'delivered' : s.status === 'failed' ? 'failed' : 'pending';
        if (!(await applyReport(ctx, 'whatsapp', s.id, outcome, s.errors?.[0]?.title ?? null))) unknown = true;
      }
      for (const m of change.value.messages ?? []) if (m.text) await heardReply(ctx, 'whatsapp', m.from, m.text.body);
    }
    if (unknown) throw new HttpError(404, 'No message has this id.');
    res.json({ received: true });
  }));

  return r;
}
