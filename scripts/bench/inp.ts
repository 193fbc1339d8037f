import { chromium, type Page } from '@playwright/test';

/**
 * Interaction latency with Playwright's Chromium under 4× CPU throttling: a PerformanceObserver for 'event'
 * entries (durationThreshold 16, the minimum) records every interaction; we report the longest per scenario.
 */
interface Scenario { name: string; path: string; setup?: (page: Page, rep: number) => Promise<void>; act: (page: Page, rep: number) => Promise<void> }

const OBSERVER = () => {
  const w = window as unknown as { __events: number[] };
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) if (e.interactionId) w.__events.push(e.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

const SEED_EMAILS = ['brand@sauti.test', 'influencer@sauti.test', 'partner@sauti.test'];

const SCENARIOS: Scenario[] = [
  {
    name: 'Landing carousel (slide dot)',
    path: '/',
    act: (page, rep) => page.locator('[role="group"] > button').nth(1 + (rep % 2)).click(),
  },
  {
    name: 'FAQ accordion (open item)',
    path: '/faqs',
    act: (page, rep) => page.locator('button[aria-controls^="faq-"]').nth(rep).click(),
  },
  {
    name: 'Code submit (6th digit, auto-verify)',
    path: '/login',
    // One seed account per repetition: the API refuses a second code for the same address within a minute.
    setup: async (page, rep) => {
      await page.locator('#email').fill(SEED_EMAILS[rep % SEED_EMAILS.length]!);
      await page.locator('#email').press('Enter');
      const boxes = page.locator('input[inputmode="numeric"]');
      await boxes.nth(5).waitFor();
      await boxes.first().focus();
      await page.keyboard.type('12345');
    },
    act: (page) => page.keyboard.press('6'),
  },
  {
    name: 'Video modal (open)',
    path: '/recruitment',
    act: (page) => page.getByRole('button', { name: 'Learn More About Us' }).click(),
  },
];

export interface InpResult { name: string; maxMs: number; samples: number }

/** Loads each scenario's page fresh `reps` times and measures one interaction each time. */
export async function measureInp(baseUrl: string, reps = 3): Promise<InpResult[]> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const results: InpResult[] = [];
  try {
    for (const scenario of SCENARIOS) {
      let maxMs = 0;
      let samples = 0;
      for (let rep = 0; rep < reps; rep++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, reducedMotion: 'no-preference' });
        const page = await context.newPage();
        await page.addInitScript(OBSERVER);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(baseUrl + scenario.path, { waitUntil: 'networkidle' });
        // A prerendered page works once it has hydrated (docs/decisions/0017), as the browser suite waits too.
        await page.waitForFunction(() => document.documentElement.dataset.hydration !== undefined || !document.getElementById('root')?.hasAttribute('data-prerendered'));
        await scenario.setup?.(page, rep);
        // Interact once the main thread is idle, as a person would after the page settles.
        await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 3000 })));
        await page.evaluate(() => { (window as unknown as { __events: number[] }).__events.length = 0; });
        await scenario.act(page, rep);
        // Let the next frames paint so the event entries are final, then read them.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
        const durations = await page.evaluate(() => (window as unknown as { __events: number[] }).__events);
        maxMs = Math.max(maxMs, ...durations);
        samples += durations.length;
        await context.close();
      }
      results.push({ name: scenario.name, maxMs, samples });
    }
  } finally {
    await browser.close();
  }
  return results;
}
