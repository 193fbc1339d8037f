import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { otps, otpSends, sessions } from '../../mock-server/db/schema/index.ts';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { DELETION_GRACE_DAYS } from '../../src/domain/catalog.ts';
import { FREE_TRIAL_DAYS } from '../../src/domain/plans.ts';
import { campaignsOfBrand } from '../../mock-server/campaign-records.ts';
import { contractById, contractsOf } from '../../mock-server/contract-records.ts';
import { accountCode } from '../../mock-server/ledger/accounts.ts';
import { transfer, transferId } from '../../mock-server/ledger/ledger.ts';
import { uploadsDir } from '../../mock-server/uploads.ts';
import { peopleOf } from './people-support.ts';
import { DAY, expectNoStackTrace, makeServer, MINUTE, SEEDED } from './support.ts';
import { ledgerRows } from './money-support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
type Method = 'get' | 'post' | 'patch';

/** Every endpoint added for the account, settings and profile pages, with a body that would otherwise be valid. */
const PROTECTED: { method: Method; path: string; body?: object }[] = [
  { method: 'get', path: '/api/v1/user' },
  { method: 'post', path: '/api/v1/auth/delete-account', body: { confirmation: 'DELETE' } },
  { method: 'get', path: '/api/v1/auth/deletion-status' },
  { method: 'post', path: '/api/v1/auth/restore-account' },
  { method: 'post', path: '/api/v1/user/trial', body: { plan: 'brand-professional' } },
  { method: 'patch', path: '/api/profiles/me', body: { fullName: 'Someone Else' } },
  { method: 'post', path: '/api/profiles/me/avatar' },
];

function call(server: Server, method: Method, path: string, token?: string) {
  const req = request(server.app)[method](path);
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
}

/** A signed-in seeded account with helpers bound to its token. */
async function signedIn(email: string) {
  const server = await makeServer();
  const token = await server.signIn(email);
  const as = (t: string) => ({
    user: () => call(server, 'get', '/api/v1/user', t),
    deleteAccount: (body: object = { confirmation: 'DELETE' }) => call(server, 'post', '/api/v1/auth/delete-account', t).send(body),
    deletionStatus: () => call(server, 'get', '/api/v1/auth/deletion-status', t),
    restore: () => call(server, 'post', '/api/v1/auth/restore-account', t),
    trial: (plan: unknown) => call(server, 'post', '/api/v1/user/trial', t).send({ plan }),
    patchProfile: (body: object) => call(server, 'patch', '/api/profiles/me', t).send(body),
    profile: () => call(server, 'get', '/api/profiles/me', t),
  });
  return { ...server, token, ...as(token), as };
}

const accountOf = (server: Server, email: string) => peopleOf(server).account(email);
const profileOf = async (server: Server, accountId: string) => (await peopleOf(server).profiles()).filter((p) => p.accountId === accountId);

describe('account endpoints: who may call them', () => {
  it('refuses anonymous callers with 401 on every new endpoint', async () => {
    const server = await makeServer();
    for (const { method, path, body } of PROTECTED) {
      const res = await call(server, method, path).send(body);
      expect(res.status, `${method.toUpperCase()} ${path}`).toBe(401);
      expect(res.body.message).toEqual(expect.any(String));
      expectNoStackTrace(res.text);
    }
  });

  it('refuses a revoked (logged-out) token with 401 on every new endpoint, and changes nothing', async () => {
    const server = await makeServer();
    const token = await server.signIn(SEEDED.brand);
    expect((await call(server, 'get', '/api/v1/user', token)).status).toBe(200);
    expect((await server.api.logout(token)).status).toBe(204);
    for (const { method, path, body } of PROTECTED) {
      const res = await call(server, method, path, token).send(body);
      expect(res.status, `${method.toUpperCase()} ${path}`).toBe(401);
    }
    const brand = (await accountOf(server, SEEDED.brand))!;
    expect(brand.deleteAt ?? null).toBeNull();
    expect(brand.trial ?? null).toBeNull();
    expect(brand.name).toBe('Wanjiru Kamau');
  });

  it('GET /api/v1/user answers the signed-in account', async () => {
    const { user } = await signedIn(SEEDED.influencer);
    const res = await user();
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: SEEDED.influencer, name: 'Amina Otieno', role: 'influencer', trial: null, deleteAt: null });
  });
});

describe('account deletion with a 30-day grace period', () => {
  it('refuses a request without the typed confirmation DELETE with 422 errors.confirmation and schedules nothing', async () => {
    const server = await signedIn(SEEDED.brand);
    for (const body of [{}, { confirmation: 'delete' }, { confirmation: 'yes' }, { confirmation: ' DELETE' }]) {
      const res = await server.deleteAccount(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.confirmation[0]).toMatch(/DELETE/);
      expectNoStackTrace(res.text);
    }
    expect((await accountOf(server, SEEDED.brand))!.deleteAt ?? null).toBeNull();
    expect((await server.deletionStatus()).body).toEqual({ scheduled: false, deleteAt: null, held: [], finalPayout: null });
  });

  it('schedules the deletion exactly 30 days ahead by the server clock and deletion-status shows the date', async () => {
    const server = await signedIn(SEEDED.brand);
    const due = server.clock.now() + DELETION_GRACE_DAYS * DAY;
    const iso = new Date(due).toISOString();
    const res = await server.deleteAccount();
    expect(res.status).toBe(200);
    expect(res.body.deleteAt).toBe(iso);
    expect(res.body.user.deleteAt).toBe(iso);
    expect((await accountOf(server, SEEDED.brand))!.deleteAt).toBe(due);
    const status = await server.deletionStatus();
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ scheduled: true, deleteAt: iso, held: [], finalPayout: null });
  });

  it('schedules one deletion when two requests race: the date is not pushed later, and the other gets 409', async () => {
    const server = await signedIn(SEEDED.brand);
    const first = server.deleteAccount();
    server.clock.advance(MINUTE);
    const results = await Promise.all([first, server.deleteAccount()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const scheduled = results.find((r) => r.status === 200)!.body.deleteAt as string;
    expect((await server.deletionStatus()).body).toEqual({ scheduled: true, deleteAt: scheduled, held: [], finalPayout: null });
  });

  it('lets the account sign in during the grace period, with deleteAt on /auth/me and /v1/user', async () => {
    const server = await signedIn(SEEDED.brand);
    const iso = new Date(server.clock.now() + DELETION_GRACE_DAYS * DAY).toISOString();
    expect((await server.deleteAccount()).status).toBe(200);
    server.clock.advance(20 * DAY);
    const again = await server.signIn(SEEDED.brand);
    const me = await server.api.me(again);
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: SEEDED.brand, deleteAt: iso });
    expect((await server.as(again).user()).body.user.deleteAt).toBe(iso);
  });

  it('restore-account clears the schedule, and a second restore answers 409', async () => {
    const server = await signedIn(SEEDED.brand);
    expect((await server.deleteAccount()).status).toBe(200);
    const restored = await server.restore();
    expect(restored.status).toBe(200);
    expect(restored.body.user.deleteAt).toBeNull();
    expect((await server.deletionStatus()).body).toEqual({ scheduled: false, deleteAt: null, held: [], finalPayout: null });
    expect((await accountOf(server, SEEDED.brand))!.deleteAt ?? null).toBeNull();
    const again = await server.restore();
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/not scheduled/);
    expectNoStackTrace(again.text);
  });

  it('restore-account with nothing scheduled answers 409', async () => {
    const { restore } = await signedIn(SEEDED.influencer);
    expect((await restore()).status).toBe(409);
  });

  it('a restored account is not purged when the old date passes', async () => {
    const server = await signedIn(SEEDED.influencer);
    expect((await server.deleteAccount()).status).toBe(200);
    expect((await server.restore()).status).toBe(200);
    server.clock.advance(DELETION_GRACE_DAYS * DAY + MINUTE);
    const token = await server.signIn(SEEDED.influencer);
    expect((await server.as(token).user()).status).toBe(200);
    expect(await profileOf(server, 'acc-influencer')).toHaveLength(1);
  });

  it("at 30 days cancels a deleted brand's open campaigns and ends their contracts, so nothing keeps recruiting for a brand that is gone", async () => {
    const server = await signedIn(SEEDED.brand);
    const before = await campaignsOfBrand(server.ctx, 'acc-brand');
    expect(before.some((c) => c.status === 'recruiting')).toBe(true);
    expect((await server.deleteAccount()).status).toBe(200);
    server.clock.advance(DELETION_GRACE_DAYS * DAY);
    await server.api.me(server.token);
    const after = await campaignsOfBrand(server.ctx, 'acc-brand');
    expect(after).toHaveLength(before.length);
    expect(after.map((c) => c.status).filter((s) => !['completed', 'rejected', 'cancelled'].includes(s))).toEqual([]);
    expect((await contractsOf(server.ctx, 'brandId', 'acc-brand')).filter((c) => c.status === 'active')).toEqual([]);
    expect((await peopleOf(server).notifications()).some((n) => n.type === 'contract_cancelled')).toBe(true);
  });

  it("at 30 days also removes a creator's verification, its screenshot files and their notifications", async () => {
    const server = await signedIn(SEEDED.influencer);
    const screenshot = { storedName: 'shot-test.png', originalName: 'screenshot-1.png', size: 4, type: 'image/png' };
    fs.mkdirSync(uploadsDir(server.ctx), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir(server.ctx), screenshot.storedName), 'PNG!');
    const people = peopleOf(server);
    await people.removeVerificationOf('acc-influencer');
    await people.addVerification({
      id: 'ver-amina', creatorId: 'acc-influencer', status: 'pending', platforms: [], rate: { currency: 'KES', amount: 100 }, screenshots: [screenshot],
      submittedAt: '2026-01-02T08:00:00.000Z', expectedBy: '2026-01-07T08:00:00.000Z', decidedAt: null, reason: null,
    });
    await people.addNotification({ id: 'n-amina', userId: 'acc-influencer', type: 'test', title: 'T', body: 'B', href: null, createdAt: '2026-01-02T08:00:00.000Z', readAt: null });
    expect((await server.deleteAccount()).status).toBe(200);
    server.clock.advance(DELETION_GRACE_DAYS * DAY);
    await server.api.me(server.token);
    expect((await people.verifications()).some((v) => v.creatorId === 'acc-influencer')).toBe(false);
    expect((await people.notifications()).some((n) => n.userId === 'acc-influencer')).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir(server.ctx), screenshot.storedName))).toBe(false);
    expect((await people.notifications()).length).toBeGreaterThan(0);
  });

  it('keeps the account until 30 days minus 1 ms, then at 30 days removes the account, profile, sessions and codes', async () => {
    const server = await signedIn(SEEDED.influencer);
    const email = SEEDED.influencer;
    expect(await profileOf(server, 'acc-influencer')).toHaveLength(1);
    expect((await server.deleteAccount()).status).toBe(200);

    // Sign in again just before the end: the account is still there and gets a fresh, unexpired token.
    server.clock.advance(DELETION_GRACE_DAYS * DAY - MINUTE);
    const lateToken = await server.signIn(email);
    server.clock.advance(MINUTE - 1);
    expect((await server.as(lateToken).user()).status).toBe(200);
    const people = peopleOf(server);
    const seed = { accounts: await people.accounts(), profiles: await people.profiles() };
    let data = seed;
    expect(data.accounts.some((a) => a.email === email)).toBe(true);
    expect(data.profiles.some((p) => p.accountId === 'acc-influencer')).toBe(true);
    expect((await server.rows(sessions)).some((s) => s.accountId === 'acc-influencer')).toBe(true);
    expect((await server.rows(otps)).some((o) => o.email === email)).toBe(true);
    expect((await server.rows(otpSends)).some((s) => s.email === email)).toBe(true);

    server.clock.advance(1);
    const gone = await server.as(lateToken).user();
    expect(gone.status).toBe(401);
    expect((await server.api.me(server.token)).status).toBe(401);
    data = { accounts: await people.accounts(), profiles: await people.profiles() };
    expect(data.accounts.some((a) => a.email === email || a.id === 'acc-influencer')).toBe(false);
    expect(data.profiles.some((p) => p.accountId === 'acc-influencer' || p.email === email)).toBe(false);
    expect((await server.rows(sessions)).some((s) => s.accountId === 'acc-influencer')).toBe(false);
    expect((await server.rows(otps)).some((o) => o.email === email)).toBe(false);
    expect((await server.rows(otpSends)).some((s) => s.email === email)).toBe(false);
    // Other accounts are untouched.
    expect(data.accounts.map((a) => a.email).sort()).toEqual(seed.accounts.map((a) => a.email).filter((e) => e !== SEEDED.influencer).sort());
    expect(data.profiles.map((p) => p.accountId).sort()).toEqual(seed.profiles.map((p) => p.accountId).filter((id) => id !== 'acc-influencer').sort());

    const code = await server.api.sendCode(email, 'login');
    expect(code.status).toBe(404);
    expect(code.body.message).toMatch(/No account found/);
    expect((await server.rows(otps)).some((o) => o.email === email)).toBe(false);
  });

  it("returns a purged creator's held fees to the brand: each active contract's hold is voided and refunded once", async () => {
    const server = await signedIn('creator-wairimu@sauti.test');
    const hold = async (id: string) => (await ledgerRows(server)).filter((t) => t.pendingId === id);
    expect((await contractById(server.ctx, 'ctr-duka-in-progress-wairimu'))?.status).toBe('active');
    expect((await server.deleteAccount()).status).toBe(200);
    server.clock.advance(DELETION_GRACE_DAYS * DAY);
    await server.api.sendCode(SEEDED.brand, 'login');
    expect((await contractById(server.ctx, 'ctr-duka-in-progress-wairimu'))?.status).toBe('cancelled');
    expect(await hold('hold:ctr-duka-in-progress-wairimu')).toEqual([expect.objectContaining({ flags: expect.objectContaining({ void: true }) })]);
    expect(await ledgerRows(server)).toContainEqual(expect.objectContaining({ id: 'refund:ctr-duka-in-progress-wairimu', creditAccountId: 'brand:acc-brand:balance', amount: 1_800_000 }));
  });

  it('purges nothing when the work cannot end (one transaction), and the request that found it still gets its answer', async () => {
    const server = await signedIn('creator-wairimu@sauti.test');
    // The refund the purge would write has its id taken by a different transfer: the ledger refuses the refund.
    await transfer(server.ctx, { id: transferId('refund', 'ctr-duka-in-progress-wairimu'), debit: accountCode.asset('mpesa'), credit: accountCode.brand('acc-brand'), amount: 1, currency: 'KES' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => logged.mockRestore());
    expect((await server.deleteAccount()).status).toBe(200);
    server.clock.advance(DELETION_GRACE_DAYS * DAY);
    expect((await server.api.sendCode(SEEDED.brand, 'login')).status).toBe(200);
    expect(logged).toHaveBeenCalledWith('[purge] the due accounts could not be purged:', expect.any(String));
    expect(await peopleOf(server).account('creator-wairimu@sauti.test')).toBeDefined();
    expect((await contractById(server.ctx, 'ctr-duka-in-progress-wairimu'))?.status).toBe('active');
    expect((await ledgerRows(server)).filter((t) => t.pendingId === 'hold:ctr-duka-in-progress-wairimu')).toEqual([]);
  });

  it('after the purge the email can register afresh as a new account with no role', async () => {
    const server = await signedIn(SEEDED.brand);
    expect((await server.deleteAccount()).status).toBe(200);
    server.clock.advance(DELETION_GRACE_DAYS * DAY);
    const token = await server.signIn(SEEDED.brand, 'register');
    const me = (await server.as(token).user()).body.user;
    expect(me).toMatchObject({ email: SEEDED.brand, role: null, name: '', deleteAt: null });
    expect(me.id).not.toBe('acc-brand');
    expect((await server.as(token).profile()).status).toBe(404);
  });
});

describe('free trial (one per account)', () => {
  it('starts a brand on brand-professional: 201, and endsAt is exactly 14 days after startedAt', async () => {
    const server = await signedIn(SEEDED.brand);
    const now = server.clock.now();
    const res = await server.trial('brand-professional');
    expect(res.status).toBe(201);
    const trial = res.body.user.trial;
    expect(trial).toEqual({ plan: 'brand-professional', startedAt: new Date(now).toISOString(), endsAt: new Date(now + FREE_TRIAL_DAYS * DAY).toISOString() });
    expect(Date.parse(trial.endsAt) - Date.parse(trial.startedAt)).toBe(14 * DAY);
    expect((await accountOf(server, SEEDED.brand))!.trial).toEqual(trial);
    expect((await server.user()).body.user.trial).toEqual(trial);
  });

  it('refuses a second trial, for any plan, with 409 saying the trial was used', async () => {
    const server = await signedIn(SEEDED.brand);
    expect((await server.trial('brand-professional')).status).toBe(201);
    const first = (await accountOf(server, SEEDED.brand))!.trial;
    for (const plan of ['brand-enterprise', 'brand-professional']) {
      const res = await server.trial(plan);
      expect(res.status, plan).toBe(409);
      expect(res.body.message).toMatch(/already used your free trial/i);
    }
    // Still refused once the first trial has ended.
    server.clock.advance(FREE_TRIAL_DAYS * DAY + DAY);
    const token = await server.signIn(SEEDED.brand);
    expect((await server.as(token).trial('brand-enterprise')).status).toBe(409);
    expect((await accountOf(server, SEEDED.brand))!.trial).toEqual(first);
  });

  it('starts one trial when two requests race, and refuses the other with 409', async () => {
    const server = await signedIn(SEEDED.brand);
    const results = await Promise.all([server.trial('brand-professional'), server.trial('brand-enterprise')]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const started = results.find((r) => r.status === 201)!.body.user.trial;
    expect((await accountOf(server, SEEDED.brand))!.trial).toEqual(started);
  });

  it("refuses a plan of another audience with 422 errors.plan (influencer-pro for a brand) and starts nothing", async () => {
    const server = await signedIn(SEEDED.brand);
    for (const plan of ['influencer-pro', 'partner', 'gold', '', 42]) {
      const res = await server.trial(plan);
      expect(res.status, String(plan)).toBe(422);
      expect(res.body.errors.plan[0]).toEqual(expect.any(String));
      expectNoStackTrace(res.text);
    }
    expect((await accountOf(server, SEEDED.brand))!.trial ?? null).toBeNull();
  });

  it('lets an influencer start a trial on their own plans', async () => {
    const influencer = await signedIn(SEEDED.influencer);
    expect((await influencer.trial('influencer-pro')).body.user.trial.plan).toBe('influencer-pro');
  });

  it('lets a partner start a trial on a partner plan (issue 25)', async () => {
    const partner = await signedIn(SEEDED.partner);
    expect((await partner.trial('partner-enterprise')).body.user.trial.plan).toBe('partner-enterprise');
  });

  it('refuses an admin with 403', async () => {
    const server = await signedIn(SEEDED.admin);
    const res = await server.trial('brand-professional');
    expect(res.status).toBe(403);
    expect((await accountOf(server, SEEDED.admin))!.trial ?? null).toBeNull();
  });

  it('refuses a newcomer with no role yet with 403', async () => {
    const server = await signedIn(SEEDED.newcomer);
    const res = await server.trial('influencer-creator');
    expect(res.status).toBe(403);
    expect((await accountOf(server, SEEDED.newcomer))!.trial ?? null).toBeNull();
  });
});

describe('PATCH /api/profiles/me (profile edit)', () => {
  it('changing fullName updates the profile and the account name, in the answer and in GET /api/v1/user', async () => {
    const server = await signedIn(SEEDED.brand);
    const res = await server.patchProfile({ fullName: '  Wanjiru W. Kamau ' });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ accountId: 'acc-brand', fullName: 'Wanjiru W. Kamau', username: 'duka_wanjiru', companyName: 'Duka Fresh' });
    expect(res.body.user).toMatchObject({ email: SEEDED.brand, name: 'Wanjiru W. Kamau', role: 'brand' });
    expect((await server.user()).body.user.name).toBe('Wanjiru W. Kamau');
    expect((await server.profile()).body.profile.fullName).toBe('Wanjiru W. Kamau');
    expect((await accountOf(server, SEEDED.brand))!.name).toBe('Wanjiru W. Kamau');
    expect(await profileOf(server, 'acc-brand')).toHaveLength(1);
  });

  it('refuses an under-18 date of birth with 422 errors.dob and keeps the old one', async () => {
    const server = await signedIn(SEEDED.brand);
    const today = new Date(server.clock.now()).toISOString().slice(0, 10);
    const eighteenTomorrow = new Date(Date.parse(`${Number(today.slice(0, 4)) - 18}${today.slice(4)}`) + DAY).toISOString().slice(0, 10);
    const res = await server.patchProfile({ dob: eighteenTomorrow });
    expect(res.status).toBe(422);
    expect(res.body.errors.dob[0]).toMatch(/18 or older/);
    expect((await profileOf(server, 'acc-brand'))[0]!.dob).toBe('1988-04-12');
  });

  it("refuses another profile's username, in a different case, with 409 errors.username", async () => {
    const server = await signedIn(SEEDED.brand);
    const res = await server.patchProfile({ username: 'AMINA' });
    expect(res.status).toBe(409);
    expect(res.body.errors.username[0]).toMatch(/taken/);
    expect((await profileOf(server, 'acc-brand'))[0]!.username).toBe('duka_wanjiru');
  });

  it('accepts your own username in another case', async () => {
    const server = await signedIn(SEEDED.brand);
    const res = await server.patchProfile({ username: 'Duka_Wanjiru' });
    expect(res.status).toBe(200);
    expect(res.body.profile.username).toBe('Duka_Wanjiru');
  });

  it('refuses unknown fields such as role or email with 422 and changes nothing', async () => {
    const server = await signedIn(SEEDED.brand);
    const before = { profiles: await peopleOf(server).profiles() };
    for (const body of [{ role: 'admin' }, { email: 'evil@example.com' }, { fullName: 'Renamed', accountId: 'acc-influencer' }, { id: 'x' }]) {
      const res = await server.patchProfile(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors).toEqual(expect.any(Object));
      expectNoStackTrace(res.text);
    }
    const after = { profiles: await peopleOf(server).profiles() };
    expect(after.profiles).toEqual(before.profiles);
    expect(await accountOf(server, SEEDED.brand)).toMatchObject({ role: 'brand', email: SEEDED.brand, name: 'Wanjiru Kamau' });
  });

  it('refuses more than 3 niches with 422 errors.niches', async () => {
    const server = await signedIn(SEEDED.influencer);
    const res = await server.patchProfile({ niches: ['Fashion', 'Travel', 'Food', 'Tech'] });
    expect(res.status).toBe(422);
    expect(res.body.errors.niches[0]).toMatch(/up to 3/);
    expect((await profileOf(server, 'acc-influencer'))[0]!.niches).toEqual(['Fashion', 'Lifestyle']);
  });

  it('keeps unchanged fields: patching niches only leaves socialMedia and the rest as they were', async () => {
    const server = await signedIn(SEEDED.influencer);
    const res = await server.patchProfile({ niches: ['Travel', 'travel', 'Food'] });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      niches: ['Travel', 'Food'],
      socialMedia: { platform: 'tiktok', handle: '@amina.creates' },
      username: 'amina',
      fullName: 'Amina Otieno',
      dob: '1998-09-30',
    });
    expect(res.body.user.name).toBe('Amina Otieno');
    expect((await profileOf(server, 'acc-influencer'))[0]).toMatchObject({ niches: ['Travel', 'Food'], socialMedia: { platform: 'tiktok', handle: '@amina.creates' } });
  });

  it('lets a partner with no profile in the seed set fullName, creating their profile record', async () => {
    const server = await signedIn(SEEDED.partner);
    expect(await profileOf(server, 'acc-partner')).toEqual([]);
    expect((await server.profile()).status).toBe(404);
    const res = await server.patchProfile({ fullName: 'Brian K. Mwangi' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: 'Brian K. Mwangi', role: 'partner' });
    const stored = await profileOf(server, 'acc-partner');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ accountId: 'acc-partner', email: SEEDED.partner, role: 'partner', fullName: 'Brian K. Mwangi' });
    expect((await server.profile()).body.profile.fullName).toBe('Brian K. Mwangi');
    // A second edit updates the same record rather than adding another.
    expect((await server.patchProfile({ country: 'UG' })).status).toBe(200);
    expect(await profileOf(server, 'acc-partner')).toEqual([expect.objectContaining({ fullName: 'Brian K. Mwangi', country: 'UG' })]);
  });

  it('refuses an edit from a newcomer who has not onboarded (409), so onboarding still leaves exactly one profile', async () => {
    const server = await signedIn(SEEDED.newcomer);
    const edit = await server.patchProfile({ fullName: 'Early Bird' });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toMatch(/onboarding/);
    expect(await profileOf(server, 'acc-new')).toEqual([]);
    const onboard = await call(server, 'post', '/api/profiles', server.token).send({ fullName: 'Njoki', username: 'njoki_ke', dob: '1995-03-03', country: 'KE', role: 'brand' });
    expect(onboard.status).toBe(201);
    expect(await profileOf(server, 'acc-new')).toHaveLength(1);
    expect((await server.profile()).body.profile).toMatchObject({ username: 'njoki_ke', fullName: 'Njoki', role: 'brand' });
  });
});
