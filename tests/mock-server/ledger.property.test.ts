import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountCode as code, describeAccount } from '../../mock-server/ledger/accounts.ts';
import { LedgerError } from '../../mock-server/ledger/errors.ts';
import { allBalances, balances, postPending, transfer, voidPending, type LedgerContext } from '../../mock-server/ledger/ledger.ts';
import { sweepCampaign } from '../../mock-server/money/holds.ts';
import { emptyMoney, ledgerRows } from './money-support.ts';
import { makeServer } from './support.ts';

const BRAND = code.brand('b1');
const MPESA = code.asset('mpesa');
const CAMPAIGN_IDS = ['c1', 'c2'];
const CAMPAIGNS = CAMPAIGN_IDS.map((id) => code.escrow(id));
const CREATORS = ['k1', 'k2', 'k3'].map((id) => code.creator(id));

// Deposits are large, holds smaller and withdrawals smaller still, so most sequences fund campaigns, hold fees
// and pay creators out; the rest probe overdrafts.
const amountUpTo = (max: number) => fc.integer({ min: 1, max });
const pick = fc.nat({ max: 99 });
const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
const op = fc.oneof(
  weighted(2, fc.record({ kind: fc.constant('deposit' as const), amount: amountUpTo(2_000_000) })),
  weighted(3, fc.record({ kind: fc.constant('fund' as const), campaign: pick, amount: amountUpTo(1_000_000) })),
  weighted(4, fc.record({ kind: fc.constant('hold' as const), campaign: pick, creator: pick, amount: amountUpTo(300_000) })),
  weighted(2, fc.record({ kind: fc.constant('release' as const), hold: pick })),
  weighted(2, fc.record({ kind: fc.constant('partial' as const), hold: pick, share: fc.double({ min: 0.01, max: 0.99, noNaN: true }) })),
  weighted(1, fc.record({ kind: fc.constant('void' as const), hold: pick })),
  weighted(3, fc.record({ kind: fc.constant('withdraw' as const), creator: pick, amount: amountUpTo(100_000) })),
  weighted(2, fc.record({ kind: fc.constant('settle' as const), withdrawal: pick, paid: fc.boolean() })),
  weighted(1, fc.record({ kind: fc.constant('close' as const), campaign: pick })),
  weighted(1, fc.record({ kind: fc.constant('replay' as const), index: pick })),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
const at = <T>(list: readonly T[], i: number): T | undefined => list[i % Math.max(list.length, 1)];

interface Hold { id: string; debit: string; credit: string; amount: number; contract: boolean; released: number; refunded: number; resolutions: number }

type World = Awaited<ReturnType<typeof makeServer>>;

/** Runs one random sequence against an emptied ledger; each refusal must be a LedgerError that wrote nothing. */
async function run(world: World, ops: readonly Op[]) {
  await emptyMoney(world);
  const ctx: LedgerContext = world.ctx;
  const rows = () => ledgerRows(world);
  const holds: Hold[] = [];
  const done: (() => Promise<unknown>)[] = [];
  let n = 0;
  /** `move` says what a new transfer would take out, so an overdraft refusal can be checked against the balances. */
  const attempt = async (act: () => Promise<unknown>, move?: { debit: string; credit: string; amount: number }) => {
    const count = (await rows()).length;
    let short = false;
    for (const [i, a] of (move ? [move.debit, move.credit] : []).entries()) {
      const guarded = describeAccount(a).flag === (i === 0 ? 'debits_must_not_exceed_credits' : 'credits_must_not_exceed_debits');
      if (guarded && (await balances(ctx, a)).available < (move?.amount ?? 0)) short = true;
    }
    try {
      await act();
      done.push(act);
      expect(short).toBe(false);
    } catch (error) {
      if (!(error instanceof LedgerError)) throw error;
      expect(await rows()).toHaveLength(count);
      if (error.code === 'overdraft') expect(short).toBe(true);
    }
  };
  const move = async (debit: string, credit: string, value: number, pending = false) => {
    const id = `t-${++n}`;
    await attempt(() => transfer(ctx, { id, debit, credit, amount: value, currency: 'KES', pending }), { debit, credit, amount: value });
  };
  const hold = async (debit: string, credit: string, value: number, contract: boolean) => {
    await move(debit, credit, value, true);
    const id = `t-${n}`;
    if ((await rows()).some((t) => t.id === id)) holds.push({ id, debit, credit, amount: value, contract, released: 0, refunded: 0, resolutions: 0 });
  };
  /** Resolves a hold, measuring what reached the creditor and what came back to the debtor's available balance. */
  const resolve = async (h: Hold | undefined, act: (h: Hold) => Promise<unknown>) => {
    if (!h) return;
    const [credited, available] = [(await balances(ctx, h.credit)).posted, (await balances(ctx, h.debit)).available];
    const count = (await rows()).length;
    await attempt(() => act(h));
    if ((await rows()).length === count) return;
    h.resolutions += 1;
    h.released += (await balances(ctx, h.credit)).posted - credited;
    h.refunded += (await balances(ctx, h.debit)).available - available;
  };
  for (const o of ops) {
    const contracts = holds.filter((h) => h.contract);
    const withdrawals = holds.filter((h) => !h.contract);
    switch (o.kind) {
      case 'deposit': await move(MPESA, BRAND, o.amount); break;
      case 'fund': await move(BRAND, at(CAMPAIGNS, o.campaign) ?? '', o.amount); break;
      case 'hold': await hold(at(CAMPAIGNS, o.campaign) ?? '', at(CREATORS, o.creator) ?? '', o.amount, true); break;
      case 'withdraw': await hold(at(CREATORS, o.creator) ?? '', MPESA, o.amount, false); break;
      case 'release': await resolve(at(contracts, o.hold), (h) => postPending(ctx, h.id)); break;
      case 'partial': await resolve(at(contracts, o.hold), (h) => postPending(ctx, h.id, Math.max(1, Math.floor(h.amount * o.share)))); break;
      case 'void': await resolve(at(contracts, o.hold), (h) => voidPending(ctx, h.id)); break;
      case 'settle': await resolve(at(withdrawals, o.withdrawal), (h) => (o.paid ? postPending(ctx, h.id) : voidPending(ctx, h.id))); break;
      case 'close': {
        // Cancelling or completing a campaign (mock-server/money/holds.ts): every open hold voided, the rest swept to the brand.
        const id = at(CAMPAIGN_IDS, o.campaign) ?? '';
        const open = contracts.filter((h) => h.debit === code.escrow(id) && h.resolutions === 0);
        const count = (await rows()).length;
        try {
          await sweepCampaign(ctx, { id, brandId: 'b1', currency: 'KES', budgetTotal: null });
        } catch (error) {
          // A campaign closes once: a second sweep of money funded after it is refused whole.
          expect(error).toBeInstanceOf(LedgerError);
          expect(await rows()).toHaveLength(count);
          break;
        }
        for (const h of open) Object.assign(h, { resolutions: 1, refunded: h.amount });
        expect(await balances(ctx, code.escrow(id))).toMatchObject({ posted: 0, pending: 0 });
        break;
      }
      case 'replay': {
        // A replay of anything that went through is never refused and never writes.
        const count = (await rows()).length;
        await at(done, o.index)?.();
        expect(await rows()).toHaveLength(count);
        break;
      }
    }
  }
  return { ctx, holds };
}

// Each sequence runs on the same database, emptied first: PostgreSQL makes a run slower than the old in-memory ledger,
// so there are fewer of them (RUNS=500 runs as many as before).
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 40);

describe(`ledger properties over ${RUNS} random sequences`, () => {
  it('balances every transfer, never overdraws a flagged account, resolves holds once and returns every held shilling', async () => {
    const world = await makeServer();
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 60, size: 'max' }), async (ops) => {
        const { ctx, holds } = await run(world, ops);
        const all = [...(await allBalances(ctx)).entries()];
        const total = (key: 'debitsPosted' | 'creditsPosted' | 'debitsPending' | 'creditsPending') => all.reduce((s, [, b]) => s + b[key], 0);
        expect(total('debitsPosted')).toBe(total('creditsPosted'));
        expect(total('debitsPending')).toBe(total('creditsPending'));
        for (const [account, b] of all) {
          if (describeAccount(account).flag) expect(b.available, account).toBeGreaterThanOrEqual(0);
        }
        const resolutions = new Map<string, number>();
        for (const t of await ledgerRows(world)) if (t.pendingId) resolutions.set(t.pendingId, (resolutions.get(t.pendingId) ?? 0) + 1);
        for (const h of holds) {
          expect(resolutions.get(h.id) ?? 0).toBe(h.resolutions);
          expect(h.resolutions).toBeLessThanOrEqual(1);
          if (h.contract && h.resolutions === 1) expect(h.released + h.refunded).toBe(h.amount);
        }
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
