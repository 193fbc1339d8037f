import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Referrals } from '../../src/domain/partner-types.ts';
import { accounts, referralCodes, referrals } from '../../mock-server/db/schema/index.ts';
import { as, makeServer, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;

/** Registers `email` through the code screen, carrying `ref` as the register page does; returns the session token. */
async function register(server: Server, email: string, ref?: string, purpose: 'register' | 'login' = 'register') {
  server.clock.advance(120_000); // past the code's resend wait, when the same email asked a minute ago
  expect((await server.api.sendCode(email, purpose)).status).toBe(200);
  const res = await as(server).post('/v1/verify-otp', { email, purpose, otp: server.latestCode(email), ...(ref === undefined ? {} : { ref }) });
  expect(res.status, res.text).toBe(200);
  return (res.body as { token: string }).token;
}

const onboardAsBrand = (server: Server, token: string, company: string) =>
  as(server, token).post('/profiles', { fullName: 'Achieng Otieno', username: `u${Date.now() % 100000}`, dob: '1990-04-04', country: 'KE', role: 'brand', companyName: company });

async function partnerCode(server: Server) {
  const partner = as(server, await server.signIn(SEEDED.partner));
  const first = await partner.get('/partner/referrals');
  expect(first.status, first.text).toBe(200);
  return { partner, code: (first.body as Referrals).code };
}

describe('partner referrals (issue 25, the footer’s /referrals)', () => {
  it('gives a partner a stable code, and records a brand that registers through it once, listed as signing up then joined', async () => {
    const server = await makeServer();
    const { partner, code } = await partnerCode(server);
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(((await partner.get('/partner/referrals')).body as Referrals)).toEqual({ code, items: [] });

    const token = await register(server, 'Achieng@Kitenge.test', code);
    let listed = (await partner.get('/partner/referrals')).body as Referrals;
    expect(listed.code).toBe(code);
    expect(listed.items).toEqual([{ name: null, joinedAt: expect.any(String) as string, status: 'signingUp' }]);

    const onboarded = await onboardAsBrand(server, token, 'Kitenge House');
    expect(onboarded.status, onboarded.text).toBe(201);
    listed = (await partner.get('/partner/referrals')).body as Referrals;
    expect(listed.items).toEqual([{ name: 'Kitenge House', joinedAt: expect.any(String) as string, status: 'joined' }]);

    // Signing in again with the code records nothing more: the account exists.
    await register(server, 'achieng@kitenge.test', code, 'login');
    expect(await server.rows(referrals)).toHaveLength(1);
  });

  it('records nothing for an unknown code, a code on a sign-in, or a referred account that became a creator', async () => {
    const server = await makeServer();
    const { partner, code } = await partnerCode(server);
    await register(server, 'nobody@kitenge.test', 'ABCDEFGH');
    await register(server, SEEDED.brand, code, 'login');
    const creator = await register(server, 'creator@kitenge.test', code);
    expect(await server.rows(referrals)).toHaveLength(1);
    const onboarded = await as(server, creator).post('/profiles', { fullName: 'Baraka', username: 'baraka_k', dob: '1999-01-01', country: 'KE', role: 'influencer' });
    expect(onboarded.status, onboarded.text).toBe(201);
    expect(((await partner.get('/partner/referrals')).body as Referrals).items).toEqual([]);
  });

  it('records nothing for a self-referral: the partner signing in with its own code, or its own email registering again (409)', async () => {
    const server = await makeServer();
    const { partner, code } = await partnerCode(server);
    await register(server, SEEDED.partner, code, 'login');
    expect((await server.api.sendCode(SEEDED.partner, 'register')).status).toBe(409);
    expect(await server.rows(referrals)).toEqual([]);
    expect(((await partner.get('/partner/referrals')).body as Referrals).items).toEqual([]);
  });

  it('refuses a malformed code (422 on ref) and keeps the account uncreated; only partners have codes (403 for a brand, 401 signed out)', async () => {
    const server = await makeServer();
    expect((await server.api.sendCode('new@kitenge.test', 'register')).status).toBe(200);
    const bad = await as(server).post('/v1/verify-otp', { email: 'new@kitenge.test', purpose: 'register', otp: server.latestCode('new@kitenge.test'), ref: 'bad code!' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: { ref: ['This referral code is not valid.'] } });
    expect(await server.rows(accounts).then((rows) => rows.filter((row) => row.email === 'new@kitenge.test'))).toEqual([]);
    expect((await as(server, await server.signIn(SEEDED.brand)).get('/partner/referrals')).status).toBe(403);
    expect((await as(server).get('/partner/referrals')).status).toBe(401);
  });

  it('two first visits at once keep one code', async () => {
    const server = await makeServer();
    const partner = as(server, await server.signIn(SEEDED.partner));
    const [a, b] = await Promise.all([partner.get('/partner/referrals'), partner.get('/partner/referrals')]);
    expect((a.body as Referrals).code).toBe((b.body as Referrals).code);
    expect(await server.rows(referralCodes)).toHaveLength(1);
  });
});

/** The stand-in provider's round trip in one browser (a cookie jar): its page for the register link's code, then the callback as the page sends it. */
async function socialRegister(server: Server, email: string, ref?: string) {
  const browser = request.agent(server.app);
  const page = await browser.get('/api/v1/auth/google/redirect').query(ref === undefined ? {} : { ref });
  expect(page.status).toBe(200);
  // The page hands back what the app sent as OAuth's `state`, as a real provider does.
  const state = /name="state" value="([^"]*)"/.exec(page.text)?.[1];
  const back = await browser.get('/api/v1/auth/google/callback').query({ email, state });
  expect(back.status).toBe(302);
  const token = /#token=([^&]+)&provider=google$/.exec(back.headers.location ?? '')?.[1];
  expect(token).toBeDefined();
  return { state, cookie: page.headers['set-cookie']?.[0], token: decodeURIComponent(token!) };
}

/** The redirect's page in a fresh browser: the nonce it sends as `state` and the cookie it set. */
async function startSocial(server: Server, ref?: string) {
  const browser = request.agent(server.app);
  const page = await browser.get('/api/v1/auth/google/redirect').query(ref === undefined ? {} : { ref });
  return { browser, state: /name="state" value="([^"]*)"/.exec(page.text)?.[1], cookie: page.headers['set-cookie']?.[0] ?? '' };
}

const refusedWithoutSession = (res: request.Response) => {
  expect(res.status).toBe(302);
  expect(res.headers.location).toMatch(/\/auth\/callback#error=invalid_request$/);
};

describe('partner referrals through social sign-in (issue 25)', () => {
  it('records a brand that registers with Google through a partner’s link, as the email code does', async () => {
    const server = await makeServer();
    const { partner, code } = await partnerCode(server);
    // The register page sends the code it keeps (any case); the provider sees only a nonce, the code stays in the signed cookie.
    const { state, cookie, token } = await socialRegister(server, 'Wanjiku@Kikoi.test', code.toLowerCase());
    expect(state).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(state).not.toContain(code);
    expect(cookie).toMatch(/^sauti_oauth=.+; Path=\/api\/v1\/auth; Max-Age=600; HttpOnly; SameSite=Lax$/);
    expect((await server.api.me(token)).body).toMatchObject({ user: { email: 'wanjiku@kikoi.test', role: null } });
    const [row] = await server.rows(referrals);
    expect(row).toMatchObject({ partnerId: 'acc-partner' });
    expect(((await partner.get('/partner/referrals')).body as Referrals).items).toEqual([{ name: null, joinedAt: expect.any(String) as string, status: 'signingUp' }]);
    const onboarded = await onboardAsBrand(server, token, 'Kikoi Corner');
    expect(onboarded.status, onboarded.text).toBe(201);
    expect(((await partner.get('/partner/referrals')).body as Referrals).items).toEqual([{ name: 'Kikoi Corner', joinedAt: expect.any(String) as string, status: 'joined' }]);

    // Signing in again the same way records nothing more: the account exists.
    await socialRegister(server, 'wanjiku@kikoi.test', code);
    expect(await server.rows(referrals)).toHaveLength(1);
  });

  it('records nothing for a sign-in, an unknown code, a malformed one (left out of the cookie), or the partner itself', async () => {
    const server = await makeServer();
    const { partner, code } = await partnerCode(server);
    await socialRegister(server, SEEDED.brand, code);
    await socialRegister(server, 'nobody@kikoi.test', 'ABCDEFGH');
    await socialRegister(server, 'odd@kikoi.test', 'bad code!');
    await socialRegister(server, SEEDED.partner, code);
    expect(await server.rows(referrals)).toEqual([]);
    expect(((await partner.get('/partner/referrals')).body as Referrals).items).toEqual([]);
    expect((await server.rows(accounts)).filter((a) => a.email.endsWith('@kikoi.test')).map((a) => a.email).sort())
      .toEqual(['nobody@kikoi.test', 'odd@kikoi.test']);
  });

  it('refuses a callback whose `state` is missing, mismatched or forged, or that comes without the cookie: no session, account or referral', async () => {
    const server = await makeServer();
    const { code } = await partnerCode(server);
    const callback = (agent: ReturnType<typeof request.agent> | ReturnType<typeof request>, email: string, query: Record<string, string>) =>
      ('get' in agent ? agent : request(server.app)).get('/api/v1/auth/google/callback').query({ email, ...query });

    // The browser started a sign-in with the partner's code, but the callback carries no state, another one, or a forged `ref=CODE`.
    const missing = await startSocial(server, code);
    refusedWithoutSession(await callback(missing.browser, 'missing@kikoi.test', {}));
    const mismatched = await startSocial(server, code);
    refusedWithoutSession(await callback(mismatched.browser, 'mismatched@kikoi.test', { state: `${mismatched.state}x` }));
    const forged = await startSocial(server, code);
    refusedWithoutSession(await callback(forged.browser, 'forged@kikoi.test', { state: `ref=${code}` }));
    // A `state=ref=CODE` with no sign-in started (the old form) and a genuine nonce from another browser (login CSRF).
    refusedWithoutSession(await request(server.app).get('/api/v1/auth/google/callback').query({ email: 'bare@kikoi.test', state: `ref=${code}` }));
    const victim = await startSocial(server, code);
    refusedWithoutSession(await request(server.app).get('/api/v1/auth/google/callback').query({ email: 'csrf@kikoi.test', state: victim.state! }));
    // A cookie altered to name another code is not this server's signature.
    const altered = await startSocial(server);
    const [nonce, , expires, sig] = /sauti_oauth=([^;]+)/.exec(altered.cookie)![1]!.split('.');
    refusedWithoutSession(await request(server.app).get('/api/v1/auth/google/callback')
      .set('Cookie', `sauti_oauth=${nonce}.${code}.${expires}.${sig}`).query({ email: 'altered@kikoi.test', state: nonce! }));
    // The cookie lasts ten minutes.
    const late = await startSocial(server, code);
    server.clock.advance(10 * 60_000 + 1);
    refusedWithoutSession(await callback(late.browser, 'late@kikoi.test', { state: late.state! }));

    expect(await server.rows(referrals)).toEqual([]);
    expect((await server.rows(accounts)).filter((a) => a.email.endsWith('@kikoi.test'))).toEqual([]);
  });

  it('takes a nonce once: the callback clears the cookie, so the same callback again is refused', async () => {
    const server = await makeServer();
    const started = await startSocial(server);
    const first = await started.browser.get('/api/v1/auth/google/callback').query({ email: SEEDED.brand, state: started.state! });
    expect(first.headers.location).toMatch(/#token=/);
    expect(first.headers['set-cookie']?.[0]).toMatch(/^sauti_oauth=; Path=\/api\/v1\/auth; Max-Age=0/);
    refusedWithoutSession(await started.browser.get('/api/v1/auth/google/callback').query({ email: SEEDED.brand, state: started.state! }));
  });
});
