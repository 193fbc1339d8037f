import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createServer } from 'vite';
import { describe, expect, it, onTestFinished } from 'vitest';
import { stored } from './delivery-support.ts';
import { liveStream } from './live-support.ts';
import { FUNDED, messagesApi, WAIRIMU } from './messages-support.ts';
import { makeServer, SEEDED } from './support.ts';

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** The real dev server (vite.config.ts) in front of a listening local API, as `npm start` runs them. */
async function devServerBeforeApi() {
  const api = await makeServer();
  const apiUrl = await api.listenForReal();
  const previous = process.env.API_PORT;
  process.env.API_PORT = new URL(apiUrl).port;
  const vite = await createServer({ configFile: path.resolve(import.meta.dirname, '../../vite.config.ts'), logLevel: 'silent', server: { port: 0, host: '127.0.0.1', strictPort: false } });
  await vite.listen();
  process.env.API_PORT = previous;
  onTestFinished(() => vite.close());
  const { port } = vite.httpServer!.address() as AddressInfo;
  return { api, app: `http://127.0.0.1:${port}` };
}

describe('the dev server answers /r/{slug} like production', () => {
  it('proxies a short link to the local API: a 302 to the destination, the click counted', async () => {
    const { api, app } = await devServerBeforeApi();
    const link = (await stored.links(api)).find((l) => l.kind === 'web')!;
    const res = await fetch(`${app}/r/${link.slug}`, { redirect: 'manual', headers: { 'User-Agent': BROWSER } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain(`${link.destination}?utm_source=sauti`);
    expect((await stored.clicks(api)).filter((c) => c.linkId === link.id)).toHaveLength(1);
  });

  it('leaves the app\'s own pages that merely start with /r to the app', async () => {
    const { app } = await devServerBeforeApi();
    const res = await fetch(`${app}/recruitment`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });
});

describe('the dev server passes the live stream through', () => {
  it('streams each event as it happens, uncompressed, through its /api proxy', async () => {
    const { api, app } = await devServerBeforeApi();
    const stream = await liveStream(app, await api.signIn(WAIRIMU));
    expect([stream.status, stream.headers.get('content-type'), stream.headers.get('content-encoding')]).toEqual([200, 'text/event-stream; charset=utf-8', null]);
    expect(await stream.next('unread')).toEqual({ conversationId: null, unread: 0, total: 0 });
    const sent = await messagesApi(api, await api.signIn(SEEDED.brand)).send(FUNDED, 'Through the proxy.');
    expect(await stream.next('message')).toEqual({ message: sent.body.message });
    expect(await stream.next('unread')).toEqual({ conversationId: FUNDED, unread: 1, total: 1 });
  });
});
