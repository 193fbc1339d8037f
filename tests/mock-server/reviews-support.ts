import request from 'supertest';
import { expect } from 'vitest';
import type { Contract, DeliverableTemplate } from '../../src/domain/campaign-types.ts';
import type { Deliverable } from '../../src/domain/delivery-types.ts';
import { changeCampaign } from './campaigns-support.ts';
import { makeServer, SEEDED } from './support.ts';

export type Server = Awaited<ReturnType<typeof makeServer>>;
const ONE: DeliverableTemplate[] = [{ platform: 'instagram', type: 'reel', quantity: 1, dueDays: 7, rights: [] }];
/** When the seed's Wambui contract on cmp-duka-recruiting completes, in the tests: Monday 10:00 EAT. */
export const ENDED = Date.parse('2026-01-12T07:00:00Z');
let keys = 0;

/** The API as one signed-in user (or none); money-moving POSTs carry a fresh Idempotency-Key. */
export function client(server: Server, token: string | null) {
  const auth = <T extends request.Test>(req: T) => (token ? req.set('Authorization', `Bearer ${token}`) : req);
  return {
    get: (path: string) => auth(request(server.app).get(`/api${path}`)),
    post: (path: string, body: object = {}) => auth(request(server.app).post(`/api${path}`)).set('Idempotency-Key', `rk-${++keys}`).send(body),
  };
}
export type Client = ReturnType<typeof client>;

/**
 * Wambui's contract with Duka Fresh on cmp-duka-recruiting, one reel: accepted, submitted, and approved at ENDED,
 * which completes it (its fee released). Returns both sides, an admin and another brand.
 */
export async function endedContract(server: Server, { approve = true } = {}) {
  server.clock.set(ENDED - 3 * 60 * 60 * 1000);
  await changeCampaign(server, 'cmp-duka-recruiting', { deliverables: ONE });
  const brand = client(server, await server.signIn(SEEDED.brand));
  const creator = client(server, await server.signIn('creator-wambui@sauti.test'));
  const admin = client(server, await server.signIn(SEEDED.admin));
  const stranger = client(server, await server.signIn('brand-kahawa@sauti.test'));
  const accepted = await brand.post('/applications/app-duka-recruiting-wambui/accept');
  expect(accepted.status, accepted.text).toBe(200);
  const contract = accepted.body.contract as Contract;
  const deliverable = ((await brand.get(`/contracts/${contract.id}/deliverables`).expect(200)).body.items as Deliverable[])[0]!;
  server.clock.set(ENDED - 60 * 60 * 1000);
  expect((await creator.post(`/deliverables/${deliverable.id}/submissions`, { url: 'https://example.com/draft', caption: 'Draft' })).status).toBe(201);
  server.clock.set(ENDED);
  if (approve) expect((await brand.post(`/deliverables/${deliverable.id}/approve`)).status).toBe(200);
  /** Sessions last 7 days: after moving the clock past that, each side signs in again. */
  const again = async () => ({
    brand: client(server, await server.signIn(SEEDED.brand)),
    creator: client(server, await server.signIn('creator-wambui@sauti.test')),
    admin: client(server, await server.signIn(SEEDED.admin)),
  });
  return { contract, deliverableId: deliverable.id, brand, creator, admin, stranger, again };
}

export const GOOD = { rating: 5, text: 'Clear brief, quick answers and paid on time.' };
export const FAIR = { rating: 4, text: 'Delivered a lovely reel, a day later than agreed.' };
