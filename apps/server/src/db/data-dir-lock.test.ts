import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, liveDataDirOwner, lockDataDir, processStartTicks } from './data-dir-lock.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'tala-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockFile = () => path.join(dir, 'tala.lock');
function writeLock(owner: Record<string, unknown>) {
  const base = { pgPort: 5555, httpPort: 3000, startedAt: '2026-01-01T00:00:00.000Z', nonce: 'n' };
  writeFileSync(lockFile(), JSON.stringify({ ...base, ...owner }));
}
/** The id of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

describe('data directory lock', () => {
  it('when this process holds it, then another lock is refused with its process and ports, and release frees it', () => {
    const release = lockDataDir(dir, { pgPort: 5555, httpPort: 3411 });
    expect(liveDataDirOwner(dir)).toMatchObject({ pid: process.pid, pgPort: 5555, httpPort: 3411 });
    expect(() => lockDataDir(dir, { pgPort: 6666 })).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir, { pgPort: 6666 })).toThrow(
      `process ${process.pid} (http port 3411, PostgreSQL port 5555)`,
    );
    release();
    expect(existsSync(lockFile())).toBe(false);
    lockDataDir(dir, { pgPort: 6666 })();
  });
  it('when the lock names a process that has exited, then it is stale and replaced', () => {
    writeLock({ pid: deadPid(), startTicks: null });
    expect(liveDataDirOwner(dir)).toBeNull();
    const release = lockDataDir(dir, { pgPort: 7777 });
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    release();
  });
  it.runIf(processStartTicks(process.pid) !== null)(
    'when its process id now belongs to another process (started at another time), then it is stale',
    () => {
      writeLock({ pid: process.ppid, startTicks: '1' });
      expect(liveDataDirOwner(dir)).toBeNull();
      writeLock({ pid: process.ppid, startTicks: processStartTicks(process.ppid) });
      expect(liveDataDirOwner(dir)).toMatchObject({ pid: process.ppid });
    },
  );
  it('when the lock file is half-written, then it is not an owner', () => {
    writeFileSync(lockFile(), '{"pid": 12');
    expect(liveDataDirOwner(dir)).toBeNull();
    lockDataDir(dir, { pgPort: 8888 })();
  });
});
