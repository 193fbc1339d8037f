// @vitest-environment jsdom
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The API client against a real local HTTP server (no mocked fetch): headers, the bearer token,
 * 401/419 handling, a stored session that cannot be parsed, error shapes and the 10 s timeout.
 */
let server: http.Server;
let base = '';
const seen: Array<{ url: string; headers: http.IncomingHttpHeaders }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    if (req.url === '/api/slow') return; // never answers
    const status = Number(/\/api\/status\/(\d+)/.exec(req.url ?? '')?.[1] ?? 200);
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(status === 422 ? { message: 'Some fields need attention.', errors: { email: ['Enter a valid email address.'] } } : { ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  vi.stubEnv('VITE_API_BASE', base);
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  localStorage.clear();
  seen.length = 0;
  vi.useRealTimers();
});

const load = () => import('../../src/lib/api.ts');
const session = { user: { name: 'Wanjiru', email: 'brand@sauti.test', role: 'brand', avatar: null }, token: 'tok-123' };

describe('API client (spec §7, §8)', () => {
  it('sends JSON content type and accept headers and the bearer token from the stored session', async () => {
    const { api } = await load();
    localStorage.setItem('user', JSON.stringify(session));
    await api.post('status/200', { json: { a: 1 } }).json();
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.headers.accept).toBe('application/json');
    expect(seen[0]?.headers.authorization).toBe('Bearer tok-123');
  });

  it('warns and sends the request without a token when the stored session cannot be parsed', async () => {
    const { api } = await load();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('user', '{not json');
    await api.get('status/200').json();
    expect(warn).toHaveBeenCalledOnce();
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it.each([401, 419])('reports a %i as an expired session', async (status) => {
    const { api, setSessionExpiredHandler, toApiError } = await load();
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    const error = await api.get(`status/${status}`).json().catch((e: unknown) => toApiError(e));
    expect(expired).toHaveBeenCalledOnce();
    expect(error).toMatchObject({ status });
  });

  it('does not end the session on other errors', async () => {
    const { api, setSessionExpiredHandler } = await load();
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    await api.get('status/403').json().catch(() => undefined);
    await api.get('status/500').json().catch(() => undefined);
    expect(expired).not.toHaveBeenCalled();
  });

  it('turns a server error into { message, errors } for the UI', async () => {
    const { api, request } = await load();
    const error = await request(() => api.post('status/422', { json: {} }).json(), (d) => d).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Some fields need attention.', status: 422, errors: { email: ['Enter a valid email address.'] } });
  });

  it('uses the fallback message when the server sends none', async () => {
    const { api, request } = await load();
    const error = await request(() => api.get('status/503').json(), (d) => d, 'Failed to send OTP. Try again.').catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Failed to send OTP. Try again.', status: 503 });
  });

  it('refuses an answer of the wrong shape with a clear message', async () => {
    const { api, request } = await load();
    const error = await request(() => api.get('status/200').json(), () => { throw new Error('shape'); }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: expect.stringMatching(/did not understand/) });
  });

  it('times out after 10000 ms, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { api, request } = await load();
    let settled: unknown = 'pending';
    void request(() => api.get('slow').json(), (d) => d, 'Failed to send OTP. Try again.').then(
      (v) => (settled = v),
      (e: unknown) => (settled = e),
    );
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(settled).toMatchObject({ message: 'Failed to send OTP. Try again.' }));
  });
});

describe('retryAfterSeconds', () => {
  it('reads whole seconds, and an HTTP date as the seconds until it', async () => {
    const { retryAfterSeconds } = await load();
    expect(retryAfterSeconds('52')).toBe(52);
    expect(retryAfterSeconds(new Date(Date.UTC(2030, 0, 1, 0, 0, 30)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(30);
  });

  it('gives nothing for a missing or unreadable header, and never a negative wait', async () => {
    const { retryAfterSeconds } = await load();
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(retryAfterSeconds(new Date(0).toUTCString())).toBe(0);
  });
});
