import { defineConfig } from 'vitest/config';

/** The game math alone, without the root config's PostgreSQL global setup: `npm test -w @tala/house-provider`. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'web/src/**/*.test.ts'],
    testTimeout: 60_000,
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});
