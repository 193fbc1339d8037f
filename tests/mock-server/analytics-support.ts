import request from 'supertest';
import { expect } from 'vitest';
import type { Conversion } from '../../src/domain/tracking-types.ts';
import { clicks, conversions } from '../../mock-server/db/schema/index.ts';
import { stored } from './delivery-support.ts';
import { makeServer, SEEDED } from './support.ts';

export type Server = Awaited<ReturnType<typeof makeServer>>;

/** The seeded in-progress campaign of brand@sauti.test: two active contracts, fees held (KES 18,000 and 12,000), launch fee KES 4,500. */
export const CAMPAIGN = 'cmp-duka-in-progress';
export const WAIRIMU = { contract: 'ctr-duka-in-progress-wairimu', creator: 'acc-wairimu', email: 'creator-wairimu@sauti.test' };
export const CHEBET = { contract: 'ctr-duka-in-progress-chebet', creator: 'acc-chebet', email: 'creator-chebet@sauti.test' };
export const NOW = Date.parse('2026-11-10T07:00:00Z');
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

export const FIGURES = { impressions: '40000', reach: '30000', likes: '1500', comments: '200', shares: '200', saves: '100', views: '52000', periodStart: '2026-10-23', periodEnd: '2026-11-01' };

/** A creator's report through the API: the figures as multipart fields and a screenshot. */
export function postReport(server: Server, token: string, contractId: string, fields: Record<string, string> = FIGURES, file: { data: Buffer; name: string } | null = { data: PNG, name: 'stats.png' }) {
  let req = request(server.app).post(`/api/contracts/${contractId}/metrics`).set('Authorization', `Bearer ${token}`);
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  return file ? req.attach('screenshot', file.data, file.name) : req;
}

/** `n` counted clicks on the contract's web link at `at` (pushed as the redirect records them, without 400 requests). */
export async function addClicks(server: Server, contractId: string, n: number, at: string) {
  const link = (await stored.links(server)).find((l) => l.contractId === contractId && l.kind === 'web')!;
  const rows = Array.from({ length: n }, (_, i) => ({ id: `clk-${contractId}-${at}-${i}`, linkId: link.id, at, country: 'KE', device: 'mobile', referrer: null, ipHash: `h${i}` }));
  if (rows.length > 0) await server.db.insert(clicks).values(rows);
}

/** `n` sales of `amount` each, attributed to the contract (or unattributed for the campaign when null). */
export async function addSales(server: Server, contractId: string | null, n: number, amount: number, at: string, currency: Conversion['currency'] = 'KES') {
  const rows = Array.from({ length: n }, (_, i) => ({
    id: `cnv-${contractId}-${at}-${i}`, campaignId: CAMPAIGN, contractId, brandId: 'acc-brand', type: 'sale', amount, currency,
    source: 'manual', externalRef: `order-${contractId}-${at}-${i}`, clickId: null, code: null, at,
  }));
  if (rows.length > 0) await server.db.insert(conversions).values(rows);
}

/**
 * The fixture: Wairimu reports 40,000 impressions and 2,000 engagements, gets 400 clicks and 20 sales of KES 5,000;
 * Chebet reports nothing and has no clicks or sales. Returns signed-in tokens.
 */
export async function fixture() {
  const server = await makeServer();
  server.clock.set(NOW);
  const tokens = { brand: await server.signIn(SEEDED.brand), wairimu: await server.signIn(WAIRIMU.email), admin: await server.signIn(SEEDED.admin) };
  const posted = await postReport(server, tokens.wairimu, WAIRIMU.contract);
  expect(posted.status, posted.text).toBe(201);
  await addClicks(server, WAIRIMU.contract, 300, '2026-11-02T20:59:00.000Z');
  await addClicks(server, WAIRIMU.contract, 100, '2026-11-02T21:00:00.000Z');
  await addSales(server, WAIRIMU.contract, 20, 500_000, '2026-11-03T09:00:00.000Z');
  const get = (url: string, token: string | null = tokens.brand) => {
    const req = request(server.app).get(`/api${url}`);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };
  return { server, tokens, get };
}
