import type { TestProject } from 'vitest/node';
import { startServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's embedded PostgreSQL, for specs that set up state through the server's services. */
    databaseUrl: string;
  }
}

/** The e2e run's server, for every spec (vitest globalSetup). */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('databaseUrl', server.databaseUrl);
  return server.stop;
}
