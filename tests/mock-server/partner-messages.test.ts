import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConversationSummary, Message } from '../../src/domain/message-types.ts';
import type { PartnerClient } from '../../src/domain/partner-types.ts';
import { messages, partnerActions } from '../../mock-server/db/schema/index.ts';
import { CHOOSE_CLIENT, NOT_A_CLIENT } from '../../mock-server/partners/acting.ts';
import { FUNDED, messagesApi, PNG, UNFUNDED, WAIRIMU, WAMBUI } from './messages-support.ts';
import { as, makeServer, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
const AFTER_SEED = Date.parse('2026-12-01T07:00:00Z');
const MANAGE_REFUSED = 'This brand has not allowed you to manage its campaigns. Ask it to allow “Manage campaigns” in its partner settings.';

/** The seeded partner, working for Duka (brand@sauti.test) once Duka accepts its invitation, and the thread's sides. */
async function dukaIsClient(server: Server) {
  server.clock.set(AFTER_SEED);
  const partnerToken = await server.signIn(SEEDED.partner);
  const partner = messagesApi(server, partnerToken);
  const brandToken = await server.signIn(SEEDED.brand);
  const [brand, brandAs] = [messagesApi(server, brandToken), as(server, brandToken)];
  const [wambui, wairimu] = [messagesApi(server, await server.signIn(WAMBUI)), messagesApi(server, await server.signIn(WAIRIMU))];
  const invited = (await as(server, partnerToken).post('/partner/clients', { email: SEEDED.brand }).expect(201)).body as PartnerClient;
  const accepted = await brand.post(`/brand/partners/${invited.id}/accept`);
  expect(accepted.status, accepted.text).toBe(200);
  return { partner, brand, brandAs, wambui, wairimu, link: accepted.body as PartnerClient };
}

describe('a partner talks to creators for its client brand (issue 25)', () => {
  it('lists, reads and writes the client’s conversations as the brand, each message named "{partner} for {brand}" and attributed', async () => {
    const server = await makeServer();
    const { partner, brand, wairimu } = await dukaIsClient(server);

    const list = await partner.list('?brandId=acc-brand');
    expect(list.status, list.text).toBe(200);
    expect((list.body as { total: number; items: ConversationSummary[] }).total).toBe(7);
    const missing = await partner.list();
    expect([missing.status, missing.body.message]).toEqual([422, CHOOSE_CLIENT]);

    const sent = await partner.send(FUNDED, 'Hi Wairimu, Brian here for Duka: can the reel go up on Friday?');
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.message).toMatchObject({ conversationId: FUNDED, senderSide: 'brand', partnerName: 'Brian Mwangi', readAt: null });
    const own = await brand.send(FUNDED, 'And thank you from us.');
    expect(own.body.message).toMatchObject({ senderSide: 'brand', partnerName: null });

    // The creator sees both on the brand's side, the partner's named, and both unread; the brand reads it all too.
    const theirs = (await wairimu.thread(FUNDED)).body as { items: Message[] };
    expect(theirs.items.map((m) => [m.senderSide, m.partnerName, m.body])).toEqual([
      ['brand', 'Brian Mwangi', 'Hi Wairimu, Brian here for Duka: can the reel go up on Friday?'],
      ['brand', null, 'And thank you from us.'],
    ]);
    expect((await wairimu.list()).body.unread).toBe(2);
    const read = await partner.thread(FUNDED);
    expect(read.status, read.text).toBe(200);
    expect((read.body as { items: Message[] }).items).toHaveLength(2);

    // A reply goes to the brand (its unread count), and the partner reads it; marking read stays the brand's.
    await wairimu.send(FUNDED, 'Friday works.');
    expect((await brand.list()).body.unread).toBe(1);
    expect((await partner.thread(FUNDED)).body.items.at(-1)).toMatchObject({ senderSide: 'creator', body: 'Friday works.' });
    expect((await partner.read(FUNDED)).status).toBe(403);
    expect((await brand.list()).body.unread).toBe(1);

    // In the record: the message keeps the partner, and the brand's partner actions list the message.
    const [row] = await server.db.select().from(messages).where(eq(messages.id, sent.body.message.id as string));
    expect(row).toMatchObject({ senderId: 'acc-brand', partnerId: expect.any(String) as string, partnerName: 'Brian Mwangi' });
    const actions = await server.db.select().from(partnerActions).where(eq(partnerActions.subjectType, 'conversation'));
    expect(actions).toMatchObject([{ brandId: 'acc-brand', subjectId: FUNDED, partnerName: 'Brian Mwangi', action: expect.stringMatching(/^wrote to /) as string }]);
    expect((await brand.get('/brand/partners')).body.actions[0]).toMatchObject({ subjectType: 'conversation', subjectId: FUNDED });
  });

  it('opens a file of the client’s thread, and keeps the hold on contact details for a partner too', async () => {
    const server = await makeServer();
    const { partner, wambui } = await dukaIsClient(server);
    const withFile = await wambui.sendFiles(UNFUNDED, 'My rate card', [{ data: PNG, name: 'rates.png' }]);
    expect(withFile.status, withFile.text).toBe(201);
    const file = await partner.get(withFile.body.message.attachments[0].url.replace(/^\/api/, ''));
    expect(file.status).toBe(200);
    const held = await partner.send(UNFUNDED, 'Call me on 0712 345 678');
    expect(held.status).toBe(422);
    expect(held.body.errors.body).toEqual(expect.arrayContaining([expect.stringMatching(/phone/i)]));
    expect(await server.db.select().from(partnerActions).where(eq(partnerActions.subjectType, 'conversation'))).toEqual([]);
  });

  it('is 403 without “Manage campaigns”, once removed, and for a brand the partner does not work for; 404 for no thread', async () => {
    const server = await makeServer();
    const { partner, brand, brandAs, link } = await dukaIsClient(server);
    const off = await brandAs.patch(`/brand/partners/${link.id}`, { manageCampaigns: false });
    expect(off.status, off.text).toBe(200);
    for (const res of [await partner.thread(FUNDED), await partner.send(FUNDED, 'Hello'), await partner.list('?brandId=acc-brand')]) {
      expect([res.status, res.body.message]).toEqual([403, MANAGE_REFUSED]);
    }
    await brandAs.patch(`/brand/partners/${link.id}`, { manageCampaigns: true });
    expect((await partner.thread(FUNDED)).status).toBe(200);
    expect((await brand.post(`/brand/partners/${link.id}/remove`)).status).toBe(200);
    for (const res of [await partner.thread(FUNDED), await partner.send(FUNDED, 'Hello'), await partner.list('?brandId=acc-brand')]) {
      expect([res.status, res.body.message]).toEqual([403, NOT_A_CLIENT]);
    }
    expect((await partner.thread('app-nope')).status).toBe(404);
    expect((await server.db.select().from(messages)).filter((m) => m.partnerId !== null)).toEqual([]);
  });
});
