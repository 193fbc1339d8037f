import { describe, expect, it } from 'vitest';
import { accountCode as code, describeAccount, type LedgerAccount } from '../../mock-server/ledger/accounts.ts';
import { LedgerError, type LedgerErrorCode } from '../../mock-server/ledger/errors.ts';
import { sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries } from '../../mock-server/db/schema/index.ts';
import { inTransaction } from '../../mock-server/db/transaction.ts';
import { applyLinked, balances, postPending, transfer, voidPending } from '../../mock-server/ledger/ledger.ts';
import { emptyMoney, ledgerRows } from './money-support.ts';
import { makeServer } from './support.ts';

const BRAND = code.brand('acc-brand');
const ESCROW = code.escrow('cmp-1');
const AMINA = code.creator('acc-amina');
const BUDGET = 10_000_000;
const FEE = 2_000_000;
const LAUNCH_FEE = 500_000;

/** Drizzle wraps the database's refusal: its own words are the cause's. */
async function refusedByDatabase(query: Promise<unknown>, words: RegExp) {
  const error = (await query.then(() => null, (e: unknown) => e)) as { message?: string; cause?: { message?: string } } | null;
  expect(error?.cause?.message ?? error?.message).toMatch(words);
}

/** A server whose ledger starts empty (the seed's launch payments and holds are cleared), so every figure is exact. */
async function ledger() {
  const server = await makeServer();
  const ctx = server.ctx;
  await emptyMoney(server);
  const rows = () => ledgerRows(server);
  const accounts = async () => (await server.rows(ledgerAccounts)) as unknown as LedgerAccount[];
  const snapshot = async () => JSON.stringify([await rows(), await server.rows(ledgerAccounts)]);
  const refused = async (act: () => Promise<unknown>, status: number, reason: LedgerErrorCode) => {
    const before = await snapshot();
    let error: unknown;
    try { await act(); } catch (e) { error = e; }
    expect(error).toBeInstanceOf(LedgerError);
    expect(error).toMatchObject({ status, code: reason });
    expect(await snapshot()).toBe(before);
    return error as LedgerError;
  };
  const deposit = (amount = BUDGET + LAUNCH_FEE, receipt = 'QKT1A2B3C4') =>
    transfer(ctx, { id: `stk:${receipt}`, debit: code.asset('mpesa'), credit: BRAND, amount, currency: 'KES' });
  const launch = () => applyLinked(ctx, [
    { kind: 'transfer', id: 'launch-fee:cmp-1', debit: BRAND, credit: code.launchFees(), amount: LAUNCH_FEE, currency: 'KES' },
    { kind: 'transfer', id: 'fund:cmp-1', debit: BRAND, credit: ESCROW, amount: BUDGET, currency: 'KES' },
  ]);
  const accept = (fee = FEE, id = 'hold:ctr-1') => transfer(ctx, { id, debit: ESCROW, credit: AMINA, amount: fee, currency: 'KES', pending: true, ref: { type: 'contract', id } });
  const funded = async () => { await deposit(); await launch(); };
  const bal = (account: string) => balances(ctx, account);
  return { server, ctx, rows, accounts, refused, deposit, launch, accept, funded, bal };
}

describe('ledger accounts', () => {
  it('gives each account in design §2 its normal side and overdraft flag, and refuses any other code', async () => {
    expect(describeAccount(code.asset('mpesa'))).toEqual({ normal: 'debit', flag: 'credits_must_not_exceed_debits', owner: null });
    expect(describeAccount(ESCROW)).toEqual({ normal: 'credit', flag: 'debits_must_not_exceed_credits', owner: { type: 'campaign', id: 'cmp-1' } });
    expect(describeAccount(code.commission())).toEqual({ normal: 'credit', flag: null, owner: null });
    expect(() => describeAccount('brand:x:escrow')).toThrow(LedgerError);
    expect(() => describeAccount('asset:cash')).toThrow('"asset:cash" is not a ledger account.');
  });

  it('creates an account on first use, in the currency of that transfer', async () => {
    const l = await ledger();
    expect(await l.accounts()).toEqual([]);
    await l.deposit();
    expect((await l.accounts()).map((a) => [a.code, a.currency])).toEqual([[code.asset('mpesa'), 'KES'], [BRAND, 'KES']]);
  });
});

describe('ledger flows (design §2)', () => {
  it('deposit: a successful STK payment moves asset:mpesa → the brand balance', async () => {
    const l = await ledger();
    await l.deposit(BUDGET);
    expect(await l.bal(code.asset('mpesa'))).toMatchObject({ debitsPosted: BUDGET, posted: BUDGET, available: BUDGET });
    expect(await l.bal(BRAND)).toMatchObject({ creditsPosted: BUDGET, posted: BUDGET, pending: 0, available: BUDGET });
  });

  it('launch: the launch fee goes to revenue and the budget into campaign escrow, together', async () => {
    const l = await ledger();
    await l.funded();
    expect((await l.bal(BRAND)).posted).toBe(0);
    expect((await l.bal(code.launchFees())).posted).toBe(LAUNCH_FEE);
    expect(await l.bal(ESCROW)).toMatchObject({ posted: BUDGET, available: BUDGET });
    expect((await l.rows()).map((t) => t.flags.linked)).toEqual([false, true, false]);
  });

  it('launch is refused whole when the brand balance covers the fee but not the budget', async () => {
    const l = await ledger();
    await l.deposit(BUDGET);
    const error = await l.refused(() => l.launch(), 409, 'overdraft');
    expect(error.message).toBe(`Not enough funds in ${BRAND}: KES 95,000.00 is available and KES 100,000.00 is needed.`);
    expect((await l.bal(code.launchFees())).posted).toBe(0);
  });

  it('accept: a pending escrow → creator transfer holds the agreed fee, shown as pending for the creator', async () => {
    const l = await ledger();
    await l.funded();
    await l.accept();
    expect(await l.bal(ESCROW)).toMatchObject({ posted: BUDGET, debitsPending: FEE, available: BUDGET - FEE });
    expect(await l.bal(AMINA)).toMatchObject({ posted: 0, pending: FEE, available: 0 });
  });

  it('accept is refused with a clear message when too little is held, counting other holds', async () => {
    const l = await ledger();
    await l.funded();
    await l.accept(BUDGET - FEE, 'hold:ctr-0');
    const error = await l.refused(() => l.accept(FEE + 1), 409, 'overdraft');
    expect(error.message).toBe(`Not enough funds in ${ESCROW}: KES 20,000.00 is available and KES 20,000.01 is needed.`);
    expect(error.errors).toEqual({ amount: [error.message] });
  });

  it('approve: posts the hold plus a linked commission transfer', async () => {
    const l = await ledger();
    await l.funded();
    const hold = await l.accept();
    const [release, commission] = await applyLinked(l.ctx, [
      { kind: 'post', pendingId: hold.id },
      { kind: 'transfer', id: 'commission:ctr-1', debit: AMINA, credit: code.commission(), amount: FEE / 10, currency: 'KES' },
    ]);
    expect(release).toMatchObject({ id: 'post:hold:ctr-1', amount: FEE, pendingId: hold.id, flags: { post: true, linked: true }, ref: hold.ref });
    expect(commission?.flags.linked).toBe(false);
    expect(await l.bal(AMINA)).toMatchObject({ posted: FEE - FEE / 10, pending: 0, available: FEE - FEE / 10 });
    expect(await l.bal(ESCROW)).toMatchObject({ posted: BUDGET - FEE, pending: 0, available: BUDGET - FEE });
    expect((await l.bal(code.commission())).posted).toBe(FEE / 10);
  });

  it('cancel: voiding the hold returns the whole fee to the campaign escrow', async () => {
    const l = await ledger();
    await l.funded();
    const hold = await l.accept();
    expect(await voidPending(l.ctx, hold.id)).toMatchObject({ id: 'void:hold:ctr-1', amount: FEE, flags: { void: true } });
    expect(await l.bal(ESCROW)).toMatchObject({ posted: BUDGET, available: BUDGET, debitsPending: 0 });
    expect(await l.bal(AMINA)).toMatchObject({ posted: 0, pending: 0 });
  });

  it('dispute split 60/40: one partial post credits the creator 0.6·fee and returns 0.4·fee to escrow', async () => {
    const l = await ledger();
    await l.funded();
    const hold = await l.accept();
    const before = (await l.rows()).length;
    await postPending(l.ctx, hold.id, FEE * 0.6);
    expect(await l.rows()).toHaveLength(before + 1);
    expect(await l.bal(AMINA)).toMatchObject({ posted: FEE * 0.6, pending: 0 });
    expect(await l.bal(ESCROW)).toMatchObject({ posted: BUDGET - FEE * 0.6, available: BUDGET - FEE * 0.6 });
    expect((await l.bal(ESCROW)).available - (BUDGET - FEE)).toBe(FEE * 0.4);
  });

  describe('withdrawal: pending creator → asset', () => {
    const paidCreator = async () => {
      const l = await ledger();
      await l.funded();
      await postPending(l.ctx, (await l.accept()).id);
      const hold = await transfer(l.ctx, { id: 'withdraw:wd-1', debit: AMINA, credit: code.asset('mpesa'), amount: FEE, currency: 'KES', pending: true });
      return { ...l, hold };
    };

    it('result 0 posts it: the money leaves the creator and the M-Pesa asset', async () => {
      const l = await paidCreator();
      expect(await l.bal(AMINA)).toMatchObject({ posted: FEE, available: 0 });
      await postPending(l.ctx, l.hold.id);
      expect(await l.bal(AMINA)).toMatchObject({ posted: 0, available: 0 });
      expect((await l.bal(code.asset('mpesa'))).posted).toBe(BUDGET + LAUNCH_FEE - FEE);
    });

    it('a definite failure voids it: the money goes back to available', async () => {
      const l = await paidCreator();
      await voidPending(l.ctx, l.hold.id);
      expect(await l.bal(AMINA)).toMatchObject({ posted: FEE, available: FEE });
      expect((await l.bal(code.asset('mpesa'))).posted).toBe(BUDGET + LAUNCH_FEE);
    });

    it('a queue timeout keeps it pending until a status query settles it', async () => {
      const l = await paidCreator();
      const count = (await l.rows()).length;
      l.server.clock.advance(60 * 60 * 1000);
      expect(await l.rows()).toHaveLength(count);
      expect(await l.bal(AMINA)).toMatchObject({ posted: FEE, available: 0, debitsPending: FEE });
      await l.refused(() => transfer(l.ctx, { id: 'withdraw:wd-2', debit: AMINA, credit: code.asset('mpesa'), amount: 1, currency: 'KES', pending: true }), 409, 'overdraft');
      await postPending(l.ctx, l.hold.id);
      expect((await l.bal(AMINA)).posted).toBe(0);
    });
  });

  it('close: escrow → brand balance leaves escrow at 0 and refunds budget − Σreleased', async () => {
    const l = await ledger();
    await l.funded();
    await postPending(l.ctx, (await l.accept(FEE, 'hold:ctr-1')).id);
    await postPending(l.ctx, (await l.accept(FEE, 'hold:ctr-2')).id, FEE / 2);
    await voidPending(l.ctx, (await l.accept(FEE, 'hold:ctr-3')).id);
    const refund = (await l.bal(ESCROW)).available;
    await transfer(l.ctx, { id: 'close:cmp-1', debit: ESCROW, credit: BRAND, amount: refund, currency: 'KES' });
    expect(refund).toBe(BUDGET - FEE - FEE / 2);
    expect(await l.bal(ESCROW)).toMatchObject({ posted: 0, pending: 0, available: 0 });
    expect((await l.bal(BRAND)).posted).toBe(refund);
  });
});

describe('ledger invariants', () => {
  it('refuses an overdraft whole: no earlier transfer of the linked operation is written', async () => {
    const l = await ledger();
    await l.deposit(FEE);
    await l.refused(() => applyLinked(l.ctx, [
      { kind: 'transfer', id: 'a', debit: BRAND, credit: ESCROW, amount: FEE, currency: 'KES' },
      { kind: 'transfer', id: 'b', debit: ESCROW, credit: AMINA, amount: FEE + 1, currency: 'KES', pending: true },
    ]), 409, 'overdraft');
    expect((await l.accounts()).map((a) => a.code)).not.toContain(ESCROW);
    expect((await l.bal(BRAND)).posted).toBe(FEE);
  });

  it('refuses a second resolution of a hold, whichever way it went first', async () => {
    const l = await ledger();
    await l.funded();
    const posted = await l.accept(FEE, 'hold:p');
    const voided = await l.accept(FEE, 'hold:v');
    await postPending(l.ctx, posted.id, FEE / 2);
    await voidPending(l.ctx, voided.id);
    expect((await l.refused(() => voidPending(l.ctx, posted.id), 409, 'already_resolved')).message)
      .toBe('The pending transfer "hold:p" was already posted; a hold resolves only once.');
    await l.refused(() => postPending(l.ctx, posted.id, FEE / 2, { id: 'post-again' }), 409, 'already_resolved');
    await l.refused(() => postPending(l.ctx, voided.id), 409, 'already_resolved');
    await l.refused(() => postPending(l.ctx, posted.id, FEE), 409, 'id_conflict');
    await l.refused(() => postPending(l.ctx, 'hold:none'), 409, 'not_found');
  });

  it('makes a replay a no-op: the same success callback posted 3 times gives 1 transfer, the original', async () => {
    const l = await ledger();
    const first = await l.deposit(FEE, 'QKT9Z');
    l.server.clock.advance(5000);
    expect(await l.deposit(FEE, 'QKT9Z')).toEqual(first);
    expect(await l.deposit(FEE, 'QKT9Z')).toEqual(first);
    expect(await l.rows()).toEqual([first]);
    await l.refused(() => l.deposit(FEE + 100, 'QKT9Z'), 409, 'id_conflict');
  });

  it('replays a resolution and a linked operation as a whole, and refuses a partly new one', async () => {
    const l = await ledger();
    await l.funded();
    const launchAgain = await l.launch();
    expect(launchAgain.map((t) => t.id)).toEqual(['launch-fee:cmp-1', 'fund:cmp-1']);
    const hold = await l.accept();
    const post = await postPending(l.ctx, hold.id);
    expect(await postPending(l.ctx, hold.id)).toEqual(post);
    expect(await l.rows()).toHaveLength(5);
    await l.refused(() => applyLinked(l.ctx, [
      { kind: 'transfer', id: 'fund:cmp-1', debit: BRAND, credit: ESCROW, amount: BUDGET, currency: 'KES' },
      { kind: 'transfer', id: 'fund:new', debit: BRAND, credit: ESCROW, amount: 1, currency: 'KES' },
    ]), 409, 'id_conflict');
  });

  it('refuses mixed currencies: one currency per account, none crossing', async () => {
    const l = await ledger();
    await l.deposit(FEE);
    await transfer(l.ctx, { id: 'pp-1', debit: code.asset('paypal'), credit: code.brand('acc-us'), amount: 5000, currency: 'USD' });
    const error = await l.refused(() => transfer(l.ctx, { id: 'x', debit: BRAND, credit: code.brand('acc-us'), amount: 100, currency: 'KES' }), 422, 'currency_mismatch');
    expect(error.message).toBe('brand:acc-us:balance holds USD; a KES transfer cannot touch it.');
    await l.refused(() => transfer(l.ctx, { id: 'y', debit: BRAND, credit: ESCROW, amount: 100, currency: 'USD' }), 422, 'currency_mismatch');
  });

  it('takes only whole minor units above zero between two accounts of the chart', async () => {
    const l = await ledger();
    await l.funded();
    for (const amount of [0, -5, 1.5, Number.NaN, 2 ** 60]) {
      await l.refused(() => transfer(l.ctx, { id: `bad-${amount}`, debit: BRAND, credit: ESCROW, amount, currency: 'KES' }), 422, 'invalid');
    }
    await l.refused(() => transfer(l.ctx, { id: 'self', debit: BRAND, credit: BRAND, amount: 1, currency: 'KES' }), 422, 'invalid');
    await l.refused(() => transfer(l.ctx, { id: 'odd', debit: BRAND, credit: 'wallet:1', amount: 1, currency: 'KES' }), 422, 'invalid');
    const hold = await l.accept();
    await l.refused(() => postPending(l.ctx, hold.id, FEE + 1), 422, 'invalid');
    await l.refused(() => applyLinked(l.ctx, []), 422, 'invalid');
  });

  it('keeps entries immutable: the database refuses to edit or delete a transfer or an entry; a correction is a new transfer', async () => {
    const l = await ledger();
    const wrong = await l.deposit(FEE, 'QKT-W');
    expect(() => { (wrong as { amount: number }).amount = 1; }).toThrow(TypeError);
    await refusedByDatabase(l.server.db.execute(sql`update ledger_transfers set amount = 1 where id = ${wrong.id}`), /never updated or deleted/);
    await refusedByDatabase(l.server.db.execute(sql`delete from ledger_transfers where id = ${wrong.id}`), /never updated or deleted/);
    await refusedByDatabase(l.server.db.execute(sql`update ledger_entries set amount = 1`), /never updated or deleted/);
    await refusedByDatabase(l.server.db.execute(sql`update ledger_accounts set credits_posted = 0 where code = ${BRAND}`), /changes only by its entries/);
    await transfer(l.ctx, { id: 'reverse:stk:QKT-W', debit: BRAND, credit: code.asset('mpesa'), amount: FEE, currency: 'KES' });
    expect(await l.bal(BRAND)).toMatchObject({ debitsPosted: FEE, creditsPosted: FEE, posted: 0 });
  });

  it('derives each balance from the entries, which balance to zero per transfer (the database refuses one that does not)', async () => {
    const l = await ledger();
    await l.funded();
    await postPending(l.ctx, (await l.accept()).id, FEE / 2);
    const e = ledgerEntries;
    const sums = await l.server.db.select({ account: e.accountId, side: e.side, pending: e.pending, total: sql<string>`sum(${e.amount})::text` })
      .from(e).groupBy(e.accountId, e.side, e.pending);
    for (const account of await l.accounts()) {
      const total = (side: string, pending: boolean) => Number(sums.find((r) => r.account === account.code && r.side === side && r.pending === pending)?.total ?? 0);
      expect(await l.bal(account.code)).toMatchObject({
        debitsPosted: total('debit', false), creditsPosted: total('credit', false), debitsPending: total('debit', true), creditsPending: total('credit', true),
      });
    }
    const unbalanced = l.server.db.transaction(async (tx) => {
      await tx.execute(sql`insert into ledger_entries (transfer_id, account_id, side, pending, amount, currency) values ('stk:QKT1A2B3C4', ${BRAND}, 'credit', false, 1, 'KES')`);
    });
    await refusedByDatabase(unbalanced, /does not balance to zero/);
  });

  it('writes in the caller\'s transaction: a rollback there leaves nothing', async () => {
    const l = await ledger();
    await l.deposit(FEE);
    const before = await l.rows();
    const aborted = inTransaction(l.ctx, async (tctx) => {
      await transfer(tctx, { id: 'batched', debit: BRAND, credit: ESCROW, amount: FEE, currency: 'KES' });
      throw new Error('the caller changed its mind');
    });
    await expect(aborted).rejects.toThrow('the caller changed its mind');
    expect(await l.rows()).toEqual(before);
    expect((await l.bal(BRAND)).posted).toBe(FEE);
  });

  it('locks the accounts it checks, so two writers racing for the last shilling never both win', async () => {
    const l = await ledger();
    await l.deposit(FEE);
    const spend = (id: string) => transfer(l.ctx, { id, debit: BRAND, credit: ESCROW, amount: FEE, currency: 'KES' });
    const results = await Promise.allSettled([spend('race-1'), spend('race-2')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await l.bal(BRAND)).toMatchObject({ posted: 0, available: 0 });
  });
});
