import { Router, type Request } from 'express';
import type { ServerContext } from '../../context.ts';
import { baseUrl, changeItem } from './changes.ts';
import { apiError, notFoundError, validationError } from './errors.ts';
import { payoutBody } from './schemas.ts';
import { BATCH_ID_REUSE_MS, batches, batchItems, findBatch, findItem, paypalId, simRecords } from './state.ts';
import type { SimBatch, SimItem } from './types.ts';
import { batchLink, batchView, createdView, itemView } from './views.ts';

/** PayPal's documented duplicate rule: a sender_batch_id used in the last 30 days is refused, with a link to the first payout. */
function refuseReusedBatchId(ctx: ServerContext, req: Request, senderBatchId: string): void {
  const since = ctx.clock.now() - BATCH_ID_REUSE_MS;
  const earlier = batches(ctx).find((b) => b.senderBatchHeader.sender_batch_id === senderBatchId && b.createdAt > since);
  if (!earlier) return;
  const error = apiError(400, 'USER_BUSINESS_ERROR', 'User business error.', [
    { field: 'sender_batch_header.sender_batch_id', location: 'body', issue: 'Batch with given sender_batch_id already exists' },
  ]);
  error.body.links = [batchLink(baseUrl(req), earlier.id)];
  throw error;
}

/** `/v1/payments/...`: create a payout, read a batch or an item, cancel an unclaimed item. Behind requireBearer. */
export function payoutRoutes(ctx: ServerContext): Router {
  const r = Router();

  r.post('/payouts', (req, res) => {
    const parsed = payoutBody.safeParse(req.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    const { sender_batch_header: header, items } = parsed.data;
    refuseReusedBatchId(ctx, req, header.sender_batch_id);
    const now = ctx.clock.now();
    const batch: SimBatch = { kind: 'batch', id: paypalId(ctx), senderBatchHeader: header, createdAt: now };
    const records = simRecords(ctx);
    records.push(batch);
    for (const input of items) {
      const item: SimItem = {
        kind: 'item', id: paypalId(ctx), batchId: batch.id, senderBatchId: header.sender_batch_id,
        status: 'PENDING', input, transactionId: null, changedAt: now, processedAt: null,
      };
      records.push(item);
    }
    ctx.store.write();
    res.status(201).json(createdView(baseUrl(req), batch));
  });

  r.get('/payouts/:id', (req, res) => {
    const batch = findBatch(ctx, String(req.params.id));
    if (!batch) throw notFoundError();
    res.json(batchView(baseUrl(req), batch, batchItems(ctx, batch.id)));
  });

  r.get('/payouts-item/:id', (req, res) => {
    const item = findItem(ctx, String(req.params.id));
    if (!item) throw notFoundError();
    res.json(itemView(baseUrl(req), item));
  });

  r.post('/payouts-item/:id/cancel', (req, res) => {
    const item = findItem(ctx, String(req.params.id));
    if (!item) throw notFoundError();
    if (item.status !== 'UNCLAIMED') {
      throw apiError(400, 'ITEM_CANCELLATION_FAILED', `Only an UNCLAIMED item can be canceled; this item is ${item.status}.`);
    }
    changeItem(ctx, req, item, 'RETURNED', 'cancel');
    res.json(itemView(baseUrl(req), item));
  });

  return r;
}
