import { desc } from 'drizzle-orm';
import { Router } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { selectPage } from '../db/paging.ts';
import { ledgerAccounts, ledgerTransfers } from '../db/schema/index.ts';
import { parse, route } from '../http.ts';
import { balancesFrom, sumsOfRow, toAccount } from '../ledger/accounts.ts';
import { toTransfer } from '../ledger/ledger.ts';
import { accountFilter, transferFilter } from '../money/ledger-filters.ts';
import { ledgerNames } from '../money/ledger-names.ts';
import { reconcile } from '../money/reconciliation.ts';
import { pagingQuery } from '../paging.ts';

const BAD_QUERY = 'Some filters are not valid.';
const id = (name: string) => z.preprocess((v) => (v === '' ? undefined : v),
  z.string({ error: `${name} must be one name or id.` }).trim().max(100, `Keep ${name} under 100 characters.`).optional());
export const filters = z.object({ campaign: id('campaign'), creator: id('creator'), brand: id('brand') });
export const transfersQuery = pagingQuery.extend(filters.shape);

/**
 * The admin's ledger view and M-Pesa reconciliation (docs/decisions/0009-money.md, "Admin"). Read only; under /admin
 * (admin-api.ts).
 */
export function ledgerAdminRoutes(ctx: ServerContext): Router {
  const r = Router();

  r.get('/ledger/accounts', route(async (req, res) => {
    const filter = parse(filters, req.query, BAD_QUERY);
    const rows = await ctx.db.select().from(ledgerAccounts).where(accountFilter(ctx.db, filter)).orderBy(ledgerAccounts.code);
    const accounts = rows.map((row) => ({ row, account: toAccount(row) }));
    const names = await ledgerNames(ctx, { owners: accounts.map((a) => a.account.owner) });
    const items = accounts.map(({ row, account }) => {
      const { code, owner, currency, normal } = account;
      const { posted, pending, available } = balancesFrom(sumsOfRow(row), normal);
      return { code, owner: owner && { ...owner, name: names.ownerName(owner) }, currency, normal, posted, pending, available };
    }).sort((x, y) => x.code.localeCompare(y.code));
    res.json({ items });
  }));

  r.get('/ledger/transfers', route(async (req, res) => {
    const { q: _q, ...query } = parse(transfersQuery, req.query, BAD_QUERY);
    const { page, pageSize, ...filter } = query;
    const where = transferFilter(ctx.db, filter);
    const answer = await selectPage(ctx.db, ledgerTransfers, where, [desc(ledgerTransfers.createdAt), desc(ledgerTransfers.seq)], { page, pageSize });
    const items = answer.items.map(toTransfer);
    const { refName } = await ledgerNames(ctx, { transfers: items });
    res.json({ ...answer, items: items.map((t) => ({ ...t, refName: refName(t.ref, t.id) })) });
  }));

  r.get('/reconciliation', route(async (_req, res) => {
    res.json(await reconcile(ctx));
  }));

  return r;
}
