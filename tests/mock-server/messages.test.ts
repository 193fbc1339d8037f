import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConversationSummary, Message } from '../../src/domain/message-types.ts';
import type { DeliverableTemplate } from '../../src/domain/campaign-types.ts';
import { campaignApplications, messages } from '../../mock-server/db/schema/index.ts';
import { NUL_TEXT } from '../../mock-server/http.ts';
import { changeCampaign } from './campaigns-support.ts';
import { FUNDED, messagesApi, PDF, people, PNG, UNFUNDED } from './messages-support.ts';
import { expectNoStackTrace, makeServer, MINUTE, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
/** After every seeded application was made, so a new message is the newest activity. */
const AFTER_SEED = Date.parse('2026-12-01T07:00:00Z');
const ids = (items: Array<{ id: string }>) => items.map((i) => i.id);
const stored = (server: Server) => server.db.select().from(messages).orderBy(messages.seq);
const messageFiles = (server: Server) => {
  const dir = path.join(server.dataDir, 'uploads', 'messages');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('conversations: one thread per application', () => {
  it('is there for every application and invitation of each side, newest activity first, with its last message and unread count', async () => {
    const server = await makeServer();
    server.clock.set(AFTER_SEED);
    const { brand, wambui, wairimu } = await people(server);
    const brandList = (await brand.list()).body as { items: ConversationSummary[]; total: number; unread: number };
    expect(brandList.total).toBe(7);
    expect(brandList.items.every((c) => c.campaignId.startsWith('cmp-duka-') && c.brandName === 'Duka Fresh' && c.lastMessage === null && c.unread === 0)).toBe(true);
    expect(ids((await wambui.list()).body.items).sort()).toEqual(['app-duka-in-progress-wambui', 'app-duka-recruiting-wambui', 'app-zuri-cancelled-wambui']);

    server.clock.advance(MINUTE);
    const sent = await brand.send(FUNDED, 'Hi Wairimu, can the reel go up on Friday?');
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.message).toMatchObject({ conversationId: FUNDED, senderSide: 'brand', body: 'Hi Wairimu, can the reel go up on Friday?', attachments: [], readAt: null });

    const theirs = (await wairimu.list()).body as { items: ConversationSummary[]; unread: number };
    expect(theirs.unread).toBe(1);
    expect(theirs.items[0]).toMatchObject({
      id: FUNDED, campaignTitle: expect.any(String), brandName: 'Duka Fresh', creatorName: expect.any(String), applicationStatus: 'accepted',
      contractId: 'ctr-duka-in-progress-wairimu', funded: true, unread: 1,
      lastMessage: { body: 'Hi Wairimu, can the reel go up on Friday?', senderSide: 'brand', attachments: 0, createdAt: sent.body.message.createdAt },
      updatedAt: sent.body.message.createdAt,
    });
    const mine = (await brand.list()).body as { items: ConversationSummary[]; unread: number };
    expect([mine.items[0]!.id, mine.items[0]!.unread, mine.unread]).toEqual([FUNDED, 0, 0]);
    expect((await brand.list('?page=2&pageSize=5')).body).toMatchObject({ total: 7, page: 2, pageSize: 5, items: expect.any(Array) });
    expect((await brand.list('?page=2&pageSize=5')).body.items).toHaveLength(2);
    expect((await brand.list('?page=0')).status).toBe(422);
  });

  it('starts with the invitation: a new application\'s thread exists at once, for both sides', async () => {
    const server = await makeServer();
    await server.db.delete(campaignApplications).where(eq(campaignApplications.id, 'app-duka-recruiting-akinyi'));
    const { brand } = await people(server);
    const akinyi = messagesApi(server, await server.signIn('creator-akinyi@sauti.test'));
    const invited = await brand.post('/campaigns/cmp-duka-recruiting/invitations', { creatorId: 'acc-akinyi' });
    expect(invited.status, invited.text).toBe(201);
    const id = invited.body.id as string;
    expect((await akinyi.list()).body.items[0]).toMatchObject({ id, applicationStatus: 'invited', funded: false, lastMessage: null });
    expect((await brand.send(id, 'We loved your last campaign; would you join this one?')).status).toBe(201);
    expect((await akinyi.thread(id)).body.items.map((m: Message) => m.body)).toEqual(['We loved your last campaign; would you join this one?']);
  });

  it('reads a thread a page at a time, oldest first, back with `before` and forward with `after`', async () => {
    const server = await makeServer();
    const { brand, wairimu } = await people(server);
    const sent: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await (i % 2 ? brand : wairimu).send(FUNDED, `Message ${i}`);
      sent.push(res.body.message.id);
    }
    const latest = (await brand.thread(FUNDED, '?limit=2')).body;
    expect([latest.items.map((m: Message) => m.body), latest.hasOlder]).toEqual([['Message 4', 'Message 5'], true]);
    expect(latest.conversation).toMatchObject({ id: FUNDED, unread: 2, lastMessage: { body: 'Message 5', senderSide: 'brand' } });
    const older = (await brand.thread(FUNDED, `?limit=2&before=${sent[3]}`)).body;
    expect([older.items.map((m: Message) => m.body), older.hasOlder]).toEqual([['Message 2', 'Message 3'], true]);
    const first = (await brand.thread(FUNDED, `?before=${sent[1]}`)).body;
    expect([first.items.map((m: Message) => m.body), first.hasOlder]).toEqual([['Message 1'], false]);
    const after = (await wairimu.thread(FUNDED, `?after=${sent[2]}`)).body;
    expect(after.items.map((m: Message) => [m.body, m.senderSide])).toEqual([['Message 4', 'creator'], ['Message 5', 'brand']]);
    expect((await brand.thread(FUNDED, '?before=msg-elsewhere')).body.errors).toEqual({ before: ['This conversation has no such message.'] });
    expect((await brand.thread(FUNDED, `?before=${sent[1]}&after=${sent[0]}`)).status).toBe(422);
  });

  it('marks the reader\'s messages read, up to the one they saw, so a later one stays unread', async () => {
    const server = await makeServer();
    const { brand, wairimu } = await people(server);
    const first = (await brand.send(FUNDED, 'First')).body.message as Message;
    await brand.send(FUNDED, 'Second');
    const read = await wairimu.read(FUNDED, first.id);
    expect(read.body).toEqual({ conversationId: FUNDED, unread: 1, total: 1 });
    expect((await wairimu.read(FUNDED)).body).toEqual({ conversationId: FUNDED, unread: 0, total: 0 });
    expect((await stored(server)).map((m) => m.readAt !== null)).toEqual([true, true]);
    // The sender's own messages are never unread to them, and reading marks none of the other side's.
    expect((await brand.read(FUNDED)).body).toEqual({ conversationId: FUNDED, unread: 0, total: 0 });
    expect((await wairimu.read(FUNDED, 'msg-nope')).status).toBe(422);
  });

  it('refuses a message with no text and no file, or too long a text (422 on body)', async () => {
    const server = await makeServer();
    const { brand } = await people(server);
    const empty = await brand.send(FUNDED, '   ');
    expect([empty.status, empty.body.errors]).toEqual([422, { body: ['Write a message, or attach a file.'] }]);
    const long = await brand.send(FUNDED, 'x'.repeat(2001));
    expect([long.status, long.body.errors]).toEqual([422, { body: ['Keep the message under 2,000 characters.'] }]);
    const notText = await brand.auth(brand.post(`/conversations/${FUNDED}/messages`, { body: 42 }));
    expect(notText.status).toBe(422);
    expectNoStackTrace(notText.text);
    // A NUL character, in JSON or in a multipart field, is refused where the body is parsed (PostgreSQL would answer 500).
    const before = messageFiles(server).length;
    const nulJson = await brand.send(FUNDED, 'Hello\u0000there');
    expect([nulJson.status, nulJson.body.errors]).toEqual([422, { body: [NUL_TEXT] }]);
    const nul = await brand.sendFiles(FUNDED, 'Hello\u0000there', [{ data: PNG, name: 'mood.png' }]);
    expect([nul.status, nul.body.errors]).toEqual([422, { body: [NUL_TEXT] }]);
    expect(messageFiles(server).length).toBe(before);
    expect(await stored(server)).toEqual([]);
  });

  it('takes images and PDFs checked by content, at most 5 MB and three a message, served to both sides only', async () => {
    const server = await makeServer();
    const { brand, wairimu, wambui } = await people(server);
    const sent = await wairimu.sendFiles(FUNDED, 'The draft and the invoice', [{ data: PNG, name: 'draft.png' }, { data: PDF, name: 'invoice.pdf' }]);
    expect(sent.status, sent.text).toBe(201);
    const message = sent.body.message as Message;
    expect(message.attachments).toEqual([
      { name: 'draft.png', type: 'image/png', size: PNG.length, url: `/api/conversations/${FUNDED}/messages/${message.id}/files/1` },
      { name: 'invoice.pdf', type: 'application/pdf', size: PDF.length, url: `/api/conversations/${FUNDED}/messages/${message.id}/files/2` },
    ]);
    const file = await brand.get(message.attachments[1]!.url.replace('/api', ''));
    expect([file.status, file.headers['content-type'], file.headers['x-content-type-options']]).toEqual([200, 'application/pdf', 'nosniff']);
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''invoice.pdf");
    expect((await wambui.get(message.attachments[0]!.url.replace('/api', ''))).status).toBe(404);
    expect((await brand.get(`/conversations/${FUNDED}/messages/${message.id}/files/3`)).status).toBe(404);
    // A file alone is a message too.
    expect((await brand.sendFiles(FUNDED, '', [{ data: PNG, name: 'mood.png' }])).status).toBe(201);

    const before = messageFiles(server).length;
    const renamed = await brand.sendFiles(FUNDED, 'Here', [{ data: Buffer.from('MZ not a picture'), name: 'photo.png' }]);
    expect([renamed.status, renamed.body.errors]).toEqual([422, { files: ['photo.png is not an image (PNG, JPEG or WebP) or a PDF.'] }]);
    const big = await brand.sendFiles(FUNDED, 'Big', [{ data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), name: 'big.png' }]);
    expect([big.status, big.body.errors]).toEqual([413, { files: ['Each file must be 5 MB or smaller.'] }]);
    const many = await brand.sendFiles(FUNDED, 'Many', [1, 2, 3, 4].map((n) => ({ data: PNG, name: `${n}.png` })));
    expect(many.status).toBe(422);
    expect(messageFiles(server).length).toBe(before);
  });
});

describe('who may read and write a conversation', () => {
  /** Wambui's application accepted (a funded contract) with one deliverable in review, and a dispute opened on it. */
  async function disputed(server: Server) {
    await changeCampaign(server, 'cmp-duka-recruiting', { deliverables: [{ platform: 'instagram', type: 'reel', quantity: 1, dueDays: 7, rights: [] }] satisfies DeliverableTemplate[] });
    const { brand, wambui } = await people(server);
    const accepted = await brand.post(`/applications/${UNFUNDED}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    const contractId = accepted.body.contract.id as string;
    const deliverable = (await brand.get(`/contracts/${contractId}/deliverables`)).body.items[0];
    expect((await wambui.post(`/deliverables/${deliverable.id}/submissions`, { url: 'https://example.com/draft', caption: 'Draft' })).status).toBe(201);
    await wambui.send(UNFUNDED, 'The draft is in.');
    const opened = await brand.post(`/deliverables/${deliverable.id}/disputes`, { reason: 'The reel does not show the product at all.' });
    expect(opened.status, opened.text).toBe(201);
    return { brand, wambui, disputeId: opened.body.dispute.id as string };
  }

  it('lets only the brand of the campaign and the creator of the application in; everyone else is 401, 403 or 404', async () => {
    const server = await makeServer();
    const { brand, wambui, wairimu } = await people(server);
    const sign = async (email: string) => messagesApi(server, await server.signIn(email));
    const [otherBrand, partner, admin, nobody] = [await sign('brand-kahawa@sauti.test'), await sign(SEEDED.partner), await sign(SEEDED.admin), messagesApi(server, null)];
    expect((await brand.send(UNFUNDED, 'Thanks for applying!')).status).toBe(201);
    expect((await wambui.thread(UNFUNDED)).status).toBe(200);
    for (const outsider of [wairimu, otherBrand]) {
      expect((await outsider.thread(UNFUNDED)).status).toBe(404);
      expect((await outsider.send(UNFUNDED, 'Hello')).status).toBe(404);
      expect((await outsider.read(UNFUNDED)).status).toBe(404);
    }
    expect((await nobody.thread(UNFUNDED)).status).toBe(401);
    expect((await nobody.list()).status).toBe(401);
    // A partner that does not work for the brand (issue 25: a client's partner reads its threads, partner-messages.test.ts).
    expect((await partner.thread(UNFUNDED)).status).toBe(403);
    expect((await partner.list()).status).toBe(422);
    expect((await partner.list('?brandId=acc-brand')).status).toBe(403);
    const adminRead = await admin.thread(UNFUNDED);
    expect([adminRead.status, adminRead.body.message]).toEqual([403, 'An admin can read a conversation only while a dispute on its contract is open.']);
    expect((await brand.thread('app-nope')).status).toBe(404);
    expect((await stored(server)).map((m) => m.body)).toEqual(['Thanks for applying!']);
  });

  it('lets an admin read (never write) the thread while a dispute on its contract is open, and lists the thread in the dispute', async () => {
    const server = await makeServer();
    const { brand, disputeId } = await disputed(server);
    const admin = messagesApi(server, await server.signIn(SEEDED.admin));
    const dispute = (await admin.get(`/disputes/${disputeId}`)).body.dispute;
    expect(dispute.conversation).toEqual({ id: UNFUNDED, messages: 1, url: `/api/conversations/${UNFUNDED}/messages` });
    expect((await brand.get(`/disputes/${disputeId}`)).body.dispute.conversation).toEqual(dispute.conversation);
    expect((await admin.get('/admin/disputes')).body.items[0].conversation).toEqual(dispute.conversation);

    const read = await admin.thread(UNFUNDED);
    expect(read.status, read.text).toBe(200);
    expect(read.body.items.map((m: Message) => [m.senderSide, m.body])).toEqual([['creator', 'The draft is in.']]);
    expect(read.body.conversation).toMatchObject({ id: UNFUNDED, unread: 0, funded: true });
    expect((await admin.send(UNFUNDED, 'Admin here')).status).toBe(403);
    expect((await admin.read(UNFUNDED)).status).toBe(403);

    expect((await brand.post(`/disputes/${disputeId}/withdraw`)).status).toBe(200);
    expect((await admin.thread(UNFUNDED)).status).toBe(403);
  });
});

describe('keeping the deal on Sauti: contact details are held until the contract is funded', () => {
  it('holds a phone number, an email address or payment details before funding, in the text or a file\'s name (422 on body or files, nothing stored), and passes them after', async () => {
    const server = await makeServer();
    const { brand, wambui } = await people(server);
    const hold = { message: 'This message was not sent: it shares contact or payment details before the contract is funded. The escrow protects both sides only while the deal stays on Sauti, so keep talking and paying here until then.' };
    for (const text of ['Call me on 0712 345 678', 'Mail wanjiru@duka.co.ke', 'Pay to till 512345', 'paypal.me/wambui', 'pay 0712345678', '0712 345 678 M-Pesa']) {
      const held = await wambui.send(UNFUNDED, text);
      expect(held.status, text).toBe(422);
      expect(held.body.message).toBe('This message was not sent: it shares contact or payment details before the contract is funded. The escrow protects both sides only while the deal stays on Sauti, so keep talking and paying here until then.');
      expect(held.body.errors.body).toHaveLength(1);
    }
    const withFile = await wambui.sendFiles(UNFUNDED, 'My number: +254 712 345 678', [{ data: PNG, name: 'card.png' }]);
    expect([withFile.status, withFile.body.errors]).toEqual([422, { body: ['Remove a phone number (“+254 712 345 678”).'] }]);
    // A file's name is read too, and said under the files with the same reason.
    const named = await wambui.sendFiles(UNFUNDED, 'My rate card', [{ data: PDF, name: 'call-0712345678.pdf' }, { data: PNG, name: 'mood.png' }]);
    expect([named.status, named.body.message, named.body.errors]).toEqual([422, hold.message, { files: ['call-0712345678.pdf: Remove a phone number (“0712345678”).'] }]);
    expect(messageFiles(server)).toEqual([]);
    expect(await stored(server)).toEqual([]);
    expect((await brand.thread(UNFUNDED)).body.items).toEqual([]);
    expect((await brand.list()).body.unread).toBe(0);
    // Prices, dates and reach pass.
    expect((await wambui.send(UNFUNDED, 'I can do two reels for KES 12,000 by 15/01/2026; my last one reached 1,200,000 people.')).status).toBe(201);
    expect((await wambui.send(UNFUNDED, 'A swift turnaround: my account has 250000 followers, live 15/01/2026 - 20/01/2026 till 10 000 views.')).status).toBe(201);
    // A camera's timestamp in a file's name is not an account number.
    expect((await wambui.sendFiles(UNFUNDED, 'From the last shoot', [{ data: PNG, name: 'IMG_1732623456789.png' }])).status).toBe(201);
    expect((await wambui.thread(UNFUNDED)).body.conversation.funded).toBe(false);

    expect((await brand.post(`/applications/${UNFUNDED}/accept`)).status).toBe(200);
    expect((await wambui.thread(UNFUNDED)).body.conversation.funded).toBe(true);
    const passed = await wambui.send(UNFUNDED, 'Funded, thank you! Call me on 0712 345 678 for the shoot.');
    expect(passed.status, passed.text).toBe(201);
    expect((await brand.thread(UNFUNDED)).body.items.map((m: Message) => m.body).at(-1)).toBe('Funded, thank you! Call me on 0712 345 678 for the shoot.');
  });

  it('holds them again once a contract is cancelled and its fee given back', async () => {
    const server = await makeServer();
    const { brand, wairimu } = await people(server);
    expect((await wairimu.send(FUNDED, 'Reach me at 0712 345 678')).status).toBe(201);
    const cancelled = await brand.post('/contracts/ctr-duka-in-progress-wairimu/cancel', { reason: 'The campaign changed direction.' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await wairimu.send(FUNDED, 'Reach me at 0712 345 678')).status).toBe(422);
  });
});
