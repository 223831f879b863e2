import { defineConfig } from 'vitest/config';

/** `npm test`: unit tests beside the code and integration tests against a real (embedded) PostgreSQL. */
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/{src,test}/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/backoffice/src/**/*.test.ts',
      'providers/*/src/**/*.test.ts',
      'providers/*/web/src/**/*.test.ts',
    ],
    globalSetup: ['apps/server/test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    reporters: ['default'],
  },
});
