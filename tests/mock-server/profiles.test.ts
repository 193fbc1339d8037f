import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { peopleOf } from './people-support.ts';
import { expectNoStackTrace, makeServer, SEEDED } from './support.ts';

const influencer = {
  fullName: ' Amina Otieno ', username: 'amina_o', dob: '2000-05-01', country: 'KE', role: 'influencer',
  socialMedia: { platform: 'tiktok', handle: '@amina' }, niches: ['Fashion', 'fashion', 'Travel'],
};

async function newcomer() {
  const server = await makeServer();
  const token = await server.signIn(SEEDED.newcomer);
  const post = (body: unknown) => request(server.app).post('/api/profiles/').set('Authorization', `Bearer ${token}`).send(body as object);
  return { ...server, token, post };
}

describe('profiles (onboarding saved for real)', () => {
  it('refuses anonymous callers with 401', async () => {
    const { app } = await makeServer();
    expect((await request(app).post('/api/profiles').send(influencer)).status).toBe(401);
    expect((await request(app).get('/api/profiles/me')).status).toBe(401);
  });

  it('stores the profile, sets the account role and name, and answers /profiles/me', async () => {
    const { app, token, post, api } = await newcomer();
    const res = await post(influencer);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email: SEEDED.newcomer, name: 'Amina Otieno', role: 'influencer' });
    expect(res.body.profile).toMatchObject({ fullName: 'Amina Otieno', niches: ['Fashion', 'Travel'], socialMedia: { platform: 'tiktok', handle: '@amina' } });
    const me = await request(app).get('/api/profiles/me').set('Authorization', `Bearer ${token}`);
    expect(me.body.profile.username).toBe('amina_o');
    expect((await api.me(token)).body.user.role).toBe('influencer');
  });

  it('refuses a second onboarding for an account that already has a role', async () => {
    const { post } = await newcomer();
    expect((await post(influencer)).status).toBe(201);
    const again = await post({ ...influencer, role: 'brand', username: 'other' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already completed onboarding/);
  });

  it('refuses anyone under 18, by the server clock', async () => {
    const { post, clock } = await newcomer();
    const today = new Date(clock.now()).toISOString().slice(0, 10);
    const seventeen = `${Number(today.slice(0, 4)) - 18}${today.slice(4, 10)}`;
    const dayBefore18 = new Date(Date.parse(seventeen) + 86_400_000).toISOString().slice(0, 10);
    const res = await post({ ...influencer, dob: dayBefore18 });
    expect(res.status).toBe(422);
    expect(res.body.errors.dob[0]).toMatch(/18 or older/);
    expect((await post({ ...influencer, dob: seventeen })).status).toBe(201);
  });

  it('keeps usernames unique, ignoring case', async () => {
    const a = await newcomer();
    expect((await a.post(influencer)).status).toBe(201);
    const fresh = `someone-${Date.now()}@sauti.test`;
    const token = await a.signIn(fresh, 'register');
    const check = await request(a.app).get('/api/profiles/username/AMINA_O').set('Authorization', `Bearer ${token}`);
    expect(check.body).toEqual({ username: 'AMINA_O', available: false });
    const dup = await request(a.app).post('/api/profiles').set('Authorization', `Bearer ${token}`).send({ ...influencer, username: 'Amina_O' });
    expect(dup.status).toBe(409);
    expect(dup.body.errors.username[0]).toMatch(/taken/);
  });

  it('gives a username to one of two accounts onboarding with it at once; the other gets 409 errors.username', async () => {
    const a = await newcomer();
    const other = await a.signIn(`racer-${Date.now()}@sauti.test`, 'register');
    const results = await Promise.all([
      a.post({ ...influencer, username: 'same_name' }),
      request(a.app).post('/api/profiles').set('Authorization', `Bearer ${other}`).send({ ...influencer, username: 'SAME_NAME' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.errors.username[0]).toMatch(/taken/);
    expect((await peopleOf(a).profiles()).filter((p) => p.username?.toLowerCase() === 'same_name')).toHaveLength(1);
  });

  it('makes one profile when one account onboards twice at once', async () => {
    const a = await newcomer();
    const results = await Promise.all([a.post(influencer), a.post({ ...influencer, username: 'second_try' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await peopleOf(a).profiles()).filter((p) => p.email === SEEDED.newcomer)).toHaveLength(1);
  });

  it('answers bad input with 422 and a field errors map, and stores nothing', async () => {
    const server = await newcomer();
    const { post } = server;
    const res = await post({ ...influencer, fullName: '', industry: 'mining', niches: ['a', 'b', 'c', 'd'], socialMedia: { platform: 'myspace', handle: 'x' }, username: 'a b' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['fullName', 'industry', 'niches', 'socialMedia.platform', 'username']);
    expectNoStackTrace(JSON.stringify(res.body));
    expect((await peopleOf(server).profiles()).filter((p) => p.email === SEEDED.newcomer)).toEqual([]);
  });

  it('stores brand industries as lowercase slugs from the list', async () => {
    const { post } = await newcomer();
    const res = await post({ fullName: 'Wanjiru', username: 'duka_ke', dob: '1990-01-01', country: 'KE', role: 'brand', companyName: 'Duka', industry: 'food-&-beverage', marketingGoals: ['Generate Leads'] });
    expect(res.status).toBe(201);
    expect(res.body.profile).toMatchObject({ industry: 'food-&-beverage', marketingGoals: ['Generate Leads'] });
  });
});
