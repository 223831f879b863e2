import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../src/db/database.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { migrate } from '../../src/db/migrate.ts';
import { installJobSchema } from '../../src/jobs/worker.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabaseUrl: string;
    adminDatabaseUrl: string;
  }
}

export const TEMPLATE_DB = 'tala_template';

/**
 * One PostgreSQL for the whole run: embedded (fresh data dir) unless DATABASE_URL is set. The schema is
 * migrated once into a template database; each test file clones it (support/test-app.ts).
 */
export default async function setup(project: TestProject) {
  let adminUrl: string;
  let stop: (() => Promise<void>) | null = null;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    // Own directory and port per run, so several runs (CI, helpers, a developer) never collide.
    const dataDir = `.data/test-${process.pid}`;
    const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), quiet: true });
    adminUrl = embedded.url('postgres');
    stop = async () => {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const admin = createDb(adminUrl, 2);
  await admin.pool.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`).catch(async () => {
    await admin.pool.query(`ALTER DATABASE ${TEMPLATE_DB} WITH ALLOW_CONNECTIONS true`);
    await admin.pool.query(`DROP DATABASE ${TEMPLATE_DB} WITH (FORCE)`);
  });
  await admin.pool.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  const templateUrl = withDatabase(adminUrl, TEMPLATE_DB);
  const template = createDb(templateUrl, 2);
  await migrate(template.pool);
  await installJobSchema(template.pool); // graphile-worker's schema: payments queue jobs in SQL
  await template.db.destroy();
  // No connections to the template from now on, so each test file can clone it at once.
  await admin.pool.query(`ALTER DATABASE ${TEMPLATE_DB} WITH ALLOW_CONNECTIONS false`);
  await admin.pool.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${TEMPLATE_DB}' AND pid <> pg_backend_pid()`,
  );
  await admin.db.destroy();

  project.provide('templateDatabaseUrl', templateUrl);
  project.provide('adminDatabaseUrl', adminUrl);
  return async () => {
    await stop?.();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function freePort(): Promise<number> {
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
