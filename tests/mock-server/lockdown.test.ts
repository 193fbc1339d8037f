import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { accounts, otps, otpSends, sessions, webhookSecrets } from '../../mock-server/db/schema/index.ts';
import { ALLOWED_ORIGIN, SEEDED, expectNoStackTrace, makeServer } from './support.ts';

const SECRET_COLLECTIONS = ['otps', 'sessions', 'accounts', 'sends', 'webhookSecrets'] as const;

/** A server with at least one record in every secret collection. */
async function serverWithSecrets() {
  const server = await makeServer();
  const token = await server.signIn(SEEDED.brand);
  await request(server.app).get('/api/brands/me/webhook-secret').set('Authorization', `Bearer ${token}`).expect(200);
  for (const name of SECRET_COLLECTIONS) expect((await secrets(server, name)).length).toBeGreaterThan(0);
  return server;
}

/** A secret collection's records, from the table that keeps them. */
async function secrets(server: Awaited<ReturnType<typeof makeServer>>, name: (typeof SECRET_COLLECTIONS)[number]): Promise<Array<{ id?: string }>> {
  if (name === 'otps') return server.rows(otps);
  if (name === 'sessions') return server.rows(sessions);
  if (name === 'sends') return server.rows(otpSends);
  if (name === 'accounts') return server.rows(accounts);
  return (await server.rows(webhookSecrets)).map((s) => ({ id: s.brandId }));
}

function expectNotFoundJson(res: request.Response): void {
  expect(res.status).toBe(404);
  expect(res.type).toBe('application/json');
  expect(res.body).toEqual({ message: expect.any(String) });
}

describe('the local API is locked down', () => {
  it('does not serve the whole database at GET /api/db', async () => {
    const { app } = await serverWithSecrets();
    const res = await request(app).get('/api/db');
    expectNotFoundJson(res);
    expect(res.text).not.toContain(SEEDED.brand);
  });

  it.each(SECRET_COLLECTIONS)('keeps the secret collection "%s" unreachable', async (name) => {
    const server = await serverWithSecrets();
    const { app } = server;
    const [first] = await secrets(server, name);
    for (const path of [`/api/${name}`, `/api/${name}/${first?.id ?? 'x'}`, `/api/${name}?_limit=1`]) {
      const res = await request(app).get(path);
      expectNotFoundJson(res);
      expect(res.text).not.toContain(SEEDED.brand);
    }
  });

  it.each(SECRET_COLLECTIONS)('does not reach "%s" through a nested route under the public roles', async (name) => {
    const { app } = await serverWithSecrets();
    for (const path of [`/api/roles/product-manager/${name}`, `/api/roles/x/${name.toUpperCase()}`, `/api/roles/product-manager?_embed=${name}`]) {
      const res = await request(app).get(path);
      expect(res.text).not.toContain(SEEDED.brand);
      expect(res.text).not.toMatch(/codeHash|tokenHash/);
    }
    expectNotFoundJson(await request(app).get(`/api/roles/product-manager/${name}`));
  });

  it('answers an unknown role id with 404 and a message, like every other error', async () => {
    const { app } = await makeServer();
    const res = await request(app).get('/api/roles/no-such-role').expect(404);
    expect(res.body).toEqual({ message: 'There is no such record.' });
  });

  it('lists the public roles at GET /api/roles', async () => {
    const { app } = await makeServer();
    const list = await request(app).get('/api/roles');
    expect(list.status).toBe(200);
    expect((list.body as { id: string }[]).map((r) => r.id)).toEqual(['product-manager', 'assistant-fullstack-developer', 'strategic-advisor']);
    const one = await request(app).get('/api/roles/strategic-advisor');
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: 'strategic-advisor', title: 'Strategic Advisor' });
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('refuses %s on the roles with 404 and leaves them unchanged', async (method) => {
    const { app } = await makeServer();
    const roles = async () => (await request(app).get('/api/roles').expect(200)).body as unknown;
    const before = await roles();
    for (const path of ['/api/roles', '/api/roles/product-manager']) {
      const res = await request(app)[method](path).send({ id: 'hacker', title: 'Owned', open: true });
      expectNotFoundJson(res);
    }
    const overridden = await request(app).post('/api/roles/product-manager').set('X-HTTP-Method-Override', 'DELETE');
    expectNotFoundJson(overridden);
    expect(await roles()).toEqual(before);
  });

  it('sends no CORS header to an origin outside the allow-list', async () => {
    const { app } = await makeServer();
    const simple = await request(app).get('/api/roles').set('Origin', 'https://evil.example');
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(app)
      .options('/api/v1/send-otp')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('echoes an allowed origin exactly in Access-Control-Allow-Origin', async () => {
    const { app } = await makeServer();
    const simple = await request(app).get('/api/roles').set('Origin', ALLOWED_ORIGIN);
    expect(simple.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    const preflight = await request(app)
      .options('/api/v1/verify-otp')
      .set('Origin', ALLOWED_ORIGIN)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,authorization');
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
  });

  it('answers a malformed JSON body with 422 { message, errors } and no stack trace', async () => {
    const { app } = await makeServer();
    const res = await request(app).post('/api/v1/send-otp').set('Content-Type', 'application/json').send('{"email": "brand@sauti.test",');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: expect.any(String), errors: { body: [expect.any(String)] } });
    expectNoStackTrace(res.text);
  });

  it('answers a body that breaks the schema with 422 and an error per field, without a stack trace', async () => {
    const { app } = await makeServer();
    const res = await request(app).post('/api/v1/send-otp').send({ email: 'not-an-email', purpose: 'steal' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: expect.any(String),
      errors: { email: [expect.any(String)], purpose: [expect.any(String)] },
    });
    expectNoStackTrace(res.text);
  });

  it('never returns a stack trace when json-server fails on an odd query or body', async () => {
    const { app } = await makeServer();
    // json-server still logs the failure on the server side; keep the test output quiet.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const responses = [
      await request(app).get('/api/roles?title_like=('),
      await request(app).get('/api/roles?_sort[]=title'),
      await request(app).get('/api/roles').set('Content-Type', 'application/x-www-form-urlencoded; charset=nope').send('a=b'),
    ];
    for (const res of responses) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expect.any(String) });
      expectNoStackTrace(res.text);
    }
  });

  it('ignores json-server\'s _delay, so a client cannot hold a response open', async () => {
    const { app } = await makeServer();
    const res = await request(app).get('/api/roles?_delay=600000').timeout(3000);
    expect(res.status).toBe(200);
  });

  it('answers an unknown /api path with 404 JSON { message }', async () => {
    const { app } = await makeServer();
    for (const path of ['/api/nothing-here', '/api/v1/nothing/here', '/api/roles/product-manager/extra/deep']) {
      expectNotFoundJson(await request(app).get(path));
    }
    expectNotFoundJson(await request(app).post('/api/v2/send-otp').send({}));
  });

  describe('in production', () => {
    it('hides the dev mailbox, the dev helpers and the social sign-in stand-in', async () => {
      const { app, api, rows } = await makeServer({ mode: 'production' });
      expect((await api.sendCode(SEEDED.brand, 'login')).status).toBe(200);
      const mailbox = await request(app).get('/api/dev/mailbox');
      expectNotFoundJson(mailbox);
      expect(mailbox.text).not.toContain(SEEDED.brand);
      expectNotFoundJson(await request(app).post('/api/dev/clock').send({ advanceMs: 60_000 }));
      const accountsBefore = (await rows(accounts)).length;
      expectNotFoundJson(await request(app).post('/api/dev/reset'));
      expectNotFoundJson(await request(app).get('/api/v1/auth/google/redirect'));
      expectNotFoundJson(await request(app).get('/api/v1/auth/apple/redirect'));
      expectNotFoundJson(await request(app).get('/api/v1/auth/google/callback?email=someone%40example.test'));
      expect(await rows(accounts)).toHaveLength(accountsBefore);
      expect(await rows(sessions)).toHaveLength(0);
    });
  });

  describe('in development', () => {
    it('shows mailed codes in the dev mailbox', async () => {
      const { app, api, latestCode } = await makeServer();
      expect((await api.sendCode(SEEDED.brand, 'login')).status).toBe(200);
      const res = await request(app).get('/api/dev/mailbox').query({ to: SEEDED.brand });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ messages: [expect.objectContaining({ to: SEEDED.brand, code: latestCode(SEEDED.brand) })] });
    });

    it('serves the social sign-in stand-in, which signs into the existing account whatever the email case and returns a token', async () => {
      const { app, api } = await makeServer();
      const browser = request.agent(app); // the redirect's cookie binds the callback to this browser (decision 0020)
      const page = await browser.get('/api/v1/auth/google/redirect');
      expect(page.status).toBe(200);
      expect(page.type).toBe('text/html');
      expect(page.text).toContain(SEEDED.brand);
      const state = /name="state" value="([^"]*)"/.exec(page.text)?.[1];
      const back = await browser.get('/api/v1/auth/google/callback').query({ email: ' Partner@Sauti.TEST ', state });
      expect(back.status).toBe(302);
      const token = /#token=([^&]+)&provider=google$/.exec(back.headers.location ?? '')?.[1];
      expect(token).toBeDefined();
      const me = await api.me(decodeURIComponent(token ?? ''));
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ user: { email: SEEDED.partner, role: 'partner' } });
    });
  });
});
