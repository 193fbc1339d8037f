import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app.ts';
import { listen } from '../../mock-server/server.ts';
import { liveStream } from './live-support.ts';
import { FUNDED, messagesApi, WAIRIMU } from './messages-support.ts';
import { makeServer, SEEDED, tempDir } from './support.ts';
import { onTestFinished } from 'vitest';

/** The production server: security headers, compression and caching of the built app. */
function builtApp() {
  const dir = tempDir('sauti-dist-');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Sauti</title><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  return dir;
}

async function servedApp() {
  const { ctx } = await makeServer();
  return createApp(ctx, { corsOrigins: [], staticDir: builtApp(), recruitmentPrefix: '/careers-api' });
}

describe('production server', () => {
  it('sends a strict Content-Security-Policy, nosniff and a Referrer-Policy with the app', async () => {
    const res = await request(await servedApp()).get('/pricing');
    expect(res.status).toBe(200);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const rule of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(rule);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends HSTS only when the browser came over https', async () => {
    const app = await servedApp();
    expect((await request(app).get('/')).headers['strict-transport-security']).toBeUndefined();
    const https = await request(app).get('/').set('X-Forwarded-Proto', 'https');
    expect(https.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('caches hashed assets for a year and never caches index.html', async () => {
    const app = await servedApp();
    expect((await request(app).get('/assets/index-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(app).get('/')).headers['cache-control']).toBe('no-cache');
    expect((await request(app).get('/some/client/route')).headers['cache-control']).toBe('no-cache');
  });

  it('compresses responses', async () => {
    const res = await request(await servedApp()).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('the live stream on the production server', () => {
  it('streams each event as it happens past the compression and static layers (one process, production mode)', async () => {
    const api = await makeServer({ mode: 'production' });
    const server = await listen(createApp(api.ctx, { corsOrigins: [], staticDir: builtApp(), recruitmentPrefix: '/careers-api' }), 0, '127.0.0.1');
    onTestFinished(() => new Promise<void>((done) => { server.close(() => done()); server.closeAllConnections(); }));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const stream = await liveStream(base, await api.signIn(WAIRIMU));
    expect([stream.status, stream.headers.get('content-encoding'), stream.headers.get('x-accel-buffering')]).toEqual([200, null, 'no']);
    await stream.next('unread');
    const sent = await messagesApi(api, await api.signIn(SEEDED.brand)).send(FUNDED, 'Served in production.');
    expect(await stream.next('message')).toEqual({ message: sent.body.message });
  });
});
