import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../mock-server/db/database.ts';

/**
 * What must hold in the database after the money section's concurrent run, whatever the interleaving (decision 0009,
 * issue 18): the ledger balances, each account's stored totals are its entries' sums, no hold is resolved twice, no
 * withdrawal is paid twice, and a withdrawal's status says what happened to its hold.
 */
type Rows = { rows: Record<string, unknown>[] };
const rowsOf = async (db: Db, query: SQL) => ((await db.execute(query)) as unknown as Rows).rows;

export interface LedgerFacts {
  /** Per currency and side (posted or pending): debits less credits of every entry; each must be 0. */
  netByCurrency: { currency: string; pending: boolean; net: number }[];
  /** Accounts whose four stored totals differ from the sums of their entries. */
  accountsOff: string[];
  accounts: number;
  entries: number;
  /** Holds with more than one post or void. */
  holdsResolvedTwice: string[];
  /** Withdrawals with more than one payout (a posted transfer of their hold). */
  withdrawalsPaidTwice: string[];
  /** Withdrawals whose status disagrees with their hold: paid ↔ posted, failed ↔ voided, otherwise still open. */
  withdrawalsOff: string[];
  withdrawalsByStatus: Record<string, number>;
  payouts: number;
  /** Contract holds posted (fees released), and contracts whose release disagrees with their deliverables. */
  releases: number;
  contractsOff: string[];
  /** Accounts past their overdraft flag (the database's check constraints should make this impossible). */
  overdrawn: string[];
  withdrawalIds: Set<string>;
}

export async function ledgerFacts(db: Db): Promise<LedgerFacts> {
  const netByCurrency = (await rowsOf(db, sql`
    select currency, pending, sum(case when side = 'debit' then amount else -amount end)::text as net
    from ledger_entries group by currency, pending order by currency, pending`))
    .map((r) => ({ currency: String(r.currency), pending: r.pending === true, net: Number(r.net) }));

  const accountsOff = (await rowsOf(db, sql`
    select a.code from ledger_accounts a
    left join (
      select account_id,
        coalesce(sum(amount) filter (where side = 'debit' and not pending), 0) as dp,
        coalesce(sum(amount) filter (where side = 'credit' and not pending), 0) as cp,
        coalesce(sum(amount) filter (where side = 'debit' and pending), 0) as dq,
        coalesce(sum(amount) filter (where side = 'credit' and pending), 0) as cq
      from ledger_entries group by account_id
    ) e on e.account_id = a.code
    where a.debits_posted <> coalesce(e.dp, 0) or a.credits_posted <> coalesce(e.cp, 0)
       or a.debits_pending <> coalesce(e.dq, 0) or a.credits_pending <> coalesce(e.cq, 0)
    order by a.code`)).map((r) => String(r.code));

  const [counts] = await rowsOf(db, sql`select (select count(*) from ledger_accounts)::int as accounts, (select count(*) from ledger_entries)::int as entries`);

  const holdsResolvedTwice = (await rowsOf(db, sql`
    select pending_id from ledger_transfers where pending_id is not null group by pending_id having count(*) > 1`)).map((r) => String(r.pending_id));

  // A payout is the post of a withdrawal's hold (creator available → provider asset, for good).
  const withdrawalsPaidTwice = (await rowsOf(db, sql`
    select ref_id from ledger_transfers where ref_type = 'withdrawal' and post group by ref_id having count(*) > 1`)).map((r) => String(r.ref_id));

  const withdrawalRows = await rowsOf(db, sql`
    select w.id, w.status,
      (select count(*) from ledger_transfers t where t.id = 'withdrawal:' || w.id and t.pending)::int as holds,
      (select count(*) from ledger_transfers t where t.pending_id = 'withdrawal:' || w.id and t.post)::int as posts,
      (select count(*) from ledger_transfers t where t.pending_id = 'withdrawal:' || w.id and t.void)::int as voids
    from withdrawals w`);
  const withdrawalsOff: string[] = [];
  const withdrawalsByStatus: Record<string, number> = {};
  let payouts = 0;
  for (const w of withdrawalRows) {
    const status = String(w.status);
    withdrawalsByStatus[status] = (withdrawalsByStatus[status] ?? 0) + 1;
    const [holds, posts, voids] = [Number(w.holds), Number(w.posts), Number(w.voids)];
    payouts += posts;
    const expected = status === 'paid' ? posts === 1 && voids === 0 : status === 'failed' ? voids === 1 && posts === 0 : posts === 0 && voids === 0;
    if (holds !== 1 || !expected) withdrawalsOff.push(`${String(w.id)} (${status}: ${holds} hold, ${posts} posted, ${voids} voided)`);
  }

  const [released] = await rowsOf(db, sql`select count(*)::int as n from ledger_transfers where pending_id like 'hold:%' and post`);
  // A contract with deliverables and a hold: its fee is released exactly when every deliverable is approved.
  const contractsOff = (await rowsOf(db, sql`
    select d.contract_id, bool_and(d.status = 'approved') as all_approved,
      exists (select 1 from ledger_transfers t where t.pending_id = 'hold:' || d.contract_id and t.post) as released
    from deliverables d
    where exists (select 1 from ledger_transfers h where h.id = 'hold:' || d.contract_id)
    group by d.contract_id`))
    .filter((r) => r.all_approved !== r.released)
    .map((r) => `${String(r.contract_id)} (${r.all_approved ? 'all approved' : 'not all approved'}, ${r.released ? 'released' : 'not released'})`);

  const overdrawn = (await rowsOf(db, sql`
    select code from ledger_accounts
    where (flag = 'debits_must_not_exceed_credits' and debits_posted + debits_pending > credits_posted)
       or (flag = 'credits_must_not_exceed_debits' and credits_posted + credits_pending > debits_posted)`)).map((r) => String(r.code));

  return {
    netByCurrency, accountsOff, accounts: Number(counts?.accounts ?? 0), entries: Number(counts?.entries ?? 0),
    holdsResolvedTwice, withdrawalsPaidTwice, withdrawalsOff, withdrawalsByStatus, payouts,
    releases: Number(released?.n ?? 0), contractsOff, overdrawn,
    withdrawalIds: new Set(withdrawalRows.map((w) => String(w.id))),
  };
}
