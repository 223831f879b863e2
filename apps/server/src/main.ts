import { buildApp } from './app.ts';
import { createAppDeps } from './create-app-deps.ts';
import { openDatabase } from './db/connect.ts';
import { seedDemoIfEmpty } from './db/seed/seed.ts';
import { readEnv } from './env.ts';
import { httpTransport } from './jobs/webhook-delivery.task.ts';
import { startJobWorker } from './jobs/worker.ts';
import { describeFailure } from './lib/config-error.ts';
import { providerTransport } from './modules/vendor-wallet/provider-transport.ts';
import { drainLegacyVendorWallets } from './modules/wallet/legacy-vendor-wallets.ts';

/** `npm start`: database (embedded unless DATABASE_URL), migrations, first-start seed, HTTP server. */
async function main() {
  const env = readEnv();
  const { db, pool, close: closeDatabase } = await openDatabase(env, { maxConnections: env.DB_POOL_SIZE });
  // A refused configuration (e.g. STAFF_TOTP_KEY) must not leave the embedded PostgreSQL running.
  const deps = await createAppDeps(db, env).catch(async (error) => {
    await closeDatabase();
    throw error;
  });
  const demoAccounts = await seedDemoIfEmpty(deps);
  await drainLegacyVendorWallets(db);
  const app = await buildApp(deps);
  // Background jobs (payments: webhook delivery, withdrawal auto-receipt; vendor transfer checks);
  // webhooks go to this instance, provider calls as the API makes them (in-process house included).
  const jobs = await startJobWorker({
    pool,
    db,
    transport: httpTransport(`http://127.0.0.1:${env.PORT}`),
    providerTransport: providerTransport(deps.inProcessProviders),
  });
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
    await jobs.stop();
    await app.close();
    await closeDatabase();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(describeFailure(error));
  process.exit(1);
});
