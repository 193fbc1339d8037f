import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.ts';

/** The seed accounts in db.json. */
export const SEED = {
  brand: 'brand@sauti.test',
  influencer: 'influencer@sauti.test',
  partner: 'partner@sauti.test',
  admin: 'admin@sauti.test',
  none: 'newcomer@sauti.test',
} as const;
export type SeedRole = keyof typeof SEED;

/** Restores the seed data and empties the mailbox. Call in each spec file's beforeAll. */
export async function resetData(): Promise<void> {
  const res = await fetch(`${baseURL}/api/dev/reset`, { method: 'POST' });
  if (!res.ok) throw new Error(`reset failed: ${res.status}`);
}

/** Moves the local API's clock on by `ms` (POST /api/dev/clock), failing the test with the API's answer if it refuses. */
export async function advanceServerClock(request: APIRequestContext, ms: number): Promise<void> {
  const moved = await request.post('/api/dev/clock', { data: { advanceMs: ms } });
  expect(moved.ok(), await moved.text()).toBe(true);
}

/** Reads the newest one-time code sent to `email` from the dev mailbox. */
export async function readCode(request: APIRequestContext, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await res.json()) as { messages: Array<{ code?: string }> };
      code = messages[0]?.code ?? '';
      return code;
    }, { message: `a code in the mailbox for ${email}` })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Signs in (or registers) through the real API: send code, read it, verify. Returns the session. */
export async function signInViaApi(request: APIRequestContext, email: string, purpose: 'login' | 'register' = 'login') {
  const sent = await request.post('/api/v1/send-otp', { data: { email, purpose } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const otp = await readCode(request, email);
  const verified = await request.post('/api/v1/verify-otp', { data: { email, purpose, otp } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return (await verified.json()) as { user: { role: string | null; email: string; name: string }; token: string };
}

export type ApiSession = Awaited<ReturnType<typeof signInViaApi>>;

/**
 * Signs each email in through the real API, in order, from a request context of its own: for a spec's `beforeAll`,
 * which has no `request` fixture. Returns the sessions in the same order.
 */
export async function sessionsFor<const E extends readonly string[]>(playwright: { request: { newContext(options: { baseURL: string }): Promise<APIRequestContext> } }, ...emails: E): Promise<{ -readonly [K in keyof E]: ApiSession }> {
  const request = await playwright.request.newContext({ baseURL });
  const sessions: ApiSession[] = [];
  for (const email of emails) sessions.push(await signInViaApi(request, email));
  await request.dispose();
  return sessions as { -readonly [K in keyof E]: ApiSession };
}

/** Sends one API call as `session` and returns its JSON; fails the test with the API's answer otherwise. */
export async function callApi(request: APIRequestContext, session: ApiSession, method: 'get' | 'post' | 'patch', path: string, data?: unknown) {
  const res = await request[method](`/api/${path}`, { headers: { Authorization: `Bearer ${session.token}` }, data });
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

/** Opens `path` signed in as `session` (stored as the app stores it), once its main heading shows. */
export async function openAs(page: Page, session: ApiSession, path: string) {
  await page.goto('/api/health');
  await page.evaluate((s) => localStorage.setItem('user', JSON.stringify(s)), session);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}
