import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, isProcessAlive } from '../../src/db/data-dir-lock.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { freePort } from '../support/global-setup.ts';
import { spawnNode } from '../support/processes.ts';

/**
 * Issue 10 §5: a second start in the same folder must leave the first server's PostgreSQL alone, and
 * still take over from one whose owner is gone. The owner is a real second process (hold-embedded.ts).
 */
const dataDir = `.data/owner-${process.pid}`;
const pidFile = path.resolve(dataDir, 'pg', 'postmaster.pid');
let pgPort: number;
const httpPort = 3999;
let owner: ChildProcess;
let ownerUrl: string;

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    return (await client.query('SELECT 1 AS one')).rows[0].one === 1;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function postmasterPid(): number {
  return Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
}

beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  pgPort = await freePort();
  const held = spawnNode(['apps/server/test/db/hold-embedded.ts', dataDir, String(pgPort), String(httpPort)]);
  owner = held.child;
  const deadline = Date.now() + 90_000;
  while (!held.output().includes('ready ')) {
    if (owner.exitCode !== null || Date.now() > deadline) throw new Error(`owner failed:\n${held.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  ownerUrl = held.output().split('ready ')[1]?.trim() ?? '';
}, 120_000);

afterAll(async () => {
  if (owner?.exitCode === null) owner.kill('SIGKILL');
  if (existsSync(pidFile) && isProcessAlive(postmasterPid())) process.kill(postmasterPid(), 'SIGINT');
  for (let i = 0; i < 100 && existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 100));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a second start in the same data directory', () => {
  it('when a live Tala owns it, then the second start refuses, naming its process and port, and the first database keeps answering', async () => {
    const second = startEmbeddedPostgres({ dataDir, port: await freePort(), quiet: true });
    await expect(second).rejects.toThrow(DataDirInUseError);
    await expect(second).rejects.toThrow(
      `process ${owner.pid} (http port ${httpPort}, PostgreSQL port ${pgPort})`,
    );
    expect(await answers(ownerUrl)).toBe(true);
  });

  it('when `npm start` is run a second time, then it exits with that message and the first database keeps answering', async () => {
    const start = spawnNode(['apps/server/src/main.ts'], {
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      PORT: String(await freePort()),
    });
    // Bounded: a start that went on (as it did before the fix) is killed, not left running.
    const timer = setTimeout(() => start.child.kill('SIGKILL'), 20_000);
    const code = await start.exited;
    clearTimeout(timer);
    expect(code).toBe(1);
    expect(start.output()).toContain(`in use by a running Tala: process ${owner.pid} (http port ${httpPort}`);
    expect(await answers(ownerUrl)).toBe(true);
  });

  it('when the owner was killed and left its PostgreSQL running, then the next start stops that orphan and takes over', async () => {
    const orphan = postmasterPid();
    owner.kill('SIGKILL');
    await new Promise((resolve) => owner.once('exit', resolve));
    expect(isProcessAlive(orphan)).toBe(true);
    const next = await startEmbeddedPostgres({ dataDir, port: pgPort, quiet: true });
    try {
      expect(isProcessAlive(orphan)).toBe(false);
      expect(postmasterPid()).not.toBe(orphan);
      expect(await answers(next.url('postgres'))).toBe(true);
    } finally {
      await next.stop();
    }
  });

  it('when postmaster.pid names a live process that is not this PostgreSQL (a reused id), then it is not signalled', async () => {
    const bystander = spawn('sleep', ['60']);
    try {
      const pid = bystander.pid ?? 0;
      writeFileSync(pidFile, `${pid}\n${path.resolve(dataDir, 'pg')}\n`);
      const next = await startEmbeddedPostgres({ dataDir, port: pgPort, quiet: true });
      await next.stop();
      expect(isProcessAlive(pid)).toBe(true);
      expect(bystander.exitCode).toBeNull();
    } finally {
      bystander.kill('SIGKILL');
    }
  });
});
