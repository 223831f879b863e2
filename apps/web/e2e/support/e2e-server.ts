import { inject } from 'vitest';

export type TE2eServer = { baseUrl: string; databaseUrl: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker, each on its own embedded PostgreSQL (global-setup.ts starts them). */
    servers: TE2eServer[];
  }
}

/**
 * The server this spec file runs against. The run starts one server per worker (global-setup.ts) and a worker runs
 * one file at a time, so files running side by side never share a server — a spec may switch the merchant's
 * maintenance on, or count what it made, without another spec seeing it. A worker's number is vitest's pool id,
 * unique among the workers running at once.
 */
export function e2eServer(): TE2eServer {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error('Invariant failed: global-setup.ts starts at least one server');
  return server;
}
