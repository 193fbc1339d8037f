import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Request, Response } from 'express';
import type { LiveEvents } from '../../src/domain/message-types.ts';
import type { ServerContext } from '../context.ts';
import { hashToken } from '../crypto.ts';
import { messages, sessions, streamTickets } from '../db/schema/index.ts';
import { HttpError } from '../http.ts';
import type { Account } from '../types.ts';
import { MESSAGES_CHANNEL, messageView, type MessageNotice } from './messages.ts';
import { unreadCount } from './threads.ts';
import { findSessionById } from '../sessions.ts';

/**
 * Live updates for the signed-in app (issue 23; docs/decisions/0018-messages.md, "Live updates"): one server-sent-events
 * stream per tab, opened with a single-use ticket. Every API process listens on MESSAGES_CHANNEL (PostgreSQL's
 * LISTEN, db/channels.ts) while it holds at least one stream, and pushes each new message and unread count to the
 * streams of the accounts it concerns. A comment line every `heartbeatMs` keeps proxies from closing an idle stream,
 * and at the same beat streams whose session has expired are closed; signing out closes a session's streams at once
 * (a notice on the channel, so in every process). A session holds at most MAX_STREAMS_PER_SESSION streams, and a
 * stream whose reader stopped reading is ended once MAX_BUFFERED_BYTES wait in its buffer.
 */
export const TICKET_TTL_MS = 60_000;
export const HEARTBEAT_MS = 25_000;
export const NO_TICKET = 'This live-stream ticket is not valid (each opens one stream, within a minute). Ask for a new one.';
/** Live streams one session may hold at once (a tab each): the next ticket or stream is 429. */
export const MAX_STREAMS_PER_SESSION = 5;
export const TOO_MANY_STREAMS = `This session has ${MAX_STREAMS_PER_SESSION} live streams open already. Close a tab, or wait for one to end.`;
/**
 * What a stream may leave unsent in its socket's write buffer (a reader that stopped reading) before it is ended:
 * its tab opens a new one and catches up, instead of the server holding every event for it without limit.
 */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

/** A ticket for `account`'s session: random, kept only as a hash, good for one stream within TICKET_TTL_MS. */
export async function issueTicket(ctx: ServerContext, account: Account, sessionId: string): Promise<{ ticket: string; expiresAt: string }> {
  const ticket = ctx.random.token();
  const now = ctx.clock.now();
  // Spent and stale tickets go as new ones are made: the table holds about a minute's worth.
  await ctx.db.delete(streamTickets).where(lt(streamTickets.expiresAt, now));
  await ctx.db.insert(streamTickets).values({ ticketHash: hashToken(ticket), accountId: account.id, sessionId, expiresAt: now + TICKET_TTL_MS });
  return { ticket, expiresAt: new Date(now + TICKET_TTL_MS).toISOString() };
}

/** The account and session a ticket was made for, if it is unspent, in time and its session still live; spent either way. */
export async function redeemTicket(ctx: ServerContext, ticket: string): Promise<{ account: Account; sessionId: string } | null> {
  const [row] = await ctx.db.delete(streamTickets).where(and(eq(streamTickets.ticketHash, hashToken(ticket)), gt(streamTickets.expiresAt, ctx.clock.now())))
    .returning({ sessionId: streamTickets.sessionId });
  const found = row ? await findSessionById(ctx, row.sessionId) : null;
  return found && { account: found.account, sessionId: found.session.id };
}

interface Stream {
  accountId: string;
  sessionId: string;
  res: Response;
}

/** The signal to the hub's streams that a session was signed out: they end at once, in every process. */
export const signedOutNotice = (sessionId: string): MessageNotice => ({ type: 'signed-out', sessionId });

const frame = <K extends keyof LiveEvents>(event: K, data: LiveEvents[K]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export interface LiveOptions {
  heartbeatMs?: number;
  maxBufferedBytes?: number;
}

/** One process's streams, by account, and its one LISTEN while any is open. */
class LiveHub {
  private readonly streams = new Map<string, Set<Stream>>();
  private listening: Promise<() => void> | undefined;
  private beat: NodeJS.Timeout | undefined;
  /** Notices are passed on one after another, so a stream gets messages in the order they were committed. */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly ctx: ServerContext, private readonly heartbeatMs: number, private readonly maxBufferedBytes: number) {}

  /** This process's open streams of a session. */
  streamsOf(sessionId: string): number {
    let n = 0;
    for (const set of this.streams.values()) for (const stream of set) if (stream.sessionId === sessionId) n++;
    return n;
  }

  /** 429 when the session holds as many streams as it may: asked before a ticket is issued and before a stream opens. */
  refuseOverCap(sessionId: string): void {
    if (this.streamsOf(sessionId) >= MAX_STREAMS_PER_SESSION) throw new HttpError(429, TOO_MANY_STREAMS);
  }

  /**
   * Writes to a stream still open (one whose reader went away is skipped: its close handler removes it). A reader that
   * does not keep up leaves its events in the socket's buffer; past maxBufferedBytes its stream is ended.
   */
  private write(stream: Stream, text: string): void {
    if (stream.res.writableEnded || stream.res.destroyed) return;
    stream.res.write(text);
    if (stream.res.writableLength <= this.maxBufferedBytes) return;
    // Ended by destroying its socket: what waits in the buffer is dropped, not kept for a reader who is not reading.
    stream.res.destroy();
    this.remove(stream);
  }

  /** Opens the stream on `res` and sends the reader's unread count, once the channel is heard (so nothing falls between). */
  async open(req: Request, res: Response, account: Account, sessionId: string): Promise<void> {
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: the compression middleware leaves the stream alone (it would hold events back to fill a block).
      'Cache-Control': 'no-cache, no-transform',
      // The connection ends with the stream (a server that stops, or a session that ended), not kept for reuse.
      Connection: 'close',
      // Tells a buffering reverse proxy (nginx) to pass each event on as it comes.
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    const stream: Stream = { accountId: account.id, sessionId, res };
    const set = this.streams.get(account.id) ?? new Set();
    this.streams.set(account.id, set);
    set.add(stream);
    req.on('close', () => this.remove(stream));
    this.listening ??= this.ctx.channels.listen(MESSAGES_CHANNEL, (payload) => { this.queue = this.queue.then(() => this.hear(payload)); }, () => void this.resync());
    this.beat ??= setInterval(() => void this.heartbeat(), this.heartbeatMs);
    try {
      await this.listening;
      this.write(stream, ': connected\n\n');
      this.write(stream, frame('unread', { conversationId: null, unread: 0, total: await unreadCount(this.ctx, account.id) }));
    } catch (error) {
      // The status line is sent already: the stream ends, and the app opens another.
      console.error('[live] a stream could not start:', (error as Error).message);
      this.remove(stream);
    }
  }

  get size(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  private remove(stream: Stream): void {
    const set = this.streams.get(stream.accountId);
    set?.delete(stream);
    if (set?.size === 0) this.streams.delete(stream.accountId);
    if (!stream.res.writableEnded && !stream.res.destroyed) stream.res.end();
    if (this.streams.size > 0) return;
    // The last stream went: stop listening and beating until another opens.
    clearInterval(this.beat);
    this.beat = undefined;
    const listening = this.listening;
    this.listening = undefined;
    void listening?.then((stop) => stop()).catch(() => {});
  }

  private send(accountId: string, text: string): void {
    for (const stream of [...(this.streams.get(accountId) ?? [])]) this.write(stream, text);
  }

  private async sendUnread(accountId: string, conversationId: string | null): Promise<void> {
    if (!this.streams.has(accountId)) return;
    const [unread, total] = await Promise.all([conversationId ? unreadCount(this.ctx, accountId, conversationId) : 0, unreadCount(this.ctx, accountId)]);
    this.send(accountId, frame('unread', { conversationId, unread, total }));
  }

  private async hear(payload: string): Promise<void> {
    let notice: MessageNotice;
    try {
      notice = JSON.parse(payload) as MessageNotice;
    } catch {
      return;
    }
    try {
      if (notice.type === 'read') return await this.sendUnread(notice.accountId, notice.conversationId);
      if (notice.type === 'signed-out') return this.endSession(notice.sessionId);
      const here = notice.to.filter((id) => this.streams.has(id));
      if (here.length === 0) return;
      const [row] = await this.ctx.db.select().from(messages).where(eq(messages.id, notice.id)).limit(1);
      if (!row) return;
      const text = frame('message', { message: messageView(row) });
      for (const accountId of here) this.send(accountId, text);
      await this.sendUnread(row.recipientId, row.applicationId);
    } catch (error) {
      console.error('[live] a notice could not be passed on:', (error as Error).message);
    }
  }

  /** Notices may have been missed (the server's connection was lost): every reader gets its counts again. */
  private async resync(): Promise<void> {
    for (const accountId of [...this.streams.keys()]) await this.sendUnread(accountId, null).catch(() => {});
  }

  /** Keeps each stream alive, and ends those whose session has ended (signed out, or expired). */
  private async heartbeat(): Promise<void> {
    const all = [...this.streams.values()].flatMap((set) => [...set]);
    for (const stream of all) this.write(stream, ': heartbeat\n\n');
    const ids = [...new Set(all.map((s) => s.sessionId))];
    if (ids.length === 0) return;
    try {
      const live = new Set((await this.ctx.db.select({ id: sessions.id }).from(sessions)
        .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, this.ctx.clock.now())))).map((s) => s.id));
      for (const stream of all) if (!live.has(stream.sessionId)) this.remove(stream);
    } catch (error) {
      console.error('[live] sessions could not be checked:', (error as Error).message);
    }
  }

  /** Ends a session's streams (it was signed out): its tabs stop hearing its account's messages at once. */
  private endSession(sessionId: string): void {
    for (const set of [...this.streams.values()]) for (const stream of [...set]) if (stream.sessionId === sessionId) this.remove(stream);
  }

  /** Ends every stream (the server is stopping: an open stream would keep it waiting). */
  closeAll(): void {
    for (const set of [...this.streams.values()]) for (const stream of [...set]) this.remove(stream);
  }
}

const hubs = new WeakMap<ServerContext, LiveHub>();

/** This server's hub (one per app, as its context is). */
export function liveHub(ctx: ServerContext, options: LiveOptions = {}): LiveHub {
  let hub = hubs.get(ctx);
  if (!hub) {
    hub = new LiveHub(ctx, options.heartbeatMs ?? HEARTBEAT_MS, options.maxBufferedBytes ?? MAX_BUFFERED_BYTES);
    hubs.set(ctx, hub);
  }
  return hub;
}

export const invalidTicket = () => new HttpError(401, NO_TICKET);
