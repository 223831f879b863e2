import { randomInt } from 'node:crypto';
import type pg from 'pg';
import { createDb, type TDb } from '../../apps/server/src/db/database.ts';
import { verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.ts';
import { HOUSE_API_PATHS, HOUSE_SESSION_HEADER } from '../../providers/house/src/service/api/api-contract.ts';
import { launchToken } from '../seamless/launch.ts';
import {
  BENCH_FUND_MINOR,
  benchDatabase,
  createPlayers,
  freePort,
  seedDemoMerchant,
  type TBenchPlayer,
} from '../wallet/bench-db.ts';
import { startHouse, startPlatform, stop, type TProcess, waitReady } from './processes.ts';
import { checkBalances, checkRounds, countUnfinished } from './round-checks.ts';

/**
 * `npm run bench:seamless-faults`: CLIENTS players spin the house slot through the house provider
 * running as its own process (`start:house`, signed HTTP to the platform), while the platform process
 * is SIGKILLed and restarted KILLS times, each time a random while after it came back up. Then the
 * house's recovery loop must finish every round (bounded wait), and the rounds are checked against the
 * platform's game_rounds and ledger (round-checks.ts): none lost, none paid twice, no platform bet left
 * open, every player's balance as the house's settled rounds say, ledger verified. One embedded
 * PostgreSQL with two databases (platform, house), which stays up: what dies is the platform process.
 * Prints, asserts nothing.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 12);
const KILLS = Number(process.env.BENCH_KILLS ?? 5);
/** The platform runs between 1 s and this long after each restart before it is killed again. */
const UP_MS = Number(process.env.BENCH_UP_MS ?? 5000);
const RECOVERY_TIMEOUT_MS = Number(process.env.BENCH_RECOVERY_TIMEOUT_MS ?? 300_000);
const BET = '1.00';

type TCounts = { ok: number; refused: Record<string, number>; network: number };

/** One player's spins until told to stop: the page's own calls (session header, decimal bet). */
async function spinLoop(houseUrl: string, sessionToken: string, isStopped: () => boolean, counts: TCounts) {
  while (!isStopped()) {
    try {
      const res = await fetch(`${houseUrl}${HOUSE_API_PATHS.slotSpin}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [HOUSE_SESSION_HEADER]: sessionToken },
        body: JSON.stringify({ bet: BET }),
        signal: AbortSignal.timeout(60_000),
      });
      const json = (await res.json()) as { error?: { code: string } };
      if (res.ok) counts.ok++;
      else {
        const code = json.error?.code ?? `HTTP ${res.status}`;
        counts.refused[code] = (counts.refused[code] ?? 0) + 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } catch {
      counts.network++;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The game page's start: a launch token from the platform, traded at the house for its session. */
async function openHouseSession(
  platformUrl: string,
  houseUrl: string,
  player: TBenchPlayer,
): Promise<string> {
  const res = await fetch(`${houseUrl}${HOUSE_API_PATHS.session}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ launchToken: await launchToken(platformUrl, player.token) }),
    signal: AbortSignal.timeout(30_000),
  });
  const json = (await res.json()) as { sessionToken?: string };
  if (!res.ok || !json.sessionToken) throw new Error(`house session: ${res.status} ${JSON.stringify(json)}`);
  return json.sessionToken;
}

async function setUp() {
  const database = await benchDatabase('tala_bench_sf', '.data/bench-seamless-faults');
  const houseUrl = new URL(database.adminUrl);
  houseUrl.pathname = '/house_bench_sf';
  const admin = createDb(database.adminUrl, 1);
  await admin.pool.query('DROP DATABASE IF EXISTS house_bench_sf WITH (FORCE)');
  await admin.pool.query('CREATE DATABASE house_bench_sf');
  await admin.db.destroy();
  const { db } = createDb(database.url, 4);
  const merchantId = await seedDemoMerchant(db, database.url);
  const players = await createPlayers(db, merchantId, CLIENTS);
  const ports = { platform: String(await freePort()), house: String(await freePort()) };
  // The house lives apart: the provider account points at it (the in-process house is off).
  const houseBase = `http://127.0.0.1:${ports.house}/house`;
  const account = await db
    .updateTable('provider_accounts')
    .set({ launch_url: houseBase, transfer_api_url: `${houseBase}/transfer/v1` })
    .where('merchant_id', '=', merchantId)
    .where('provider_code', '=', 'HOUSE')
    .returning('secret')
    .executeTakeFirstOrThrow();
  const platformEnv = { PORT: ports.platform, DATABASE_URL: database.url };
  const houseEnv = {
    HOUSE_PORT: ports.house,
    PLATFORM_URL: `http://127.0.0.1:${ports.platform}`,
    HOUSE_PROVIDER_SECRET: account.secret,
    HOUSE_DATABASE_URL: houseUrl.toString(),
  };
  return { database, db, players, platformEnv, houseEnv, houseDbUrl: houseUrl.toString() };
}

async function main() {
  const setup = await setUp();
  let platform = startPlatform(setup.platformEnv);
  const house = startHouse(setup.houseEnv);
  await waitReady(platform.baseUrl, '/wps/system/status');
  // Without a session the house answers 401: it is up.
  await waitReady(house.baseUrl, HOUSE_API_PATHS.balance, [401]);
  const sessions = await Promise.all(
    setup.players.map((player) => openHouseSession(platform.baseUrl, house.baseUrl, player)),
  );
  console.log(
    `${sessions.length} players spinning the slot; ${KILLS} SIGKILLs of the platform, each 1–${UP_MS / 1000} s after it is back up`,
  );
  const counts: TCounts = { ok: 0, refused: {}, network: 0 };
  let isStopped = false;
  const clients = sessions.map((token) => spinLoop(house.baseUrl, token, () => isStopped, counts));
  for (let kill = 1; kill <= KILLS; kill++) {
    await new Promise((resolve) => setTimeout(resolve, 1000 + randomInt(Math.max(1, UP_MS - 1000))));
    await stop(platform);
    const downAt = Date.now();
    platform = startPlatform(setup.platformEnv);
    await waitReady(platform.baseUrl, '/wps/system/status');
    console.log(`kill ${kill}/${KILLS}: platform back after ${((Date.now() - downAt) / 1000).toFixed(1)} s`);
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  isStopped = true;
  await Promise.all(clients);
  await finish(setup, platform, house, counts);
}

/** Waits (bounded) for the house's recovery loop to finish every round, then checks and reports. */
async function finish(
  setup: Awaited<ReturnType<typeof setUp>>,
  platform: TProcess,
  house: TProcess,
  counts: TCounts,
) {
  const houseDb = createDb(setup.houseDbUrl, 2);
  const started = Date.now();
  let unfinished = await countUnfinished(houseDb.pool);
  while (unfinished > 0 && Date.now() - started < RECOVERY_TIMEOUT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    unfinished = await countUnfinished(houseDb.pool);
  }
  console.log(
    `house rounds unfinished after the recovery wait (${((Date.now() - started) / 1000).toFixed(0)} s): ${unfinished} (must be 0)`,
  );
  await stop(house, 'SIGTERM');
  await stop(platform, 'SIGTERM');
  await report(setup.db, houseDb.pool, setup.players, counts);
  await houseDb.db.destroy();
  await setup.db.destroy();
  await setup.database.stop();
}

async function report(db: TDb, house: pg.Pool, players: TBenchPlayer[], counts: TCounts) {
  const verdict = await checkRounds(db, house);
  const balances = await checkBalances(db, house, players, BENCH_FUND_MINOR);
  const violations = await verifyLedger(db);
  const state = (name: string) => verdict.byState[name] ?? 0;
  console.log(
    `\nspins answered: ${counts.ok} OK, refused ${JSON.stringify(counts.refused)}, network errors ${counts.network}`,
  );
  console.log(`rounds started: ${verdict.started}`);
  console.log(`  settled (CLOSED): ${state('CLOSED')}`);
  console.log(`  rolled back: ${state('ROLLED_BACK')}`);
  console.log(`  refused (VOID): ${state('VOID')}`);
  console.log(
    `  parked FAILED: ${state('FAILED')}; unfinished: ${state('PLACING') + state('PLACED') + state('WIN_SENT')}`,
  );
  console.log(
    `  finished by the recovery loop: ${JSON.stringify(verdict.recoveredByState)}; bets that landed on the platform and were rolled back: ${verdict.landedThenRolledBack}`,
  );
  console.log(`lost: ${verdict.lost.length} (must be 0)`);
  console.log(`paid twice: ${verdict.paidTwice.length} (must be 0)`);
  for (const line of [...verdict.lost, ...verdict.paidTwice].slice(0, 10)) console.log(`  ${line}`);
  console.log(`platform rounds open with a live bet: ${verdict.openWithLiveBet} (must be 0)`);
  console.log(`platform rounds the house does not know: ${verdict.orphans} (must be 0)`);
  console.log(`players whose balance differs from the house's settled rounds: ${balances} (must be 0)`);
  console.log(`ledger:verify: ${violations.length === 0 ? 'OK' : `${violations.length} violation(s)`}`);
  for (const violation of violations.slice(0, 20)) console.log(`  ${violation.check}: ${violation.detail}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
