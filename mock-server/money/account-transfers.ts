import { asc, inArray, or } from 'drizzle-orm';
import type { Withdrawal } from '../../src/domain/money-types.ts';
import { ledgerTransfers as lt, withdrawals as wt } from '../db/schema/index.ts';
import { toTransfer, type LedgerContext, type LedgerTransfer } from '../ledger/ledger.ts';

/** One transfer on an owner's accounts, read from the owner's side, with what became of it. */
export interface AccountTransfer {
  transfer: LedgerTransfer;
  /** Money in (the owner's account is credited). */
  incoming: boolean;
  /** A hold's post or void, once there is one. */
  final: LedgerTransfer | undefined;
  state: 'pending' | 'posted' | 'voided';
  /** Signed from the owner's side: what was posted when a hold posted a different amount. */
  amount: number;
  /** When it resolved, for a hold or withdrawal that did. */
  at: string;
  /** The withdrawal it belongs to, if any. */
  withdrawal: Withdrawal | undefined;
}

/**
 * Every transfer touching `codes` (an owner's accounts, by the accounts' indexes), oldest first, each once with its
 * final state: the posts and voids of holds are folded into the holds they resolve. The creator's earnings and the
 * brand's balance both read their movements from here.
 */
export async function transfersOn(ctx: LedgerContext, codes: ReadonlySet<string>): Promise<AccountTransfer[]> {
  if (codes.size === 0) return [];
  const rows = (await ctx.db.select().from(lt).where(or(inArray(lt.debitAccountId, [...codes]), inArray(lt.creditAccountId, [...codes]))).orderBy(asc(lt.seq))).map(toTransfer);
  const holdIds = rows.filter((t) => t.flags.pending).map((t) => t.id);
  const resolution = new Map((holdIds.length === 0 ? [] : await ctx.db.select().from(lt).where(inArray(lt.pendingId, holdIds))).map((r) => [r.pendingId ?? '', toTransfer(r)] as const));
  const withdrawalIds = rows.flatMap((t) => (t.ref?.type === 'withdrawal' ? [t.ref.id] : []));
  const withdrawals = new Map((withdrawalIds.length === 0 ? [] : await ctx.db.select().from(wt).where(inArray(wt.id, withdrawalIds))).map(({ seq: _seq, ...w }) => [w.id, w as Withdrawal] as const));
  const found: AccountTransfer[] = [];
  for (const t of rows) {
    const incoming = codes.has(t.creditAccountId);
    if (t.pendingId || (!incoming && !codes.has(t.debitAccountId))) continue;
    const final = t.flags.pending ? resolution.get(t.id) : undefined;
    const state = t.flags.pending && !final ? 'pending' : final?.flags.void ? 'voided' : 'posted';
    const amount = final?.flags.post ? final.amount : t.amount;
    found.push({
      transfer: t, incoming, final, state, amount: incoming ? amount : -amount, at: (final ?? t).createdAt,
      withdrawal: t.ref?.type === 'withdrawal' ? withdrawals.get(t.ref.id) : undefined,
    });
  }
  return found;
}

/** Newest first; lines written in the same instant keep their reverse write order (pass them oldest first). */
export const newestFirst = <T extends { at: string }>(lines: T[]): T[] => lines.reverse().sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
