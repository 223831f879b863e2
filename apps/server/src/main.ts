import { buildApp } from './app.ts';
import type { TAppDeps } from './app-deps.ts';
import { createAppDeps } from './create-app-deps.ts';
import { openDatabase } from './db/connect.ts';
import { takeOverShutdownSignals } from './db/embedded.ts';
import { seedOnFirstStart, type TFirstStart } from './db/seed/seed.ts';
import { isOutboxPageOn, readEnv, type TEnv } from './env.ts';
import { startContractSettlement } from './jobs/contract-settlement.ticker.ts';
import { startMessageDelivery } from './jobs/messages.ticker.ts';
import { startPromotionJobs } from './jobs/promotions.ticker.ts';
import { startTeamFiguresFeed } from './jobs/team-figures.ticker.ts';
import { startStrandedTransferSweep } from './jobs/vendor-transfers.ticker.ts';
import { startVipJobs } from './jobs/vip.ticker.ts';
import { httpTransport } from './jobs/webhook-delivery.task.ts';
import { startJobWorker } from './jobs/worker.ts';
import { describeFailure } from './lib/config-error.ts';
import { providerTransport } from './modules/vendor-wallet/provider-transport.ts';
import { drainLegacyVendorWallets } from './modules/wallet/legacy-vendor-wallets.ts';
import { checkStart } from './start-checks.ts';

/** `npm start`: checks, database (embedded unless DATABASE_URL), migrations, first-start seed, HTTP server. */
async function main() {
  const env = readEnv();
  const checks = checkStart(env);
  for (const warning of checks.warnings) console.warn(`WARNING: ${warning}`);
  if (checks.errors.length > 0) {
    for (const error of checks.errors) console.error(`Refusing to start: ${error}`);
    process.exit(1);
  }
  const {
    db,
    pool,
    close: closeDatabase,
  } = await openDatabase(env, {
    maxConnections: env.DB_POOL_SIZE,
    httpPort: env.PORT,
  });
  // A refused configuration (e.g. DATA_ENCRYPTION_KEY) must not leave the embedded PostgreSQL running.
  const deps = await createAppDeps(db, env, { report: console.log }).catch(async (error) => {
    await closeDatabase();
    throw error;
  });
  const firstStart = await seedOnFirstStart(deps);
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
  // Vendor transfers left PENDING without a status check (a crash before the vendor's answer) get one.
  const transferSweep = startStrandedTransferSweep(db);
  // Agents' team figures follow the ledger within seconds (decision 044).
  const teamFigures = startTeamFiguresFeed(db);
  // Salary and dividend periods are paid once the feed has run past their end (decision 045).
  const contracts = startContractSettlement(db);
  // Bets count towards bonuses within seconds; expired bonuses are forfeited (decision 049).
  const promotions = startPromotionJobs(db);
  // Scheduled member messages are delivered within seconds of their time (decision 055).
  const messages = startMessageDelivery(db);
  // Ranks rise within seconds of the feed; the monthly review and birthday bonuses run once a day (decision 057).
  const vip = startVipJobs(db);
  await app.listen({ host: env.HOST, port: env.PORT });

  if (env.NODE_ENV === 'production') await printProductionBanner(deps, firstStart);
  else printDemoBanner(env, firstStart);

  const shutdown = async () => {
    await jobs.stop();
    await transferSweep.stop();
    await teamFigures.stop();
    await contracts.stop();
    await promotions.stop();
    await messages.stop();
    await vip.stop();
    await app.close();
    await closeDatabase();
    process.exit(0);
  };
  takeOverShutdownSignals();
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

function printDemoBanner(env: TEnv, firstStart: TFirstStart) {
  const url = `http://localhost:${env.PORT}`;
  console.log(
    `\n  Tala is running at ${url} (a local demo: NODE_ENV=${env.NODE_ENV})\n  API docs: ${url}/docs`,
  );
  if (isOutboxPageOn(env)) console.log(`  Outbox (SMS codes, e-mails; this machine only): ${url}/dev/outbox`);
  if (firstStart?.kind === 'demo') {
    console.log('\n  Demo accounts (seeded on this first start):');
    for (const account of firstStart.accounts)
      console.log(`    ${account.username} / ${account.password}  (${account.note})`);
  } else {
    console.log('\n  Demo accounts: see README.md ("Demo accounts").');
  }
  console.log('  Not for real users: see README.md, "Running in production".');
}

/** Until the default merchant has an admin, every start says how to create one (README). */
async function printProductionBanner(deps: TAppDeps, firstStart: TFirstStart) {
  const { env } = deps;
  console.log(`\n  Tala (production) is listening on ${env.HOST}:${env.PORT}`);
  if (firstStart?.kind === 'production')
    console.log(`  First start: merchant ${firstStart.merchantCode} created, with no staff and no players.`);
  const admin = await deps.db
    .selectFrom('staff')
    .innerJoin('merchants', 'merchants.id', 'staff.merchant_id')
    .select('staff.id')
    .where('merchants.code', '=', env.DEFAULT_MERCHANT)
    .where('staff.role', '=', 'admin')
    .where('staff.status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (!admin) {
    console.log(
      `  No back-office admin yet. Create the first one (prints a one-time enrolment link):\n` +
        `    npm run staff:create -- --merchant ${env.DEFAULT_MERCHANT} --username <name> --role admin --base-url https://<your back-office host>`,
    );
  }
}

main().catch((error) => {
  console.error(describeFailure(error));
  process.exit(1);
});
