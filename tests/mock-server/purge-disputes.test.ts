import fs from 'node:fs';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Contract, DeliverableTemplate } from '../../src/domain/campaign-types.ts';
import type { Dispute } from '../../src/domain/dispute-types.ts';
import { evidenceFile } from '../../mock-server/delivery/disputes-evidence.ts';
import { accountCode } from '../../mock-server/ledger/accounts.ts';
import { balances, transferId } from '../../mock-server/ledger/ledger.ts';
import { ledgerRows } from './money-support.ts';
import { cancelContractFunds, commissionOn, holdIdOf } from '../../mock-server/money/holds.ts';
import { accountById, updateAccount } from '../../mock-server/people/accounts.ts';
import { PROBE_STANDS_MS } from '../../mock-server/upkeep.ts';
import { contractById } from '../../mock-server/contract-records.ts';
import { makeServer, SEEDED } from './support.ts';
import { changeCampaign, setContract } from './campaigns-support.ts';
import { campaignStatus, contractStatus, stored } from './delivery-support.ts';
import { peopleOf } from './people-support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const ONE: DeliverableTemplate[] = [{ platform: 'instagram', type: 'reel', quantity: 1, dueDays: 7, rights: [] }];
let keys = 0;

function as(server: Server, token: string) {
  const auth = <T extends request.Test>(req: T) => req.set('Authorization', `Bearer ${token}`).set('Idempotency-Key', `k-${++keys}`);
  return {
    post: (path: string, body: object = {}) => auth(request(server.app).post(`/api${path}`)).send(body),
    file: (disputeId: string) => auth(request(server.app).post(`/api/disputes/${disputeId}/evidence`)).attach('file', PNG, 'proof.png').field('text', 'See the screenshot.'),
    get: (path: string) => auth(request(server.app).get(`/api${path}`)),
  };
}

/** `contract`'s deliverable `id` is submitted, then disputed by `opener`, who adds a file as evidence, as does the other side. */
async function disputed(server: Server, creatorEmail: string, id: string, opener: 'brand' | 'creator', brandToken?: string) {
  const brand = as(server, brandToken ?? await server.signIn(SEEDED.brand));
  const creator = as(server, await server.signIn(creatorEmail));
  expect((await creator.post(`/deliverables/${id}/submissions`, { url: 'https://example.com/draft', caption: 'Draft' })).status).toBe(201);
  const [first, second] = opener === 'brand' ? [brand, creator] : [creator, brand];
  const opened = await first.post(`/deliverables/${id}/disputes`, { reason: 'We cannot agree on this reel.' });
  expect(opened.status, opened.text).toBe(201);
  const dispute = opened.body.dispute as Dispute;
  expect((await first.file(dispute.id)).status).toBe(201);
  expect((await second.file(dispute.id)).status).toBe(201);
  return { brand, creator, dispute };
}

/**
 * The account's grace period ends now; the first API request after the last upkeep probe's answer has stood its
 * time purges it (nothing the product stores falls due within that second, so the test moves the clock over it).
 */
async function purge(server: Server, accountId: string, then: ReturnType<typeof as>) {
  await updateAccount(server.ctx, accountId, { deleteAt: server.clock.now() });
  server.clock.advance(PROBE_STANDS_MS);
  await then.get('/notifications').expect(200);
  expect(await accountById(server.ctx, accountId)).toBeNull();
}

const storedDispute = async (server: Server, id: string) => (await stored.disputes(server)).find((d) => d.id === id)!;
const transfers = (server: Server) => ledgerRows(server);
const fileOn = (server: Server, fileId: string | null) => fs.existsSync(evidenceFile(server.ctx, fileId!)!.file);

describe('purging an account with an open dispute', () => {
  it('a deleted creator\'s own dispute is withdrawn and settled for the brand: the fee refunded, the contract ended, the campaign completed', async () => {
    const server = await makeServer();
    const { dispute, brand } = await disputed(server, 'creator-chebet@sauti.test', 'dlv-duka-in-progress-chebet-1', 'creator');
    // Wairimu's contract is the campaign's other one; it ends first, so Chebet's is the last open one.
    const wairimu = (await contractById(server.ctx, 'ctr-duka-in-progress-wairimu'))!;
    await cancelContractFunds(server.ctx, wairimu);
    await setContract(server, wairimu.id, 'cancelled');
    const [creatorFile, brandFile] = (await storedDispute(server, dispute.id)).evidence.map((e) => e.fileId);
    const brandBefore = (await balances(server.ctx, accountCode.brand('acc-brand', 'KES'))).posted;
    await purge(server, 'acc-chebet', brand);

    const after = (await storedDispute(server, dispute.id));
    expect(after.status).toBe('withdrawn');
    expect(after.resolution).toMatchObject({ outcome: 'refund', creatorAmount: 0, brandAmount: 1_200_000, decidedBy: 'account_deleted' });
    expect((await transfers(server)).filter((t) => t.pendingId === holdIdOf('ctr-duka-in-progress-chebet')).map((t) => t.flags.void)).toEqual([true]);
    expect(await contractStatus(server, 'ctr-duka-in-progress-chebet')).toBe('cancelled');
    // Nothing holds the escrow any more, so the campaign completed and its escrow came back to the brand.
    expect(await campaignStatus(server, 'cmp-duka-in-progress')).toBe('completed');
    expect((await balances(server.ctx, accountCode.escrow('cmp-duka-in-progress'))).posted).toBe(0);
    expect((await balances(server.ctx, accountCode.brand('acc-brand', 'KES'))).posted - brandBefore).toBe(9_000_000 - 1_800_000);
    // The creator's evidence file is gone; the brand's stays, as its own record.
    expect([after.evidence[0]!.fileId, fileOn(server, creatorFile!)]).toEqual([null, false]);
    expect([after.evidence[1]!.fileId, fileOn(server, brandFile!)]).toEqual([brandFile, true]);
    const notices = (await peopleOf(server).notifications()).filter((n) => n.type === 'dispute_resolved');
    expect(notices.map((n) => n.userId)).toEqual(['acc-brand']);
    expect(notices[0]!.body).toContain('settled for the side that stayed, as the other side deleted their account');
  });

  it('a creator\'s dispute in mediation with a deleted brand is decided for the creator: the fee released, less commission, before the campaign is cancelled', async () => {
    const server = await makeServer();
    await changeCampaign(server, 'cmp-duka-recruiting', { deliverables: ONE });
    const brandToken = await server.signIn(SEEDED.brand);
    const accepted = await as(server, brandToken).post('/applications/app-duka-recruiting-wambui/accept');
    expect(accepted.status, accepted.text).toBe(200);
    const contract = accepted.body.contract as Contract;
    const deliverableId = (await stored.deliverables(server)).find((d) => d.contractId === contract.id)!.id;
    const { dispute, creator, brand } = await disputed(server, 'creator-wambui@sauti.test', deliverableId, 'creator', brandToken);
    expect((await brand.post(`/disputes/${dispute.id}/respond`, { text: 'The product is not in it.' })).status).toBe(200);
    const [creatorFile, brandFile] = (await storedDispute(server, dispute.id)).evidence.map((e) => e.fileId);
    await purge(server, 'acc-brand', creator);

    const after = (await storedDispute(server, dispute.id));
    expect(after.status).toBe('resolved');
    expect(after.resolution).toMatchObject({ outcome: 'release', creatorAmount: contract.agreedFee, brandAmount: 0 });
    expect((await transfers(server)).some((t) => t.id === transferId('post', holdIdOf(contract.id)))).toBe(true);
    expect((await balances(server.ctx, accountCode.creator('acc-wambui', 'KES'))).posted).toBeGreaterThanOrEqual(contract.agreedFee - commissionOn(contract.agreedFee));
    expect(await contractStatus(server, contract.id)).toBe('completed');
    expect((await stored.deliverables(server)).find((d) => d.id === deliverableId)?.status).toBe('approved');
    expect(await campaignStatus(server, 'cmp-duka-recruiting')).toBe('cancelled');
    expect([fileOn(server, brandFile!), fileOn(server, creatorFile!)]).toEqual([false, true]);
    expect((await peopleOf(server).notifications()).filter((n) => n.type === 'dispute_resolved').map((n) => n.userId)).toEqual(['acc-wambui']);
  });
});
