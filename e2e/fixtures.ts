import { test as base, expect } from '@playwright/test';
import { readCode, SEED, signInViaApi, type SeedRole } from './support/api.ts';

interface Fixtures {
  /** Moves the local API's clock past the 60 s code cooldown before each test, so tests never wait on each other. */
  cooldownPassed: void;
  /** Signs the page in as a seed account, through the real API, and stores the session as the app does. */
  login: (role: SeedRole) => Promise<{ token: string }>;
  /** The newest code in the dev mailbox for an email. */
  readCode: (email: string) => Promise<string>;
}

export const test = base.extend<Fixtures>({
  cooldownPassed: [
    async ({ request }, use) => {
      const res = await request.post('/api/dev/clock', { data: { advanceMs: 61_000 } });
      expect(res.ok()).toBe(true);
      await use();
    },
    { auto: true },
  ],
  login: async ({ page, request }, use) => {
    await use(async (role) => {
      const session = await signInViaApi(request, SEED[role]);
      // Any same-origin page gives access to the app's storage; the health check is the cheapest.
      await page.goto('/api/health');
      await page.evaluate((s) => localStorage.setItem('user', JSON.stringify(s)), session);
      return { token: session.token };
    });
  },
  readCode: async ({ request }, use) => {
    await use((email) => readCode(request, email));
  },
});

export { expect, SEED };
