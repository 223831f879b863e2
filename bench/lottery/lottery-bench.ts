import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb, type TDb } from '../../apps/server/src/db/database.ts';
import { verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.ts';
import { newRoundRef, roundDetail } from '../../providers/house/src/service/rounds/round-flow.ts';
import { CONCURRENCY, loadAverage, SERVER_POOL } from '../support/knobs.ts';
import { cpuMeter, type TCpu } from '../wallet/bench-cpu.ts';
import { benchDatabase, createPlayers, percentile, seedDemoMerchant } from '../wallet/bench-db.ts';
import {
  GAME,
  httpSender,
  LIABILITY_CAP_CENTS,
  openSessions,
  placeAll,
  planSlips,
  SLIP_MAX,
  SLIP_MIN,
  type TPlaced,
  type TPlayer,
  type TSlip,
} from './lottery-players.ts';
import { forkLotteryServer, type TLotteryServer, type TOpened } from './lottery-server.ts';
import { enableStatements, printStatements, resetStatements, topStatements } from './pg-statements.ts';

/**
 * `npm run bench:lottery` (issue 11 §5): one issue of the 3-dice game with BENCH_BETS bets from
 * BENCH_PLAYERS players, placed over HTTP (POST /house/api/lottery/slip, slips of up to 50 selections, C
 * concurrent clients) against the raw-SQL insert of the same rows (one statement per slip) on C pg
 * connections of the product's pool (and, as before decision 041, of a plain one); then drawn, settled in
 * bulk and paid (each win a seamless `win` to the platform) by the house's own functions in the server's
 * process. Prints rates, ratios, CPU and the ledger check; asserts nothing.
 */
const BETS = Number(process.env.BENCH_BETS ?? 1_000_000);
/**
 * Slips placed through the API on a third issue before anything is measured, then statistics taken, as on
 * a site that has run a while (from 2026-11-26 14:30; 0 is the setup of the runs before): the lottery's and
 * the wallet's tables hold rows and the planner knows it.
 */
const WARM_SHARE = Number(process.env.BENCH_WARM_SHARE ?? 0.1);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 10_000);
const DATA_DIR = '.data/bench-lottery';
const cents = (money: string) => BigInt(Math.round(Number(money) * 100));

/**
 * The floor: the same slip's rows — its round, its slip row and its bets as one multi-row insert — in one
 * statement (one round trip, its own transaction), as storeSlip writes them, without the checks, the
 * liability, the platform's bet or the HTTP around them.
 */
function rawSender(clients: pg.PoolClient[], players: TPlayer[], issueId: string, oddsId: string) {
  return async (slip: TSlip, index: number, loop: number): Promise<string | null> => {
    const player = players[slip.player] as TPlayer;
    const stakes = slip.bets.map((bet) => cents(bet.stakePerLine));
    const stakeCents = stakes.reduce((a, b) => a + b, 0n);
    const outcome = roundDetail({
      gameId: GAME,
      stakeCents,
      winCents: null,
      shown: { issues: ['raw'], bets: slip.bets.map((bet) => ({ playType: bet.playType, lines: 1 })) },
      proof: { serverSeedHash: '0'.repeat(64), clientSeed: player.clientSeed, nonce: 0 },
    });
    await (clients[loop] as pg.PoolClient).query(
      `WITH r AS (
         INSERT INTO house.rounds (round_ref, merchant_code, player_id, session_id, game_id, kind, currency,
                                   stake_cents, win_cents, state, outcome, lease_until)
         VALUES ($1, 'TALA', $2, NULL, $3, 'lottery', 'PHP', $4, NULL, 'PLACING', $5::jsonb, now() + interval '45 seconds')
         RETURNING id),
       s AS (
         INSERT INTO house.lottery_slips (round_id, game_id, merchant_code, player_id, slip_id, client_seed,
                                          multiplier, stop_on_win, issue_count)
         SELECT id, $3, 'TALA', $2, $6, $7, 1, false, 1 FROM r RETURNING round_id)
       INSERT INTO house.lottery_bets (round_id, issue_id, odds_id, merchant_code, player_id, play_type, selection,
                                       line_count, stake_per_line_cents, stake_cents)
       SELECT s.round_id, $8, $9, 'TALA', $2, t.play_type, t.selection, 1, t.stake, t.stake
       FROM s, unnest($10::text[], $11::jsonb[], $12::bigint[]) AS t(play_type, selection, stake)
       RETURNING id`,
      [
        newRoundRef(),
        player.playerId,
        GAME,
        String(stakeCents),
        JSON.stringify(outcome),
        `raw-${index}-${randomBytes(4).toString('hex')}`,
        player.clientSeed,
        issueId,
        oddsId,
        slip.bets.map((bet) => bet.playType),
        slip.bets.map((bet) => JSON.stringify(bet.selection)),
        stakes.map(String),
      ],
    );
    return null;
  };
}

type TMeter = ReturnType<typeof cpuMeter>;

/** The floor's pass: every slip by rawSender on `pool`'s connections (ended after). */
async function placeRaw(
  slips: TSlip[],
  players: TPlayer[],
  opened: TOpened,
  issueId: string,
  pool: pg.Pool,
  meter: TMeter,
) {
  const clients = await Promise.all(Array.from({ length: CONCURRENCY }, () => pool.connect()));
  const placed = await meter.measure(() =>
    placeAll(slips, rawSender(clients, players, issueId, opened.oddsId)),
  );
  for (const client of clients) client.release();
  await pool.end();
  return placed;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const perBet = (cpu: TCpu, n: number) =>
  `PostgreSQL ${(cpu.postgres / Math.max(n, 1)).toFixed(3)} + server ${(cpu.server / Math.max(n, 1)).toFixed(3)} ms of CPU a bet`;

function printPlaced(label: string, placed: TPlaced & { cpu: TCpu }, slips: number) {
  const sorted = [...placed.latencies].sort((a, b) => a - b);
  console.log(
    `  ${label} ${(placed.bets / placed.seconds).toFixed(0).padStart(6)} bets/s  ${(slips / placed.seconds).toFixed(0)} slips/s  ` +
      `slip p50 ${percentile(sorted, 50).toFixed(1)} ms p99 ${percentile(sorted, 99).toFixed(1)} ms  ` +
      `(${placed.bets} bets in ${placed.seconds.toFixed(1)} s, ${placed.failures} slips failed)`,
  );
  console.log(
    `      ${perBet(placed.cpu, placed.bets)}; load generator ${(placed.cpu.client / 1000).toFixed(1)} s`,
  );
  const kinds = Object.entries(placed.cpu.postgresKinds ?? {}).filter(([, ms]) => ms >= 50);
  console.log(
    `      PostgreSQL by process: ${kinds.map(([kind, ms]) => `${kind} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
  );
  for (const [error, n] of placed.errors) console.log(`      failed ×${n}: ${error}`);
}

/** WARM_SHARE: the first slips of the run placed on the warm-up issue, then VACUUM ANALYZE; not measured. */
async function warmUp(db: TDb, server: TLotteryServer, players: TPlayer[], issueNo: string, slips: TSlip[]) {
  if (slips.length === 0) return;
  const t0 = performance.now();
  const http = httpSender(server.port, players, issueNo);
  const warmed = await placeAll(slips, http.send);
  http.close();
  await sql`VACUUM ANALYZE`.execute(db);
  console.log(
    `  (warm-up: ${warmed.bets} bets in ${slips.length} slips on issue ${issueNo}, then VACUUM ANALYZE, ` +
      `${((performance.now() - t0) / 1000).toFixed(1)} s, not measured; BENCH_WARM_SHARE=0 for the setup before)`,
  );
}

async function placement(input: {
  db: TDb;
  url: string;
  server: TLotteryServer;
  players: TPlayer[];
  opened: TOpened;
  meter: TMeter;
  stats: pg.Pool | null;
}) {
  const { db, url, server, players, opened, meter, stats } = input;
  const [apiIssue, rawIssue, warmIssue] = opened.issues as Array<TOpened['issues'][number]>;
  if (!apiIssue || !rawIssue || !warmIssue) throw new Error('three issues are open for the bench');
  const slips = planSlips(BETS, players.length);
  await warmUp(db, server, players, warmIssue.issueNo, slips.slice(0, Math.round(slips.length * WARM_SHARE)));
  console.log(
    `\n1. Placement: ${BETS} bets in ${slips.length} slips (${SLIP_MIN}–${SLIP_MAX} selections, one line each) on issue ${apiIssue.issueNo}; ` +
      `${CONCURRENCY} HTTP clients / pg connections, server pool ${SERVER_POOL}; load average ${loadAverage()}`,
  );
  const http = httpSender(server.port, players, apiIssue.issueNo);
  if (stats) await resetStatements(stats);
  const profile = process.env.BENCH_CPU_PROF_PLACEMENT;
  if (profile) await server.call({ op: 'profile', action: 'start' });
  const api = await meter.measure(() => placeAll(slips, http.send));
  if (profile) await server.call({ op: 'profile', action: 'stop', file: profile });
  http.close();
  printPlaced('(b) HTTP POST /house/api/lottery/slip', api, slips.length);
  printStatements('(b) placement', stats && (await topStatements(stats)));
  const raw = await placeRaw(slips, players, opened, rawIssue.id, createDb(url, CONCURRENCY).pool, meter);
  printPlaced('(a) raw SQL, one statement a slip      ', raw, slips.length);
  // The floor as runs before decision 041 measured it: the statement parsed and planned on every call.
  const unprepared = new pg.Pool({ connectionString: url, max: CONCURRENCY });
  const rawBefore = await placeRaw(slips, players, opened, rawIssue.id, unprepared, meter);
  printPlaced('(a′) the same, unprepared (before 041) ', rawBefore, slips.length);
  console.log(
    `  (b)/(a′) = ${(api.bets / api.seconds / (rawBefore.bets / rawBefore.seconds)).toFixed(3)} (the floor of earlier runs)`,
  );
  const ratio = api.bets / api.seconds / (raw.bets / raw.seconds);
  console.log(`  ratio (b)/(a) = ${ratio.toFixed(3)}  (target 0.5); load average ${loadAverage()}`);
  // The raw side's rows are not the issue's bets: they go before the draw.
  const t0 = performance.now();
  await sql`
    WITH b AS (DELETE FROM house.lottery_bets WHERE issue_id = ${rawIssue.id} RETURNING round_id),
    s AS (DELETE FROM house.lottery_slips WHERE round_id IN (SELECT round_id FROM b) RETURNING round_id)
    DELETE FROM house.rounds WHERE id IN (SELECT round_id FROM s)`.execute(db);
  await sql`VACUUM ANALYZE house.lottery_bets, house.lottery_slips, house.rounds`.execute(db);
  console.log(
    `  (raw rows deleted and vacuumed in ${((performance.now() - t0) / 1000).toFixed(1)} s, not measured)`,
  );
  return { apiIssue, placed: api.bets };
}

async function settlement(
  db: TDb,
  server: TLotteryServer,
  issueId: string,
  meter: TMeter,
  stats: pg.Pool | null,
) {
  console.log(`\n2. Settlement of issue ${issueId}: load average ${loadAverage()}`);
  const profiles: [string, Awaited<ReturnType<typeof topStatements>>][] = [];
  const phase = async <T>(name: string, work: () => Promise<T>) => {
    if (stats) await resetStatements(stats);
    const t0 = performance.now();
    const result = await meter.measure(async () => ({ value: await work() }));
    const ms = performance.now() - t0;
    if (stats) profiles.push([name, await topStatements(stats)]);
    return { name, ms, cpu: result.cpu, value: result.value };
  };
  const draw = await phase('draw', () => server.call<{ drawn: number }>({ op: 'draw', issueId }));
  const settle = await phase('settle', () =>
    server.call<{ count: number; passes: number }>({ op: 'settle' }),
  );
  const pay = await phase('pay', () =>
    server.call<{ count: number; passes: number; failures: [string, number][] }>({ op: 'pay' }),
  );
  const counts = await sql<{ status: string; payout: string | null; n: string; win: string }>`
    SELECT status, payout, count(*)::text AS n, coalesce(sum(win_cents), 0)::text AS win
    FROM house.lottery_bets WHERE issue_id = ${issueId} GROUP BY 1, 2 ORDER BY 1, 2`.execute(db);
  const issue = await sql<{ result: unknown; settled: boolean }>`
    SELECT result, settled_at IS NOT NULL AS settled FROM house.lottery_issues WHERE id = ${issueId}`.execute(
    db,
  );
  const paid = counts.rows.filter((r) => r.payout === 'PAID').reduce((n, r) => n + Number(r.n), 0);
  pay.value.count = paid;
  const settled = counts.rows.filter((r) => r.status !== 'PENDING').reduce((n, r) => n + Number(r.n), 0);
  const total = draw.ms + settle.ms + pay.ms;
  console.log(
    `  result ${JSON.stringify(issue.rows[0]?.result)}, issue settled: ${issue.rows[0]?.settled}; bets: ` +
      counts.rows.map((r) => `${r.status}${r.payout ? `/${r.payout}` : ''} ${r.n}`).join(', '),
  );
  console.log(`  draw        ${ms(draw.ms).padStart(10)}  (${draw.value.drawn} issue)`);
  console.log(
    `  settlement  ${ms(settle.ms).padStart(10)}  ${(settle.value.count / (settle.ms / 1000)).toFixed(0)} bets/s (${settle.value.count} bets, ${settle.value.passes} passes)`,
  );
  console.log(
    `  payouts     ${ms(pay.ms).padStart(10)}  ${(pay.value.count / (pay.ms / 1000)).toFixed(0)} wins/s (${pay.value.count} wins paid, ${pay.value.passes} passes)`,
  );
  for (const [error, n] of pay.value.failures) console.log(`      payout passes that threw ×${n}: ${error}`);
  console.log(
    `  draw → every bet settled and every win paid: ${(total / 1000).toFixed(1)} s  (target ≤ 20 s)`,
  );
  for (const p of [draw, settle, pay]) {
    console.log(
      `  CPU ${p.name.padEnd(6)} PostgreSQL ${(p.cpu.postgres / 1000).toFixed(1)} s, server ${(p.cpu.server / 1000).toFixed(1)} s`,
    );
  }
  for (const [name, top] of profiles) printStatements(name, top);
  const pgCpu = draw.cpu.postgres + settle.cpu.postgres + pay.cpu.postgres;
  const serverCpu = draw.cpu.server + settle.cpu.server + pay.cpu.server;
  console.log(
    `3. PostgreSQL CPU per settled bet: ${((pgCpu * 1000) / Math.max(settled, 1)).toFixed(1)} µs ` +
      `(settlement alone ${((settle.cpu.postgres * 1000) / Math.max(settled, 1)).toFixed(1)} µs; per paid win ${(pay.cpu.postgres / Math.max(pay.value.count, 1)).toFixed(2)} ms); ` +
      `server ${((serverCpu * 1000) / Math.max(settled, 1)).toFixed(1)} µs; load average ${loadAverage()}`,
  );
}

async function main() {
  const database = await benchDatabase('tala_bench_lottery', DATA_DIR);
  const statements = await enableStatements(DATA_DIR, database.adminUrl, database.url);
  const cpuSplit = statements?.cpus ?? database.cpus;
  const { db } = createDb(database.url, 4);
  const stats = statements ? createDb(database.url, 1).pool : null;
  const merchantId = await seedDemoMerchant(db, database.url);
  console.log(`Creating ${PLAYERS} players …`);
  const bench = await createPlayers(db, merchantId, PLAYERS);
  await sql`VACUUM ANALYZE`.execute(db);
  const server = await forkLotteryServer(database.url, SERVER_POOL);
  const started = performance.now();
  const players = await openSessions(db, `http://127.0.0.1:${server.port}`, bench);
  console.log(
    `${players.length} players launched the lottery and opened house sessions in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      `${cpus().length} CPUs (${cpuSplit}); pg_stat_statements ${stats ? 'on' : 'off'}`,
  );
  // Statistics of a site that has run a while (autovacuum's): without this, placement began with the
  // planner believing the 10,000 sessions just opened were not there (runs before 2026-11-26 10:50).
  await sql`VACUUM ANALYZE`.execute(db);
  const opened = await server.call<TOpened>({
    op: 'open',
    gameId: GAME,
    liabilityCapCents: LIABILITY_CAP_CENTS,
  });
  const meter = cpuMeter(DATA_DIR, server.pid);
  const { apiIssue } = await placement({ db, url: database.url, server, players, opened, meter, stats });
  await settlement(db, server, apiIssue.id, meter, stats);
  const violations = await verifyLedger(db);
  console.log(`4. ledger verify: ${violations.length === 0 ? 'OK' : `${violations.length} violations`}`);
  for (const v of violations.slice(0, 20)) console.log(`  [${v.check}] ${v.detail}`);
  await server.close();
  await stats?.end();
  await db.destroy();
  await (statements ? statements.stop() : database.stop());
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
