import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { deliverables as deliverablesTable, disputes as disputesTable, noticePhones } from '../../mock-server/db/schema/index.ts';
import { deliverableRow, disputeRow } from '../../mock-server/delivery/rows.ts';
import { notify } from '../../mock-server/notify.ts';
import { noticeKindOf } from '../../mock-server/notices/deliver.ts';
import { queueText, runNoticeOutbox } from '../../mock-server/notices/outbox.ts';
import { afterQuietHours } from '../../mock-server/notices/preferences.ts';
import { sendDeadlineReminders } from '../../mock-server/notices/reminders.ts';
import type { Deliverable } from '../../src/domain/delivery-types.ts';
import type { Dispute } from '../../src/domain/dispute-types.ts';
import type { Withdrawal } from '../../src/domain/money-types.ts';
import { defaultNoticePreferences, STOP_LINE, type NoticePreferences } from '../../src/domain/notice-preferences.ts';
import { stored } from './delivery-support.ts';
import { KES, kenyanCreator, moneyServer, MUTUA } from './earnings-support.ts';
import { peopleOf } from './people-support.ts';
import { CREATOR, phoneMessages, sendsOf, verifiedPhone } from './notices-support.ts';
import { as, expectNoStackTrace, HOUR, makeServer, MINUTE, scriptedRandom, SECOND } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
/** 2026-11-26 23:00 EAT (20:00 UTC). */
const NIGHT = Date.parse('2026-11-26T20:00:00Z');
const SEVEN_EAT_NEXT = Date.parse('2026-11-27T04:00:00Z');

async function signedIn(server: Server) {
  const token = await server.signIn(CREATOR.email);
  const me = as(server, token);
  const put = (body: object) => me.auth(request(server.app).put('/api/account/notices')).send(body);
  return { token, me, put };
}

const withChannels = (edit: (p: NoticePreferences) => void): NoticePreferences => {
  const prefs = defaultNoticePreferences();
  edit(prefs);
  return prefs;
};

describe('phone verification by a one-time code sent by SMS', () => {
  it('sends a 6-digit code through the SMS simulator, keeps only its hash, and verifies the phone with it', async () => {
    const server = await makeServer();
    await server.listenForReal();
    const { me } = await signedIn(server);
    const sent = await me.post('/account/phone', { phone: '0712 345 678' });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toEqual({ phone: CREATOR.phone, verified: false, codePending: true, expiresInSeconds: 600 });
    await runNoticeOutbox(server.ctx);
    const [text] = await phoneMessages(server, CREATOR.phone);
    const code = /code is (\d{6})/.exec(text!.body)![1]!;
    expect(text!.body).toContain(STOP_LINE);
    const [row] = await server.rows(noticePhones);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const wrong = await me.post('/account/phone/verify', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code[0]).toBe('That code is not correct. You have 4 attempts left.');
    const right = await me.post('/account/phone/verify', { code });
    expect(right.body).toEqual({ phone: CREATOR.phone, verified: true, codePending: false });
    const again = await me.post('/account/phone/verify', { code });
    expect(again.status).toBe(409);
  });

  it('refuses a bad number or code with field errors, a code past 10 minutes, and a sixth wrong try kills it after five', async () => {
    const server = await makeServer({ random: scriptedRandom(['123456']) });
    const { me } = await signedIn(server);
    const bad = await me.post('/account/phone', { phone: 'call me' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.phone).toBeDefined();
    expectNoStackTrace(bad.text);
    expect((await me.post('/account/phone/verify', { code: '12' })).body.errors.code).toEqual(['Enter the 6-digit code.']);
    expect((await me.post('/account/phone', { phone: CREATOR.phone })).status).toBe(200);
    server.clock.advance(10 * MINUTE);
    expect((await me.post('/account/phone/verify', { code: '123456' })).status).toBe(410);
    expect((await me.post('/account/phone', { phone: CREATOR.phone })).status).toBe(200);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await me.post('/account/phone/verify', { code: '999999' })).status);
    expect(answers).toEqual([422, 422, 422, 422, 410]);
    expect((await me.post('/account/phone/verify', { code: '999999' })).status).toBe(409);
  });

  it('sends at most one code a minute and five an hour, with Retry-After', async () => {
    const server = await makeServer();
    const { me } = await signedIn(server);
    expect((await me.post('/account/phone', { phone: CREATOR.phone })).status).toBe(200);
    const soon = await me.post('/account/phone', { phone: CREATOR.phone });
    expect(soon.status).toBe(429);
    expect(soon.headers['retry-after']).toBe('60');
    for (let i = 0; i < 4; i++) {
      server.clock.advance(MINUTE);
      expect((await me.post('/account/phone', { phone: CREATOR.phone })).status).toBe(200);
    }
    server.clock.advance(MINUTE);
    const sixth = await me.post('/account/phone', { phone: CREATOR.phone });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toContain('Too many codes');
  });

  it('refuses a number another account has verified, and only a verified number receives texts', async () => {
    const server = await makeServer();
    await verifiedPhone(server, 'acc-wambui', CREATOR.phone);
    const { me, put } = await signedIn(server);
    expect((await me.post('/account/phone', { phone: CREATOR.phone })).status).toBe(409);
    expect((await me.post('/account/phone', { phone: '+254700000001' })).status).toBe(200);
    await put(withChannels((p) => (p.channels.invitations.sms = true))).expect(200);
    await notify(server.ctx, { userId: CREATOR.id, type: 'application_invited', title: 'Invitation', body: 'Come.' });
    // Only the code is queued: the number is not verified yet.
    expect((await sendsOf(server, CREATOR.id)).map((s) => s.kind)).toEqual(['phone_code']);
  });
});

describe('preferences: channels per kind, quiet hours in EAT, consent for marketing, STOP', () => {
  it('answers the defaults (email on, SMS and WhatsApp off, marketing off), and saves a choice', async () => {
    const server = await makeServer();
    const { me, put } = await signedIn(server);
    const first = (await me.get('/account/notices').expect(200)).body;
    expect(first).toEqual({ phone: { phone: null, verified: false, codePending: false }, preferences: defaultNoticePreferences(), marketingConsent: false });
    const chosen = withChannels((p) => {
      p.channels.deadline_reminders = { email: false, sms: true, whatsapp: false };
      p.quietHours = { start: '22:00', end: '07:00' };
    });
    expect((await put(chosen)).body.preferences).toEqual(chosen);
    expect((await me.get('/account/notices')).body.preferences).toEqual(chosen);
    expect((await request(server.app).get('/api/account/notices')).status).toBe(401);
  });

  it('refuses marketing without consent, bad quiet hours and a malformed body with field errors', async () => {
    const server = await makeServer();
    const { put } = await signedIn(server);
    const marketing = withChannels((p) => (p.channels.marketing.email = true));
    const refused = await put(marketing);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.marketingConsent).toEqual(['Tick the consent box to get news and offers from Sauti.']);
    const late = await put({ ...defaultNoticePreferences(), quietHours: { start: '25:00', end: '07:00' } });
    expect(late.body.errors['quietHours.start']).toBeDefined();
    const same = await put({ ...defaultNoticePreferences(), quietHours: { start: '07:00', end: '07:00' } });
    expect(same.body.errors['quietHours.end']).toBeDefined();
    const junk = await put({ channels: 'all' });
    expect(junk.status).toBe(422);
    expectNoStackTrace(junk.text);
    const consented = await put({ ...marketing, marketingConsent: true });
    expect(consented.status).toBe(200);
    expect(consented.body.marketingConsent).toBe(true);
  });

  it('sends nothing marketing-like without consent, not even in-app; with it, by the chosen channels', async () => {
    const server = await makeServer();
    await verifiedPhone(server, CREATOR.id, CREATOR.phone);
    const { me, put } = await signedIn(server);
    const count = async () => (await me.get('/notifications').expect(200)).body.total as number;
    const before = await count();
    await notify(server.ctx, { userId: CREATOR.id, type: 'marketing_news', title: 'News', body: 'Offers.' });
    expect(await count()).toBe(before);
    await put({ ...withChannels((p) => (p.channels.marketing = { email: false, sms: true, whatsapp: false })), marketingConsent: true }).expect(200);
    await notify(server.ctx, { userId: CREATOR.id, type: 'marketing_news', title: 'News', body: 'Offers.' });
    expect(await count()).toBe(before + 1);
    expect((await sendsOf(server, CREATOR.id)).map((s) => [s.channel, s.kind])).toEqual([['sms', 'marketing']]);
  });

  it('holds texts in quiet hours (EAT) until they end, not dropping them; in-app and email go at once', async () => {
    const server = await makeServer();
    await server.listenForReal();
    await verifiedPhone(server, CREATOR.id, CREATOR.phone);
    const { put } = await signedIn(server);
    await put(withChannels((p) => {
      p.channels.payouts_paid = { email: true, sms: true, whatsapp: true };
      p.quietHours = { start: '22:00', end: '07:00' };
    })).expect(200);
    server.clock.set(NIGHT);
    const mails = server.mailbox.messages(CREATOR.email).length;
    await notify(server.ctx, { userId: CREATOR.id, type: 'withdrawal_paid', title: 'Payout paid', body: 'KES 1,000 was paid.' });
    expect(server.mailbox.messages(CREATOR.email)).toHaveLength(mails + 1);
    expect((await sendsOf(server, CREATOR.id)).map((s) => s.nextAttemptAt)).toEqual([SEVEN_EAT_NEXT, SEVEN_EAT_NEXT]);
    expect(await runNoticeOutbox(server.ctx)).toBe(0);
    server.clock.set(SEVEN_EAT_NEXT - SECOND);
    expect(await runNoticeOutbox(server.ctx)).toBe(0);
    server.clock.set(SEVEN_EAT_NEXT);
    expect(await runNoticeOutbox(server.ctx)).toBe(2);
  });

  it('reckons quiet hours in EAT, across midnight or within a day', () => {
    const night = { start: '22:00', end: '07:00' };
    expect(afterQuietHours(night, NIGHT)).toBe(SEVEN_EAT_NEXT);
    expect(afterQuietHours(night, SEVEN_EAT_NEXT - HOUR)).toBe(SEVEN_EAT_NEXT);
    expect(afterQuietHours(night, SEVEN_EAT_NEXT)).toBe(SEVEN_EAT_NEXT);
    const noon = Date.parse('2026-11-27T09:00:00Z');
    expect(afterQuietHours(night, noon)).toBe(noon);
    expect(afterQuietHours({ start: '12:00', end: '14:00' }, noon)).toBe(Date.parse('2026-11-27T11:00:00Z'));
    expect(afterQuietHours(null, noon)).toBe(noon);
  });

  it('a reply of STOP by SMS or on WhatsApp turns that channel off for every kind', async () => {
    const server = await makeServer();
    await server.listenForReal();
    await verifiedPhone(server, CREATOR.id, CREATOR.phone);
    const { me, put } = await signedIn(server);
    await put(withChannels((p) => {
      p.channels.invitations = { email: true, sms: true, whatsapp: true };
      p.channels.payouts_paid = { email: true, sms: true, whatsapp: true };
    })).expect(200);
    const stop = (channel: string) => request(server.app).post('/__sim/texts/inbound').send({ channel, from: CREATOR.phone, text: 'STOP' });
    expect((await stop('sms')).status).toBe(200);
    let prefs = (await me.get('/account/notices')).body.preferences as NoticePreferences;
    expect([prefs.channels.invitations, prefs.channels.payouts_paid]).toEqual([{ email: true, sms: false, whatsapp: true }, { email: true, sms: false, whatsapp: true }]);
    expect((await stop('whatsapp')).status).toBe(200);
    prefs = (await me.get('/account/notices')).body.preferences as NoticePreferences;
    expect(prefs.channels.invitations).toEqual({ email: true, sms: false, whatsapp: false });
    await notify(server.ctx, { userId: CREATOR.id, type: 'application_invited', title: 'Invitation', body: 'Come.' });
    expect(await sendsOf(server, CREATOR.id)).toEqual([]);
    // Another word is just a reply.
    expect((await request(server.app).post('/__sim/texts/inbound').send({ channel: 'sms', from: CREATOR.phone, text: 'Thanks' })).status).toBe(200);
  });

  it('a STOP fails the texts already queued on that channel, and only those: they never go out later', async () => {
    const server = await makeServer();
    await server.listenForReal();
    await verifiedPhone(server, CREATOR.id, CREATOR.phone);
    await queueText(server.ctx, { accountId: CREATOR.id, channel: 'sms', phone: CREATOR.phone, kind: 'invitations', body: 'Queued SMS' });
    await queueText(server.ctx, { accountId: CREATOR.id, channel: 'whatsapp', phone: CREATOR.phone, kind: 'invitations', body: 'Queued WhatsApp', params: ['Queued', 'WhatsApp'] });
    const stop = await request(server.app).post('/__sim/texts/inbound').send({ channel: 'sms', from: CREATOR.phone, text: 'STOP' });
    expect(stop.status).toBe(200);
    expect((await sendsOf(server, CREATOR.id)).map((s) => [s.channel, s.status])).toEqual([['sms', 'failed'], ['whatsapp', 'queued']]);
    expect(await runNoticeOutbox(server.ctx)).toBe(1);
    expect((await phoneMessages(server, CREATOR.phone)).map((m) => m.channel)).toEqual(['whatsapp']);
  });

  it('removing or changing the phone fails every text still queued for the account; the new number’s code still goes', async () => {
    const server = await makeServer();
    await server.listenForReal();
    await verifiedPhone(server, CREATOR.id, CREATOR.phone);
    const { me } = await signedIn(server);
    const queueBoth = async () => {
      await queueText(server.ctx, { accountId: CREATOR.id, channel: 'sms', phone: CREATOR.phone, kind: 'invitations', body: 'Queued SMS' });
      await queueText(server.ctx, { accountId: CREATOR.id, channel: 'whatsapp', phone: CREATOR.phone, kind: 'invitations', body: 'Queued WhatsApp' });
    };
    await queueBoth();
    const changed = await me.post('/account/phone', { phone: '0722 000 111' });
    expect(changed.status, changed.text).toBe(200);
    expect((await sendsOf(server, CREATOR.id)).map((s) => [s.channel, s.kind, s.status])).toEqual([['sms', 'invitations', 'failed'], ['whatsapp', 'invitations', 'failed'], ['sms', 'phone_code', 'queued']]);
    expect(await runNoticeOutbox(server.ctx)).toBe(1);
    expect(await phoneMessages(server, CREATOR.phone)).toEqual([]);

    await server.db.delete(noticePhones).where(eq(noticePhones.accountId, CREATOR.id));
    await verifiedPhone(server, CREATOR.id, CREATOR.phone);
    await queueBoth();
    const removed = await me.auth(request(server.app).delete('/api/account/phone'));
    expect(removed.status, removed.text).toBe(200);
    expect((await sendsOf(server, CREATOR.id)).slice(3).map((s) => [s.channel, s.status, s.lastError])).toEqual([
      ['sms', 'failed', 'The phone number was removed.'], ['whatsapp', 'failed', 'The phone number was removed.'],
    ]);
    expect(await runNoticeOutbox(server.ctx)).toBe(0);
    expect(await phoneMessages(server, CREATOR.phone)).toEqual([]);
  });

  it('knows which events are which kinds', () => {
    expect(['application_invited', 'application_accepted', 'deliverable_submitted', 'review_deadline_reminder', 'dispute_deadline_reminder', 'withdrawal_paid', 'marketing_offer', 'campaign_approved'].map((type) => noticeKindOf(type)))
      .toEqual(['invitations', 'accepted_applications', 'submissions_to_review', 'deadline_reminders', 'deadline_reminders', 'payouts_paid', 'marketing', null]);
    // A submission is one to review for the brand; the creator's own copy is in-app and email only.
    expect([noticeKindOf('deliverable_submitted', 'brand'), noticeKindOf('deliverable_submitted', 'influencer')]).toEqual(['submissions_to_review', null]);
  });
});

describe('deadline reminders, 24 hours ahead', () => {
  /** Puts a seeded deliverable of the creator's active contract in review with its deadline `ahead` from now. */
  async function inReview(server: Server, ahead: number): Promise<Deliverable> {
    const d = (await stored.deliverables(server)).find((x) => x.id === 'dlv-duka-in-progress-wairimu-1')!;
    const review: Deliverable = { ...d, status: 'in_review', reviewDeadlineAt: new Date(server.clock.now() + ahead).toISOString() };
    await server.db.delete(deliverablesTable).where(eq(deliverablesTable.id, d.id));
    await server.db.insert(deliverablesTable).values(deliverableRow(review));
    return review;
  }

  it('reminds both sides once, on the upkeep of a request, when the review deadline comes within a day; by SMS to a verified phone that chose it', async () => {
    const server = await makeServer();
    await verifiedPhone(server, 'acc-wairimu', '+254722000111');
    const creator = await server.signIn('creator-wairimu@sauti.test');
    await as(server, creator).auth(request(server.app).put('/api/account/notices')).send(withChannels((p) => (p.channels.deadline_reminders.sms = true))).expect(200);
    const d = await inReview(server, 25 * HOUR);
    const reminded = async () => (await peopleOf(server).notifications()).filter((n) => n.type === 'review_deadline_reminder').map((n) => n.userId).sort();
    await as(server, creator).get('/notifications').expect(200);
    expect(await reminded()).toEqual([]);
    server.clock.advance(HOUR + SECOND);
    await as(server, creator).get('/notifications').expect(200);
    expect(await reminded()).toEqual([d.brandId, d.creatorId].sort());
    const texts = await sendsOf(server, 'acc-wairimu');
    expect(texts.map((t) => [t.channel, t.kind])).toEqual([['sms', 'deadline_reminders']]);
    expect(texts[0]!.body).toContain('approved automatically');
    server.clock.advance(HOUR);
    await as(server, creator).get('/notifications').expect(200);
    expect(await sendDeadlineReminders(server.ctx)).toBe(0);
    expect(await reminded()).toHaveLength(2);
  });

  it('two processes sweeping at once remind once', async () => {
    const server = await makeServer();
    const second = await makeServer({ database: server.database });
    await inReview(server, 23 * HOUR);
    second.clock.set(server.clock.now());
    const [a, b] = await Promise.all([sendDeadlineReminders(server.ctx), sendDeadlineReminders(second.ctx)]);
    expect(a + b).toBe(1);
  });

  it('reminds the side that must reply to a dispute a day before its reply deadline', async () => {
    const server = await makeServer();
    const d = (await stored.deliverables(server)).find((x) => x.id === 'dlv-duka-in-progress-wairimu-1')!;
    const now = new Date(server.clock.now()).toISOString();
    const dispute: Dispute = {
      id: 'dsp-reminder', deliverableId: d.id, contractId: d.contractId, campaignId: d.campaignId, brandId: d.brandId, creatorId: d.creatorId, openedBy: 'brand', reason: 'Late',
      status: 'awaiting_response', evidence: [], respondBy: new Date(server.clock.now() + 20 * HOUR).toISOString(), mediationEndsAt: null, proposal: null, resolution: null,
      pausedReviewMs: null, createdAt: now, updatedAt: now,
    } as Dispute;
    await server.db.insert(disputesTable).values(disputeRow(dispute));
    expect(await sendDeadlineReminders(server.ctx)).toBe(1);
    const notes = (await peopleOf(server).notifications()).filter((n) => n.type === 'dispute_deadline_reminder');
    expect(notes.map((n) => n.userId)).toEqual([d.creatorId]);
    expect(await sendDeadlineReminders(server.ctx)).toBe(0);
  });
});

describe('payouts paid', () => {
  it('tells the creator once when their withdrawal is paid, by the channels they chose', async () => {
    const world = await moneyServer();
    await verifiedPhone(world, MUTUA.id, '+254733000222');
    const mutua = await kenyanCreator(world, KES(2_000));
    await mutua.put('/account/notices', withChannels((p) => (p.channels.payouts_paid = { email: true, sms: false, whatsapp: true }))).expect(200);
    const paid = (await mutua.post('/withdrawals', { amount: KES(1_000), currency: 'KES', method: 'mpesa' }).expect(201)).body as Withdrawal;
    await world.resolveB2c(paid.id, { outcome: 'success' });
    await world.until(mutua, paid.id, (w) => w.status === 'paid');
    const told = (await peopleOf(world).notifications()).filter((n) => n.type === 'withdrawal_paid');
    expect(told.map((n) => [n.userId, n.title])).toEqual([[MUTUA.id, 'Payout paid']]);
    expect(world.mailbox.messages(MUTUA.email).filter((m) => m.subject === 'Payout paid')).toHaveLength(1);
    expect((await sendsOf(world, MUTUA.id)).map((s) => [s.channel, s.kind])).toEqual([['whatsapp', 'payouts_paid']]);
  });
});
