import path from 'node:path';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { offsetClock } from '../../mock-server/clock.ts';
import { buildServer } from '../../mock-server/server.ts';
import { SEEDED, makeServer, tempDir } from './support.ts';
import { freshDatabase } from './test-database.ts';

describe('dev routes', () => {
  it('a data reset also puts a moved clock back, so the fresh seed is not dated in the past', async () => {
    const base = { now: () => Date.parse('2026-11-22T07:00:00Z') };
    const dataDir = tempDir();
    const { app } = await buildServer(
      { port: 0, host: '127.0.0.1', dataDir, dbDir: path.join(dataDir, 'pglite'), mode: 'development', corsOrigins: [], appUrl: '', publicUrl: '', secret: 's', recruitmentPrefix: '/careers-api', rateLimits: true },
      { clock: offsetClock(base), log: () => {}, database: await freshDatabase() },
    );
    const moved = await request(app).post('/api/dev/clock').send({ advanceMs: 30 * 24 * 3600 * 1000 }).expect(200);
    expect(moved.body.now).toBe('2026-12-22T07:00:00.000Z');
    await request(app).post('/api/dev/reset').expect(204);
    const back = await request(app).post('/api/dev/clock').send({ advanceMs: 0 }).expect(200);
    expect(back.body.now).toBe('2026-11-22T07:00:00.000Z');
  });

  it('a probe that read the clock before a move does not put it back when it answers after (a code sent next would meet its cooldown)', async () => {
    const base = { now: () => Date.parse('2026-11-22T07:00:00Z') };
    const dataDir = tempDir();
    const { app, ctx } = await buildServer(
      { port: 0, host: '127.0.0.1', dataDir, dbDir: path.join(dataDir, 'pglite'), mode: 'development', corsOrigins: [], appUrl: '', publicUrl: '', secret: 's', recruitmentPrefix: '/careers-api', rateLimits: true },
      { clock: offsetClock(base), log: () => {}, database: await freshDatabase() },
    );
    // The next query (a read's upkeep probe) runs at once, finding no offset, but its answer is held back.
    // Drizzle runs a query when it is awaited: Promise.resolve starts it now.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const execute = ctx.db.execute.bind(ctx.db);
    const spy = vi.spyOn(ctx.db, 'execute').mockImplementationOnce(((query: never) => {
      const answer = Promise.resolve(execute(query));
      return held.then(() => answer);
    }) as never);
    const read = request(app).get('/api/roles').then((res) => res.status);
    await vi.waitFor(() => expect(spy).toHaveBeenCalled());
    const moved = await request(app).post('/api/dev/clock').send({ advanceMs: 61_000 }).expect(200);
    expect(moved.body.now).toBe('2026-11-22T07:01:01.000Z');
    release();
    expect(await read).toBe(200);
    expect(new Date(ctx.clock.now()).toISOString()).toBe('2026-11-22T07:01:01.000Z');
  });

  it('lists the mailbox for one address, and refuses a `to` that is not one address with 422 and the field, as every query filter', async () => {
    const { app, api } = await makeServer();
    await api.sendCode(SEEDED.brand, 'login').expect(200);
    const mine = await request(app).get('/api/dev/mailbox').query({ to: ` ${SEEDED.brand.toUpperCase()} ` }).expect(200);
    expect(mine.body.messages.map((m: { to: string }) => m.to)).toEqual([SEEDED.brand]);
    const none = await request(app).get('/api/dev/mailbox').query({ to: 'nobody@sauti.test' }).expect(200);
    expect(none.body.messages).toEqual([]);
    const twice = await request(app).get(`/api/dev/mailbox?to=${SEEDED.brand}&to=${SEEDED.influencer}`).expect(422);
    expect(twice.body).toEqual({ message: 'Some filters are not valid.', errors: { to: ['to must be one email address.'] } });
  });
});
