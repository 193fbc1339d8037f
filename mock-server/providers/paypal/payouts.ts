import { Router, type Request } from 'express';
import type { ServerContext } from '../../context.ts';
import { lockKey } from '../../db/locks.ts';
import { inTransaction } from '../../db/transaction.ts';
import { route } from '../../http.ts';
import { baseUrl, changeItem } from './changes.ts';
import { apiError, notFoundError, validationError } from './errors.ts';
import { payoutBody } from './schemas.ts';
import { BATCH_ID_REUSE_MS, batchItems, batchSentSince, findBatch, findItem, insertBatch, paypalId } from './state.ts';
import type { SimBatch, SimItem } from './types.ts';
import { batchLink, batchView, createdView, itemView } from './views.ts';

/** PayPal's documented duplicate rule: a sender_batch_id used in the last 30 days is refused, with a link to the first payout. */
async function refuseReusedBatchId(ctx: ServerContext, req: Request, senderBatchId: string): Promise<void> {
  const earlier = await batchSentSince(ctx, senderBatchId, ctx.clock.now() - BATCH_ID_REUSE_MS);
  if (!earlier) return;
  const error = apiError(400, 'USER_BUSINESS_ERROR', 'User business error.', [
    { field: 'sender_batch_header.sender_batch_id', location: 'body', issue: 'Batch with given sender_batch_id already exists' },
  ]);
  error.body.links = [batchLink(baseUrl(req), earlier.id)];
  throw error;
}

const cancelFailed = (status: string) => apiError(400, 'ITEM_CANCELLATION_FAILED', `Only an UNCLAIMED item can be canceled; this item is ${status}.`);

/** `/v1/payments/...`: create a payout, read a batch or an item, cancel an unclaimed item. Behind requireBearer. */
export function payoutRoutes(ctx: ServerContext): Router {
  const r = Router();

  r.post('/payouts', route(async (req, res) => {
    const parsed = payoutBody.safeParse(req.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    const { sender_batch_header: header, items } = parsed.data;
    const batch = await inTransaction(ctx, async (tctx) => {
      // The sender_batch_id stays locked from the duplicate check to the insert: two payouts racing with it pay once.
      await lockKey(tctx.db, 'paypal-sender-batch', header.sender_batch_id);
      await refuseReusedBatchId(tctx, req, header.sender_batch_id);
      const now = tctx.clock.now();
      const made: SimBatch = { kind: 'batch', id: paypalId(tctx), senderBatchHeader: header, createdAt: now };
      const list: SimItem[] = items.map((input) => ({
        kind: 'item', id: paypalId(tctx), batchId: made.id, senderBatchId: header.sender_batch_id,
        status: 'PENDING', input, transactionId: null, changedAt: now, processedAt: null,
      }));
      await insertBatch(tctx, made, list);
      return made;
    });
    res.status(201).json(createdView(baseUrl(req), batch));
  }));

  r.get('/payouts/:id', route(async (req, res) => {
    const batch = await findBatch(ctx, String(req.params.id));
    if (!batch) throw notFoundError();
    res.json(batchView(baseUrl(req), batch, await batchItems(ctx, batch.id)));
  }));

  r.get('/payouts-item/:id', route(async (req, res) => {
    const item = await findItem(ctx, String(req.params.id));
    if (!item) throw notFoundError();
    res.json(itemView(baseUrl(req), item));
  }));

  r.post('/payouts-item/:id/cancel', route(async (req, res) => {
    const item = await findItem(ctx, String(req.params.id));
    if (!item) throw notFoundError();
    if (item.status !== 'UNCLAIMED') throw cancelFailed(item.status);
    const cancelled = await changeItem(ctx, req, item, 'RETURNED', 'cancel');
    if (!cancelled) throw cancelFailed((await findItem(ctx, item.id))?.status ?? item.status);
    res.json(itemView(baseUrl(req), cancelled));
  }));

  return r;
}
