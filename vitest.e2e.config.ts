import { defineConfig } from 'vitest/config';

/**
 * `npm run test:e2e`: Playwright (playwright-core) drives Debian's Chromium against the real server,
 * started once per run on its own embedded PostgreSQL (apps/web/e2e/support/global-setup.ts).
 */
export default defineConfig({
  test: {
    include: ['apps/web/e2e/**/*.e2e.ts', 'apps/backoffice/e2e/**/*.e2e.ts'],
    globalSetup: ['apps/web/e2e/support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One spec file at a time: they share one server, and the back-office spec switches the merchant's
    // maintenance on and off, which would show other specs the maintenance page.
    fileParallelism: false,
  },
});
