// @vitest-environment jsdom
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';

/** The real auth actor and API client together, against a real local server. */
let server: http.Server;
const user = { id: 'acc-brand', name: 'Wanjiru Kamau', email: 'brand@sauti.test', role: 'brand', avatar: null };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const ok = req.url === '/api/v1/auth/me' && req.headers.authorization === 'Bearer good';
    const status = req.url === '/api/v1/auth/me' ? (ok ? 200 : 401) : Number(/status\/(\d+)/.exec(req.url ?? '')?.[1] ?? 404);
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(ok ? { user: { ...user, name: 'Wanjiru K.' } } : { message: 'Your session has ended.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  localStorage.setItem('user', JSON.stringify({ user, token: 'good' }));
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

describe('auth actor with the API client', () => {
  it('checks the stored session with the server at start and refreshes the stored user', async () => {
    const { auth, authReady } = await import('../../src/auth/auth.ts');
    const snapshot = await authReady(auth);
    expect(snapshot.value).toBe('signedIn');
    expect(snapshot.context.user?.name).toBe('Wanjiru K.');
    expect(JSON.parse(localStorage.getItem('user')!).user.name).toBe('Wanjiru K.');
  });

  it('a 401 on any call clears the stored session and goes to /login', async () => {
    const { auth } = await import('../../src/auth/auth.ts');
    const { navigation } = await import('../../src/lib/navigation.ts');
    const { api } = await import('../../src/lib/api.ts');
    const toLogin = vi.spyOn(navigation, 'toLogin');
    await api.get('status/401').catch(() => undefined);
    await waitFor(auth, (s) => s.matches('signedOut'));
    expect(auth.getSnapshot().context).toEqual({ user: null, token: null });
    expect(localStorage.getItem('user')).toBeNull();
    expect(toLogin).toHaveBeenCalledOnce();
  });
});
