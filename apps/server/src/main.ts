import { buildApp } from './app.ts';
import { createDb } from './db/database.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoIfEmpty } from './db/seed/seed.ts';
import { readEnv } from './env.ts';
import { createMessaging } from './lib/messaging/create-messaging.ts';
import { loadSecrets } from './lib/secrets.ts';
import { MerchantCache } from './modules/merchants/merchant-cache.ts';

/** `npm start`: database (embedded unless DATABASE_URL), migrations, first-start seed, HTTP server. */
async function main() {
  const env = readEnv();
  let connectionString = env.DATABASE_URL;
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  if (!connectionString) {
    console.log(`Starting embedded PostgreSQL (data in ${env.DATA_DIR}/pg) …`);
    embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT });
    await embedded.ensureDatabase('tala');
    connectionString = embedded.url('tala');
  }
  const { db, pool } = createDb(connectionString);
  await migrate(pool);
  const deps = {
    db,
    env,
    secrets: await loadSecrets(db, env.APP_SECRET),
    merchants: new MerchantCache(db),
    messaging: createMessaging(env, db),
  };
  const demoAccounts = await seedDemoIfEmpty(deps);
  const app = await buildApp(deps);
  await app.listen({ host: env.HOST, port: env.PORT });

  const url = `http://localhost:${env.PORT}`;
  console.log(`\n  Tala is running at ${url}\n  API docs: ${url}/docs`);
  if (demoAccounts?.length) {
    console.log('\n  Demo accounts (seeded on this first start):');
    for (const account of demoAccounts)
      console.log(`    ${account.username} / ${account.password}  (${account.note})`);
  } else {
    console.log('\n  Demo accounts: see README.md ("Demo accounts").');
  }

  const shutdown = async () => {
    await app.close();
    await db.destroy();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
