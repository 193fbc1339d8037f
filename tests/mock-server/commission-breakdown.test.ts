import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Contract, DeliverableTemplate } from '../../src/domain/campaign-types.ts';
import type { Deliverable } from '../../src/domain/delivery-types.ts';
import { campaignApplications } from '../../mock-server/db/schema/index.ts';
import { accountCode } from '../../mock-server/ledger/accounts.ts';
import { balances } from '../../mock-server/ledger/ledger.ts';
import { creatorNet } from '../../src/domain/commission.ts';
import { changeCampaign } from './campaigns-support.ts';
import { ledgerRows } from './money-support.ts';
import { DAY, HOUR, makeServer, SEEDED } from './support.ts';

const CAMPAIGN = 'cmp-duka-recruiting';
const APPLICATION = 'app-duka-recruiting-wambui';
const ONE: DeliverableTemplate[] = [{ platform: 'instagram', type: 'reel', quantity: 1, dueDays: 7, rights: [] }];
const FRIDAY_10_EAT = Date.parse('2026-01-09T07:00:00Z');

describe('the commission a creator is shown is the commission taken at release', () => {
  it.each([
    ['KES 8,000', 800_000],
    ['KES 8,000.55 (half a cent rounds up)', 800_055],
    ['KES 12,345.67', 1_234_567],
  ])('a fee of %s: the ledger takes creatorNet().commission and the creator is credited creatorNet().net', async (_label, fee) => {
    const server = await makeServer();
    server.clock.set(FRIDAY_10_EAT - HOUR);
    await changeCampaign(server, CAMPAIGN, { deliverables: ONE });
    await server.db.update(campaignApplications).set({ proposedFee: fee }).where(eq(campaignApplications.id, APPLICATION));
    const brand = await server.signIn(SEEDED.brand);
    const creator = await server.signIn('creator-wambui@sauti.test');
    const accepted = await request(server.app).post(`/api/applications/${APPLICATION}/accept`).set('Authorization', `Bearer ${brand}`).send({});
    expect(accepted.status, accepted.text).toBe(200);
    const contract = accepted.body.contract as Contract;
    expect(contract.agreedFee).toBe(fee);
    const shown = creatorNet(contract.agreedFee, contract.currency);

    const available = accountCode.creator(contract.creatorId, contract.currency);
    const before = (await balances(server.ctx, available)).posted;
    const read = async () => (await request(server.app).get(`/api/contracts/${contract.id}/deliverables`).set('Authorization', `Bearer ${creator}`).expect(200)).body as { contract: Contract; items: Deliverable[] };
    const id = (await read()).items[0]!.id;
    server.clock.set(FRIDAY_10_EAT);
    await request(server.app).post(`/api/deliverables/${id}/submissions`).set('Authorization', `Bearer ${creator}`).send({ url: 'https://example.com/draft', caption: 'Draft' }).expect(201);
    server.clock.set(FRIDAY_10_EAT + 5 * DAY);
    expect((await read()).contract.status).toBe('completed');

    const commission = (await ledgerRows(server)).filter((t) => t.id === `commission:${contract.id}`);
    expect(commission.map((t) => t.amount)).toEqual([shown.commission]);
    expect((await balances(server.ctx, available)).posted - before).toBe(shown.net);
    expect(shown.fee).toBe(shown.commission + shown.net);
  });
});
