import fs from 'node:fs';
import path from 'node:path';
import express, { type Response } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { openStore, type WriteFile } from '../../mock-server/store.ts';
import { FLUSH_FAILED, writeAck } from '../../mock-server/write-ack.ts';
import { expectNoStackTrace, makeServer, SEEDED, tempDir } from './support.ts';


/**
 * A tiny app on a real data file whose flushes wait for `open()`. When a flush starts and when it is let go, the
 * writer notes whether each response seen so far has sent its headers: deterministic, no timing involved.
 */
function heldApp() {
  const dir = tempDir('sauti-ack-');
  const seedFile = path.join(dir, 'seed.json');
  fs.writeFileSync(seedFile, '{"surveys":[]}');
  const log: string[] = [];
  const seen = new Map<string, Response>();
  const sent = () => [...seen].map(([name, res]) => `${name} ${res.headersSent ? 'sent' : 'held'}`).join(', ');
  let open = () => {};
  const gate = new Promise<void>((resolve) => { open = resolve; });
  let started = () => {};
  const flushStarted = new Promise<void>((resolve) => { started = resolve; });
  const writeFile: WriteFile = async (file, data) => {
    log.push(`flush started: ${sent()}`);
    started();
    await gate;
    log.push(`flush let go: ${sent()}`);
    fs.writeFileSync(file, data);
  };
  const store = openStore(path.join(dir, 'db.json'), seedFile, { writeFile });
  let handledRead = () => {};
  const readHandled = new Promise<void>((resolve) => { handledRead = resolve; });
  const app = express();
  app.use(writeAck(store));
  app.post('/write', (_req, res) => {
    seen.set('write', res);
    store.get('surveys').push({ id: 'one' } as never).write();
    res.status(201).json({ id: 'one' });
  });
  app.get('/read', (_req, res) => {
    seen.set('read', res);
    res.json(store.get('surveys').value());
    handledRead();
  });
  return { app, log, open, flushStarted, readHandled };
}

describe('acknowledging writes only once they are on disk', () => {
  it('holds the answer to a write until the flush carrying it has completed', async () => {
    const h = heldApp();
    const answer = request(h.app).post('/write').then((res) => { h.log.push(`answered ${res.status}`); return res; });
    await h.flushStarted;
    h.open();
    expect((await answer).body).toEqual({ id: 'one' });
    expect(h.log).toEqual(['flush started: write held', 'flush let go: write held', 'answered 201']);
  });

  it('holds an answer that wrote nothing while a write it may show is still pending', async () => {
    const h = heldApp();
    const write = request(h.app).post('/write').then((res) => res); // supertest sends on then()
    await h.flushStarted;
    const read = request(h.app).get('/read').then((res) => { h.log.push(`read answered ${res.status}`); return res; });
    await h.readHandled;
    h.open();
    expect((await read).body).toEqual([{ id: 'one' }]);
    expect((await write).status).toBe(201);
    expect(h.log).toContain('flush let go: write held, read held');
    expect(h.log.indexOf('read answered 200')).toBeGreaterThan(h.log.indexOf('flush let go: write held, read held'));
  });

  it('answers 503 with a JSON message, not the route\'s success, when the flush fails (real app, real file)', async () => {
    const server = await makeServer();
    const { app, dataFile, readData } = server;
    const token = await server.signIn(SEEDED.brand);
    const rename = (fullName: string) => request(app).patch('/api/profiles/me').set('Authorization', `Bearer ${token}`).send({ fullName });
    // A directory where the data file was: the temporary file is written, but the rename over it fails.
    fs.rmSync(dataFile);
    fs.mkdirSync(dataFile);
    fs.writeFileSync(path.join(dataFile, 'keep'), '');
    const res = await rename('Wanjiru Kamau-Otieno');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: FLUSH_FAILED });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expectNoStackTrace(res.text);

    // Once the disk is back, the next flush saves all of memory: a 503 means "not confirmed", not "undone".
    fs.rmSync(dataFile, { recursive: true });
    expect((await rename('Wanjiru Otieno')).status).toBe(200);
    expect(readData().accounts.find((a) => a.email === SEEDED.brand)?.name).toBe('Wanjiru Otieno');
  });

  it('acknowledges a write through the real app only once the data file holds it', async () => {
    const server = await makeServer();
    const tokens = await Promise.all([SEEDED.brand, SEEDED.influencer, SEEDED.admin].map((email) => server.signIn(email)));
    const answers = await Promise.all(tokens.map((token, i) => request(server.app).patch('/api/profiles/me').set('Authorization', `Bearer ${token}`).send({ fullName: `Name ${i}` })));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    const names = server.readData().accounts.filter((a) => [SEEDED.brand, SEEDED.influencer, SEEDED.admin].includes(a.email as never)).map((a) => a.name).sort();
    expect(names).toEqual(['Name 0', 'Name 1', 'Name 2']);
  });
});
