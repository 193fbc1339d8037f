import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CURRENCIES, type Currency } from '../../src/domain/campaign-types.ts';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { ledgerAccounts, ledgerTransfers } from '../db/schema/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { balancesFrom, describeAccount, newAccount, sumsOfRow, toAccount, zeroSums, type Balances, type LedgerAccount, type Sums } from './accounts.ts';
import { alreadyResolved, currencyMismatch, idConflict, invalid, overdraft, pendingNotFound } from './errors.ts';

/** An immutable entry. A post or void is its own transfer pointing at the pending one; nothing is ever edited. */
export interface LedgerTransfer {
  /** Derived from an idempotency key or a provider reference, so a replay finds the original. */
  id: string;
  debitAccountId: string;
  creditAccountId: string;
  /** Integer minor units, > 0. A post carries the amount posted; a void, the amount released. */
  amount: number;
  currency: Currency;
  flags: { pending: boolean; post: boolean; void: boolean; linked: boolean };
  pendingId: string | null;
  /** What the money moved for, e.g. { type: 'contract', id }: the admin view filters by it. */
  ref: { type: string; id: string } | null;
  createdAt: string;
}

export interface TransferOp { kind: 'transfer'; id: string; debit: string; credit: string; amount: number; currency: Currency; pending?: boolean; ref?: LedgerTransfer['ref'] }
export interface PostOp { kind: 'post'; pendingId: string; amount?: number; id?: string; ref?: LedgerTransfer['ref'] }
export interface VoidOp { kind: 'void'; pendingId: string; id?: string; ref?: LedgerTransfer['ref'] }
export type LedgerOp = TransferOp | PostOp | VoidOp;
/**
 * Kept so callers' arguments still type-check; nothing to choose any more: the transfers are written in the
 * caller's transaction (`inTransaction`), so they commit together with the caller's own changes.
 */
export interface WriteOptions { write?: boolean }
/** The ledger reads and writes `ctx.db`, which may be a transaction (mock-server/db/transaction.ts). */
export type LedgerContext = ServerContext;

type TransferRow = typeof ledgerTransfers.$inferSelect;

/** The record shape of a transfer row, frozen: entries are never edited. */
export function toTransfer(row: TransferRow): LedgerTransfer {
  const flags = Object.freeze({ pending: row.pending, post: row.post, void: row.void, linked: row.linked });
  const ref = row.refType && row.refId ? Object.freeze({ type: row.refType, id: row.refId }) : null;
  return Object.freeze({ id: row.id, debitAccountId: row.debitAccountId, creditAccountId: row.creditAccountId, amount: row.amount,
    currency: row.currency, flags, pendingId: row.pendingId, ref, createdAt: row.createdAt });
}

const toRow = (t: LedgerTransfer): typeof ledgerTransfers.$inferInsert => ({
  id: t.id, debitAccountId: t.debitAccountId, creditAccountId: t.creditAccountId, amount: t.amount, currency: t.currency, ...t.flags,
  pendingId: t.pendingId, refType: t.ref?.type ?? null, refId: t.ref?.id ?? null, createdAt: t.createdAt,
});

/** The one way to derive a transfer id, e.g. transferId('stk', receipt) or transferId('hold', contractId). */
export const transferId = (kind: string, ...parts: string[]) => [kind, ...parts].join(':');

/** Transfers by id (an index lookup), in the order they were written. */
export async function transfersByIds(db: Db, ids: readonly string[]): Promise<LedgerTransfer[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(ledgerTransfers).where(inArray(ledgerTransfers.id, [...ids])).orderBy(asc(ledgerTransfers.seq));
  return rows.map(toTransfer);
}

export async function transferById(ctx: Pick<ServerContext, 'db'>, id: string): Promise<LedgerTransfer | undefined> {
  return (await transfersByIds(ctx.db, [id]))[0];
}

/** The post or void that resolved a hold, if any (at most one: the database's unique pending_id). */
export async function resolutionOf(ctx: Pick<ServerContext, 'db'>, pendingId: string): Promise<LedgerTransfer | undefined> {
  const [row] = await ctx.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.pendingId, pendingId));
  return row && toTransfer(row);
}

/** Posted, pending and available balances of one account (zeros for an account not used yet): one row, kept by the database. */
export async function balances(ctx: Pick<ServerContext, 'db'>, code: string): Promise<Balances> {
  const [row] = await ctx.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, code));
  return row ? balancesFrom(sumsOfRow(row), row.normal) : balancesFrom(zeroSums(), describeAccount(code).normal);
}

/** Every account's balances (for the admin's listing). */
export async function allBalances(ctx: Pick<ServerContext, 'db'>): Promise<Map<string, Balances>> {
  const rows = await ctx.db.select().from(ledgerAccounts);
  return new Map(rows.map((r) => [r.code, balancesFrom(sumsOfRow(r), r.normal)]));
}

/** What an operation is checked against: the locked accounts' totals and the holds it may resolve, as it goes. */
interface Book { sums: Map<string, Sums>; holds: Map<string, LedgerTransfer>; resolved: Map<string, LedgerTransfer> }

const sumsOf = (book: Book, code: string): Sums => {
  let sums = book.sums.get(code);
  if (!sums) book.sums.set(code, (sums = zeroSums()));
  return sums;
};

/** The same arithmetic as the database's entries (mock-server/db/migrations/0002_money_ledger.sql), to check before writing. */
function enter(book: Book, t: LedgerTransfer): void {
  const debit = sumsOf(book, t.debitAccountId);
  const credit = sumsOf(book, t.creditAccountId);
  const hold = t.pendingId ? book.holds.get(t.pendingId) : undefined;
  if (hold) {
    // Resolving releases the whole hold; a post then moves its (possibly smaller) amount for good.
    book.resolved.set(hold.id, t);
    debit.debitsPending -= hold.amount;
    credit.creditsPending -= hold.amount;
  }
  if (t.flags.void) return;
  const posted = !t.flags.pending;
  if (t.flags.pending) book.holds.set(t.id, t);
  debit[posted ? 'debitsPosted' : 'debitsPending'] += t.amount;
  credit[posted ? 'creditsPosted' : 'creditsPending'] += t.amount;
}

const sameEntry = (a: LedgerTransfer, b: LedgerTransfer) =>
  a.debitAccountId === b.debitAccountId && a.creditAccountId === b.creditAccountId && a.amount === b.amount && a.currency === b.currency &&
  a.pendingId === b.pendingId && (['pending', 'post', 'void', 'linked'] as const).every((f) => a.flags[f] === b.flags[f]);

function checkAmount(amount: unknown, max = Number.MAX_SAFE_INTEGER): asserts amount is number {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) throw invalid('amount', 'The amount must be a whole number of minor units above zero.');
  if (amount > max) throw invalid('amount', `The amount posted cannot exceed the amount held (${max}).`);
}

/** The entry an operation would write, checked against the book as it stands after the operations before it. */
function draft(book: Book, op: LedgerOp, linked: boolean, createdAt: string): LedgerTransfer {
  const flags = { pending: false, post: false, void: false, linked };
  if (op.kind === 'transfer') {
    if (!op.id || op.id.length > 255) throw invalid('id', 'A transfer needs an id of 1 to 255 characters.');
    checkAmount(op.amount);
    if (op.debit === op.credit) throw invalid('credit', 'A transfer must move money between two different accounts.');
    if (!CURRENCIES.includes(op.currency)) throw invalid('currency', `The currency must be one of ${CURRENCIES.join(', ')}.`);
    return { id: op.id, debitAccountId: op.debit, creditAccountId: op.credit, amount: op.amount, currency: op.currency,
      flags: { ...flags, pending: op.pending === true }, pendingId: null, ref: op.ref ?? null, createdAt };
  }
  const hold = book.holds.get(op.pendingId);
  if (!hold) throw pendingNotFound(op.pendingId);
  const amount = op.kind === 'post' ? (op.amount ?? hold.amount) : hold.amount;
  if (op.kind === 'post') checkAmount(amount, hold.amount);
  return { id: op.id ?? transferId(op.kind, hold.id), debitAccountId: hold.debitAccountId, creditAccountId: hold.creditAccountId, amount,
    currency: hold.currency, flags: { ...flags, [op.kind]: true }, pendingId: hold.id, ref: op.ref ?? hold.ref, createdAt };
}

function guardOverdraft(book: Book, account: LedgerAccount, amount: number): void {
  const s = sumsOf(book, account.code);
  const over = account.flag === 'debits_must_not_exceed_credits' ? s.debitsPosted + s.debitsPending - s.creditsPosted
    : account.flag === 'credits_must_not_exceed_debits' ? s.creditsPosted + s.creditsPending - s.debitsPosted : 0;
  if (over > 0) throw overdraft(account.code, amount - over, amount, account.currency);
}

const opId = (op: LedgerOp) => (op.kind === 'transfer' ? op.id : (op.id ?? transferId(op.kind, op.pendingId)));

/**
 * Reads what the operations are checked against inside the transaction: the holds they resolve (immutable), then
 * the accounts they touch, locked (`for update`, in code order, so two writers never wait on each other in a
 * circle), then, under those locks, the transfers already written with these ids and the holds' resolutions.
 */
async function lockBook(db: Db, ops: readonly LedgerOp[]) {
  const pendingIds = ops.flatMap((op) => (op.kind === 'transfer' ? [] : [op.pendingId]));
  const holds = (await transfersByIds(db, pendingIds)).filter((t) => t.flags.pending);
  const codes = new Set(ops.flatMap((op) => (op.kind === 'transfer' ? [op.debit, op.credit] : [])));
  for (const h of holds) codes.add(h.debitAccountId).add(h.creditAccountId);
  const locked = codes.size === 0 ? [] : await db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.code, [...codes].sort())).orderBy(ledgerAccounts.code).for('update');
  const existing = new Map((await transfersByIds(db, ops.map(opId))).map((t) => [t.id, t]));
  const resolutions = pendingIds.length === 0 ? [] : (await db.select().from(ledgerTransfers).where(inArray(ledgerTransfers.pendingId, pendingIds))).map(toTransfer);
  const book: Book = {
    sums: new Map(locked.map((r) => [r.code, sumsOfRow(r)])),
    holds: new Map(holds.map((h) => [h.id, h])),
    resolved: new Map(resolutions.map((t) => [t.pendingId ?? '', t])),
  };
  return { book, accounts: new Map(locked.map((r) => [r.code, toAccount(r)])), existing };
}

/**
 * Applies linked operations all-or-nothing, in one transaction (the caller's, when it has one): each is checked in
 * order against the locked accounts and the entries before it, and one refusal refuses them all with nothing
 * written. Replaying the same operations (same ids, same details) is a no-op that returns the original entries.
 */
export async function applyLinked(ctx: LedgerContext, ops: readonly LedgerOp[], _options: WriteOptions = {}): Promise<LedgerTransfer[]> {
  if (ops.length === 0) throw invalid('transfers', 'Send at least one transfer.');
  return inTransaction(ctx, async (tctx) => {
    const { book, accounts, existing } = await lockBook(tctx.db, ops);
    const createdAt = new Date(tctx.clock.now()).toISOString();
    const created = new Map<string, LedgerAccount>();
    const drafts: LedgerTransfer[] = [];
    const replays: LedgerTransfer[] = [];
    for (const [i, op] of ops.entries()) {
      const entry = draft(book, op, i < ops.length - 1, createdAt);
      if (drafts.some((d) => d.id === entry.id)) throw invalid('id', `Each transfer in one operation needs its own id ("${entry.id}" repeats).`);
      drafts.push(entry);
      const original = existing.get(entry.id);
      if (original) {
        if (!sameEntry(original, entry)) throw idConflict(entry.id);
        replays.push(original);
        continue;
      }
      const done = entry.pendingId ? book.resolved.get(entry.pendingId) : undefined;
      if (done) throw alreadyResolved(entry.pendingId ?? '', done.flags.post ? 'posted' : 'voided');
      const touched = [entry.debitAccountId, entry.creditAccountId].map((code) => {
        let account = accounts.get(code);
        if (!account) {
          account = newAccount(code, entry.currency, createdAt);
          accounts.set(code, account);
          created.set(code, account);
        }
        if (account.currency !== entry.currency) throw currencyMismatch(code, account.currency, entry.currency);
        return account;
      });
      enter(book, entry);
      for (const account of touched) guardOverdraft(book, account, entry.amount);
    }
    if (replays.length === drafts.length) return replays;
    // Some of these ids are already taken and some are not: this is not a replay of one earlier operation.
    if (replays.length > 0) throw idConflict(replays[0]?.id ?? '', 'as part of a different operation');
    if (created.size > 0) {
      await tctx.db.insert(ledgerAccounts).values([...created.values()].map((a) => ({
        code: a.code, normal: a.normal, flag: a.flag, ownerType: a.owner?.type ?? null, ownerId: a.owner?.id ?? null, currency: a.currency, createdAt: a.createdAt,
      })));
    }
    // The database writes each transfer's entries and moves the accounts' totals (mock-server/db/migrations/0002_money_ledger.sql).
    const rows = await tctx.db.insert(ledgerTransfers).values(drafts.map(toRow)).returning();
    return rows.sort((a, b) => a.seq - b.seq).map(toTransfer);
  });
}

/** One transfer, posted at once or (pending: true) held until it is posted or voided. */
export const transfer = async (ctx: LedgerContext, op: Omit<TransferOp, 'kind'>, options?: WriteOptions): Promise<LedgerTransfer> =>
  (await applyLinked(ctx, [{ kind: 'transfer', ...op }], options))[0] as LedgerTransfer;

/** Posts a hold: all of it, or `amount` of it with the remainder released back to the debit account. */
export const postPending = async (ctx: LedgerContext, pendingId: string, amount?: number, options?: WriteOptions & Pick<PostOp, 'id' | 'ref'>): Promise<LedgerTransfer> =>
  (await applyLinked(ctx, [{ kind: 'post', pendingId, amount, id: options?.id, ref: options?.ref }], options))[0] as LedgerTransfer;

/** Voids a hold: the whole amount goes back to the debit account. */
export const voidPending = async (ctx: LedgerContext, pendingId: string, options?: WriteOptions & Pick<VoidOp, 'id' | 'ref'>): Promise<LedgerTransfer> =>
  (await applyLinked(ctx, [{ kind: 'void', pendingId, id: options?.id, ref: options?.ref }], options))[0] as LedgerTransfer;

/**
 * Locks the accounts a rule reads before it writes (inside the caller's transaction), so "check, then write" holds
 * across processes: e.g. the free funds of an escrow checked before a hold is placed on it.
 */
export async function lockAccounts(ctx: Pick<ServerContext, 'db'>, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  await ctx.db.select({ code: ledgerAccounts.code }).from(ledgerAccounts).where(inArray(ledgerAccounts.code, [...codes].sort())).orderBy(ledgerAccounts.code).for('update');
}

/** The sum of the amounts of the transfers matching `where` (over the transfers' indexes), 0 when none. */
export async function sumTransfers(ctx: Pick<ServerContext, 'db'>, where: SQL | undefined): Promise<number> {
  const [row] = await ctx.db.select({ total: sql<string | null>`sum(${ledgerTransfers.amount})` }).from(ledgerTransfers).where(where);
  return Number(row?.total ?? 0);
}
