import { test as base, expect } from '@playwright/test';
import { readCode, SEED, signInViaApi, type SeedRole } from './support/api.ts';

interface Fixtures {
  /** Signs the page in as a seed account, through the real API, and stores the session as the app does. */
  login: (role: SeedRole) => Promise<{ token: string }>;
  /** The newest code in the dev mailbox for an email. */
  readCode: (email: string) => Promise<string>;
}

export const test = base.extend<Fixtures>({
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
