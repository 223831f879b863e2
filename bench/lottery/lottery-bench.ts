import { randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import { cpus } from 'node:os';
import { LOTTERY_LAUNCH_PATH } from '@tala/contract/games/launch';
import { sql } from 'kysely';
import type pg from 'pg';
import { createDb, type TDb } from '../../apps/server/src/db/database.ts';
import { verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.ts';
import { HOUSE_SESSION_HEADER } from '../../providers/house/src/service/api/api-contract.ts';
import type { TSlipRequest } from '../../providers/house/src/service/api/lottery-contract.ts';
import { newRoundRef, roundDetail } from '../../providers/house/src/service/rounds/round-flow.ts';
import { hashToken } from '../../providers/house/src/service/sessions/session.service.ts';
import { postOnAgent } from '../support/http-client.ts';
import { CONCURRENCY, loadAverage, SERVER_POOL } from '../support/knobs.ts';
import { cpuMeter, type TCpu } from '../wallet/bench-cpu.ts';
import {
  benchDatabase,
  createPlayers,
  percentile,
  seedDemoMerchant,
  type TBenchPlayer,
} from '../wallet/bench-db.ts';
import { forkLotteryServer, type TLotteryServer, type TOpened } from './lottery-server.ts';
import { enableStatements, printStatements, resetStatements, topStatements } from './pg-statements.ts';

/**
 * `npm run bench:lottery` (issue 11 §5): one issue of the 3-dice game with BENCH_BETS bets from
 * BENCH_PLAYERS players, placed over HTTP (POST /house/api/lottery/slip, slips of up to 50 selections, C
 * concurrent clients) against the raw-SQL insert of the same rows (one statement per slip) on C pg
 * connections; then drawn, settled in bulk and paid (each win a seamless `win` to the platform) by the
 * house's own functions in the server's process. Prints rates, ratios, CPU and the ledger check; asserts
 * nothing.
 */
const BETS = Number(process.env.BENCH_BETS ?? 1_000_000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 10_000);
/** Selections per slip: uniform in [min, 50]. */
const SLIP_MIN = Number(process.env.BENCH_SLIP_MIN ?? 20);
const SLIP_MAX = 50;
const GAME = 'house-k3-1m';
const DATA_DIR = '.data/bench-lottery';
/** One issue takes every bet of the run: the per-number cap is raised for it (an operator's odds change). */
const LIABILITY_CAP_CENTS = 1e14;
/** The slip API (lottery.routes.ts, under the house's /house prefix). */
const SLIP_PATH = '/house/api/lottery/slip';
const STAKES = ['0.10', '0.50', '1.00', '2.00'];

type TBet = TSlipRequest['bets'][number];
type TSlip = { player: number; bets: TBet[] };
type TPlayer = { bench: TBenchPlayer; houseToken: string; playerId: string; clientSeed: string };

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;
/** `n` distinct die values, ascending. */
const dice = (n: number) =>
  [1, 2, 3, 4, 5, 6]
    .sort(() => Math.random() - 0.5)
    .slice(0, n)
    .sort((a, b) => a - b);

/**
 * One selection, one line, from a mix of the 3-dice play types (weights in %): sums 40, pairs 20,
 * big/small/odd/even 10, two different 10, a triple 10, three different 5, any triple 5. Averaged over the
 * draws about 10% of lines win (sum 1/16, pair 16/216, two sides ~1/2, two different 30/216, triple 1/216,
 * three different and any triple 6/216); one draw's share depends on its dice.
 */
function randomBet(): TBet {
  const stakePerLine = pick(STAKES);
  const roll = randomInt(100);
  if (roll < 40) return { playType: 'k3.sum', selection: { sums: [3 + randomInt(16)] }, stakePerLine };
  if (roll < 60) return { playType: 'k3.pair', selection: { values: dice(1) }, stakePerLine };
  if (roll < 70)
    return {
      playType: 'k3.two-sides',
      selection: { sum: [pick(['big', 'small', 'odd', 'even'])] },
      stakePerLine,
    };
  if (roll < 80) return { playType: 'k3.two-different', selection: { values: dice(2) }, stakePerLine };
  if (roll < 90) return { playType: 'k3.triple', selection: { values: dice(1) }, stakePerLine };
  if (roll < 95) return { playType: 'k3.three-different', selection: { values: dice(3) }, stakePerLine };
  return { playType: 'k3.any-triple', selection: {}, stakePerLine };
}

function planSlips(bets: number, players: number): TSlip[] {
  const slips: TSlip[] = [];
  for (let left = bets; left > 0; ) {
    const size = Math.min(left, SLIP_MIN + randomInt(SLIP_MAX - SLIP_MIN + 1));
    slips.push({ player: randomInt(players), bets: Array.from({ length: size }, randomBet) });
    left -= size;
  }
  return slips;
}

/** Site session → `GET /wps/game/lottery/launch` → `POST /house/api/session`: what the lottery page does. */
async function openLotterySession(baseUrl: string, siteToken: string): Promise<string> {
  const query = new URLSearchParams({
    launchMode: 'LOTT',
    lottoGameCode: GAME,
    lottoView: 'betting',
    backUrl: '/elott',
  });
  const launched = await fetch(`${baseUrl}${LOTTERY_LAUNCH_PATH}?${query}`, {
    headers: { authorization: `Bearer ${siteToken}` },
    signal: AbortSignal.timeout(30_000),
  });
  const json = (await launched.json()) as { success: boolean; code: string; value?: { game_url?: string } };
  if (!json.success || !json.value?.game_url) throw new Error(`lottery launch refused: ${json.code}`);
  const launchToken = new URL(json.value.game_url, 'http://launch').searchParams.get('token');
  const opened = await fetch(`${baseUrl}/house/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ launchToken }),
    signal: AbortSignal.timeout(30_000),
  });
  const session = (await opened.json()) as { sessionToken?: string };
  if (!session.sessionToken) throw new Error(`house session refused: ${JSON.stringify(session)}`);
  return session.sessionToken;
}

async function openSessions(db: TDb, baseUrl: string, bench: TBenchPlayer[]): Promise<TPlayer[]> {
  const tokens: string[] = new Array(bench.length);
  await pool(bench.length, async (i) => {
    tokens[i] = await openLotterySession(baseUrl, (bench[i] as TBenchPlayer).token);
  });
  // The house's player id and fair client seed of each session: what the raw side writes.
  const { rows } = await sql<{ hash: Buffer; player_id: string }>`
    SELECT token_hash AS hash, player_id FROM house.sessions`.execute(db);
  const playerOf = new Map(rows.map((row) => [row.hash.toString('hex'), row.player_id]));
  const seeds = await sql<{ player_id: string; client_seed: string }>`
    SELECT DISTINCT ON (player_id) player_id, client_seed FROM house.seed_pairs ORDER BY player_id, id DESC`.execute(
    db,
  );
  const seedOf = new Map(seeds.rows.map((row) => [row.player_id, row.client_seed]));
  return bench.map((player, i) => {
    const houseToken = tokens[i] as string;
    const playerId = playerOf.get(hashToken(houseToken).toString('hex'));
    if (!playerId) throw new Error('house session row missing');
    return {
      bench: player,
      houseToken,
      playerId,
      clientSeed: seedOf.get(playerId) ?? randomBytes(8).toString('hex'),
    };
  });
}

/** Runs `work(i)` for i in [0, count) on CONCURRENCY loops. */
async function pool(count: number, work: (i: number, loop: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, loop) => {
      for (let i = next++; i < count; i = next++) await work(i, loop);
    }),
  );
}

type TPlaced = {
  seconds: number;
  latencies: number[];
  failures: number;
  bets: number;
  errors: Map<string, number>;
};

async function placeAll(
  slips: TSlip[],
  send: (slip: TSlip, index: number, loop: number) => Promise<string | null>,
) {
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  let bets = 0;
  const started = performance.now();
  await pool(slips.length, async (i, loop) => {
    const slip = slips[i] as TSlip;
    const t0 = performance.now();
    const error = await send(slip, i, loop).catch((e: Error) => e.message.slice(0, 80));
    latencies.push(performance.now() - t0);
    if (error === null) bets += slip.bets.length;
    else errors.set(error, (errors.get(error) ?? 0) + 1);
  });
  const failures = [...errors.values()].reduce((a, b) => a + b, 0);
  return {
    seconds: (performance.now() - started) / 1000,
    latencies,
    failures,
    bets,
    errors,
  } satisfies TPlaced;
}

function httpSender(port: number, players: TPlayer[], issueNo: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const send = async (slip: TSlip, index: number): Promise<string | null> => {
    const player = players[slip.player] as TPlayer;
    const body: TSlipRequest = {
      slipId: `bench-${index}-${randomBytes(4).toString('hex')}`,
      gameId: GAME,
      issueNo,
      bets: slip.bets,
      multiplier: 1,
      chase: { issues: 1, stopOnWin: false },
    };
    const answer = await postOnAgent(agent, port, {
      path: SLIP_PATH,
      headers: { 'content-type': 'application/json', [HOUSE_SESSION_HEADER]: player.houseToken },
      body: JSON.stringify(body),
      timeoutMs: 60_000,
    });
    return answer.status === 200 ? null : `${answer.status} ${answer.body.slice(0, 60)}`;
  };
  return { send, close: () => agent.destroy() };
}

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
  for (const [error, n] of placed.errors) console.log(`      failed ×${n}: ${error}`);
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
  const [apiIssue, rawIssue] = opened.issues as [TOpened['issues'][number], TOpened['issues'][number]];
  const slips = planSlips(BETS, players.length);
  console.log(
    `\n1. Placement: ${BETS} bets in ${slips.length} slips (${SLIP_MIN}–${SLIP_MAX} selections, one line each) on issue ${apiIssue.issueNo}; ` +
      `${CONCURRENCY} HTTP clients / pg connections, server pool ${SERVER_POOL}; load average ${loadAverage()}`,
  );
  const http = httpSender(server.port, players, apiIssue.issueNo);
  if (stats) await resetStatements(stats);
  const api = await meter.measure(() => placeAll(slips, http.send));
  http.close();
  printPlaced('(b) HTTP POST /house/api/lottery/slip', api, slips.length);
  printStatements('(b) placement', stats && (await topStatements(stats)));
  const rawPool = createDb(url, CONCURRENCY).pool;
  const clients = await Promise.all(Array.from({ length: CONCURRENCY }, () => rawPool.connect()));
  const raw = await meter.measure(() =>
    placeAll(slips, rawSender(clients, players, rawIssue.id, opened.oddsId)),
  );
  for (const client of clients) client.release();
  await rawPool.end();
  printPlaced('(a) raw SQL, one statement a slip      ', raw, slips.length);
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
