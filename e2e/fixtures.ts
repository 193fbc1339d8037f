import { test as base, expect, type Page } from '@playwright/test';
import { advanceServerClock, readCode, SEED, signInViaApi, type SeedRole } from './support/api.ts';

interface Fixtures {
  /** Fails any test during which the page reports a Content-Security-Policy violation. */
  noCspViolations: void;
  /** Moves the local API's clock past the 60 s code cooldown before each test, so tests never wait on each other. */
  cooldownPassed: void;
  /** Signs the page in as a seed account, through the real API, and stores the session as the app does. */
  login: (role: SeedRole) => Promise<{ token: string }>;
  /** Registers a brand-new account through the real API and signs the page in; returns its email. */
  registerNew: () => Promise<{ email: string; token: string }>;
  /** The newest code in the dev mailbox for an email. */
  readCode: (email: string) => Promise<string>;
}

/** Stores a session as the app does. Any same-origin page gives access to storage; the health check is the cheapest. */
async function storeSession(page: Page, session: unknown) {
  await page.goto('/api/health');
  await page.evaluate((s) => localStorage.setItem('user', JSON.stringify(s)), session);
}

/** Each page's own goto, which returns at the load event without waiting for hydration (for a paused clock). */
export const gotoWithoutHydration = new WeakMap<Page, Page['goto']>();

export const test = base.extend<Fixtures>({
  // A prerendered page shows its HTML before its buttons work (docs/decisions/0017): every goto waits until the
  // page has hydrated, or has said it renders in the browser instead, as a person waits for a page to finish.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    gotoWithoutHydration.set(page, goto);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) {
        await page.waitForFunction(() => document.documentElement.dataset.hydration !== undefined || !document.getElementById('root')?.hasAttribute('data-prerendered'));
      }
      return response;
    };
    await use(page);
  },
  noCspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  cooldownPassed: [
    async ({ request }, use) => {
      await advanceServerClock(request, 61_000);
      await use();
    },
    { auto: true },
  ],
  login: async ({ page, request }, use) => {
    await use(async (role) => {
      const session = await signInViaApi(request, SEED[role]);
      await storeSession(page, session);
      return { token: session.token };
    });
  },
  registerNew: async ({ page, request }, use) => {
    let n = 0;
    await use(async () => {
      const email = `new-${Date.now()}-${n++}@sauti.test`;
      const session = await signInViaApi(request, email, 'register');
      await storeSession(page, session);
      return { email, token: session.token };
    });
  },
  readCode: async ({ request }, use) => {
    await use((email) => readCode(request, email));
  },
});

export { expect, SEED };
