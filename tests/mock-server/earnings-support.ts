import request from 'supertest';
import type { Currency } from '../../src/domain/campaign-types.ts';
import type { Withdrawal } from '../../src/domain/money-types.ts';
import { cryptoRandom, type Random } from '../../mock-server/crypto.ts';
import { accountCode, type Provider } from '../../mock-server/ledger/accounts.ts';
import { withdrawals } from '../../mock-server/db/schema/index.ts';
import { findWithdrawal } from '../../mock-server/money/withdrawal-settle.ts';
import { balances, transfer } from '../../mock-server/ledger/ledger.ts';
import { emptyMoney, ledgerRows } from './money-support.ts';
import { makeServer } from './support.ts';

export const MUTUA = { id: 'acc-mutua', email: 'creator-mutua@sauti.test' } as const; // Kenya
export const AMARA = { id: 'acc-amara', email: 'creator-amara@sauti.test' } as const; // United Kingdom
export const KES = (major: number) => major * 100;

/**
 * A listening local API (so B2C callbacks and PayPal calls go over real HTTP) with an empty ledger and no
 * withdrawals: each test gives creators money by writing ledger transfers itself. `nextIds` sets the ids the
 * server hands out next (a withdrawal is `wd-{id}`).
 */
export async function moneyServer() {
  const nextIds: string[] = [];
  const random: Random = { ...cryptoRandom, id: () => nextIds.shift() ?? cryptoRandom.id() };
  const server = await makeServer({ random });
  const base = await server.listenForReal();
  await emptyMoney(server);

  let credits = 0;
  /** Money for a creator, as if earned: provider asset → creator available (the asset must hold what is paid out). */
  const credit = (creatorId: string, amount: number, currency: Currency = 'KES', via: Provider = 'mpesa') =>
    transfer(server.ctx, { id: `test-credit:${++credits}`, debit: accountCode.asset(via, currency), credit: accountCode.creator(creatorId, currency), amount, currency });

  let keys = 0;
  const as = async (email: string) => {
    const auth = { Authorization: `Bearer ${await server.signIn(email)}` };
    return {
      get: (path: string) => request(base).get(`/api${path}`).set(auth),
      put: (path: string, body: object) => request(base).put(`/api${path}`).set(auth).send(body),
      post: (path: string, body: object = {}, key = `key-${++keys}`) => request(base).post(`/api${path}`).set(auth).set('Idempotency-Key', key).send(body),
    };
  };
  type Client = Awaited<ReturnType<typeof as>>;

  /** Polls GET /withdrawals/:id (no sleeps: each read is a round trip) until `done`, or fails after 50 reads. */
  const until = async (client: Client, id: string, done: (w: Withdrawal) => boolean): Promise<Withdrawal> => {
    for (let i = 0; i < 50; i++) {
      const w = (await client.get(`/withdrawals/${id}`).expect(200)).body as Withdrawal;
      if (done(w)) return w;
    }
    throw new Error(`Withdrawal ${id} never settled.`);
  };

  const creatorBalances = (creatorId: string, currency: Currency = 'KES') => balances(server.ctx, accountCode.creator(creatorId, currency));
  const transfers = () => ledgerRows(server);
  /** The withdrawal as stored. */
  const stored = (id: string) => findWithdrawal(server.ctx, id);
  const allWithdrawals = () => server.rows(withdrawals);
  const resolveB2c = (id: string, body: object) => request(base).post(`/__sim/mpesa/b2c/${id}/resolve`).send(body).expect(200);
  const resolveItem = (id: string, status: string) => request(base).post(`/__sim/paypal/items/${id}/resolve`).send({ status }).expect(200);
  return { ...server, base, nextIds, credit, as, until, creatorBalances, transfers, stored, allWithdrawals, resolveB2c, resolveItem };
}

/** A Kenyan creator with an M-Pesa number saved and `amount` available. */
export async function kenyanCreator(world: Awaited<ReturnType<typeof moneyServer>>, amount = KES(5_000)) {
  await world.credit(MUTUA.id, amount);
  const mutua = await world.as(MUTUA.email);
  await mutua.put('/creators/me/payout-details', { mpesaPhone: '0712 345 678', paypalEmail: null, bank: null }).expect(200);
  return mutua;
}
