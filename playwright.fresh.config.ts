import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { FRESH_DATABASE_URL } from './tests/e2e-fresh/freshDatabase';

/**
 * Adopting the product on a fresh PostgreSQL database (issue 27): no demo data, the first admin
 * made by `npm run admin:create`, the geography imported, a user approved, a month entered.
 * Runs after the main browser suite (the same port and Auth emulator port).
 */
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-fresh',
  // its people sign in through the form: no demo account's kept sign-in to set up first
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // a retry would not start from an empty database
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'reports/e2e-fresh.json' }]]
    : 'list',
  webServer: {
    ...(base.webServer as Exclude<typeof base.webServer, unknown[] | undefined>),
    command:
      'rm -rf .data/e2e-fresh && npx tsx tests/e2e-fresh/emptyDatabase.ts && node scripts/start.mjs',
    env: { SSM_DATA: '.data/e2e-fresh', LOG_LEVEL: 'warn', DATABASE_URL: FRESH_DATABASE_URL },
    reuseExistingServer: false,
  },
});
