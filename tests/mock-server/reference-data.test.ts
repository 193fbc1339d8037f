import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { INDUSTRIES, MARKETING_GOALS, NICHE_SUGGESTIONS } from '../../src/domain/catalog.ts';
import { makeServer } from './support.ts';

describe("json-server's router: the public reference data, read-only", () => {
  it("serves spec §9's lists from their one definition, each item by id", async () => {
    const { app } = await makeServer();
    const niches = await request(app).get('/api/niches').expect(200);
    expect((niches.body as { name: string }[]).map((n) => n.name)).toEqual([...NICHE_SUGGESTIONS]);
    const industries = await request(app).get('/api/industries').expect(200);
    expect((industries.body as { name: string }[]).map((n) => n.name)).toEqual([...INDUSTRIES]);
    expect(await request(app).get('/api/industries/fashion-&-apparel').expect(200).then((r) => r.body)).toEqual({ id: 'fashion-&-apparel', name: 'Fashion & Apparel' });
    const goals = await request(app).get('/api/marketing-goals').expect(200);
    expect((goals.body as { name: string }[]).map((n) => n.name)).toEqual([...MARKETING_GOALS]);
    expect(await request(app).get('/api/platforms/twitter').expect(200).then((r) => r.body)).toEqual({ id: 'twitter', name: 'X' });
  });

  it('refuses every write with 404 and a message, and the list stays as it was', async () => {
    const { app } = await makeServer();
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const res = await request(app)[method]('/api/niches/fashion').send({ id: 'fashion', name: 'Owned' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: expect.any(String) as string });
    }
    expect(await request(app).get('/api/niches/fashion').expect(200).then((r) => r.body)).toEqual({ id: 'fashion', name: 'Fashion' });
  });

  it('serves no domain record through the router', async () => {
    const { app } = await makeServer();
    for (const name of ['accounts', 'campaigns', 'ledgerTransfers', 'payoutDetails', 'clicks']) {
      expect((await request(app).get(`/api/${name}`)).status).toBe(404);
    }
  });
});
