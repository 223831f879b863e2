import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/wps/system/status`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`server did not start within ${timeoutMs} ms`);
}

export type TRunningServer = {
  baseUrl: string;
  /** The server's embedded PostgreSQL (its fixed local password, apps/server/src/db/embedded.ts). */
  databaseUrl: string;
  stop: () => Promise<void>;
};

/**
 * Starts the real server (`apps/server/src/main.ts`, as `npm start` does) on a fresh data directory and
 * free ports, with the built web app. `npm run build` must have run (CI does; test:e2e builds first).
 * Also used by `npm run bench:web`.
 */
export async function startServer(name = `e2e-${process.pid}`): Promise<TRunningServer> {
  const dataDir = `.data/${name}`;
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const pgPort = await freePort();
  // node itself (not npx) so SIGTERM reaches the server, which then stops its PostgreSQL cleanly.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      OUTBOX_PAGE: 'on',
      // A visitor that registers has its own address (browser.ts giveOwnAddress): many visitors, not one.
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // The first start migrates and seeds a month of demo history; two servers start side by side.
  await waitForServer(baseUrl, child, 240_000);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, databaseUrl: `postgres://postgres:tala-local@127.0.0.1:${pgPort}/tala`, stop };
}
