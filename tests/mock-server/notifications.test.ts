import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../src/domain/campaign-types.ts';
import { notify } from '../../mock-server/notify.ts';
import { peopleOf } from './people-support.ts';
import { expectNoStackTrace, makeServer, MINUTE, SEEDED } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
type Centre = { items: Notification[]; unread: number };

const as = (server: Server, token?: string) => {
  const auth = <T extends request.Test>(req: T) => (token ? req.set('Authorization', `Bearer ${token}`) : req);
  return {
    get: (url: string) => auth(request(server.app).get(`/api${url}`)),
    post: (url: string) => auth(request(server.app).post(`/api${url}`)).send({}),
  };
};

/** Signs `email` in with an empty notification centre, then tells it about `titles` one minute apart. */
async function withNotices(server: Server, email: string, titles: string[]) {
  const api = as(server, await server.signIn(email));
  const people = peopleOf(server);
  const account = (await people.account(email))!;
  await people.clearNotificationsOf(account.id);
  const sent: Notification[] = [];
  for (const title of titles) {
    server.clock.advance(MINUTE);
    sent.push(await notify(server.ctx, { userId: account.id, type: 'test', title, body: `${title}.`, href: '/brand' }));
  }
  return { api, sent };
}

describe('notifications API', () => {
  it('lists the newest 50 with the total; older ones by page; a bad page is a 422 field error', async () => {
    const server = await makeServer();
    const titles = Array.from({ length: 55 }, (_, i) => `Notice ${i + 1}`);
    const { api } = await withNotices(server, SEEDED.brand, titles);
    const first = await api.get('/notifications').expect(200);
    expect(first.body).toMatchObject({ total: 55, unread: 55, page: 1, pageSize: 50 });
    expect((first.body as Centre).items.map((n) => n.title)).toEqual(titles.slice(5).reverse());
    const second = await api.get('/notifications?page=2').expect(200);
    expect((second.body as Centre).items.map((n) => n.title)).toEqual(titles.slice(0, 5).reverse());
    const bad = await api.get('/notifications?page=0').expect(422);
    expect(bad.body.errors.page).toBeDefined();
  });

  it('answers 401 without a session on every endpoint', async () => {
    const server = await makeServer();
    const anonymous = as(server);
    for (const [label, call] of [['list', anonymous.get('/notifications')], ['read', anonymous.post('/notifications/x/read')], ['read all', anonymous.post('/notifications/read-all')]] as const) {
      const res = await call;
      expect(res.status, label).toBe(401);
      expectNoStackTrace(res.text);
    }
  });

  it('lists only the signed-in user\'s notifications, newest first, with the unread count, for every role', async () => {
    const server = await makeServer();
    for (const email of [SEEDED.brand, SEEDED.influencer, SEEDED.partner, SEEDED.admin, SEEDED.newcomer]) {
      const { api, sent } = await withNotices(server, email, [`Older for ${email}`, `Newer for ${email}`]);
      const centre = (await api.get('/notifications').expect(200)).body as Centre;
      expect(centre).toEqual({ items: [sent[1], sent[0]], unread: 2, total: 2, page: 1, pageSize: 50 });
    }
  });

  it('marks one as read (keeping the first read time), and refuses someone else\'s with 404', async () => {
    const server = await makeServer();
    const { api, sent } = await withNotices(server, SEEDED.brand, ['One', 'Two']);
    const { sent: theirs } = await withNotices(server, SEEDED.influencer, ['Theirs']);
    server.clock.advance(MINUTE);
    expect((await api.post(`/notifications/${sent[0]!.id}/read`).expect(200)).body).toEqual({ unread: 1 });
    const readAt = new Date(server.clock.now()).toISOString();
    server.clock.advance(MINUTE);
    expect((await api.post(`/notifications/${sent[0]!.id}/read`).expect(200)).body).toEqual({ unread: 1 });
    for (const id of [theirs[0]!.id, 'missing']) {
      const res = await api.post(`/notifications/${id}/read`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'There is no such notification.' });
    }
    const stored = await peopleOf(server).notifications();
    expect(stored.find((n) => n.id === sent[0]!.id)?.readAt).toBe(readAt);
    expect(stored.find((n) => n.id === theirs[0]!.id)?.readAt).toBeNull();
  });

  it('marks all of the user\'s own as read, and saves it', async () => {
    const server = await makeServer();
    const { api, sent } = await withNotices(server, SEEDED.brand, ['One', 'Two', 'Three']);
    const { sent: theirs } = await withNotices(server, SEEDED.admin, ['Theirs']);
    expect((await api.post('/notifications/read-all').expect(200)).body).toEqual({ unread: 0 });
    expect(((await api.get('/notifications').expect(200)).body as Centre).unread).toBe(0);
    const stored = await peopleOf(server).notifications();
    expect(sent.every((s) => stored.find((n) => n.id === s.id)?.readAt)).toBe(true);
    expect(stored.find((n) => n.id === theirs[0]!.id)?.readAt).toBeNull();
  });
});
