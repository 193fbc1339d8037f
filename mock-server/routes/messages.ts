import fs from 'node:fs';
import { Router } from 'express';
import { MESSAGE_MAX_FILES } from '../../src/domain/message-types.ts';
import type { ServerContext } from '../context.ts';
import { inTransaction } from '../db/transaction.ts';
import { HttpError, parse, route } from '../http.ts';
import { attribute, forClient } from '../partners/acting.ts';
import { invalidTicket, issueTicket, liveHub, redeemTicket } from '../messages/live.ts';
import { FILE_FIELD, insertMessage, markRead, MESSAGE_FILES, messageIn, messagesPage, pageQuery, readBody, readMessage, refuseContactDetails } from '../messages/messages.ts';
import { conversationsOf, ownThread, readableThread, unreadCount } from '../messages/threads.ts';
import { pagingQuery } from '../paging.ts';
import { requireUser } from '../sessions.ts';
import { multipart, removeStoredFiles, storeFiles, storedFilePath } from '../uploads.ts';

export const conversationListQuery = pagingQuery.pick({ page: true, pageSize: true });

/**
 * Conversations between a brand and a creator, one per application (issue 23; docs/decisions/0018-messages.md), and
 * the live stream that brings new messages and unread counts without a reload.
 */
export function messageRoutes(ctx: ServerContext): Router {
  const r = Router();
  const sides = requireUser(ctx, ['brand', 'influencer']);
  // A partner with "Manage campaigns" reads and writes its client brand's conversations as the brand (issue 25, forClient).
  const writers = [requireUser(ctx, ['brand', 'influencer', 'partner']), forClient(ctx, 'manageCampaigns', 'conversation')];
  const readers = [requireUser(ctx, ['brand', 'influencer', 'admin', 'partner']), forClient(ctx, 'manageCampaigns', 'conversation')];
  const id = (value: unknown) => String(value);

  r.get('/conversations', requireUser(ctx, ['brand', 'influencer', 'partner']), forClient(ctx, 'manageCampaigns'), route(async (req, res) => {
    const paging = parse(conversationListQuery, req.query, 'Some paging values are not valid.');
    res.json(await conversationsOf(ctx, req.account!, paging));
  }));

  r.get('/conversations/:id/messages', readers, route(async (req, res) => {
    const { thread } = await readableThread(ctx, req.account!, id(req.params.id));
    const page = await messagesPage(ctx, thread.id, parse(pageQuery, req.query, 'Some paging values are not valid.'));
    res.json({ conversation: thread.view, ...page });
  }));

  r.post('/conversations/:id/messages', writers, multipart([{ name: FILE_FIELD, maxCount: MESSAGE_MAX_FILES }], 5), route(async (req, res) => {
    const seen = await ownThread(ctx, req.account!, id(req.params.id));
    const input = readMessage(req);
    // Held before a file is written: a held message leaves nothing behind.
    refuseContactDetails(seen.thread, input);
    const stored = await storeFiles(ctx, input.files, MESSAGE_FILES);
    try {
      const message = await inTransaction(ctx, async (tctx) => {
        // Read again inside the transaction: the contract may have been cancelled (its fee given back) meanwhile.
        const { thread, side } = await ownThread(tctx, req.account!, seen.thread.id);
        refuseContactDetails(thread, input);
        // A partner's message is attributed (the link checked again, locked) and names it.
        const actedBy = await attribute(tctx, req, { type: 'conversation', id: thread.id }, `wrote to ${thread.creatorName}`);
        return insertMessage(tctx, thread, side, input.body, stored, actedBy ? { id: actedBy.partnerId, name: actedBy.partnerName } : undefined);
      });
      res.status(201).json({ message });
    } catch (error) {
      await removeStoredFiles(ctx, stored, MESSAGE_FILES);
      throw error;
    }
  }));

  r.post('/conversations/:id/read', sides, route(async (req, res) => {
    const { upTo } = parse(readBody, req.body);
    const { thread } = await ownThread(ctx, req.account!, id(req.params.id));
    const reader = req.account!.id;
    await inTransaction(ctx, (tctx) => markRead(tctx, thread.id, reader, upTo));
    res.json({ conversationId: thread.id, unread: await unreadCount(ctx, reader, thread.id), total: await unreadCount(ctx, reader) });
  }));

  r.get('/conversations/:id/messages/:messageId/files/:n', readers, route(async (req, res) => {
    const { thread } = await readableThread(ctx, req.account!, id(req.params.id));
    const file = (await messageIn(ctx, thread.id, id(req.params.messageId)))?.attachments[Number(req.params.n) - 1];
    const where = file ? storedFilePath(ctx, file.storedName, MESSAGE_FILES) : null;
    if (!file || !where || !fs.existsSync(where)) throw new HttpError(404, 'This message has no such file.');
    res.set({
      'Content-Type': file.type,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    }).send(fs.readFileSync(where));
  }));

  // EventSource sends no Authorization header: a signed-in POST buys a ticket that opens one stream (live.ts).
  r.post('/live/tickets', requireUser(ctx), route(async (req, res) => {
    liveHub(ctx).refuseOverCap(req.sessionId!);
    res.status(201).json(await issueTicket(ctx, req.account!, req.sessionId!));
  }));

  r.get('/live', route(async (req, res) => {
    const ticket = typeof req.query.ticket === 'string' ? req.query.ticket : '';
    const found = ticket ? await redeemTicket(ctx, ticket) : null;
    if (!found) throw invalidTicket();
    // Checked again as the stream opens (nothing is awaited between this and open's taking its place).
    liveHub(ctx).refuseOverCap(found.sessionId);
    await liveHub(ctx).open(req, res, found.account, found.sessionId);
  }));

  return r;
}
