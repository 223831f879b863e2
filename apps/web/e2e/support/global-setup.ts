import type { TestProject } from 'vitest/node';
// A type import only: e2e-server.ts declares the `servers` provided here, and imports vitest's test API, which a
// global setup must not load.
import type { TE2eServer } from './e2e-server.ts';
import { e2eServerCount } from './e2e-workers.ts';
import { startServer } from './server-process.ts';

/** The e2e run's servers (vitest globalSetup): started side by side, stopped together. */
export default async function setup(project: TestProject) {
  const count = e2eServerCount();
  const started = await Promise.allSettled(
    Array.from({ length: count }, (_, index) => startServer(`e2e-${process.pid}-${index + 1}`)),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // One did not start: the others must not outlive the run.
    await Promise.all(servers.map((server) => server.stop()));
    throw failed.reason;
  }
  const provided: TE2eServer[] = servers.map(({ baseUrl, databaseUrl }) => ({ baseUrl, databaseUrl }));
  project.provide('servers', provided);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
