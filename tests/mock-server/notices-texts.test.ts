import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { STOP_LINE } from '../../src/domain/notice-preferences.ts';
import { notify } from '../../mock-server/notify.ts';
import { BACKOFF_MS, MAX_ATTEMPTS, queueText, runNoticeOutbox, setTextsConfig } from '../../mock-server/notices/outbox.ts';
import { failNext, flushSimReports, whatsappSignature } from '../../mock-server/providers/texts/sim.ts';
import { readTextsConfig } from '../../mock-server/providers/texts/config.ts';
import { sendSms, sendWhatsapp } from '../../mock-server/providers/texts/client.ts';
import { as, makeServer, MINUTE } from './support.ts';
import { CREATOR, phoneMessages, sendsOf, verifiedPhone } from './notices-support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
const cfg = readTextsConfig({});

/** A listening server (the clients reach the simulators over HTTP) whose creator has a verified phone. */
async function ready(): Promise<Server> {
  const server = await makeServer();
  await server.listenForReal();
  await verifiedPhone(server, CREATOR.id, CREATOR.phone);
  return server;
}

const queue = (server: Server, channel: 'sms' | 'whatsapp', body = `Sauti: Hello. ${STOP_LINE}`) =>
  queueText(server.ctx, { accountId: CREATOR.id, channel, phone: CREATOR.phone, kind: 'invitations', body, params: channel === 'whatsapp' ? ['Hello', 'A notice'] : undefined });

describe('SMS and WhatsApp clients against the simulators', () => {
  it('sends an SMS in Africa\'s Talking\'s shape and gets a message id per recipient; a wrong key is refused', async () => {
    const server = await ready();
    const sent = await sendSms(server.ctx, cfg.sms, CREATOR.phone, `Hello. ${STOP_LINE}`);
    expect(sent).toEqual({ ok: true, messageId: expect.stringMatching(/^ATXid_/) });
    expect((await phoneMessages(server, CREATOR.phone)).map((m) => [m.channel, m.body])).toEqual([['sms', `Hello. ${STOP_LINE}`]]);
    const refused = await sendSms(server.ctx, { ...cfg.sms, apiKey: 'wrong' }, CREATOR.phone, 'Hello');
    expect(refused).toMatchObject({ ok: false, retry: false });
    const raw = await request(server.app).post('/version1/messaging').set('apiKey', cfg.sms.apiKey).type('form').send({ username: cfg.sms.username, to: 'nope', message: 'x' });
    expect(raw.status).toBe(400);
  });

  it('sends a WhatsApp template message in the Cloud API\'s shape and answers its wamid; an unknown template is refused', async () => {
    const server = await ready();
    const sent = await sendWhatsapp(server.ctx, cfg.whatsapp, CREATOR.phone, ['Invitation', 'You are invited.']);
    expect(sent).toEqual({ ok: true, messageId: expect.stringMatching(/^wamid\./) });
    expect((await phoneMessages(server, CREATOR.phone))[0]?.body).toBe(`Invitation\nYou are invited.\n${STOP_LINE}`);
    expect(await sendWhatsapp(server.ctx, { ...cfg.whatsapp, template: 'unknown' }, CREATOR.phone, ['x'])).toMatchObject({ ok: false, retry: false });
    expect(await sendWhatsapp(server.ctx, { ...cfg.whatsapp, accessToken: 'wrong' }, CREATOR.phone, ['x'])).toMatchObject({ ok: false, retry: false });
  });

  it('an unreachable provider is a result to retry, never a throw', async () => {
    const server = await makeServer();
    expect(await sendSms(server.ctx, { ...cfg.sms, baseUrl: 'http://127.0.0.1:1' }, CREATOR.phone, 'x')).toMatchObject({ ok: false, retry: true });
    expect(await sendWhatsapp(server.ctx, { ...cfg.whatsapp, baseUrl: 'http://127.0.0.1:1' }, CREATOR.phone, ['x'])).toMatchObject({ ok: false, retry: true });
  });

  it('a provider that takes the request and does not answer in time is a failure not retried: the message may have gone out', async () => {
    const server = await makeServer();
    let received = 0;
    // Takes each request and never answers, as a provider that hangs after the message was sent.
    const hanging = http.createServer(() => { received += 1; });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
      const sms = await sendSms(server.ctx, { ...cfg.sms, baseUrl }, CREATOR.phone, 'x', 200);
      expect(sms).toMatchObject({ ok: false, retry: false, error: expect.stringMatching(/not sent again/) });
      const whatsapp = await sendWhatsapp(server.ctx, { ...cfg.whatsapp, baseUrl }, CREATOR.phone, ['x'], 200);
      expect(whatsapp).toMatchObject({ ok: false, retry: false });
      expect(received).toBe(2);
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });
});

describe('the outbox: delivery, signed reports, retries', () => {
  it('sends queued SMS and WhatsApp messages, and their signed delivery reports mark them delivered', async () => {
    const server = await ready();
    await queue(server, 'sms');
    await queue(server, 'whatsapp');
    expect(await runNoticeOutbox(server.ctx)).toBe(2);
    expect((await sendsOf(server, CREATOR.id)).map((s) => [s.channel, s.status, s.attempts])).toEqual([['sms', 'sent', 1], ['whatsapp', 'sent', 1]]);
    expect(await flushSimReports(server.ctx, cfg)).toBe(2);
    expect((await sendsOf(server, CREATOR.id)).map((s) => s.status)).toEqual(['delivered', 'delivered']);
    // Nothing more goes: each was sent once.
    expect(await runNoticeOutbox(server.ctx)).toBe(0);
    expect(await phoneMessages(server, CREATOR.phone)).toHaveLength(2);
  });

  it('refuses a report that is not signed (SMS: the URL\'s signature; WhatsApp: X-Hub-Signature-256) and changes nothing', async () => {
    const server = await ready();
    await queue(server, 'sms');
    await queue(server, 'whatsapp');
    await runNoticeOutbox(server.ctx);
    const [sms, wa] = await sendsOf(server, CREATOR.id);
    const forged = await request(server.app).post(`/api/webhooks/sms/reports?ref=africastalking&sig=${'0'.repeat(64)}`).type('form').send({ id: sms!.providerMessageId, status: 'Failed' });
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ message: 'This callback is not signed by Sauti.' });
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: 'x', changes: [{ field: 'messages', value: { statuses: [{ id: wa!.providerMessageId, status: 'failed' }] } }] }] });
    const wrong = await request(server.app).post('/api/webhooks/whatsapp').set('Content-Type', 'application/json').set('X-Hub-Signature-256', whatsappSignature('not-the-secret', body)).send(body);
    expect(wrong.status).toBe(403);
    const unsigned = await request(server.app).post('/api/webhooks/whatsapp').set('Content-Type', 'application/json').send(body);
    expect(unsigned.status).toBe(403);
    expect((await sendsOf(server, CREATOR.id)).map((s) => s.status)).toEqual(['sent', 'sent']);
    // Signed with the app secret, the same body is taken.
    const signed = await request(server.app).post('/api/webhooks/whatsapp').set('Content-Type', 'application/json').set('X-Hub-Signature-256', whatsappSignature(cfg.whatsapp.appSecret, body)).send(body);
    expect(signed.status).toBe(200);
    expect((await sendsOf(server, CREATOR.id)).map((s) => s.status)).toEqual(['sent', 'queued']);
  });

  it('a signed report that is malformed is a 422 with field errors, and one for an unknown message a 404', async () => {
    const server = await ready();
    await queue(server, 'sms');
    await runNoticeOutbox(server.ctx);
    const { signedCallbackUrl } = await import('../../mock-server/money/callback-url.ts');
    const url = signedCallbackUrl(server.ctx, 'sms/reports', 'africastalking').replace(server.ctx.publicUrl, '');
    const bad = await request(server.app).post(url).type('form').send({ status: 'Success' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.id).toBeDefined();
    const unknown = await request(server.app).post(url).type('form').send({ id: 'ATXid_unknown', status: 'Success' });
    expect(unknown.status).toBe(404);
  });

  it('blanks a phone code’s body once it is sent or failed, and never tries it after the code’s expiry', async () => {
    const server = await ready();
    const code = (body = 'Your Sauti code is 123456. It expires in 10 minutes.') =>
      queueText(server.ctx, { accountId: CREATOR.id, channel: 'sms', phone: CREATOR.phone, kind: 'phone_code', body });
    await code();
    expect(await runNoticeOutbox(server.ctx)).toBe(1);
    expect((await sendsOf(server, CREATOR.id)).map((s) => [s.status, s.body])).toEqual([['sent', 'Your Sauti code (hidden)']]);
    expect((await phoneMessages(server, CREATOR.phone))[0]?.body).toContain('123456');
    // A refused report fails it for good: its body is gone, so it is not sent again.
    failNext(server.ctx, 'sms', 'undeliverable');
    await code('Your Sauti code is 222222.');
    await runNoticeOutbox(server.ctx);
    await flushSimReports(server.ctx, cfg);
    expect((await sendsOf(server, CREATOR.id)).map((s) => [s.status, s.body])).toEqual([['delivered', 'Your Sauti code (hidden)'], ['failed', 'Your Sauti code (hidden)']]);

    // Refused and queued to retry: the body waits, but past the code's 10 minutes it is failed, blanked and not sent.
    failNext(server.ctx, 'sms', 'refuse', 3);
    await code('Your Sauti code is 333333.');
    await runNoticeOutbox(server.ctx);
    expect((await sendsOf(server, CREATOR.id))[2]).toMatchObject({ status: 'queued', body: 'Your Sauti code is 333333.' });
    server.clock.advance(BACKOFF_MS[0]);
    await runNoticeOutbox(server.ctx);
    server.clock.advance(10 * MINUTE);
    expect(await runNoticeOutbox(server.ctx)).toBe(0);
    expect((await sendsOf(server, CREATOR.id))[2]).toMatchObject({ status: 'failed', attempts: 2, body: 'Your Sauti code (hidden)' });
    expect((await phoneMessages(server, CREATOR.phone)).filter((m) => m.body.includes('333333'))).toEqual([]);
  });

  it('retries a refused send after its back-off, never before, and sends it once', async () => {
    const server = await ready();
    failNext(server.ctx, 'sms', 'refuse');
    await queue(server, 'sms');
    expect(await runNoticeOutbox(server.ctx)).toBe(0);
    const [first] = await sendsOf(server, CREATOR.id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1, nextAttemptAt: server.clock.now() + BACKOFF_MS[0] });
    expect(first!.lastError).toContain('refused');
    server.clock.advance(BACKOFF_MS[0] - 1);
    expect(await runNoticeOutbox(server.ctx)).toBe(0);
    server.clock.advance(1);
    expect(await runNoticeOutbox(server.ctx)).toBe(1);
    expect((await sendsOf(server, CREATOR.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await phoneMessages(server, CREATOR.phone)).toHaveLength(1);
  });

  it('a delivery that failed is sent again after its back-off, and delivered the second time', async () => {
    const server = await ready();
    failNext(server.ctx, 'whatsapp', 'undeliverable');
    await queue(server, 'whatsapp');
    await runNoticeOutbox(server.ctx);
    await flushSimReports(server.ctx, cfg);
    expect((await sendsOf(server, CREATOR.id))[0]).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Message undeliverable' });
    server.clock.advance(BACKOFF_MS[0]);
    await runNoticeOutbox(server.ctx);
    await flushSimReports(server.ctx, cfg);
    expect((await sendsOf(server, CREATOR.id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
    expect((await phoneMessages(server, CREATOR.phone)).map((m) => m.outcome)).toEqual(['failed', 'delivered']);
  });

  it(`gives up after ${MAX_ATTEMPTS} tries`, async () => {
    const server = await ready();
    failNext(server.ctx, 'sms', 'refuse', MAX_ATTEMPTS + 1);
    await queue(server, 'sms');
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await runNoticeOutbox(server.ctx);
      server.clock.advance(60 * MINUTE);
    }
    expect((await sendsOf(server, CREATOR.id))[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(await runNoticeOutbox(server.ctx)).toBe(0);
    expect(await phoneMessages(server, CREATOR.phone)).toHaveLength(0);
  });

  it('two API processes sending at once send each message once (claimed rows are skipped)', async () => {
    const server = await ready();
    const second = await makeServer({ database: server.database });
    await second.listenForReal();
    second.clock.set(server.clock.now());
    for (let i = 0; i < 5; i++) await queue(server, i % 2 ? 'whatsapp' : 'sms');
    const [a, b] = await Promise.all([runNoticeOutbox(server.ctx), runNoticeOutbox(second.ctx)]);
    expect(a + b).toBe(5);
    expect(await phoneMessages(server, CREATOR.phone)).toHaveLength(5);
    expect((await sendsOf(server, CREATOR.id)).every((s) => s.status === 'sent' && s.attempts === 1)).toBe(true);
  });

  it('a notice of a chosen kind goes by the chosen channels, each text saying how to stop', async () => {
    const server = await ready();
    const token = await server.signIn(CREATOR.email);
    const settings = (await as(server, token).get('/account/notices').expect(200)).body;
    settings.preferences.channels.invitations = { email: false, sms: true, whatsapp: true };
    await as(server, token).auth(request(server.app).put('/api/account/notices')).send(settings.preferences).expect(200);
    const before = server.mailbox.messages(CREATOR.email).length;
    await notify(server.ctx, { userId: CREATOR.id, type: 'application_invited', title: 'Invitation: Duka launch', body: 'Duka invited you to apply.' });
    expect(server.mailbox.messages(CREATOR.email)).toHaveLength(before);
    await runNoticeOutbox(server.ctx);
    const texts = await phoneMessages(server, CREATOR.phone);
    expect(texts.map((t) => t.channel).sort()).toEqual(['sms', 'whatsapp']);
    for (const t of texts) expect(t.body.endsWith(STOP_LINE)).toBe(true);
    // An event of no chosen kind is in-app and email only, as before.
    await notify(server.ctx, { userId: CREATOR.id, type: 'campaign_completed', title: 'Done', body: 'Done.' });
    expect(await sendsOf(server, CREATOR.id)).toHaveLength(2);
  });
});

describe('registering the WhatsApp webhook (GET, Meta\'s handshake)', () => {
  const registration = (token: string, challenge = '1158201444') =>
    ({ 'hub.mode': 'subscribe', 'hub.verify_token': token, 'hub.challenge': challenge });

  it('answers the challenge, as plain text, only when the verify token matches', async () => {
    const server = await makeServer();
    setTextsConfig(server.ctx, { ...cfg, whatsapp: { ...cfg.whatsapp, verifyToken: 'our-verify-token' } });
    const ok = await request(server.app).get('/api/webhooks/whatsapp').query(registration('our-verify-token'));
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect(ok.text).toBe('1158201444');
    const wrong = await request(server.app).get('/api/webhooks/whatsapp').query(registration('a-guess'));
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ message: 'The verify token does not match.' });
    const bad = await request(server.app).get('/api/webhooks/whatsapp').query({ ...registration('our-verify-token'), 'hub.mode': 'unsubscribe', 'hub.challenge': '<script>' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['hub.challenge', 'hub.mode']);
  });

  it('refuses every registration while no verify token is set', async () => {
    const server = await makeServer();
    setTextsConfig(server.ctx, { ...cfg, whatsapp: { ...cfg.whatsapp, verifyToken: null } });
    const res = await request(server.app).get('/api/webhooks/whatsapp').query(registration('anything'));
    expect(res.status).toBe(403);
  });
});
