import { type ChildProcess, spawn } from 'node:child_process';

export type TNodeRun = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/**
 * A TypeScript entry point in its own node process (as `npm start` runs main.ts), with a clean
 * environment plus `env`; stdout and stderr are collected together.
 */
export function spawnNode(args: string[], env: Record<string, string> = {}): TNodeRun {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}
