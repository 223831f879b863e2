import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/server/src/app.ts';
import { createAppDeps } from '../../apps/server/src/create-app-deps.ts';
import { createDb } from '../../apps/server/src/db/database.ts';
import { benchEnv } from '../support/bench-env.ts';

/**
 * The API server of `npm run bench:wallet`, built exactly as main.ts builds it (production env,
 * logging off) on the bench database with a pool of `poolSize` connections, listening on a random
 * loopback port. The bench forks this file, so the load generator and the server do not share one
 * event loop (a real client never runs inside the server), and talks to it over IPC.
 */
export async function startBenchServer(databaseUrl: string, poolSize: number): Promise<TBenchServer> {
  const env = benchEnv(databaseUrl);
  const { db } = createDb(databaseUrl, poolSize);
  const deps = await createAppDeps(db, env);
  const app = await buildApp(deps, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('server has no address');
  return {
    port: address.port,
    pid: null,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

/** `pid`: the server's own process (null when it runs in the bench's). */
export type TBenchServer = { port: number; pid: number | null; close: () => Promise<void> };

/**
 * Forks this file as the API server on `databaseUrl` with a pool of `poolSize`; `env` adds variables
 * (e.g. HOUSE_PROVIDER=off). BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops.
 */
export async function forkBenchServer(
  databaseUrl: string,
  poolSize: number,
  env: Record<string, string> = {},
): Promise<TBenchServer> {
  const child = fork(fileURLToPath(import.meta.url), {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_NODE_FLAGS ? process.env.BENCH_NODE_FLAGS.split(' ') : []),
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    env: { ...process.env, ...env, BENCH_DATABASE_URL: databaseUrl, BENCH_POOL_SIZE: String(poolSize) },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return {
    port,
    pid: child.pid ?? null,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}

/** As a forked child: start, report the port, stop when the bench disconnects. */
async function runAsChild(send: (message: unknown) => void) {
  const server = await startBenchServer(
    process.env.BENCH_DATABASE_URL ?? '',
    Number(process.env.BENCH_POOL_SIZE ?? 16),
  );
  process.once('disconnect', () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  send({ port: server.port });
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  const send = process.send.bind(process);
  runAsChild(send).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
