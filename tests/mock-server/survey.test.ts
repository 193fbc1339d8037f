import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { expectNoStackTrace, makeServer, scriptedRandom } from './support.ts';

const good = { industrySector: 'technology', emailAddress: 'owner@duka.co.ke' };

describe('POST /api/survey', () => {
  it('stores a good submission and answers 201 with the stored record, lists defaulting to empty', async () => {
    const { app, records } = await makeServer({ random: scriptedRandom(['000000']) });
    const res = await request(app)
      .post('/api/survey')
      .send({ ...good, marketingGoals: ['brand-awareness', 'other'], marketingGoalsOther: 'Reach diaspora customers', sautiInterest: 'very-interested' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: 'id-1',
      industrySector: 'technology',
      emailAddress: 'owner@duka.co.ke',
      marketingGoals: ['brand-awareness', 'other'],
      marketingGoalsOther: 'Reach diaspora customers',
      sautiInterest: 'very-interested',
      marketingActivities: [],
      socialMediaHesitation: [],
      supportGuidance: [],
      createdAt: '2026-01-05T07:00:00.000Z',
    });
    expect(await records.surveys()).toEqual([res.body]);
  });

  it('stores every one of many submissions sent at once (one insert for those that arrive together), each answered with its own record', async () => {
    // The per-address and per-email limits would refuse a burst from one place (rate-limits.test.ts).
    const { app, records } = await makeServer({ rateLimits: false });
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => request(app).post('/api/survey').send({ ...good, emailAddress: `owner${i}@duka.co.ke`, companyName: `Duka ${i}` })));
    expect(answers.map((res) => res.status)).toEqual(Array(25).fill(201));
    expect(new Set(answers.map((res) => res.body.id)).size).toBe(25);
    const stored = await records.surveys();
    expect(stored).toHaveLength(25);
    const byId = (a: Record<string, unknown>, b: Record<string, unknown>) => (String(a.id) < String(b.id) ? -1 : 1);
    expect([...stored].sort(byId)).toEqual(answers.map((res) => res.body as Record<string, unknown>).sort(byId));
  });

  it('drops fields the survey does not have', async () => {
    const { app, records } = await makeServer();
    const res = await request(app).post('/api/survey').send({ ...good, isAdmin: true });
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty('isAdmin');
    expect(await records.surveys()).toEqual([res.body]);
  });

  it('refuses a submission without industrySector with 422 and a field errors map, storing nothing', async () => {
    const { app, records } = await makeServer();
    const res = await request(app).post('/api/survey').send({ emailAddress: good.emailAddress });
    expect(res.status).toBe(422);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.errors).toEqual({ industrySector: ['Industry or sector is required.'] });
    expect(await records.surveys()).toEqual([]);
  });

  it('refuses an industry that is not one of the listed ones', async () => {
    const { app } = await makeServer();
    const res = await request(app).post('/api/survey').send({ ...good, industrySector: 'space-mining' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ industrySector: ['Choose one of the listed industries.'] });
  });

  it("refuses a missing or blank email with 'Email is required'", async () => {
    const { app } = await makeServer();
    for (const emailAddress of [undefined, '   ']) {
      const res = await request(app).post('/api/survey').send({ industrySector: 'retail', emailAddress });
      expect(res.status).toBe(422);
      expect(res.body.errors.emailAddress).toEqual(['Email is required']);
    }
  });

  it("refuses an email the browser's looser rule accepts but that has no domain dot (owner@localhost)", async () => {
    const { app, records } = await makeServer();
    const res = await request(app).post('/api/survey').send({ ...good, emailAddress: 'owner@localhost' });
    expect(res.status).toBe(422);
    expect(res.body.errors.emailAddress[0]).toMatch(/valid email/);
    expect(await records.surveys()).toEqual([]);
  });

  it('refuses lists that are not lists and over-long answers, naming each field', async () => {
    const { app } = await makeServer();
    const res = await request(app)
      .post('/api/survey')
      .send({ ...good, marketingGoals: 'brand-awareness', biggestChallenge: 'x'.repeat(5001) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['biggestChallenge', 'marketingGoals']);
  });

  it('answers a body that is not JSON with 422 JSON and no stack trace', async () => {
    const { app } = await makeServer();
    const res = await request(app).post('/api/survey').set('Content-Type', 'application/json').send('{"industrySector":');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ body: ['Send a valid JSON body.'] });
    expectNoStackTrace(res.text);
  });
});
