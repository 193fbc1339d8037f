import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4180);
export const baseURL = `http://127.0.0.1:${port}`;
// Each port gets its own build and data file, so separate runs never share state.
const work = `.e2e/${port}`;

// One server, one worker: specs reset the shared data file, so they must not overlap.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `${work}/test-results`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // Rate limits off: the suite signs in hundreds of times from one address (the API suite tests the limits).
    // Payouts settle by themselves after 60 s, not 5: specs that answer one by hand are never overtaken in real time,
    // and e2e/payouts.spec.ts moves the server's clock past it.
    command: `npx tsx scripts/build.ts --logLevel warn --outDir ${work}/dist && SAUTI_RATE_LIMITS=off SIM_PAYOUT_SECONDS=60 npx tsx mock-server/main.ts --static ${work}/dist --port ${port} --data ${work}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
