import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { accountByEmail, accountById, updateAccount } from '../../mock-server/people/accounts.ts';
import { PROBE_STANDS_MS } from '../../mock-server/upkeep.ts';
import { makeServer, SEEDED } from './support.ts';

/** The upkeep probe's own query, told apart from the routes' queries by what it selects. */
function countProbes(server: Awaited<ReturnType<typeof makeServer>>) {
  const execute = vi.spyOn(server.ctx.db, 'execute');
  const text = (query: unknown) => ((query as { queryChunks?: Array<{ value?: unknown }> }).queryChunks ?? []).map((c) => String(c.value ?? '')).join('');
  return () => execute.mock.calls.filter(([query]) => text(query).includes('nextPurge')).length;
}

describe('upkeep before each request (issue 18: no request sweeps or probes every time)', () => {
  it('one probe answers every request of its second: twenty reads run one', async () => {
    const server = await makeServer();
    const probes = countProbes(server);
    for (let i = 0; i < 20; i++) await request(server.app).get('/api/roles').expect(200);
    expect(probes()).toBe(1);
    server.clock.advance(PROBE_STANDS_MS);
    await request(server.app).get('/api/roles').expect(200);
    expect(probes()).toBe(2);
  });

  it('the clock reaching a due time the probe saw runs the work on that request, inside the second', async () => {
    const server = await makeServer();
    const id = (await accountByEmail(server.ctx, SEEDED.partner))!.id;
    await updateAccount(server.ctx, id, { deleteAt: server.clock.now() + 500 });
    // The first request probes and sees the purge due 500 ms ahead.
    await request(server.app).get('/api/roles').expect(200);
    expect(await accountById(server.ctx, id)).not.toBeNull();
    server.clock.advance(500);
    await request(server.app).get('/api/roles').expect(200);
    expect(await accountById(server.ctx, id)).toBeNull();
  });

  it('a moved clock probes again at once: moving it back (a data reset) or forward past the window', async () => {
    const server = await makeServer();
    const probes = countProbes(server);
    await request(server.app).get('/api/roles').expect(200);
    server.clock.set(server.clock.now() - 1);
    await request(server.app).get('/api/roles').expect(200);
    expect(probes()).toBe(2);
  });
});
