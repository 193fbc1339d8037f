import { createHmac, randomUUID } from 'node:crypto';
import express, { Router } from 'express';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import { STOP_LINE } from '../../../src/domain/notice-preferences.ts';
import type { ServerContext } from '../../context.ts';
import { simTexts } from '../../db/schema/index.ts';
import { HttpError, parse, route } from '../../http.ts';
import { signedCallbackUrl } from '../../money/callback-url.ts';
import type { TextsConfig } from './config.ts';
import { whatsappText } from './config.ts';
import { everyInterval, type Every } from '../auto-settle.ts';
import { textsConfig } from '../../notices/outbox.ts';

/**
 * The SMS gateway and WhatsApp Cloud API simulators (development only; docs/decisions/0021-notices.md). Each accepts
 * what the real API accepts, keeps what the simulated phone received (`sim_texts`), and afterwards sends a signed
 * delivery report to Sauti: Africa's Talking's form post to the callback URL registered with it (here Sauti's
 * signed URL), and Meta's status webhook signed with X-Hub-Signature-256.
 */
export type SimFailure = 'refuse' | 'undeliverable';
const failures = new WeakMap<ServerContext, Record<'sms' | 'whatsapp', SimFailure[]>>();

/** What the next sends on `channel` come to (a test's or a person's choice); each plan is used once. */
export function failNext(ctx: ServerContext, channel: 'sms' | 'whatsapp', failure: SimFailure, count = 1): void {
  let plans = failures.get(ctx);
  if (!plans) failures.set(ctx, (plans = { sms: [], whatsapp: [] }));
  for (let i = 0; i < count; i++) plans[channel].push(failure);
}
const nextFailure = (ctx: ServerContext, channel: 'sms' | 'whatsapp') => failures.get(ctx)?.[channel].shift() ?? null;

export const SMS_REPORTS_PATH = 'sms/reports';
export const SMS_INBOUND_PATH = 'sms/inbound';
/** The account name the gateway's callbacks are registered for: the signed reference of their URL. */
export const SMS_CALLBACK_REF = 'africastalking';
export const WHATSAPP_WEBHOOK_PATH = '/api/webhooks/whatsapp';

/** Meta's webhook signature: `sha256=` and the HMAC-SHA256 of the exact body under the app secret. */
export const whatsappSignature = (appSecret: string, body: string | Buffer) => `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;

const smsBody = z.object({
  username: z.string().min(1, 'username is required.'),
  to: z.string().regex(/^\+[1-9]\d{7,14}$/, 'to must be a phone number in international format.'),
  message: z.string().min(1, 'message is required.').max(918, 'message is longer than 6 SMS parts.'),
  from: z.string().optional(),
});

const whatsappBody = z.object({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: z.string().regex(/^[1-9]\d{7,14}$/, 'to must be a phone number with its country code.'),
  type: z.literal('template'),
  template: z.object({
    name: z.string(),
    language: z.object({ code: z.string() }),
    components: z.array(z.object({ type: z.literal('body'), parameters: z.array(z.object({ type: z.literal('text'), text: z.string().min(1).max(1024) })) })).length(1),
  }),
});

async function keep(ctx: ServerContext, channel: 'sms' | 'whatsapp', id: string, to: string, body: string, outcome: 'delivered' | 'failed') {
  await ctx.db.insert(simTexts).values({ id, channel, to, body, outcome, reportedAt: null, createdAt: ctx.clock.now() });
}

async function post(url: string, body: string, headers: Record<string, string>): Promise<boolean> {
  try {
    const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(5000) });
    return res.ok;
  } catch {
    return false;
  }
}

const smsReport = (ctx: ServerContext, row: typeof simTexts.$inferSelect) => {
  const form = new URLSearchParams({ id: row.id, status: row.outcome === 'delivered' ? 'Success' : 'Failed', phoneNumber: row.to, networkCode: '63902', retryCount: '0' });
  if (row.outcome === 'failed') form.set('failureReason', 'DeliveryFailure');
  return post(signedCallbackUrl(ctx, SMS_REPORTS_PATH, SMS_CALLBACK_REF), form.toString(), { 'Content-Type': 'application/x-www-form-urlencoded' });
};

const whatsappEnvelope = (cfg: TextsConfig['whatsapp'], value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: 'sauti-dev-waba', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '254700000000', phone_number_id: cfg.phoneNumberId }, ...value } }] }],
});

const whatsappPost = (ctx: ServerContext, cfg: TextsConfig['whatsapp'], value: Record<string, unknown>) => {
  const body = JSON.stringify(whatsappEnvelope(cfg, value));
  return post(`${ctx.publicUrl}${WHATSAPP_WEBHOOK_PATH}`, body, { 'Content-Type': 'application/json', 'X-Hub-Signature-256': whatsappSignature(cfg.appSecret, body) });
};

const whatsappReport = (ctx: ServerContext, cfg: TextsConfig['whatsapp'], row: typeof simTexts.$inferSelect) => whatsappPost(ctx, cfg, {
  statuses: [{
    id: row.id, status: row.outcome, timestamp: String(Math.floor(row.createdAt / 1000)), recipient_id: row.to.replace(/^\+/, ''),
    ...(row.outcome === 'failed' ? { errors: [{ code: 131026, title: 'Message undeliverable' }] } : {}),
  }],
});

/**
 * Sends the delivery reports not yet sent, each claimed first (so two processes send each once). A report Sauti does
 * not take (it may not have recorded the message id yet, or was unreachable) is put back, to go on the next flush.
 * Returns how many were taken.
 */
export async function flushSimReports(ctx: ServerContext, cfg: TextsConfig): Promise<number> {
  const now = ctx.clock.now();
  const due = ctx.db.select({ id: simTexts.id }).from(simTexts).where(and(isNull(simTexts.reportedAt), lte(simTexts.createdAt, now)))
    .orderBy(asc(simTexts.createdAt)).limit(50).for('update', { skipLocked: true });
  const claimed = await ctx.db.update(simTexts).set({ reportedAt: now }).where(inArray(simTexts.id, due)).returning();
  let taken = 0;
  for (const row of claimed) {
    const ok = row.channel === 'sms' ? await smsReport(ctx, row) : await whatsappReport(ctx, cfg.whatsapp, row);
    if (ok) taken++;
    else await ctx.db.update(simTexts).set({ reportedAt: null }).where(eq(simTexts.id, row.id));
  }
  return taken;
}

/** An SMS or a WhatsApp message from the simulated phone to Sauti (a reply such as STOP), posted as the provider would. */
export async function simInbound(ctx: ServerContext, cfg: TextsConfig, channel: 'sms' | 'whatsapp', from: string, text: string): Promise<boolean> {
  const at = ctx.clock.now();
  if (channel === 'sms') {
    const form = new URLSearchParams({ from, to: cfg.sms.senderId ?? '20880', text, date: new Date(at).toISOString(), id: randomUUID(), linkId: randomUUID(), networkCode: '63902' });
    return post(signedCallbackUrl(ctx, SMS_INBOUND_PATH, SMS_CALLBACK_REF), form.toString(), { 'Content-Type': 'application/x-www-form-urlencoded' });
  }
  const wa = from.replace(/^\+/, '');
  return whatsappPost(ctx, cfg.whatsapp, {
    contacts: [{ profile: { name: 'Simulated phone' }, wa_id: wa }],
    messages: [{ from: wa, id: `wamid.${randomUUID()}`, timestamp: String(Math.floor(at / 1000)), type: 'text', text: { body: text } }],
  });
}

/** The messages a simulated phone received, newest first; every phone's when `to` is not given. */
export function simMessages(ctx: ServerContext, to?: string) {
  return ctx.db.select().from(simTexts).where(to ? eq(simTexts.to, to) : undefined).orderBy(asc(simTexts.to), asc(simTexts.seq));
}

/** The providers' own API shapes: Africa's Talking's /version1/messaging and the Cloud API's /{version}/{id}/messages. */
export function providerRoutes(ctx: ServerContext, cfg: TextsConfig): Router {
  const r = Router();
  r.post('/version1/messaging', express.urlencoded({ extended: false, limit: '20kb' }), route(async (req, res) => {
    if (req.get('apiKey') !== cfg.sms.apiKey) {
      res.status(401).type('text').send('The supplied authentication is invalid');
      return;
    }
    const input = smsBody.safeParse(req.body ?? {});
    if (!input.success || input.data.username !== cfg.sms.username) {
      res.status(400).type('text').send(input.success ? 'Invalid username' : (input.error.issues[0]?.message ?? 'Invalid request'));
      return;
    }
    const failure = nextFailure(ctx, 'sms');
    if (failure === 'refuse') {
      res.status(201).json({ SMSMessageData: { Message: 'Sent to 0/1 Total Cost: 0', Recipients: [{ statusCode: 500, number: input.data.to, status: 'InternalServerError', cost: '0', messageId: 'None' }] } });
      return;
    }
    const id = `ATXid_${randomUUID().replace(/-/g, '')}`;
    await keep(ctx, 'sms', id, input.data.to, input.data.message, failure === 'undeliverable' ? 'failed' : 'delivered');
    res.status(201).json({ SMSMessageData: { Message: 'Sent to 1/1 Total Cost: KES 0.8000', Recipients: [{ statusCode: 101, number: input.data.to, status: 'Success', cost: 'KES 0.8000', messageId: id }] } });
  }));

  r.post(/^\/(v\d+\.\d+)\/([^/]+)\/messages$/, express.json({ limit: '20kb' }), route(async (req, res) => {
    const version = String(req.params[0]);
    const phoneNumberId = String(req.params[1]);
    const metaError = (status: number, code: number, message: string) => res.status(status).json({ error: { message, type: 'OAuthException', code, fbtrace_id: randomUUID() } });
    if (version !== cfg.whatsapp.version) return metaError(400, 2500, `Unknown path components: /${version}`);
    if (req.get('Authorization') !== `Bearer ${cfg.whatsapp.accessToken}`) return metaError(401, 190, 'Invalid OAuth access token.');
    if (phoneNumberId !== cfg.whatsapp.phoneNumberId) return metaError(400, 100, 'Unsupported post request: unknown phone number id.');
    const input = whatsappBody.safeParse(req.body ?? {});
    if (!input.success) return metaError(400, 100, `(#100) Invalid parameter: ${input.error.issues[0]?.path.join('.') ?? ''}`);
    if (input.data.template.name !== cfg.whatsapp.template) return metaError(404, 132001, 'Template name does not exist in the translation');
    const failure = nextFailure(ctx, 'whatsapp');
    if (failure === 'refuse') return metaError(500, 131000, 'Something went wrong');
    const params = input.data.template.components[0]!.parameters.map((p) => p.text);
    const id = `wamid.${Buffer.from(randomUUID()).toString('base64url')}`;
    await keep(ctx, 'whatsapp', id, `+${input.data.to}`, whatsappText(params, STOP_LINE), failure === 'undeliverable' ? 'failed' : 'delivered');
    res.json({ messaging_product: 'whatsapp', contacts: [{ input: input.data.to, wa_id: input.data.to }], messages: [{ id, message_status: 'accepted' }] });
  }));
  return r;
}

const failBody = z.object({ channel: z.enum(['sms', 'whatsapp']), failure: z.enum(['refuse', 'undeliverable']), count: z.number().int().min(1).max(20).default(1) });
const inboundBody = z.object({ channel: z.enum(['sms', 'whatsapp']), from: z.string().regex(/^\+[1-9]\d{7,14}$/, 'Give the phone number in international format.'), text: z.string().min(1).max(160) });

/** Simulator controls (Sauti's convention): make the next sends fail, post a reply from a phone, flush the reports. */
export function simControlRoutes(ctx: ServerContext, cfg: TextsConfig): Router {
  const r = Router();
  r.post('/fail-next', route(async (req, res) => {
    const { channel, failure, count } = parse(failBody, req.body);
    failNext(ctx, channel, failure, count);
    res.json({ channel, failure, count });
  }));
  r.post('/inbound', route(async (req, res) => {
    const { channel, from, text } = parse(inboundBody, req.body);
    if (!(await simInbound(ctx, cfg, channel, from, text))) throw new HttpError(502, 'Sauti did not take the message.');
    res.json({ delivered: true });
  }));
  r.post('/reports/flush', route(async (_req, res) => {
    res.json({ taken: await flushSimReports(ctx, cfg) });
  }));
  r.get('/messages', route(async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    res.json({ messages: (await simMessages(ctx, to)).map((m) => ({ id: m.id, channel: m.channel, to: m.to, body: m.body, reported: m.reportedAt !== null, createdAt: new Date(m.createdAt).toISOString() })) });
  }));
  return r;
}

/** Sends the simulators' owed delivery reports every `tickMs` (a second), in development only. Returns the stop. */
export function startSimReports(ctx: ServerContext, options: { every?: Every; tickMs?: number } = {}): () => void {
  if (ctx.mode === 'production') return () => {};
  return (options.every ?? everyInterval)(options.tickMs ?? 1000, async () => {
    await flushSimReports(ctx, textsConfig(ctx));
  });
}
