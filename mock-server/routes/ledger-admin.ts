import { Router } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { parse, route } from '../http.ts';
import { allBalances, transferRows } from '../ledger/ledger.ts';
import { filterAccounts, filterTransfers } from '../money/ledger-filters.ts';
import { ledgerNames } from '../money/ledger-names.ts';
import { reconcile } from '../money/reconciliation.ts';
import { newestFirst, paginate, pagingQuery } from '../paging.ts';
import { requireUser } from '../sessions.ts';

const BAD_QUERY = 'Some filters are not valid.';
const id = (name: string) => z.preprocess((v) => (v === '' ? undefined : v),
  z.string({ error: `${name} must be one name or id.` }).trim().max(100, `Keep ${name} under 100 characters.`).optional());
const filters = z.object({ campaign: id('campaign'), creator: id('creator'), brand: id('brand') });

/** The admin's ledger view and M-Pesa reconciliation (docs/decisions/0009-money.md, "Admin"). Read only. */
export function ledgerAdminRoutes(ctx: ServerContext): Router {
  const r = Router();
  const adminOnly = requireUser(ctx, ['admin']);

  r.get('/admin/ledger/accounts', adminOnly, route((req, res) => {
    const filter = parse(filters, req.query, BAD_QUERY);
    const all = allBalances(ctx);
    const { ownerName } = ledgerNames(ctx.store);
    const items = filterAccounts(ctx.store, filter)
      .map(({ code, owner, currency, normal }) => {
        const { posted = 0, pending = 0, available = 0 } = all.get(code) ?? {};
        return { code, owner: owner && { ...owner, name: ownerName(owner) }, currency, normal, posted, pending, available };
      })
      .sort((a, b) => a.code.localeCompare(b.code));
    res.json({ items });
  }));

  r.get('/admin/ledger/transfers', adminOnly, route((req, res) => {
    const { q: _q, ...query } = parse(pagingQuery.extend(filters.shape), req.query, BAD_QUERY);
    const { page, pageSize, ...filter } = query;
    const answer = paginate(newestFirst(filterTransfers(ctx.store, transferRows(ctx.store), filter)), { page, pageSize });
    const { refName } = ledgerNames(ctx.store);
    res.json({ ...answer, items: answer.items.map((t) => ({ ...t, refName: refName(t.ref) })) });
  }));

  r.get('/admin/reconciliation', adminOnly, route((_req, res) => {
    res.json(reconcile(ctx));
  }));

  return r;
}
