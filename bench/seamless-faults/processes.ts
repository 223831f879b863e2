import { type ChildProcess, spawn } from 'node:child_process';
import { benchEnv } from '../support/bench-env.ts';

/**
 * The two processes of bench:seamless-faults: the platform (`apps/server/src/main.ts`, as `npm start`
 * runs it, with the in-process house off) and the house provider on its own (`npm run start:house`,
 * HTTP to the platform). stdout is dropped (request logs); stderr shows crashes.
 */
export type TProcess = { child: ChildProcess; baseUrl: string };

function start(entry: string, env: Record<string, string>, port: string): TProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

export function startPlatform(env: { PORT: string; DATABASE_URL: string }): TProcess {
  // The key the bench seeded the database's secrets with (bench-env.ts), not a development key file.
  const { DATA_ENCRYPTION_KEY = '' } = benchEnv(env.DATABASE_URL);
  return start(
    'apps/server/src/main.ts',
    {
      ...env,
      DATA_ENCRYPTION_KEY,
      HOST: '127.0.0.1',
      HOUSE_PROVIDER: 'off',
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
    },
    env.PORT,
  );
}

export function startHouse(env: {
  HOUSE_PORT: string;
  PLATFORM_URL: string;
  HOUSE_PROVIDER_SECRET: string;
  HOUSE_DATABASE_URL: string;
}): TProcess {
  return start(
    'providers/house/src/service/main.ts',
    { ...env, HOUSE_HOST: '127.0.0.1', LOG_LEVEL: 'error' },
    env.HOUSE_PORT,
  );
}

/** Polls `path` until it answers with one of `statuses`; bounded. */
export async function waitReady(
  baseUrl: string,
  path: string,
  statuses: number[] = [200],
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(5_000) })
      .then((res) => res.status)
      .catch(() => 0);
    if (statuses.includes(status)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${baseUrl} did not become ready`);
}

/** SIGKILL (or `signal`) and wait for the exit. */
export async function stop(target: TProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (target.child.exitCode !== null) return;
  const exited = new Promise((resolve) => target.child.once('exit', resolve));
  target.child.kill(signal);
  await exited;
}
