import { defineConfig } from '@playwright/test';

const port = Number(process.env.PORT ?? 8080);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'mr-IN',
    // a trace costs a journey about 45 % of its time (festivals + formCycle + sign-in: 3:24 →
    // 1:48 here), so only a failing journey's retry records one (CI retries once); its first
    // attempt keeps a screenshot
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // each demo account signs in once through the form; the journeys restore it (issue 45)
    { name: 'sign-in', testMatch: /signIn\.setup\.ts$/, use: { browserName: 'chromium' } },
    { name: 'chromium', use: { browserName: 'chromium' }, dependencies: ['sign-in'] },
  ],
  webServer: {
    // a fresh embedded database and emulator state for every run
    command: 'rm -rf .data/e2e .data/e2e-signed-in && node scripts/start.mjs',
    // E2E_CLOCK: the journeys on a fixed clock may set the server's now (issue 25)
    // E2E_PUSH_HOST: the reminders journey's local push endpoint, taken as a push service
    env: {
      SSM_DATA: '.data/e2e',
      LOG_LEVEL: 'warn',
      E2E_CLOCK: '1',
      E2E_PUSH_HOST: '127.0.0.1:8091',
    },
    url: `http://127.0.0.1:${port}/pmpapp/api/v2/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
  },
});
