import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '../../mock-server/routes/contact.ts';
import { expectNoStackTrace, makeServer, scriptedRandom } from './support.ts';

const good = { name: 'Amina Otieno', email: 'amina@example.co.ke', subject: 'Partnership', message: 'Hello Sauti, we would like to talk.' };

interface ErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

async function setup(options: { rateLimits?: boolean } = {}) {
  const server = await makeServer({ random: scriptedRandom(['123456']), ...options });
  const post = (body: unknown) => request(server.app).post('/api/contact').send(body as object);
  const stored = () => server.records.contacts();
  return { ...server, post, stored };
}

describe('POST /api/contact', () => {
  it('stores the message and answers 201 with the stored record', async () => {
    const { post, stored, clock } = await setup();
    const res = await post(good);
    expect(res.status).toBe(201);
    const record = { id: 'id-1', ...good, createdAt: new Date(clock.now()).toISOString() };
    expect(res.body).toEqual(record);
    expect(await stored()).toEqual([record]);
  });

  it('trims every field and ignores fields the client should not set', async () => {
    const { post, stored } = await setup();
    const res = await post({ name: '  Amina  ', email: ' amina@example.co.ke ', subject: ' Hi ', message: '\n Hello \n', id: 'mine', createdAt: 'then', admin: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: 'id-1', name: 'Amina', email: 'amina@example.co.ke', subject: 'Hi', message: 'Hello' });
    expect(res.body).not.toHaveProperty('admin');
    expect(await stored()).toEqual([res.body]);
  });

  it('refuses missing fields with 422 and an errors map naming each of them, storing nothing', async () => {
    const { post, stored } = await setup();
    const res = await post({});
    expect(res.status).toBe(422);
    const body = res.body as ErrorBody;
    expect(body.message).toBeTruthy();
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(body.errors.name).toEqual(['Name is required.']);
    expect(await stored()).toEqual([]);
    expectNoStackTrace(res.text);
  });

  it('refuses blank (whitespace-only) fields and a badly formed email with 422', async () => {
    const { post, stored } = await setup();
    const res = await post({ ...good, name: '   ', email: 'amina@' });
    expect(res.status).toBe(422);
    const { errors } = res.body as ErrorBody;
    expect(errors.name).toEqual(['Name is required.']);
    expect(errors.email).toEqual(['Enter a valid email address.']);
    expect(errors.subject).toBeUndefined();
    expect(await stored()).toEqual([]);
  });

  it('refuses fields of the wrong type with 422', async () => {
    const { post, stored } = await setup();
    const res = await post({ ...good, message: 42, subject: ['x'] });
    expect(res.status).toBe(422);
    expect(Object.keys((res.body as ErrorBody).errors).sort()).toEqual(['message', 'subject']);
    expect(await stored()).toEqual([]);
  });

  it('refuses each field one character over its cap, and accepts it at the cap', async () => {
    // Many posts from one address: the rate limit (tests/mock-server/rate-limits.test.ts) is not what this is about.
    const { post, stored } = await setup({ rateLimits: false });
    for (const field of ['name', 'subject', 'message'] as const) {
      const max = CONTACT_LIMITS[field];
      const over = await post({ ...good, [field]: 'a'.repeat(max + 1) });
      expect(over.status, field).toBe(422);
      expect((over.body as ErrorBody).errors[field], field).toEqual([expect.stringContaining(`${max} characters`)]);
    }
    const longEmail = `${'a'.repeat(CONTACT_LIMITS.email)}@example.com`;
    expect((await post({ ...good, email: longEmail })).status).toBe(422);
    expect(await stored()).toEqual([]);
    const atCap = await post({ ...good, message: 'a'.repeat(CONTACT_LIMITS.message) });
    expect(atCap.status).toBe(201);
    expect(await stored()).toHaveLength(1);
  });

  it('refuses an oversized body with 413 and no stack trace', async () => {
    const { post, stored } = await setup();
    const res = await post({ ...good, message: 'a'.repeat(200_000) });
    expect(res.status).toBe(413);
    expectNoStackTrace(res.text);
    expect(await stored()).toEqual([]);
  });

  it('refuses a body that is not JSON with 422 and no stack trace', async () => {
    const { app, stored } = await setup();
    const res = await request(app).post('/api/contact').set('Content-Type', 'application/json').send('{"name": ');
    expect(res.status).toBe(422);
    expectNoStackTrace(res.text);
    expect(await stored()).toEqual([]);
  });

  it('keeps stored messages private: the contacts collection is not readable', async () => {
    const { app, post } = await setup();
    await post(good);
    const res = await request(app).get('/api/contacts');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain(good.email);
  });
});
