import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { STOP_LINE } from '../../src/domain/notice-preferences.ts';
import { preferencesOf, savePreferences } from '../../mock-server/notices/preferences.ts';
import { queueText, runNoticeOutbox } from '../../mock-server/notices/outbox.ts';
import { CONTENT_SECURITY_POLICY } from '../../mock-server/static.ts';
import { axeViolations } from './money-support.ts';
import { CREATOR, verifiedPhone } from './notices-support.ts';
import { makeServer } from './support.ts';

const PAGE = '/__sim/texts/phone';

describe('the simulated phones page (/__sim/texts/phone)', () => {
  it('shows every text by phone number, with its channel and the stop line, under the app\'s CSP with no script and no axe violations', async () => {
    const server = await makeServer();
    await server.listenForReal();
    const empty = await request(server.app).get(PAGE).expect(200);
    expect(empty.text).toContain('No messages have been sent yet.');
    expect(await axeViolations(empty.text)).toEqual([]);
    await verifiedPhone(server, CREATOR.id, CREATOR.phone);
    await queueText(server.ctx, { accountId: CREATOR.id, channel: 'sms', phone: CREATOR.phone, kind: 'invitations', body: `Sauti: <Invitation>. ${STOP_LINE}` });
    await queueText(server.ctx, { accountId: CREATOR.id, channel: 'whatsapp', phone: CREATOR.phone, kind: 'invitations', body: 'x', params: ['Invitation', 'Come.'] });
    await runNoticeOutbox(server.ctx);
    const res = await request(server.app).get(PAGE).expect(200);
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.text).not.toMatch(/<script|\son[a-z]+=/i);
    expect(res.text).toContain(`<h2 id="phone-0">Phone ${CREATOR.phone}</h2>`);
    expect(res.text).toContain('Sauti: &#60;Invitation&#62;. Reply STOP to stop these messages.');
    expect(res.text).toContain('<strong>WhatsApp</strong>');
    expect(await axeViolations(res.text)).toEqual([]);
  });

  it('Reply STOP posts the reply as the provider would, turning that channel off, and comes back (303)', async () => {
    const server = await makeServer();
    await server.listenForReal();
    await verifiedPhone(server, CREATOR.id, CREATOR.phone);
    const prefs = await preferencesOf(server.ctx, CREATOR.id);
    prefs.channels.invitations.whatsapp = true;
    await savePreferences(server.ctx, CREATOR.id, prefs);
    const res = await request(server.app).post(`${PAGE}/reply`).type('form').send({ from: CREATOR.phone, channel: 'whatsapp' }).expect(303);
    expect(res.headers.location).toBe(`${PAGE}?stopped=whatsapp`);
    expect((await preferencesOf(server.ctx, CREATOR.id)).channels.invitations.whatsapp).toBe(false);
    expect((await request(server.app).post(`${PAGE}/reply`).type('form').send({ from: 'nobody', channel: 'sms' })).status).toBe(422);
  });

  it('the simulators and their page are not served in production', async () => {
    const { app } = await makeServer({ mode: 'production' });
    await request(app).get(PAGE).expect(404);
    await request(app).post('/version1/messaging').type('form').send({ username: 'sandbox', to: CREATOR.phone, message: 'x' }).expect(404);
    await request(app).post('/v21.0/100000000000001/messages').send({}).expect(404);
    await request(app).post('/__sim/texts/inbound').send({ channel: 'sms', from: CREATOR.phone, text: 'STOP' }).expect(404);
  });
});
