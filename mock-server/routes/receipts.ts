import type { Request, Response } from 'express';
import { Router } from 'express';
import { z } from 'zod';
import { documentSections, RECEIPT_NUMBER, type ReceiptKind } from '../../src/domain/receipt-document.ts';
import { toCsv } from '../analytics/csv.ts';
import type { ServerContext } from '../context.ts';
import { HttpError, parse, route } from '../http.ts';
import { receiptDocument } from '../money/receipt-document.ts';
import { documentPdf } from '../money/receipt-pdf.ts';
import { allReceipts, receiptByNumber, receiptPage, receiptsOf, summariesOf } from '../money/receipt-records.ts';
import { oneOf, pagingQuery } from '../paging.ts';
import { requireUser } from '../sessions.ts';
import { MINOR_PER_MAJOR } from '../../src/domain/campaign-types.ts';

const NOT_FOUND = 'There is no such receipt or statement.';
const KINDS = ['receipt', 'statement'] as const;
export const adminQuery = pagingQuery.extend({ kind: oneOf('kind', KINDS) });
/** `?kind=receipt|statement`: the caller's own list and the admin's CSV. */
export const kindQuery = z.object({ kind: oneOf('kind', KINDS) });

/** The receipt or statement named by the path, if the caller owns it (or is an admin); else 404, as if it did not exist. */
async function ownDocument(ctx: ServerContext, req: Request, number: string) {
  const row = RECEIPT_NUMBER.test(number) ? await receiptByNumber(ctx, number) : null;
  const me = req.account!;
  if (!row || (row.ownerId !== me.id && me.role !== 'admin')) throw new HttpError(404, NOT_FOUND);
  return receiptDocument(ctx, row);
}

const download = (res: Response, type: string, name: string, body: string | Buffer) =>
  res.set({ 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': 'private, no-store' }).send(body);

/**
 * Receipts for a payer's payments (a brand's launches; anyone's subscriptions) and statements for a creator's payouts (docs/decisions/0015-receipts.md): the
 * owner's list and one document as JSON or PDF. Reading never writes.
 */
export function receiptRoutes(ctx: ServerContext): Router {
  const r = Router();
  const owners = requireUser(ctx, ['brand', 'influencer', 'partner', 'admin']);

  // A brand's list is its receipts, a creator's its statements unless `?kind=receipt` (its subscriptions' receipts);
  // a partner has only receipts (subscriptions).
  r.get('/receipts', requireUser(ctx, ['brand', 'influencer', 'partner']), route(async (req, res) => {
    const me = req.account!;
    const { kind: asked } = parse(kindQuery, req.query, 'Some filters are not valid.');
    const kind: ReceiptKind = me.role === 'influencer' ? asked ?? 'statement' : 'receipt';
    res.json({ items: await summariesOf(ctx, await receiptsOf(ctx, me.id, kind)) });
  }));

  // One path for both forms: `SR-2026-000001` answers JSON, `SR-2026-000001.pdf` the PDF.
  r.get('/receipts/:file', owners, route(async (req, res) => {
    const file = String(req.params.file);
    const pdf = file.endsWith('.pdf');
    const doc = await ownDocument(ctx, req, pdf ? file.slice(0, -'.pdf'.length) : file);
    if (!pdf) {
      res.set('Cache-Control', 'private, no-store').json(doc);
      return;
    }
    const bytes = await documentPdf(documentSections(doc), new Date(doc.issuedAt));
    download(res, 'application/pdf', `sauti-${doc.number}.pdf`, Buffer.from(bytes));
  }));

  return r;
}

/** The admin's list of every receipt and statement, and its CSV export; under /admin (admin-api.ts). */
export function receiptAdminRoutes(ctx: ServerContext): Router {
  const r = Router();

  r.get('/receipts', route(async (req, res) => {
    const { kind, page, pageSize } = parse(adminQuery, req.query, 'Some filters are not valid.');
    res.json(await receiptPage(ctx, kind, { page, pageSize }));
  }));

  r.get('/receipts.csv', route(async (req, res) => {
    const { kind } = parse(kindQuery, req.query, 'Some filters are not valid.');
    const items = await allReceipts(ctx, kind);
    const rows = items.map((i) => [i.number, i.kind, i.purpose, i.issuedAt, i.ownerName ?? 'Deleted account', i.ownerId, i.currency, i.amount / MINOR_PER_MAJOR]);
    download(res, 'text/csv; charset=utf-8', `sauti-${kind ?? 'receipts-and-statements'}.csv`,
      toCsv([['Number', 'Kind', 'Purpose', 'Issued at (UTC)', 'Name', 'Account', 'Currency', 'Amount'], ...rows]));
  }));

  return r;
}
