import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliver, httpDeliver, setDarajaDelivery } from '../../mock-server/providers/daraja/delivery.ts';
import { makeServer } from './support.ts';

/** A real merchant endpoint on a free port that records what it is sent. */
async function merchant() {
  const received: { path: string; body: unknown }[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(text) as unknown });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ResultCode":0}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('Daraja mirror: callback delivery', () => {
  afterEach(() => vi.restoreAllMocks());

  it('by default POSTs the callback as JSON to the merchant URL', async () => {
    const m = await merchant();
    try {
      await httpDeliver(`${m.url}/api/webhooks/mpesa/stk`, { Body: { stkCallback: { ResultCode: 0 } } });
      expect(m.received).toEqual([{ path: '/api/webhooks/mpesa/stk', body: { Body: { stkCallback: { ResultCode: 0 } } } }]);
    } finally {
      await m.close();
    }
  });

  it('logs an unreachable merchant or a throwing deliverer and never throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(httpDeliver('http://127.0.0.1:1/nowhere', {})).resolves.toBeUndefined();
    const { ctx } = await makeServer();
    setDarajaDelivery(ctx, () => {
      throw new Error('boom');
    });
    await expect(deliver(ctx, 'http://merchant.test/cb', {})).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
