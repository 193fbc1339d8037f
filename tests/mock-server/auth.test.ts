import request from 'supertest';
import { otps, sessions } from '../../mock-server/db/schema/index.ts';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../mock-server/crypto.ts';
import { findSession } from '../../mock-server/sessions.ts';
import { peopleOf } from './people-support.ts';
import { DAY, HOUR, MINUTE, SECOND, SEEDED, countStatements, expectNoStackTrace, fakeRequest, makeServer, scriptedRandom } from './support.ts';

interface Session {
  user: { id: string; email: string; role: string | null };
  token: string;
}

/** Any 6-digit code other than `right`. */
function wrongCode(right: string, n = 0): string {
  const code = String(n % 1_000_000).padStart(6, '0');
  return code === right ? String((n + 1) % 1_000_000).padStart(6, '0') : code;
}

describe('asking for a code', () => {
  it('refuses a login code for an unknown email with 404 "No account found"', async () => {
    const { api, mailbox } = await makeServer();
    const res = await api.sendCode('nobody@sauti.test', 'login');
    expect(res.status).toBe(404);
    expect((res.body as { message: string }).message).toContain('No account found');
    expect(mailbox.messages('nobody@sauti.test')).toHaveLength(0);
  });

  it('refuses to register an existing email with 409 and points to log in', async () => {
    const { api, mailbox } = await makeServer();
    const res = await api.sendCode(SEEDED.influencer, 'register');
    expect(res.status).toBe(409);
    expect((res.body as { message: string }).message).toMatch(/log in/i);
    expect(mailbox.messages(SEEDED.influencer)).toHaveLength(0);
  });

  it('treats emails as trimmed and case-insensitive', async () => {
    const { api, latestCode } = await makeServer();
    expect((await api.sendCode(' Brand@SAUTI.test ', 'login')).status).toBe(200);
    const res = await api.verify('brand@sauti.test', 'login', latestCode('brand@sauti.test'));
    expect(res.status).toBe(200);
    expect((res.body as Session).user.email).toBe(SEEDED.brand);
  });
});

describe('verifying a code', () => {
  it('returns { user, token } for a good code, and the token opens /me', async () => {
    const { api, latestCode } = await makeServer();
    await api.sendCode(SEEDED.brand, 'login');
    const res = await api.verify(SEEDED.brand, 'login', latestCode(SEEDED.brand));
    expect(res.status).toBe(200);
    const body = res.body as Session;
    expect(body).toEqual({ user: { id: 'acc-brand', email: SEEDED.brand, name: 'Wanjiru Kamau', role: 'brand', avatar: null, trial: null, deleteAt: null, plan: { id: 'free', name: 'Free tier', status: 'free', until: null } }, token: expect.any(String) });
    const me = await api.me(body.token);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ user: body.user });
  });

  it('refuses /me without a token or with an unknown token', async () => {
    const { app, api } = await makeServer();
    expect((await request(app).get('/api/v1/auth/me')).status).toBe(401);
    expect((await api.me('not-a-real-token')).status).toBe(401);
  });

  it('creates the account only once the register code is verified, with no role yet', async () => {
    const server = await makeServer();
    const { api, latestCode } = server;
    const email = 'fresh.creator@example.test';
    expect((await api.sendCode(email, 'register')).status).toBe(200);
    expect(await peopleOf(server).account(email)).toBeUndefined();
    const res = await api.verify(email, 'register', latestCode(email));
    expect(res.status).toBe(200);
    expect((res.body as Session).user).toMatchObject({ email, role: null });
    const accounts = (await peopleOf(server).accounts()).filter((a) => a.email === email);
    expect(accounts).toEqual([expect.objectContaining({ email, role: null })]);
  });

  it('does not create an account when the register code is wrong', async () => {
    const server = await makeServer();
    const { api, latestCode } = server;
    const email = 'wrong.code@example.test';
    await api.sendCode(email, 'register');
    expect((await api.verify(email, 'register', wrongCode(latestCode(email)))).status).toBe(400);
    expect(await peopleOf(server).account(email)).toBeUndefined();
  });

  it('accepts a code only once and says so on the second try', async () => {
    const { api, latestCode } = await makeServer();
    await api.sendCode(SEEDED.partner, 'login');
    const code = latestCode(SEEDED.partner);
    expect((await api.verify(SEEDED.partner, 'login', code)).status).toBe(200);
    const again = await api.verify(SEEDED.partner, 'login', code);
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.body).not.toHaveProperty('token');
    expect((again.body as { message: string }).message).toMatch(/already been used/);
  });

  it('still accepts a code at 9 minutes 59 seconds', async () => {
    const { api, clock, latestCode } = await makeServer();
    await api.sendCode(SEEDED.brand, 'login');
    clock.advance(9 * MINUTE + 59 * SECOND);
    expect((await api.verify(SEEDED.brand, 'login', latestCode(SEEDED.brand))).status).toBe(200);
  });

  it('refuses a code as expired 10 minutes and 1 ms after it was sent', async () => {
    const { api, clock, latestCode } = await makeServer();
    await api.sendCode(SEEDED.brand, 'login');
    clock.advance(10 * MINUTE + 1);
    const res = await api.verify(SEEDED.brand, 'login', latestCode(SEEDED.brand));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toHaveProperty('token');
    expect((res.body as { message: string }).message).toContain('expired');
  });

  it('still accepts the right code after four wrong attempts', async () => {
    const { api, latestCode } = await makeServer();
    await api.sendCode(SEEDED.admin, 'login');
    const code = latestCode(SEEDED.admin);
    for (let i = 0; i < 4; i++) expect((await api.verify(SEEDED.admin, 'login', wrongCode(code, i))).status).toBe(400);
    expect((await api.verify(SEEDED.admin, 'login', code)).status).toBe(200);
  });

  it('kills the code on the 5th wrong attempt, so even the right code is then refused', async () => {
    const { api, latestCode } = await makeServer();
    await api.sendCode(SEEDED.admin, 'login');
    const code = latestCode(SEEDED.admin);
    for (let i = 0; i < 4; i++) await api.verify(SEEDED.admin, 'login', wrongCode(code, i));
    const fifth = await api.verify(SEEDED.admin, 'login', wrongCode(code, 4));
    expect(fifth.status).toBeGreaterThanOrEqual(400);
    expect((fifth.body as { message: string }).message).toMatch(/too many wrong attempts/i);
    const right = await api.verify(SEEDED.admin, 'login', code);
    expect(right.status).toBeGreaterThanOrEqual(400);
    expect(right.body).not.toHaveProperty('token');
  });

  it('refuses all of 1,000 wrong codes for one email, then the right one, and never issues a token', async () => {
    const { api, latestCode, rows } = await makeServer();
    await api.sendCode(SEEDED.influencer, 'login');
    const code = latestCode(SEEDED.influencer);
    const guesses = Array.from({ length: 1000 }, (_, i) => wrongCode(code, i * 997));
    for (let batch = 0; batch < guesses.length; batch += 50) {
      const responses = await Promise.all(guesses.slice(batch, batch + 50).map((g) => api.verify(SEEDED.influencer, 'login', g)));
      for (const res of responses) {
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.body).not.toHaveProperty('token');
      }
    }
    const right = await api.verify(SEEDED.influencer, 'login', code);
    expect(right.status).toBeGreaterThanOrEqual(400);
    expect(right.body).not.toHaveProperty('token');
    expect(await rows(sessions)).toEqual([]);
  });

  it('answers a non-numeric code or missing fields with 422 and field errors', async () => {
    const { app, api } = await makeServer();
    await api.sendCode(SEEDED.brand, 'login');
    const letters = await api.verify(SEEDED.brand, 'login', '12a456');
    expect(letters.status).toBe(422);
    expect(letters.body).toEqual({ message: expect.any(String), errors: { otp: [expect.any(String)] } });
    const empty = await request(app).post('/api/v1/verify-otp').send({});
    expect(empty.status).toBe(422);
    expect(Object.keys((empty.body as { errors: object }).errors).sort()).toEqual(['email', 'otp', 'purpose']);
    expectNoStackTrace(empty.text);
  });
});

describe('resending a code', () => {
  it('kills the old code when a new one is sent', async () => {
    const { api, clock, latestCode } = await makeServer();
    await api.sendCode(SEEDED.brand, 'login');
    const oldCode = latestCode(SEEDED.brand);
    clock.advance(61 * SECOND);
    expect((await api.resendCode(SEEDED.brand, 'login')).status).toBe(200);
    const newCode = latestCode(SEEDED.brand);
    expect(newCode).not.toBe(oldCode);
    const old = await api.verify(SEEDED.brand, 'login', oldCode);
    expect(old.status).toBeGreaterThanOrEqual(400);
    expect(old.body).not.toHaveProperty('token');
    expect((await api.verify(SEEDED.brand, 'login', newCode)).status).toBe(200);
  });

  it('marks the earlier code dead in the data file when a new one is sent', async () => {
    const { api, clock, rows } = await makeServer();
    await api.sendCode(SEEDED.brand, 'login');
    clock.advance(61 * SECOND);
    await api.resendCode(SEEDED.brand, 'login');
    expect((await rows(otps)).sort((a, b) => a.createdAt - b.createdAt).map((o) => o.status)).toEqual(['dead', 'active']);
  });

  it('refuses a resend within 60 seconds with 429, Retry-After and a human message', async () => {
    const { api, clock, mailbox } = await makeServer();
    await api.sendCode(SEEDED.brand, 'login');
    clock.advance(59 * SECOND);
    const early = await api.resendCode(SEEDED.brand, 'login');
    expect(early.status).toBe(429);
    expect(early.headers['retry-after']).toBe('1');
    expect((early.body as { message: string }).message).toBe('Please wait 1 second before requesting another code.');
    expect(mailbox.messages(SEEDED.brand)).toHaveLength(1);
    clock.advance(1 * SECOND);
    expect((await api.resendCode(SEEDED.brand, 'login')).status).toBe(200);
    expect(mailbox.messages(SEEDED.brand)).toHaveLength(2);
  });

  it('applies the 60-second wait to send-otp too, so a fresh send cannot skip the resend cooldown', async () => {
    const { api, clock } = await makeServer();
    await api.sendCode(SEEDED.brand, 'login');
    clock.advance(30 * SECOND);
    const again = await api.sendCode(SEEDED.brand, 'login');
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toBe('30');
  });

  it('sends at most 5 codes per email per hour, then 429 with Retry-After until the hour has passed', async () => {
    const { api, clock, mailbox } = await makeServer();
    expect((await api.sendCode(SEEDED.partner, 'login')).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      clock.advance(61 * SECOND);
      expect((await api.resendCode(SEEDED.partner, 'login')).status).toBe(200);
    }
    clock.advance(61 * SECOND);
    for (const res of [await api.sendCode(SEEDED.partner, 'login'), await api.resendCode(SEEDED.partner, 'login')]) {
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBe(String(HOUR / SECOND - 5 * 61));
      expect((res.body as { message: string }).message).toMatch(/^Too many codes were requested for this email\. Please try again in \d+ minutes\.$/);
    }
    expect(mailbox.messages(SEEDED.partner)).toHaveLength(5);
    clock.advance(HOUR - 5 * 61 * SECOND - 1);
    expect((await api.sendCode(SEEDED.partner, 'login')).status).toBe(429);
    clock.advance(1);
    expect((await api.sendCode(SEEDED.partner, 'login')).status).toBe(200);
  });
});

describe('sessions', () => {
  it('revokes the token on logout, so /me then answers 401', async () => {
    const { api, signIn } = await makeServer();
    const token = await signIn(SEEDED.brand);
    const other = await signIn(SEEDED.influencer);
    expect((await api.logout(token)).status).toBe(204);
    expect((await api.me(token)).status).toBe(401);
    expect((await api.logout(token)).status).toBe(401);
    expect((await api.me(other)).status).toBe(200);
  });

  it('refuses a token with 401 once 7 days have passed', async () => {
    const { api, clock, signIn } = await makeServer();
    const token = await signIn(SEEDED.newcomer);
    clock.advance(7 * DAY - 1);
    expect((await api.me(token)).status).toBe(200);
    clock.advance(1);
    const res = await api.me(token);
    expect(res.status).toBe(401);
    expect((res.body as { message: string }).message).toMatch(/log in/i);
  });

  it('finds the sessions of requests that arrive together in one query, each with its own account; a revoked one finds none', async () => {
    const server = await makeServer();
    const brand = await server.signIn(SEEDED.brand);
    const creator = await server.signIn(SEEDED.influencer);
    const gone = await server.signIn(SEEDED.admin);
    await server.api.logout(gone);
    const statements = countStatements(server);
    const asked = (token: string) => fakeRequest({ Authorization: `Bearer ${token}` });
    const found = await Promise.all([brand, creator, brand, gone, 'not-a-token'].map((token) => findSession(server.ctx, asked(token))));
    expect(statements).toEqual(['select']);
    expect(found.map((f) => f?.account.email ?? null)).toEqual([SEEDED.brand, SEEDED.influencer, SEEDED.brand, null, null]);
  });
});

describe('secrets at rest', () => {
  it('stores codes and tokens only as hashes', async () => {
    const codes = ['739164', '582047'];
    const { api, clock, rows } = await makeServer({ random: scriptedRandom(codes) });
    await api.sendCode(SEEDED.brand, 'login');
    clock.advance(61 * SECOND);
    await api.resendCode(SEEDED.brand, 'login');
    const session = (await api.verify(SEEDED.brand, 'login', '582047')).body as Session;
    expect(session.token).toBe('raw-token-1-aZ9xQ');
    await api.sendCode(SEEDED.admin, 'login');

    const data = { otps: await rows(otps), sessions: await rows(sessions) };
    const text = JSON.stringify(data);
    for (const code of codes) expect(text).not.toContain(code);
    expect(text).not.toContain(session.token);
    expect(data.otps).toHaveLength(3);
    for (const otp of data.otps) {
      expect(otp.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(Object.values(otp).map(String)).not.toEqual(expect.arrayContaining(codes));
    }
    expect(data.sessions).toEqual([expect.objectContaining({ tokenHash: hashToken(session.token) })]);
  });
});
