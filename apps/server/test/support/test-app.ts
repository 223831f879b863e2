import { randomBytes } from 'node:crypto';
import { importPublicKey, sealPayload } from '@tala/contract/crypto/sealed-payload';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { TApp, TAppDeps } from '../../src/app-deps.ts';
import { createAppDeps } from '../../src/create-app-deps.ts';
import { createDb } from '../../src/db/database.ts';
import { seedDemoIfEmpty } from '../../src/db/seed/seed.ts';
import { readEnv } from '../../src/env.ts';
import { TEMPLATE_DB, withDatabase } from './global-setup.ts';

export type TTestApp = {
  app: TApp;
  deps: TAppDeps;
  /** Seals a body with the server's public key, as the site does for login/registration/password calls. */
  seal: (body: unknown) => Promise<unknown>;
  /** This app's own database, for a command run against it as a separate process (DATABASE_URL). */
  databaseUrl: string;
  close: () => Promise<void>;
};

/**
 * A whole application on its own fresh database (cloned from the migrated template) with the demo
 * merchant seeded exactly as on first start. One per test file keeps files independent.
 */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TTestApp> {
  const { databaseUrl, drop } = await createEmptyDatabase();

  // Each app its own key for secrets at rest (as a deployment's DATA_ENCRYPTION_KEY); tests never write
  // into .data/.
  const dataKey = randomBytes(32).toString('base64');
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_ENCRYPTION_KEY: dataKey,
    SEED_DEMO_HISTORY: '0',
    ...envOverrides,
  });
  const { db } = createDb(databaseUrl, 10);
  const deps: TAppDeps = await createAppDeps(db, env);
  await seedDemoIfEmpty(deps);
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  const publicKey = await importPublicKey(deps.secrets.sealing.publicKeySpki);
  return {
    app,
    deps,
    seal: (body) => sealPayload(body, publicKey),
    databaseUrl,
    close: async () => {
      await app.close();
      await db.destroy();
      await drop();
    },
  };
}

/** A fresh database cloned from the migrated template, with nothing seeded, and how to drop it. */
export async function createEmptyDatabase(): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = createDb(adminUrl, 1);
  await cloneTemplate(admin.pool, name);
  await admin.db.destroy();
  return {
    databaseUrl: withDatabase(adminUrl, name),
    drop: async () => {
      const cleanup = createDb(adminUrl, 1);
      await cleanup.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.db.destroy();
    },
  };
}

/** Two files cloning at the same instant can collide on the template's lock; retry briefly. */
async function cloneTemplate(
  pool: { query: (sql: string) => Promise<unknown> },
  name: string,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await pool.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
      return;
    } catch (error) {
      if (attempt >= 20 || !String((error as Error).message).includes('being accessed')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
