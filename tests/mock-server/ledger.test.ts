import { describe, expect, it } from 'vitest';
import { accountCode as code, describeAccount, type LedgerAccount } from '../../mock-server/ledger/accounts.ts';
import { LedgerError, type LedgerErrorCode } from '../../mock-server/ledger/errors.ts';
import { applyLinked, balances, postPending, transfer, transferRows, voidPending } from '../../mock-server/ledger/ledger.ts';
import { makeServer } from './support.ts';

const BRAND = code.brand('acc-brand');
const ESCROW = code.escrow('cmp-1');
const AMINA = code.creator('acc-amina');
const BUDGET = 10_000_000;
const FEE = 2_000_000;
const LAUNCH_FEE = 500_000;

/** A server whose ledger starts empty (the seed's launch payments and holds are cleared), so every figure is exact. */
async function ledger() {
  const server = await makeServer();
  const ctx = server.ctx;
  ctx.store.set('ledgerAccounts', []).set('ledgerTransfers', []).write();
  const rows = () => transferRows(ctx.store);
  const accounts = () => (server.readData().ledgerAccounts ?? []) as LedgerAccount[];
  const refused = (act: () => unknown, status: number, reason: LedgerErrorCode) => {
    const before = server.readDataText();
    const count = rows().length;
    let error: unknown;
    try { act(); } catch (e) { error = e; }
    expect(error).toBeInstanceOf(LedgerError);
    expect(error).toMatchObject({ status, code: reason });
    expect(rows()).toHaveLength(count);
    expect(server.readDataText()).toBe(before);
    return error as LedgerError;
  };
  const deposit = (amount = BUDGET + LAUNCH_FEE, receipt = 'QKT1A2B3C4') =>
    transfer(ctx, { id: `stk:${receipt}`, debit: code.asset('mpesa'), credit: BRAND, amount, currency: 'KES' });
  const launch = () => applyLinked(ctx, [
    { kind: 'transfer', id: 'launch-fee:cmp-1', debit: BRAND, credit: code.launchFees(), amount: LAUNCH_FEE, currency: 'KES' },
    { kind: 'transfer', id: 'fund:cmp-1', debit: BRAND, credit: ESCROW, amount: BUDGET, currency: 'KES' },
  ]);
  const accept = (fee = FEE, id = 'hold:ctr-1') => transfer(ctx, { id, debit: ESCROW, credit: AMINA, amount: fee, currency: 'KES', pending: true, ref: { type: 'contract', id } });
  const funded = () => { deposit(); launch(); };
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

  it('creates an account on first use, in the currency of that transfer, with no balance column', async () => {
    const l = await ledger();
    expect(l.accounts()).toEqual([]);
    l.deposit();
    expect(l.accounts().map((a) => [a.code, a.currency])).toEqual([[code.asset('mpesa'), 'KES'], [BRAND, 'KES']]);
    for (const account of l.accounts()) expect(Object.keys(account).join()).not.toMatch(/balance(?!:)|posted|available/i);
  });
});

describe('ledger flows (design §2)', () => {
  it('deposit: a successful STK payment moves asset:mpesa → the brand balance', async () => {
    const l = await ledger();
    l.deposit(BUDGET);
    expect(l.bal(code.asset('mpesa'))).toMatchObject({ debitsPosted: BUDGET, posted: BUDGET, available: BUDGET });
    expect(l.bal(BRAND)).toMatchObject({ creditsPosted: BUDGET, posted: BUDGET, pending: 0, available: BUDGET });
  });

  it('launch: the launch fee goes to revenue and the budget into campaign escrow, together', async () => {
    const l = await ledger();
    l.funded();
    expect(l.bal(BRAND).posted).toBe(0);
    expect(l.bal(code.launchFees()).posted).toBe(LAUNCH_FEE);
    expect(l.bal(ESCROW)).toMatchObject({ posted: BUDGET, available: BUDGET });
    expect(l.rows().map((t) => t.flags.linked)).toEqual([false, true, false]);
  });

  it('launch is refused whole when the brand balance covers the fee but not the budget', async () => {
    const l = await ledger();
    l.deposit(BUDGET);
    const error = l.refused(() => l.launch(), 409, 'overdraft');
    expect(error.message).toBe(`Not enough funds in ${BRAND}: KES 95,000.00 is available and KES 100,000.00 is needed.`);
    expect(l.bal(code.launchFees()).posted).toBe(0);
  });

  it('accept: a pending escrow → creator transfer holds the agreed fee, shown as pending for the creator', async () => {
    const l = await ledger();
    l.funded();
    l.accept();
    expect(l.bal(ESCROW)).toMatchObject({ posted: BUDGET, debitsPending: FEE, available: BUDGET - FEE });
    expect(l.bal(AMINA)).toMatchObject({ posted: 0, pending: FEE, available: 0 });
  });

  it('accept is refused with a clear message when too little is held, counting other holds', async () => {
    const l = await ledger();
    l.funded();
    l.accept(BUDGET - FEE, 'hold:ctr-0');
    const error = l.refused(() => l.accept(FEE + 1), 409, 'overdraft');
    expect(error.message).toBe(`Not enough funds in ${ESCROW}: KES 20,000.00 is available and KES 20,000.01 is needed.`);
    expect(error.errors).toEqual({ amount: [error.message] });
  });

  it('approve: posts the hold plus a linked commission transfer', async () => {
    const l = await ledger();
    l.funded();
    const hold = l.accept();
    const [release, commission] = applyLinked(l.ctx, [
      { kind: 'post', pendingId: hold.id },
      { kind: 'transfer', id: 'commission:ctr-1', debit: AMINA, credit: code.commission(), amount: FEE / 10, currency: 'KES' },
    ]);
    expect(release).toMatchObject({ id: 'post:hold:ctr-1', amount: FEE, pendingId: hold.id, flags: { post: true, linked: true }, ref: hold.ref });
    expect(commission?.flags.linked).toBe(false);
    expect(l.bal(AMINA)).toMatchObject({ posted: FEE - FEE / 10, pending: 0, available: FEE - FEE / 10 });
    expect(l.bal(ESCROW)).toMatchObject({ posted: BUDGET - FEE, pending: 0, available: BUDGET - FEE });
    expect(l.bal(code.commission()).posted).toBe(FEE / 10);
  });

  it('cancel: voiding the hold returns the whole fee to the campaign escrow', async () => {
    const l = await ledger();
    l.funded();
    const hold = l.accept();
    expect(voidPending(l.ctx, hold.id)).toMatchObject({ id: 'void:hold:ctr-1', amount: FEE, flags: { void: true } });
    expect(l.bal(ESCROW)).toMatchObject({ posted: BUDGET, available: BUDGET, debitsPending: 0 });
    expect(l.bal(AMINA)).toMatchObject({ posted: 0, pending: 0 });
  });

  it('dispute split 60/40: one partial post credits the creator 0.6·fee and returns 0.4·fee to escrow', async () => {
    const l = await ledger();
    l.funded();
    const hold = l.accept();
    const before = l.rows().length;
    postPending(l.ctx, hold.id, FEE * 0.6);
    expect(l.rows()).toHaveLength(before + 1);
    expect(l.bal(AMINA)).toMatchObject({ posted: FEE * 0.6, pending: 0 });
    expect(l.bal(ESCROW)).toMatchObject({ posted: BUDGET - FEE * 0.6, available: BUDGET - FEE * 0.6 });
    expect(l.bal(ESCROW).available - (BUDGET - FEE)).toBe(FEE * 0.4);
  });

  describe('withdrawal: pending creator → asset', () => {
    const paidCreator = async () => {
      const l = await ledger();
      l.funded();
      postPending(l.ctx, l.accept().id);
      const hold = transfer(l.ctx, { id: 'withdraw:wd-1', debit: AMINA, credit: code.asset('mpesa'), amount: FEE, currency: 'KES', pending: true });
      return { ...l, hold };
    };

    it('result 0 posts it: the money leaves the creator and the M-Pesa asset', async () => {
      const l = await paidCreator();
      expect(l.bal(AMINA)).toMatchObject({ posted: FEE, available: 0 });
      postPending(l.ctx, l.hold.id);
      expect(l.bal(AMINA)).toMatchObject({ posted: 0, available: 0 });
      expect(l.bal(code.asset('mpesa')).posted).toBe(BUDGET + LAUNCH_FEE - FEE);
    });

    it('a definite failure voids it: the money goes back to available', async () => {
      const l = await paidCreator();
      voidPending(l.ctx, l.hold.id);
      expect(l.bal(AMINA)).toMatchObject({ posted: FEE, available: FEE });
      expect(l.bal(code.asset('mpesa')).posted).toBe(BUDGET + LAUNCH_FEE);
    });

    it('a queue timeout keeps it pending until a status query settles it', async () => {
      const l = await paidCreator();
      const count = l.rows().length;
      l.server.clock.advance(60 * 60 * 1000);
      expect(l.rows()).toHaveLength(count);
      expect(l.bal(AMINA)).toMatchObject({ posted: FEE, available: 0, debitsPending: FEE });
      l.refused(() => transfer(l.ctx, { id: 'withdraw:wd-2', debit: AMINA, credit: code.asset('mpesa'), amount: 1, currency: 'KES', pending: true }), 409, 'overdraft');
      postPending(l.ctx, l.hold.id);
      expect(l.bal(AMINA).posted).toBe(0);
    });
  });

  it('close: escrow → brand balance leaves escrow at 0 and refunds budget − Σreleased', async () => {
    const l = await ledger();
    l.funded();
    postPending(l.ctx, l.accept(FEE, 'hold:ctr-1').id);
    postPending(l.ctx, l.accept(FEE, 'hold:ctr-2').id, FEE / 2);
    voidPending(l.ctx, l.accept(FEE, 'hold:ctr-3').id);
    const refund = l.bal(ESCROW).available;
    transfer(l.ctx, { id: 'close:cmp-1', debit: ESCROW, credit: BRAND, amount: refund, currency: 'KES' });
    expect(refund).toBe(BUDGET - FEE - FEE / 2);
    expect(l.bal(ESCROW)).toMatchObject({ posted: 0, pending: 0, available: 0 });
    expect(l.bal(BRAND).posted).toBe(refund);
  });
});

describe('ledger invariants', () => {
  it('refuses an overdraft whole: no earlier transfer of the linked operation is written', async () => {
    const l = await ledger();
    l.deposit(FEE);
    l.refused(() => applyLinked(l.ctx, [
      { kind: 'transfer', id: 'a', debit: BRAND, credit: ESCROW, amount: FEE, currency: 'KES' },
      { kind: 'transfer', id: 'b', debit: ESCROW, credit: AMINA, amount: FEE + 1, currency: 'KES', pending: true },
    ]), 409, 'overdraft');
    expect(l.accounts().map((a) => a.code)).not.toContain(ESCROW);
    expect(l.bal(BRAND).posted).toBe(FEE);
  });

  it('refuses a second resolution of a hold, whichever way it went first', async () => {
    const l = await ledger();
    l.funded();
    const posted = l.accept(FEE, 'hold:p');
    const voided = l.accept(FEE, 'hold:v');
    postPending(l.ctx, posted.id, FEE / 2);
    voidPending(l.ctx, voided.id);
    expect(l.refused(() => voidPending(l.ctx, posted.id), 409, 'already_resolved').message)
      .toBe('The pending transfer "hold:p" was already posted; a hold resolves only once.');
    l.refused(() => postPending(l.ctx, posted.id, FEE / 2, { id: 'post-again' }), 409, 'already_resolved');
    l.refused(() => postPending(l.ctx, voided.id), 409, 'already_resolved');
    l.refused(() => postPending(l.ctx, posted.id, FEE), 409, 'id_conflict');
    l.refused(() => postPending(l.ctx, 'hold:none'), 409, 'not_found');
  });

  it('makes a replay a no-op: the same success callback posted 3 times gives 1 transfer, the original', async () => {
    const l = await ledger();
    const first = l.deposit(FEE, 'QKT9Z');
    const text = l.server.readDataText();
    l.server.clock.advance(5000);
    expect(l.deposit(FEE, 'QKT9Z')).toBe(first);
    expect(l.deposit(FEE, 'QKT9Z')).toEqual(first);
    expect(l.rows()).toHaveLength(1);
    expect(l.server.readDataText()).toBe(text);
    l.refused(() => l.deposit(FEE + 100, 'QKT9Z'), 409, 'id_conflict');
  });

  it('replays a resolution and a linked operation as a whole, and refuses a partly new one', async () => {
    const l = await ledger();
    l.funded();
    const launchAgain = l.launch();
    expect(launchAgain.map((t) => t.id)).toEqual(['launch-fee:cmp-1', 'fund:cmp-1']);
    const hold = l.accept();
    const post = postPending(l.ctx, hold.id);
    expect(postPending(l.ctx, hold.id)).toBe(post);
    expect(l.rows()).toHaveLength(5);
    l.refused(() => applyLinked(l.ctx, [
      { kind: 'transfer', id: 'fund:cmp-1', debit: BRAND, credit: ESCROW, amount: BUDGET, currency: 'KES' },
      { kind: 'transfer', id: 'fund:new', debit: BRAND, credit: ESCROW, amount: 1, currency: 'KES' },
    ]), 409, 'id_conflict');
  });

  it('refuses mixed currencies: one currency per account, none crossing', async () => {
    const l = await ledger();
    l.deposit(FEE);
    transfer(l.ctx, { id: 'pp-1', debit: code.asset('paypal'), credit: code.brand('acc-us'), amount: 5000, currency: 'USD' });
    const error = l.refused(() => transfer(l.ctx, { id: 'x', debit: BRAND, credit: code.brand('acc-us'), amount: 100, currency: 'KES' }), 422, 'currency_mismatch');
    expect(error.message).toBe('brand:acc-us:balance holds USD; a KES transfer cannot touch it.');
    l.refused(() => transfer(l.ctx, { id: 'y', debit: BRAND, credit: ESCROW, amount: 100, currency: 'USD' }), 422, 'currency_mismatch');
  });

  it('takes only whole minor units above zero between two accounts of the chart', async () => {
    const l = await ledger();
    l.funded();
    for (const amount of [0, -5, 1.5, Number.NaN, 2 ** 60]) {
      l.refused(() => transfer(l.ctx, { id: `bad-${amount}`, debit: BRAND, credit: ESCROW, amount, currency: 'KES' }), 422, 'invalid');
    }
    l.refused(() => transfer(l.ctx, { id: 'self', debit: BRAND, credit: BRAND, amount: 1, currency: 'KES' }), 422, 'invalid');
    l.refused(() => transfer(l.ctx, { id: 'odd', debit: BRAND, credit: 'wallet:1', amount: 1, currency: 'KES' }), 422, 'invalid');
    const hold = l.accept();
    l.refused(() => postPending(l.ctx, hold.id, FEE + 1), 422, 'invalid');
    l.refused(() => applyLinked(l.ctx, []), 422, 'invalid');
  });

  it('derives balances from entries alone: immutable entries, corrections are new transfers', async () => {
    const l = await ledger();
    const wrong = l.deposit(FEE, 'QKT-W');
    expect(() => { (wrong as { amount: number }).amount = 1; }).toThrow(TypeError);
    transfer(l.ctx, { id: 'reverse:stk:QKT-W', debit: BRAND, credit: code.asset('mpesa'), amount: FEE, currency: 'KES' });
    expect(l.bal(BRAND)).toMatchObject({ debitsPosted: FEE, creditsPosted: FEE, posted: 0 });
    l.ctx.store.set('ledgerTransfers', [wrong]).write();
    expect(l.bal(BRAND).posted).toBe(FEE);
  });

  it('leaves the write to the caller with write: false, so its own change is saved in the same write', async () => {
    const l = await ledger();
    const text = l.server.readDataText();
    l.deposit(FEE);
    const after = l.server.readDataText();
    expect(after).not.toBe(text);
    transfer(l.ctx, { id: 'batched', debit: BRAND, credit: ESCROW, amount: FEE, currency: 'KES' }, { write: false });
    expect(l.server.readDataText()).toBe(after);
    l.ctx.store.write();
    expect(l.server.readData().ledgerTransfers).toHaveLength(2);
  });
});
