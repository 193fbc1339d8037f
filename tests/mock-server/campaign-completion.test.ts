import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { completeIfFinished } from '../../mock-server/campaign-lifecycle.ts';
import { accountCode } from '../../mock-server/ledger/accounts.ts';
import { balances, transferId } from '../../mock-server/ledger/ledger.ts';
import { ledgerRows } from './money-support.ts';
import { changeCampaign, setContract, storedCampaign, storedContracts, storedNotifications } from './campaigns-support.ts';
import { makeServer, MINUTE, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
const CAMPAIGN = 'cmp-duka-in-progress';
const WAIRIMU = 'ctr-duka-in-progress-wairimu';
const CHEBET = 'ctr-duka-in-progress-chebet';
/** Its escrow holds 90,000 KES; the two contracts hold 18,000 and 12,000 of it. */
const LEFT_IN_ESCROW = 9_000_000 - 1_800_000 - 1_200_000;
let keys = 0;

async function parties(server: Server) {
  // The seeded campaign runs from 2 Nov 2026; on the fake clock (5 Jan 2026) it has begun too, so posts may go live.
  await changeCampaign(server, CAMPAIGN, { startDate: '2026-01-01' });
  const as = async (email: string) => {
    const token = `Bearer ${await server.signIn(email)}`;
    return (method: 'get' | 'post', path: string, body: object = {}) =>
      request(server.app)[method](`/api${path}`).set('Authorization', token).set('Idempotency-Key', `k-${++keys}`).send(body);
  };
  return { brand: await as(SEEDED.brand), wairimu: await as('creator-wairimu@sauti.test'), chebet: await as('creator-chebet@sauti.test'), admin: await as(SEEDED.admin) };
}
type Party = Awaited<ReturnType<typeof parties>>['brand'];

/** The creator submits both of the contract's seeded deliverables and the brand approves each. */
async function deliverAll(brand: Party, creator: Party, contract: string) {
  for (const n of [1, 2]) {
    const id = `dlv-${contract.replace(/^ctr-/, '')}-${n}`;
    expect((await creator('post', `/deliverables/${id}/submissions`, { url: 'https://example.com/draft', caption: 'Draft' })).status).toBe(201);
    const approved = await brand('post', `/deliverables/${id}/approve`);
    expect(approved.status, approved.text).toBe(200);
  }
}

const statusOf = async (server: Server, id = CAMPAIGN) => (await storedCampaign(server, id))?.status;
const contractStatus = async (server: Server, id: string) => (await storedContracts(server)).find((c) => c.id === id)?.status;
const sweeps = async (server: Server) => (await ledgerRows(server)).filter((t) => t.id === transferId('sweep', CAMPAIGN));
const noticed = async (server: Server) => (await storedNotifications(server)).filter((n) => n.type === 'campaign_completed').map((n) => n.userId).sort();

describe('a campaign completes by itself when its last contract ends', () => {
  it('stays in progress while one contract is still open', async () => {
    const server = await makeServer();
    const { brand, wairimu } = await parties(server);
    await deliverAll(brand, wairimu, WAIRIMU);
    expect(await contractStatus(server, WAIRIMU)).toBe('completed');
    expect(await statusOf(server)).toBe('in_progress');
    expect(await sweeps(server)).toEqual([]);
    expect(await noticed(server)).toEqual([]);
  });

  it('completes on the last approval, in the same write, sweeping what is left in escrow back to the brand once', async () => {
    const server = await makeServer();
    const { brand, wairimu, chebet } = await parties(server);
    await deliverAll(brand, wairimu, WAIRIMU);
    const before = (await balances(server.ctx, accountCode.brand('acc-brand', 'KES'))).posted;
    await deliverAll(brand, chebet, CHEBET);
    // Read from the database: what the last approval's transaction committed.
    expect(await statusOf(server)).toBe('completed');
    expect(await sweeps(server)).toEqual([expect.objectContaining({ amount: LEFT_IN_ESCROW, creditAccountId: accountCode.brand('acc-brand', 'KES') })]);
    expect((await balances(server.ctx, accountCode.brand('acc-brand', 'KES'))).posted - before).toBe(LEFT_IN_ESCROW);
    expect((await balances(server.ctx, accountCode.escrow(CAMPAIGN))).posted).toBe(0);
    expect(await noticed(server)).toEqual(['acc-brand', 'acc-chebet', 'acc-wairimu']);

    // Later requests, the clock moving on and the rule asked again change nothing.
    server.clock.advance(30 * MINUTE);
    expect((await chebet('post', `/deliverables/dlv-duka-in-progress-chebet-1/live-link`, { url: 'https://instagram.com/p/abc' })).status).toBe(200);
    expect(await completeIfFinished(server.ctx, CAMPAIGN)).toBe(false);
    expect(await sweeps(server)).toHaveLength(1);
    expect((await ledgerRows(server)).filter((t) => t.id === transferId('sweep', CAMPAIGN))).toHaveLength(1);
    expect(await noticed(server)).toHaveLength(3);
  });

  it('completes when the last open contract ends by a dispute settled as a refund (the contract cancelled)', async () => {
    const server = await makeServer();
    const { brand, wairimu, chebet, admin } = await parties(server);
    await deliverAll(brand, wairimu, WAIRIMU);
    const id = 'dlv-duka-in-progress-chebet-1';
    expect((await chebet('post', `/deliverables/${id}/submissions`, { url: 'https://example.com/draft', caption: 'Draft' })).status).toBe(201);
    const opened = await brand('post', `/deliverables/${id}/disputes`, { reason: 'The reel does not show the product at all.' });
    expect(opened.status, opened.text).toBe(201);
    expect((await chebet('post', `/disputes/${opened.body.dispute.id}/respond`, { text: 'It is at 0:12.' })).status).toBe(200);
    const decided = await admin('post', `/admin/disputes/${opened.body.dispute.id}/decide`, { outcome: 'refund' });
    expect(decided.status, decided.text).toBe(200);
    expect(await contractStatus(server, CHEBET)).toBe('cancelled');
    expect(await statusOf(server)).toBe('completed');
    // The refunded 12,000 went back to the brand with the dispute; the sweep takes the rest.
    expect(await sweeps(server)).toEqual([expect.objectContaining({ amount: LEFT_IN_ESCROW })]);
    expect(await noticed(server)).toEqual(['acc-brand', 'acc-wairimu']);
  });

  it('completes when the brand cancels the last open contract, or an admin releases it', async () => {
    const server = await makeServer();
    const { brand, wairimu } = await parties(server);
    await deliverAll(brand, wairimu, WAIRIMU);
    const cancelled = await brand('post', `/contracts/${CHEBET}/cancel`, { reason: 'The creator stopped answering our messages.' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await statusOf(server)).toBe('completed');
    expect(await sweeps(server)).toEqual([expect.objectContaining({ amount: LEFT_IN_ESCROW })]);

    const other = await makeServer();
    const two = await parties(other);
    await deliverAll(two.brand, two.wairimu, WAIRIMU);
    const released = await two.admin('post', `/admin/contracts/${CHEBET}/release`);
    expect(released.status, released.text).toBe(200);
    expect(await statusOf(other)).toBe('completed');
  });

  it('leaves a paused campaign paused, and completes it as the brand resumes it', async () => {
    const server = await makeServer();
    const { brand } = await parties(server);
    const chama = await server.signIn('brand-chama@sauti.test');
    await setContract(server, 'ctr-chama-paused-baraka', 'completed');
    expect(await completeIfFinished(server.ctx, 'cmp-chama-paused')).toBe(false);
    expect(await statusOf(server, 'cmp-chama-paused')).toBe('in_progress_paused');
    const resumed = await request(server.app).post('/api/campaigns/cmp-chama-paused/resume').set('Authorization', `Bearer ${chama}`).send({});
    expect(resumed.status, resumed.text).toBe(200);
    expect(resumed.body.status).toBe('completed');
    expect(await statusOf(server, 'cmp-chama-paused')).toBe('completed');
    // A recruiting campaign is never completed by the rule, whatever its contracts.
    expect(await completeIfFinished(server.ctx, 'cmp-duka-recruiting')).toBe(false);
    expect((await brand('get', '/campaigns/cmp-duka-recruiting')).body.status).toBe('recruiting');
  });
});
