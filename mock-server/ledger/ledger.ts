import { CURRENCIES, type Currency } from '../../machines/campaignTypes.ts';
import type { ServerContext } from '../context.ts';
import type { Store } from '../store.ts';
import { accountRows, balancesFrom, describeAccount, findAccount, newAccount, zeroSums, type Balances, type LedgerAccount, type Sums } from './accounts.ts';
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
/** `write: false` leaves the write to the caller, so its own changes and these transfers are saved together. */
export interface WriteOptions { write?: boolean }
export type LedgerContext = Pick<ServerContext, 'store' | 'clock'>;

/** Every balance is summed from the entries, in order: the book is rebuilt on each read, never stored. */
interface Book { sums: Map<string, Sums>; holds: Map<string, LedgerTransfer>; resolved: Map<string, LedgerTransfer> }

export function transferRows(store: Store): LedgerTransfer[] {
  const state = store.getState() as Record<string, unknown>;
  if (!Array.isArray(state.ledgerTransfers)) state.ledgerTransfers = [];
  return state.ledgerTransfers as LedgerTransfer[];
}

/** The one way to derive a transfer id, e.g. transferId('stk', receipt) or transferId('hold', contractId). */
export const transferId = (kind: string, ...parts: string[]) => [kind, ...parts].join(':');

const sumsOf = (book: Book, code: string): Sums => {
  let sums = book.sums.get(code);
  if (!sums) book.sums.set(code, (sums = zeroSums()));
  return sums;
};

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

function readBook(store: Store): Book {
  const book: Book = { sums: new Map(), holds: new Map(), resolved: new Map() };
  for (const t of transferRows(store)) enter(book, t);
  return book;
}

/** Posted, pending and available balances of one account (zeros for an account not used yet). */
export function balances(ctx: LedgerContext, code: string): Balances {
  const account = findAccount(ctx.store, code);
  const sums = readBook(ctx.store).sums.get(code) ?? zeroSums();
  return balancesFrom(sums, account?.normal ?? describeAccount(code).normal);
}

/** Every account's balances from one pass over the entries (for listings and reconciliation). */
export function allBalances(ctx: LedgerContext): Map<string, Balances> {
  const { sums } = readBook(ctx.store);
  return new Map(accountRows(ctx.store).map((a) => [a.code, balancesFrom(sums.get(a.code) ?? zeroSums(), a.normal)]));
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

/**
 * Applies linked operations all-or-nothing: each is checked in order against the entries before it, and one refusal
 * refuses them all with nothing written. Synchronous from check to write, so no other request can interleave.
 * Replaying the same operations (same ids, same details) is a no-op that returns the original entries.
 */
export function applyLinked(ctx: LedgerContext, ops: readonly LedgerOp[], { write = true }: WriteOptions = {}): LedgerTransfer[] {
  if (ops.length === 0) throw invalid('transfers', 'Send at least one transfer.');
  const rows = transferRows(ctx.store);
  const book = readBook(ctx.store);
  const createdAt = new Date(ctx.clock.now()).toISOString();
  const accounts = new Map<string, LedgerAccount>();
  const drafts: LedgerTransfer[] = [];
  const replays: LedgerTransfer[] = [];
  for (const [i, op] of ops.entries()) {
    const entry = draft(book, op, i < ops.length - 1, createdAt);
    if (drafts.some((d) => d.id === entry.id)) throw invalid('id', `Each transfer in one operation needs its own id ("${entry.id}" repeats).`);
    drafts.push(entry);
    const original = rows.find((t) => t.id === entry.id);
    if (original) {
      if (!sameEntry(original, entry)) throw idConflict(entry.id);
      replays.push(original);
      continue;
    }
    const done = entry.pendingId ? book.resolved.get(entry.pendingId) : undefined;
    if (done) throw alreadyResolved(entry.pendingId ?? '', done.flags.post ? 'posted' : 'voided');
    const touched = [entry.debitAccountId, entry.creditAccountId].map((code) => {
      const account = accounts.get(code) ?? findAccount(ctx.store, code) ?? newAccount(code, entry.currency, createdAt);
      if (account.currency !== entry.currency) throw currencyMismatch(code, account.currency, entry.currency);
      accounts.set(code, account);
      return account;
    });
    enter(book, entry);
    for (const account of touched) guardOverdraft(book, account, entry.amount);
  }
  if (replays.length === drafts.length) return replays;
  // Some of these ids are already taken and some are not: this is not a replay of one earlier operation.
  if (replays.length > 0) throw idConflict(replays[0]?.id ?? '', 'as part of a different operation');
  const known = accountRows(ctx.store);
  for (const account of accounts.values()) if (!known.includes(account)) known.push(account);
  // Entries are immutable: a correction is a new transfer, never an edit.
  for (const d of drafts) rows.push(Object.freeze({ ...d, flags: Object.freeze(d.flags), ref: d.ref && Object.freeze({ ...d.ref }) }));
  if (write) ctx.store.write();
  return rows.slice(-drafts.length);
}

/** One transfer, posted at once or (pending: true) held until it is posted or voided. */
export const transfer = (ctx: LedgerContext, op: Omit<TransferOp, 'kind'>, options?: WriteOptions): LedgerTransfer =>
  applyLinked(ctx, [{ kind: 'transfer', ...op }], options)[0] as LedgerTransfer;

/** Posts a hold: all of it, or `amount` of it with the remainder released back to the debit account. */
export const postPending = (ctx: LedgerContext, pendingId: string, amount?: number, options?: WriteOptions & Pick<PostOp, 'id' | 'ref'>): LedgerTransfer =>
  applyLinked(ctx, [{ kind: 'post', pendingId, amount, id: options?.id, ref: options?.ref }], options)[0] as LedgerTransfer;

/** Voids a hold: the whole amount goes back to the debit account. */
export const voidPending = (ctx: LedgerContext, pendingId: string, options?: WriteOptions & Pick<VoidOp, 'id' | 'ref'>): LedgerTransfer =>
  applyLinked(ctx, [{ kind: 'void', pendingId, id: options?.id, ref: options?.ref }], options)[0] as LedgerTransfer;
