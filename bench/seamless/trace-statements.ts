import { randomUUID } from 'node:crypto';
import { GAME_LAUNCH_FIXED } from '@tala/contract/constants';
import { LAUNCH_GAME_PATH } from '@tala/contract/games/launch';
import { SEAMLESS_PATHS } from '@tala/contract/vendor-wallet/seamless';
import { signedHeaders } from '@tala/contract/vendor-wallet/signing';
import { WALLET_PATHS } from '@tala/contract/wallet/wallet-paths';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import type { TAppDeps } from '../../apps/server/src/app-deps.ts';
import { createAppDeps } from '../../apps/server/src/create-app-deps.ts';
import { createDb } from '../../apps/server/src/db/database.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/db/seed/seed.ts';
import { installJobSchema } from '../../apps/server/src/jobs/worker.ts';
import { enableStatements } from '../lottery/pg-statements.ts';
import { benchEnv } from '../support/bench-env.ts';
import { floorPool, floorPosting, prepareFloor, type TFloor } from '../support/floor-posting.ts';
import { cpuMeter } from '../wallet/bench-cpu.ts';
import { benchDatabase, createPlayers } from '../wallet/bench-db.ts';
import { profileCalls } from './call-profile.ts';

/**
 * `node --import tsx bench/seamless/trace-statements.ts`: prints every SQL statement the server (and
 * the in-process house) sends for one seamless round (bet → win → endRound) and for one wallet
 * transfer MAIN → a transfer-mode vendor, so the raw-SQL sides of bench:seamless and bench:wallet can
 * be checked against what the code really issues. Run it after changing those paths. BENCH_PROFILE=N
 * adds what each call costs PostgreSQL, statement by statement, against the floor (profile() below).
 */
const DATA_DIR = '.data/bench-trace';
let tracing = false;
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function traced(this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string };
  const text = typeof first === 'string' ? first : first?.text;
  if (tracing && text) console.log(`  > ${text.replace(/\s+/g, ' ').trim()}`);
  return original.apply(this, args);
} as typeof pg.Client.prototype.query;

async function main() {
  const database = await benchDatabase('tala_trace', DATA_DIR);
  // Statements run by triggers and functions too (the NOTIFY, graphile_worker.add_job's inside).
  process.env.BENCH_PG_STATEMENTS_TRACK ??= 'all';
  const statements = PROFILE > 0 ? await enableStatements(DATA_DIR, database.adminUrl, database.url) : null;
  if (statements) {
    // Planning time too: prepared statements are planned again on each run while custom plans win.
    const admin = new pg.Pool({ connectionString: database.adminUrl, max: 1 });
    await admin.query('ALTER SYSTEM SET pg_stat_statements.track_planning = on');
    await admin.query('SELECT pg_reload_conf()');
    await admin.end();
  }
  const env = benchEnv(database.url);
  const { db, pool } = createDb(database.url, 4);
  await installJobSchema(pool);
  const deps: TAppDeps = await createAppDeps(db, env);
  await seedDemoIfEmpty(deps);
  const merchant = await deps.merchants.byMerchantCode('TALA');
  if (!merchant) throw new Error('no merchant');
  const [player] = await createPlayers(db, merchant.id, 1);
  if (!player) throw new Error('no player');
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  const auth = { authorization: `Bearer ${player.token}` };
  const secret = (await db.selectFrom('provider_accounts').select('secret').executeTakeFirstOrThrow()).secret;
  const signed = async (path: string, body: object) => {
    const rawBody = JSON.stringify(body);
    const headers = signedHeaders({ secret, merchantCode: 'TALA', providerCode: 'HOUSE', rawBody });
    return (await app.inject({ method: 'POST', url: path, headers, payload: rawBody })).json();
  };
  const launch = await app.inject({
    method: 'POST',
    url: LAUNCH_GAME_PATH,
    headers: auth,
    payload: { ...GAME_LAUNCH_FIXED, gameId: 'house-slot', vassalage: 'TALA_SLOTS' },
  });
  const url = new URL(launch.json().value.game_url, 'http://x');
  const session = await signed(SEAMLESS_PATHS.authenticate, { launchToken: url.searchParams.get('token') });
  const who = { playerId: session.playerId, gameId: 'house-slot', currency: 'PHP' };
  const transfer = (key: string) =>
    app.inject({
      method: 'POST',
      url: WALLET_PATHS.walletTransfer,
      headers: auth,
      payload: { from: 'MAIN', to: 'VENDOR:TALA_FISH', amount: '1.00', idempotencyKey: key },
    });
  // Warm caches (merchant, provider account, vendor list, house shards, the vendor's player).
  await playRound(signed, who, session.sessionToken);
  await transfer(randomUUID());
  tracing = true;
  await playRound(signed, who, session.sessionToken);
  tracing = false;
  console.log('\n=== one transfer MAIN → VENDOR:TALA_FISH (HTTP, house in-process) ===');
  tracing = true;
  const answer = await transfer(randomUUID());
  tracing = false;
  console.log(`  answer: ${answer.body}`);
  if (CPU_ROUNDS > 0) {
    await cpuPerCall('seamless round (bet, win, endRound)', () =>
      playRound(signed, who, session.sessionToken),
    );
    await cpuPerCall('wallet transfer MAIN → VENDOR:TALA_FISH', () => transfer(randomUUID()));
  }
  if (statements) {
    const floor = await prepareFloor(db, merchant.id, [player.mainId]);
    await profile({ url: database.url, signed, who, sessionToken: session.sessionToken, transfer, floor });
  }
  await app.close();
  await db.destroy();
  await (statements ? statements.stop() : database.stop());
}

/**
 * BENCH_PROFILE=N: after the trace, pg_stat_statements on (one restart of the embedded server) and N of
 * each call one after the other, each kind alone (call-profile.ts): bets of N new rounds, then their
 * wins, then their endRounds; transfers; floor postings (support/floor-posting.ts), and the same
 * postings with the ledger's triggers firing (the NOTIFY), as the product's postings do. Issue 15's profile.
 */
const PROFILE = Number(process.env.BENCH_PROFILE ?? 0);

async function profile(input: {
  url: string;
  signed: (path: string, body: object) => Promise<unknown>;
  who: { playerId: string; gameId: string; currency: string };
  sessionToken: string;
  transfer: (key: string) => Promise<unknown>;
  floor: TFloor;
}) {
  const { signed, who, floor } = input;
  const stats = new pg.Pool({ connectionString: input.url, max: 1 });
  // The floor as the benches run it, and the same postings on an ordinary connection (triggers fire).
  const pools = [floorPool(input.url, 1), createDb(input.url, 1).pool];
  const [floorConnection, triggering] = await Promise.all(pools.map((pool) => pool.connect()));
  const meter = cpuMeter(DATA_DIR, null);
  const run = (label: string, call: (index: number) => Promise<unknown>) =>
    profileCalls({ label, count: PROFILE, stats, meter, call });
  for (const pass of ['warm-up', 'measured']) {
    // Warm-up: every connection has prepared what it runs, every cache is filled, before measuring.
    const measure =
      pass === 'measured'
        ? run
        : async (_: string, call: (index: number) => Promise<unknown>) => {
            for (let i = 0; i < Math.min(PROFILE, 50); i++) await call(i);
          };
    const rounds = Array.from({ length: PROFILE }, () => `hr_${randomUUID()}`);
    await measure('seamless bet', (i) =>
      signed(SEAMLESS_PATHS.bet, {
        ...who,
        sessionToken: input.sessionToken,
        transactionId: `${rounds[i]}:bet`,
        roundId: rounds[i],
        amount: '1.00',
      }),
    );
    await measure('seamless win', (i) =>
      signed(SEAMLESS_PATHS.win, {
        ...who,
        transactionId: `${rounds[i]}:win`,
        roundId: rounds[i],
        amount: '2.00',
      }),
    );
    await measure('seamless endRound', (i) =>
      signed(SEAMLESS_PATHS.endRound, { ...who, roundId: rounds[i], detail: { outcome: 'profile' } }),
    );
    await measure('wallet transfer MAIN → VENDOR:TALA_FISH', () => input.transfer(randomUUID()));
    await measure('floor posting', () => floorPosting(floorConnection as pg.PoolClient, floor));
    await measure('floor posting with the ledger triggers firing', () =>
      floorPosting(triggering as pg.PoolClient, floor),
    );
  }
  floorConnection?.release();
  triggering?.release();
  await Promise.all([stats, ...pools].map((pool) => pool.end()));
}

/**
 * BENCH_CPU_ROUNDS=N: after the trace, N of each one after the other, and the CPU this process spent
 * per one — the server's and the in-process house's work plus `app.inject`, without PostgreSQL, and with
 * nothing running beside it: a steadier A/B figure for server-side changes than the loaded benches.
 */
const CPU_ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 0);

async function cpuPerCall(label: string, call: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(CPU_ROUNDS, 200); i++) await call();
  const before = process.cpuUsage();
  for (let i = 0; i < CPU_ROUNDS; i++) await call();
  const used = process.cpuUsage(before);
  console.log(
    `${label}: ${((used.user + used.system) / 1000 / CPU_ROUNDS).toFixed(3)} ms CPU each (${CPU_ROUNDS})`,
  );
}

async function playRound(
  signed: (path: string, body: object) => Promise<{ status: string }>,
  who: { playerId: string; gameId: string; currency: string },
  sessionToken: string,
) {
  const roundId = `hr_${randomUUID()}`;
  const steps: [string, string, object][] = [
    [
      'bet',
      SEAMLESS_PATHS.bet,
      { ...who, sessionToken, transactionId: `${roundId}:bet`, roundId, amount: '1.00' },
    ],
    ['win', SEAMLESS_PATHS.win, { ...who, transactionId: `${roundId}:win`, roundId, amount: '2.00' }],
    ['endRound', SEAMLESS_PATHS.endRound, { ...who, roundId, detail: { outcome: 'trace' } }],
  ];
  for (const [name, path, body] of steps) {
    if (tracing) console.log(`\n=== seamless ${name} ===`);
    const answer = await signed(path, body);
    if (tracing) console.log(`  answer: ${JSON.stringify(answer)}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
