import { Router } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../../context.ts';
import { HttpError, parse, route } from '../../http.ts';
import { baseUrl, changeItem } from './changes.ts';
import { resolveBody } from './schemas.ts';
import { canMove, findItem, itemsIn } from './state.ts';
import { ITEM_STATUSES } from './types.ts';
import { itemView } from './views.ts';

const listQuery = z.object({ status: z.enum(ITEM_STATUSES, { error: `Choose a status: ${ITEM_STATUSES.join(', ')}.` }).optional() });

/**
 * Simulator controls (a Sauti convention, not PayPal's): what a recipient, PayPal's risk checks or time
 * would do to an item. Answers follow the house style, `{message, errors}`. Development only.
 */
export function simRoutes(ctx: ServerContext): Router {
  const r = Router();

  r.get('/items', route(async (req, res) => {
    const { status } = parse(listQuery, req.query, 'Some filters are not valid.');
    res.json({ items: (await itemsIn(ctx, status)).map((i) => itemView(baseUrl(req), i)) });
  }));

  r.post('/items/:id/resolve', route(async (req, res) => {
    const item = await findItem(ctx, String(req.params.id));
    if (!item) throw new HttpError(404, 'No payout item has that id.');
    const { status } = parse(resolveBody, req.body);
    const cannot = (from: string) => new HttpError(409, `This payout item is ${from}, so it cannot become ${status}.`);
    if (!canMove(item.status, status)) throw cannot(item.status);
    const moved = await changeItem(ctx, req, item, status);
    if (!moved) throw cannot((await findItem(ctx, item.id))?.status ?? item.status);
    res.json(itemView(baseUrl(req), moved));
  }));

  return r;
}
