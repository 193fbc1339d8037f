import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { PUBLIC_WRITE_LIMITS } from '../../mock-server/rate-limits.ts';
import { expectNoStackTrace, makeServer } from './support.ts';

const contact = (n: number, email = `sender${n}@example.co.ke`) => ({ name: `Sender ${n}`, email, subject: 'Hello', message: 'Hello Sauti.' });

describe('public writes are rate-limited per address and per email, in the database (issue 18)', () => {
  it('stores at most the per-address limit of 200 contact messages sent at once, and refuses the rest with 429 and Retry-After', async () => {
    const server = await makeServer();
    const answers = await Promise.all(Array.from({ length: 200 }, (_, n) => request(server.app).post('/api/contact').send(contact(n))));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(PUBLIC_WRITE_LIMITS.contact.perIp);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - PUBLIC_WRITE_LIMITS.contact.perIp);
    const refused = answers.find((res) => res.status === 429)!;
    expect(refused.body).toEqual({ message: expect.stringMatching(/^Too many requests from your network\. Please try again in \d+ minutes?\.$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectNoStackTrace(refused.text);
    expect(await server.records.contacts()).toHaveLength(PUBLIC_WRITE_LIMITS.contact.perIp);
  });

  it('limits one email address across addresses: the fourth survey for one inbox is refused', async () => {
    const server = await makeServer();
    const survey = (ip: string) => request(server.app).post('/api/survey').set('X-Forwarded-For', ip).send({ industrySector: 'technology', emailAddress: 'Owner@Duka.co.ke' });
    // Behind the loopback proxy the client's address comes from X-Forwarded-For, so these are four networks.
    const statuses = [];
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) statuses.push((await survey(ip)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await server.records.surveys()).toHaveLength(3);
  });

  it('shares one count between two API processes on one database', async () => {
    const one = await makeServer();
    const two = await makeServer({ database: one.database });
    const limit = PUBLIC_WRITE_LIMITS.contact.perIp;
    const statuses = [];
    for (let n = 0; n < limit + 2; n++) statuses.push((await request(n % 2 ? one.app : two.app).post('/api/contact').send(contact(n))).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(limit);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it('limits code requests per address too, before the per-email code rules', async () => {
    const server = await makeServer();
    const statuses = [];
    for (let n = 0; n <= PUBLIC_WRITE_LIMITS.code.perIp; n++) {
      statuses.push((await request(server.app).post('/api/v1/send-otp').send({ email: `nobody${n}@sauti.test`, purpose: 'register' })).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
