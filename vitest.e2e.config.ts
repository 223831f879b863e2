import { defineConfig } from 'vitest/config';
import { e2eServerCount } from './apps/web/e2e/support/e2e-workers.ts';
import LongestFirst from './apps/web/e2e/support/longest-first.ts';

/**
 * `npm run test:e2e`: Playwright (playwright-core) drives Debian's Chromium against the real server. Spec files run
 * side by side, each worker against its own server on its own embedded PostgreSQL (apps/web/e2e/support/
 * global-setup.ts, e2e-server.ts): a worker runs one file at a time, so a spec that switches the merchant's
 * maintenance on, or counts what it made, is never seen by another.
 */
const servers = e2eServerCount();
export default defineConfig({
  test: {
    include: ['apps/web/e2e/**/*.e2e.ts', 'apps/backoffice/e2e/**/*.e2e.ts'],
    globalSetup: ['apps/web/e2e/support/global-setup.ts'],
    // Two files at a time on two cores: a long journey takes up to twice its time alone.
    testTimeout: 240_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: servers > 1,
    maxWorkers: servers,
    minWorkers: 1,
    sequence: { sequencer: LongestFirst },
  },
});
