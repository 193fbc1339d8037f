import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import type { LiveEvents, Message } from '../../src/domain/message-types.ts';
import { liveHub, MAX_STREAMS_PER_SESSION, redeemTicket, type LiveOptions } from '../../mock-server/messages/live.ts';
import { liveStream, openStream } from './live-support.ts';
import { FUNDED, messagesApi, WAIRIMU } from './messages-support.ts';
import { makeServer, SECOND, SEEDED } from './support.ts';
import { secondConnection } from './test-database.ts';

type Unread = LiveEvents['unread'];
const about = (id: string) => (data: { message: Message }) => data.message.id === id;

/** A listening server and a signed-in brand and creator (Wairimu, on a funded contract with the brand). */
async function world(options: LiveOptions = {}) {
  const server = await makeServer();
  if (Object.keys(options).length > 0) liveHub(server.ctx, options);
  const base = await server.listenForReal();
  const tokens = { brand: await server.signIn(SEEDED.brand), wairimu: await server.signIn(WAIRIMU) };
  return { server, base, tokens, brand: messagesApi(server, tokens.brand), wairimu: messagesApi(server, tokens.wairimu) };
}

/** The brand signed in a second time (another session), once the wait between codes has passed. */
async function secondSession(server: Awaited<ReturnType<typeof makeServer>>): Promise<string> {
  server.clock.advance(2 * 60 * SECOND);
  return server.signIn(SEEDED.brand);
}

const ticket = async (base: string, token?: string) =>
  fetch(`${base}/api/live/tickets`, { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('the live stream (server-sent events)', () => {
  it('opens with a signed-in POST\'s ticket, once and within a minute; anything else is 401', async () => {
    const { server, base, tokens } = await world();
    expect((await ticket(base)).status).toBe(401);
    const bought = await ticket(base, tokens.wairimu);
    expect(bought.status).toBe(201);
    const { ticket: value, expiresAt } = (await bought.json()) as { ticket: string; expiresAt: string };
    expect(Date.parse(expiresAt) - server.clock.now()).toBe(60 * SECOND);

    const stream = await openStream(`${base}/api/live?ticket=${value}`);
    expect([stream.status, stream.headers.get('content-type'), stream.headers.get('cache-control')]).toEqual([200, 'text/event-stream; charset=utf-8', 'no-cache, no-transform']);
    expect(await stream.next('unread')).toEqual({ conversationId: null, unread: 0, total: 0 });

    const again = await fetch(`${base}/api/live?ticket=${value}`);
    expect([again.status, ((await again.json()) as { message: string }).message]).toEqual([401, 'This live-stream ticket is not valid (each opens one stream, within a minute). Ask for a new one.']);
    expect((await fetch(`${base}/api/live`)).status).toBe(401);
    const stale = (await (await ticket(base, tokens.wairimu)).json()) as { ticket: string };
    server.clock.advance(61 * SECOND);
    expect((await fetch(`${base}/api/live?ticket=${stale.ticket}`)).status).toBe(401);
    // A token is not a ticket.
    expect((await fetch(`${base}/api/live?ticket=${tokens.wairimu}`)).status).toBe(401);
  });

  it('brings a new message to both sides without a reload, and the recipient\'s unread counts; reading elsewhere updates them', async () => {
    const { base, tokens, brand, wairimu } = await world();
    const [brandStream, creatorStream, creatorTab2] = await Promise.all([liveStream(base, tokens.brand), liveStream(base, tokens.wairimu), liveStream(base, tokens.wairimu)]);
    for (const s of [brandStream, creatorStream, creatorTab2]) await s.next('unread');

    const sent = (await brand.send(FUNDED, 'Is Friday still good for the reel?')).body.message as Message;
    for (const s of [brandStream, creatorStream, creatorTab2]) expect(await s.next('message', about(sent.id))).toEqual({ message: sent });
    expect(await creatorStream.next('unread')).toEqual({ conversationId: FUNDED, unread: 1, total: 1 });
    const reply = (await wairimu.send(FUNDED, 'Yes, Friday at noon.')).body.message as Message;
    expect(await brandStream.next('message', about(reply.id))).toEqual({ message: reply });
    expect(await brandStream.next('unread')).toEqual({ conversationId: FUNDED, unread: 1, total: 1 });

    await wairimu.read(FUNDED);
    expect(await creatorTab2.next('unread', (u: Unread) => u.total === 0)).toEqual({ conversationId: FUNDED, unread: 0, total: 0 });
    // A held message reaches no one.
    expect((await brand.send('app-duka-recruiting-wambui', 'Call 0712 345 678')).status).toBe(422);
    await brand.send(FUNDED, 'Great.');
    await creatorStream.next('message', (d: { message: Message }) => d.message.body === 'Great.');
    expect(creatorStream.events.filter((e) => e.event === 'message').map((e) => (e.data as { message: Message }).message.body))
      .toEqual(['Is Friday still good for the reel?', 'Yes, Friday at noon.', 'Great.']);
  });

  it('hears a message written through another API process on the same database (PostgreSQL LISTEN/NOTIFY)', async () => {
    const { base, tokens } = await world();
    const other = await makeServer({ database: await secondConnection() });
    const stream = await liveStream(base, tokens.wairimu);
    await stream.next('unread');
    const sent = await messagesApi(other, tokens.brand).send(FUNDED, 'Sent through the other process.');
    expect(sent.status, sent.text).toBe(201);
    expect(await stream.next('message', about(sent.body.message.id))).toMatchObject({ message: { body: 'Sent through the other process.' } });
    expect(await stream.next('unread')).toEqual({ conversationId: FUNDED, unread: 1, total: 1 });
  });

  it('beats while idle, ends the stream when its session ends, and forgets a stream its reader closed', async () => {
    const { server, base, tokens } = await world({ heartbeatMs: 40 });
    const hub = liveHub(server.ctx);
    const reader = await liveStream(base, tokens.brand);
    const leaver = await liveStream(base, tokens.wairimu);
    await reader.next('unread');
    await leaver.next('unread');
    expect(hub.size).toBe(2);
    await expect.poll(() => reader.comments.filter((c) => c === 'heartbeat').length).toBeGreaterThan(1);

    leaver.close();
    await expect.poll(() => hub.size).toBe(1);
    expect((await server.api.logout(tokens.brand)).status).toBe(204);
    await reader.ended;
    await expect.poll(() => hub.size).toBe(0);
  });

  it('holds at most five streams a session: the next ticket or stream is 429 with a message; another session is not counted', async () => {
    const { server, base, tokens } = await world();
    const elsewhereToken = await secondSession(server);
    const tickets = [];
    for (let i = 0; i <= MAX_STREAMS_PER_SESSION; i++) tickets.push(((await (await ticket(base, tokens.brand)).json()) as { ticket: string }).ticket);
    const streams = [];
    for (const t of tickets.slice(0, MAX_STREAMS_PER_SESSION)) streams.push(await openStream(`${base}/api/live?ticket=${t}`));
    for (const s of streams) await s.next('unread');

    const refusal = 'This session has 5 live streams open already. Close a tab, or wait for one to end.';
    const sixth = await fetch(`${base}/api/live?ticket=${tickets[MAX_STREAMS_PER_SESSION]}`);
    expect([sixth.status, await sixth.json()]).toEqual([429, { message: refusal }]);
    const more = await ticket(base, tokens.brand);
    expect([more.status, await more.json()]).toEqual([429, { message: refusal }]);
    expect(liveHub(server.ctx).size).toBe(MAX_STREAMS_PER_SESSION);

    // The same account signed in elsewhere is another session, with streams of its own.
    const elsewhere = await liveStream(base, elsewhereToken);
    await elsewhere.next('unread');
    // A tab closed frees its place.
    streams[0]!.close();
    await expect.poll(async () => (await ticket(base, tokens.brand)).status).toBe(201);
  });

  it('ends a session\'s streams the moment it signs out, not at the next heartbeat; its other sessions stay', async () => {
    const { server, base, tokens } = await world();
    const other = await secondSession(server);
    const [signedOut, stays] = await Promise.all([liveStream(base, tokens.brand), liveStream(base, other)]);
    await signedOut.next('unread');
    await stays.next('unread');
    expect((await server.api.logout(tokens.brand)).status).toBe(204);
    // The heartbeat is 25 s away: only the sign-out can end it within this second.
    const ended = await Promise.race([signedOut.ended.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 1000))]);
    expect(ended).toBe(true);
    expect(liveHub(server.ctx).size).toBe(1);
    const sent = (await messagesApi(server, tokens.wairimu).send(FUNDED, 'Still there?')).body.message as Message;
    expect(await stays.next('message', about(sent.id))).toEqual({ message: sent });
  });

  it('ends a session\'s streams when it signs out through another API process', async () => {
    const { base, tokens } = await world();
    const other = await makeServer({ database: await secondConnection() });
    const stream = await liveStream(base, tokens.brand);
    await stream.next('unread');
    expect((await other.api.logout(tokens.brand)).status).toBe(204);
    const ended = await Promise.race([stream.ended.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 1000))]);
    expect(ended).toBe(true);
  });

  it('ends the stream of a reader who stopped reading once its buffer passes the bound, instead of buffering without limit', async () => {
    const { server, base, tokens, brand } = await world({ maxBufferedBytes: 8_000 });
    const hub = liveHub(server.ctx);
    const reader = await liveStream(base, tokens.wairimu);
    await reader.next('unread');
    // A reader whose socket takes nothing more: each write stays in the buffer.
    const slow = Object.assign(new EventEmitter(), {
      writableLength: 0, writableEnded: false, destroyed: false,
      status() { return this; }, set() { return this; }, flushHeaders() {},
      write(text: string) { this.writableLength += Buffer.byteLength(text); return false; },
      end() { this.writableEnded = true; },
      destroy() { this.destroyed = true; },
    });
    const bought = (await (await ticket(base, tokens.wairimu)).json()) as { ticket: string };
    const who = (await redeemTicket(server.ctx, bought.ticket))!;
    await hub.open(new EventEmitter() as unknown as Request, slow as unknown as Response, who.account, who.sessionId);
    expect(hub.size).toBe(2);

    const long = 'The brief, again, in full. '.repeat(70);
    const sent: Message[] = [];
    for (let i = 0; i < 5; i++) sent.push((await brand.send(FUNDED, `${i}: ${long}`)).body.message as Message);
    for (const m of sent) await reader.next('message', about(m.id));
    expect(slow.destroyed).toBe(true);
    expect(slow.writableLength).toBeLessThan(8_000 + 3_000);
    expect(hub.size).toBe(1);
  });
});
