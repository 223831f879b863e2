import { createHash } from 'node:crypto';
import { readEnv, type TEnv } from '../../apps/server/src/env.ts';

/**
 * The server's environment in a bench: production mode (no demo-only paths) on a throwaway bench database.
 * Production needs DATA_ENCRYPTION_KEY (decision 031); unless one is given, it is derived from the
 * database URL without its port, so the seeding process and the forked server of one run agree, and so does a later
 * run on a kept database (BENCH_KEEP), whose server has another port (bench data is disposable).
 */
export function benchEnv(databaseUrl: string): TEnv {
  const withoutPort = new URL(databaseUrl);
  withoutPort.port = '';
  return readEnv({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    SEED_DEMO_HISTORY: '0',
    DATA_ENCRYPTION_KEY:
      process.env.DATA_ENCRYPTION_KEY ?? createHash('sha256').update(`bench:${withoutPort}`).digest('base64'),
  });
}
