import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { disputes } from '../../mock-server/db/schema/index.ts';
import { makeServer, SEEDED } from './support.ts';

describe('the admin queues', () => {
  it('counts what waits for an admin: campaigns in review, pending verifications and open disputes, from the live data', async () => {
    const server = await makeServer();
    const token = await server.signIn(SEEDED.admin);
    const get = (path: string) => request(server.app).get(`/api${path}`).set('Authorization', `Bearer ${token}`);
    expect((await get('/admin/queues').expect(200)).body).toEqual({ campaignsToReview: 2, verifications: 2, disputes: 0, reviewReports: 0 });

    await request(server.app).post('/api/admin/campaigns/cmp-zuri-review/approve').set('Authorization', `Bearer ${token}`).send({}).expect(200);
    const at = '2026-05-01T08:00:00.000Z';
    const open = {
      id: 'dsp-1', deliverableId: 'dlv-duka-in-progress-wairimu-1', contractId: 'ctr-duka-in-progress-wairimu', campaignId: 'cmp-duka-in-progress',
      brandId: 'acc-brand', creatorId: 'acc-wairimu', openedBy: 'brand', reason: 'Late', status: 'mediation', evidence: [], respondBy: at, createdAt: at, updatedAt: at,
    };
    await server.db.insert(disputes).values([open, { ...open, id: 'dsp-2', status: 'resolved' }]);
    expect((await get('/admin/queues').expect(200)).body).toEqual({ campaignsToReview: 1, verifications: 2, disputes: 1, reviewReports: 0 });
  });

  it('is for admins only', async () => {
    const server = await makeServer();
    const brand = await server.signIn(SEEDED.brand);
    expect((await request(server.app).get('/api/admin/queues').set('Authorization', `Bearer ${brand}`)).status).toBe(403);
    expect((await request(server.app).get('/api/admin/queues')).status).toBe(401);
  });
});
