import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { adminApiRoutes } from '../../mock-server/routes/admin-api.ts';
import { expectNoStackTrace, makeServer, SEEDED } from './support.ts';

/** The parts of an Express 4 router layer this test reads (express keeps them on `stack`). */
interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  regexp: RegExp & { fast_slash?: boolean };
}
interface Found { route: string; underAdmin: boolean }

/** Every route in a stack, nested routers included, marked if it was reached through a router mounted at /admin. */
function routesIn(stack: readonly Layer[], underAdmin = false): Found[] {
  return stack.flatMap((layer): Found[] => {
    if (layer.route) {
      return Object.keys(layer.route.methods).map((method) => ({ route: `${method.toUpperCase()} ${String(layer.route!.path)}`, underAdmin }));
    }
    if (!layer.handle.stack) return [];
    const mountedAtAdmin = !layer.regexp.fast_slash && layer.regexp.test('/admin');
    return routesIn(layer.handle.stack, underAdmin || mountedAtAdmin);
  });
}

const stackOf = (router: unknown) => (router as { stack: Layer[] }).stack;

/** Every admin route, relative to /api/admin: a new one is added here on purpose, beside its area's `…AdminRoutes`. */
const ADMIN_ROUTES = [
  // Inbox (admin-inbox.ts) and the queue counts (admin-queues.ts).
  'GET /surveys', 'GET /surveys/stats', 'GET /contacts', 'GET /applications', 'GET /applications/:id/files/:index', 'GET /accounts',
  'GET /queues',
  // Campaign review, creator verification.
  'GET /campaigns', 'POST /campaigns/:id/approve', 'POST /campaigns/:id/request-changes', 'POST /campaigns/:id/reject',
  'GET /verifications', 'GET /verifications/:id/screenshots/:index', 'POST /verifications/:id/verify', 'POST /verifications/:id/reject',
  // Money: release, bank withdrawals, the ledger, receipts.
  'POST /contracts/:id/release', 'POST /withdrawals/:id/mark-paid',
  'GET /ledger/accounts', 'GET /ledger/transfers', 'GET /reconciliation', 'GET /receipts', 'GET /receipts.csv',
  // Disputes.
  'GET /disputes', 'POST /disputes/:id/propose', 'POST /disputes/:id/decide',
  // Reported reviews (issue 24).
  'GET /review-reports', 'POST /review-reports/:id/decide',
];

const SIGNED_OUT = { message: 'Your session has ended. Please log in again.' };
const NOT_YOURS = { message: 'You do not have access to this.' };

/** `GET /disputes/:id/propose` → the method and a concrete URL under /api/admin. */
const call = (route: string) => {
  const [method, path] = route.split(' ') as [string, string];
  return { method: method.toLowerCase() as 'get' | 'post', url: `/api/admin${path.replace(/:\w+/g, 'x')}` };
};

describe('the admin router', () => {
  it('holds every admin route, and nothing else in the API answers under /admin', async () => {
    const server = await makeServer();
    const [mount, ...rest] = stackOf(adminApiRoutes(server.ctx));
    expect(rest).toEqual([]);
    const registered = routesIn(stackOf(mount!.handle)).map((f) => f.route);
    expect(registered.toSorted()).toEqual(ADMIN_ROUTES.toSorted());
    expect(registered).toHaveLength(27);

    // The whole app: routes reached through an /admin mount are exactly the admin router's, and no router mounted
    // elsewhere registers a path under /admin (an admin route added beside its area's other routes fails here).
    const everything = routesIn(stackOf((server.app as unknown as { _router: unknown })._router));
    expect(everything.filter((f) => f.underAdmin).map((f) => f.route).toSorted()).toEqual(ADMIN_ROUTES.toSorted());
    expect(everything.filter((f) => !f.underAdmin && /^\w+ \/admin(\/|\.|$)/i.test(f.route))).toEqual([]);
  });

  it('answers every admin route with 401 signed out and 403 to every other role, before anything else runs', async () => {
    const server = await makeServer();
    const others = await Promise.all([SEEDED.brand, SEEDED.influencer, SEEDED.partner, SEEDED.newcomer].map((email) => server.signIn(email)));
    for (const route of ADMIN_ROUTES) {
      const { method, url } = call(route);
      const signedOut = await request(server.app)[method](url).send({});
      expect(signedOut.status, route).toBe(401);
      expect(signedOut.headers['content-type'], route).toMatch(/^application\/json/);
      expect(signedOut.body, route).toEqual(SIGNED_OUT);
      for (const token of others) {
        // POSTs go without an Idempotency-Key: the guard answers before the key is asked for.
        const refused = await request(server.app)[method](url).set('Authorization', `Bearer ${token}`).send({});
        expect(refused.status, route).toBe(403);
        expect(refused.body, route).toEqual(NOT_YOURS);
        expectNoStackTrace(refused.text);
      }
    }
  });

  it('lets an admin through to every route, and keeps a path that does not exist yet to admins too', async () => {
    const server = await makeServer();
    const admin = await server.signIn(SEEDED.admin);
    for (const route of ADMIN_ROUTES) {
      const { method, url } = call(route);
      const res = await request(server.app)[method](url).set('Authorization', `Bearer ${admin}`).send({});
      expect([401, 403, 500], `${route}: ${res.status}`).not.toContain(res.status);
    }
    const brand = await server.signIn(SEEDED.brand);
    await request(server.app).get('/api/admin/not-yet').expect(401, SIGNED_OUT);
    await request(server.app).get('/api/admin/not-yet').set('Authorization', `Bearer ${brand}`).expect(403, NOT_YOURS);
    await request(server.app).get('/api/admin/not-yet').set('Authorization', `Bearer ${admin}`).expect(404);
  });
});
