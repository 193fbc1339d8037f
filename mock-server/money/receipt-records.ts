import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { ReceiptKind, ReceiptSummary } from '../../src/domain/receipt-document.ts';
import type { ServerContext } from '../context.ts';
import { selectPage } from '../db/paging.ts';
import { receipts } from '../db/schema/index.ts';
import type { Page } from '../paging.ts';
import { accountsByIds, brandNames } from '../people/accounts.ts';

/**
 * Receipts and statements as the database numbered them (migration receipts, docs/decisions/0015-receipts.md):
 * written in the transaction that settled the payment or withdrawal, never by this code.
 */
export type ReceiptRow = typeof receipts.$inferSelect;

const newestFirst = [desc(receipts.issuedAt), desc(receipts.number)];

export async function receiptByNumber(ctx: Pick<ServerContext, 'db'>, number: string): Promise<ReceiptRow | null> {
  const [row] = await ctx.db.select().from(receipts).where(eq(receipts.number, number));
  return row ?? null;
}

/** An owner's receipts or statements, newest first (by the owner's index). */
export function receiptsOf(ctx: Pick<ServerContext, 'db'>, ownerId: string, kind: ReceiptKind): Promise<ReceiptRow[]> {
  return ctx.db.select().from(receipts).where(and(eq(receipts.ownerId, ownerId), eq(receipts.kind, kind))).orderBy(...newestFirst);
}

const kindIs = (kind: ReceiptKind | undefined): SQL | undefined => (kind ? eq(receipts.kind, kind) : undefined);

/** Names the owners: a brand's company (else the person's name), a creator's name; null once the account is gone. */
export async function summariesOf(ctx: ServerContext, rows: readonly ReceiptRow[]): Promise<ReceiptSummary[]> {
  const brands = await brandNames(ctx, rows.filter((r) => r.kind === 'receipt').map((r) => r.ownerId));
  const people = await accountsByIds(ctx, rows.filter((r) => r.kind === 'statement').map((r) => r.ownerId));
  return rows.map((r) => ({
    number: r.number, kind: r.kind, purpose: r.purpose, issuedAt: r.issuedAt, amount: r.amount, currency: r.currency, ownerId: r.ownerId,
    ownerName: (r.kind === 'receipt' ? brands.get(r.ownerId) : people.get(r.ownerId)?.name) ?? null,
  }));
}

/** One page of every receipt and statement (or one kind), newest first, for the admin. */
export async function receiptPage(ctx: ServerContext, kind: ReceiptKind | undefined, paging: { page: number; pageSize: number }): Promise<Page<ReceiptSummary>> {
  const page = await selectPage(ctx.db, receipts, kindIs(kind), newestFirst, paging);
  return { ...page, items: await summariesOf(ctx, page.items) };
}

/** Every receipt and statement (or one kind), newest first, for the admin's CSV export. */
export async function allReceipts(ctx: ServerContext, kind: ReceiptKind | undefined): Promise<ReceiptSummary[]> {
  return summariesOf(ctx, await ctx.db.select().from(receipts).where(kindIs(kind)).orderBy(...newestFirst));
}
