import { cpus } from 'node:os';
import { sql } from 'kysely';
import { createDb, type TDb } from '../../apps/server/src/db/database.ts';
import { verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.ts';
import { missionLeaderboard } from '../../apps/server/src/modules/missions/missions.service.ts';
import { feedPoints } from '../../apps/server/src/modules/points/points.feed.ts';
import type { TSeamlessClient } from '../../providers/house/src/service/seamless/seamless-client.ts';
import { roundsWithFeed, type TFeedTally, type TRoundPlan } from '../seamless/rounds-with-feed.ts';
import {
  houseRoundsServer,
  houseShards,
  openGameSessions,
  winningSlotRounds,
} from '../seamless/seamless-rounds.ts';
import { CONCURRENCY, loadAverage, ROUNDS, SECONDS, SERVER_POOL } from '../support/knobs.ts';
import { cpuMeter, cpuPerOp, fmtCpu, idleCpuPerSecond, type TCpu } from '../wallet/bench-cpu.ts';
import { benchDatabase, createPlayers, seedDemoMerchant, summarize, type TRun } from '../wallet/bench-db.ts';
import { benchMissions } from './bench-missions.ts';

/**
 * `npm run bench:loyalty` (issue 14 §9): what the points feed (decision 054) and the missions it counts for
 * (decision 058) add to a settled bet, and the missions' leaderboard read.
 * 1. Real house slot rounds (bet, win, endRound over signed HTTP, as bench:seamless streams them) from PLAYING players,
 *    alternating runs: (A) the bet alone — no points feed; (B) the same with the points feed on its 3 s timer as every
 *    instance runs it, its runs and a last one that takes in the rest inside the measured window (the backlog side A
 *    left is taken in, unmeasured, before each B run), counting for the demo's missions and three of the bench's (all
 *    valid bets, slot valid bets, days played). PostgreSQL CPU per round on both sides and B/A (target ≤ 1.3).
 * 2. At scale: BENCH_LOYALTY_BETS (1,000,000) settled bets of BENCH_LOYALTY_PLAYERS (100,000) players over the
 *    merchant's vendors, closed in batches as a busy site closes them between two feed runs, each batch taken in by one
 *    feed run: the feed's PostgreSQL CPU per settled bet, and (A + feed) / A against side A's bet.
 * 3. The leaderboard of the all-valid-bets mission, by then 100,000 players: the top 20 and a random player's own
 *    place, as the leaderboard call reads them (service, no HTTP), p50 and p99 (target p99 ≤ 20 ms). Asserts nothing.
 */
const PLAYERS = Number(process.env.BENCH_LOYALTY_PLAYERS ?? 100_000);
const BETS = Number(process.env.BENCH_LOYALTY_BETS ?? 1_000_000);
const PLAYING = Number(process.env.BENCH_PLAYERS ?? 1000);
/** Rounds closed between two feed runs at scale (a site closing ~17,000 rounds a second at a 3 s feed). */
const BATCH = Number(process.env.BENCH_LOYALTY_BATCH ?? 50_000);
const FEED_EVERY_MS = 3_000;
const DATA_DIR = '.data/bench-loyalty';

type TMeasured = TRun & { cpu: TCpu; feed: TFeedTally };

/** Side B: the points feed on its timer, as every instance runs it. */
const pointsFeedOf = (db: TDb) => ({
  everyMs: FEED_EVERY_MS,
  run: async () => (await feedPoints(db))?.credited ?? null,
});
/** Side A: no feed at all (the timer never fires within a run; the closing call does nothing). */
const noFeed = { everyMs: 3_600_000, run: async () => null };

async function main() {
  const database = await benchDatabase('tala_bench_loyalty', DATA_DIR);
  const { db } = createDb(database.url, 4);
  const merchantId = await seedDemoMerchant(db, database.url);
  let started = performance.now();
  console.log(`Creating ${PLAYERS} players …`);
  const players = await createPlayers(db, merchantId, Math.max(PLAYERS, PLAYING));
  await feedPoints(db);
  const missions = await benchMissions(db, merchantId);
  await sql`VACUUM ANALYZE`.execute(db);
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const rounds = await houseRoundsServer(db, database.url);
  started = performance.now();
  const playing = await openGameSessions(rounds.baseUrl, rounds.client, players.slice(0, PLAYING), {
    merchantId,
    vendorId: rounds.vendorId,
  });
  console.log(`${playing.length} players launched in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const plan = {
    players: playing,
    outcomes: winningSlotRounds(64),
    shards: await houseShards(db, merchantId),
  };
  const meter = cpuMeter(DATA_DIR, rounds.server.pid);
  const betAlone = await measureLive(db, rounds.client, plan, meter, database.cpus);
  await rounds.close();
  await measureAtScale(
    db,
    merchantId,
    players.slice(0, PLAYERS).map((player) => player.memberId),
    betAlone,
  );
  await measureLeaderboard(
    db,
    merchantId,
    players.slice(0, PLAYERS).map((player) => player.memberId),
    missions.allBets,
  );
  const violations = await verifyLedger(db);
  console.log(`ledger verify: ${violations.length === 0 ? 'OK' : `${violations.length} violations`}`);
  await db.destroy();
  await database.stop();
}

/** Side A and B alternately; answers side A's PostgreSQL CPU per round (ms), the bet alone. */
async function measureLive(
  db: TDb,
  client: TSeamlessClient,
  plan: TRoundPlan,
  meter: ReturnType<typeof cpuMeter>,
  cpuSplit: string,
): Promise<number> {
  console.log(
    `\nConcurrency ${CONCURRENCY} HTTP clients, server pool ${SERVER_POOL}, ${ROUNDS} × ${SECONDS} s per side; ` +
      `${cpus().length} CPUs (${cpuSplit}), load average ${loadAverage()} (machine shared)`,
  );
  await roundsWithFeed(client, plan, 2, noFeed);
  await feedPoints(db);
  const pointsFeed = pointsFeedOf(db);
  await roundsWithFeed(client, plan, 2, pointsFeed);
  const idle = await idleCpuPerSecond(meter);
  const a: TMeasured[] = [];
  const b: TMeasured[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const sides = [
      async () => a.push(await meter.measure(() => roundsWithFeed(client, plan, SECONDS, noFeed))),
      async () => {
        await feedPoints(db);
        b.push(await meter.measure(() => roundsWithFeed(client, plan, SECONDS, pointsFeed)));
      },
    ];
    for (const side of round % 2 === 0 ? sides : sides.reverse()) await side();
  }
  const fmt = (runs: TMeasured[]) => {
    const r = summarize(runs);
    const feed = runs.reduce(
      (sum, run) => ({ runs: sum.runs + run.feed.runs, paid: sum.paid + run.feed.changed }),
      {
        runs: 0,
        paid: 0,
      },
    );
    return `${r.rate.toFixed(0).padStart(5)} rounds/s  p99 ${r.p99.toFixed(1)} ms  (${r.ops} rounds, ${r.failures} failed; feed ${feed.runs} runs, ${feed.paid} points postings)`;
  };
  console.log('\nOne round = bet + win + endRound (a winning slot spin) over signed HTTP');
  console.log(`  (A) the bet alone            ${fmt(a)}`);
  console.log(`  (B) with the points feed     ${fmt(b)}`);
  const cpuA = cpuPerOp(a, true);
  const cpuB = cpuPerOp(b, true);
  console.log(`  (A) ${fmtCpu(cpuA)}`);
  console.log(`  (B) ${fmtCpu(cpuB)}`);
  console.log(
    `  PostgreSQL CPU per round (B)/(A) = ${(cpuB.postgres / cpuA.postgres).toFixed(2)}  (target ≤ 1.3)`,
  );
  console.log(`  ${idle}`);
  return cpuA.postgres;
}

/**
 * BETS settled rounds of `memberIds` over the merchant's vendors (stakes 1.00–100.00), closed BATCH at a time — each
 * batch one transaction that stamps its rounds as endRound does — and each batch taken in by one feed run, measured.
 */
async function measureAtScale(
  db: TDb,
  merchantId: number,
  memberIds: bigint[],
  betAlone: number,
): Promise<void> {
  const vendors = (
    await db.selectFrom('game_vendors').select('id').where('merchant_id', '=', merchantId).execute()
  ).map((row) => row.id);
  const meter = cpuMeter(DATA_DIR, null);
  const ids = memberIds.map(String);
  let feedCpu = 0;
  let feedMs = 0;
  let credited = 0;
  const started = performance.now();
  for (let done = 0; done < BETS; done += BATCH) {
    const size = Math.min(BATCH, BETS - done);
    await sql`
      INSERT INTO game_rounds (merchant_id, provider_code, round_ref, member_id, vendor_id, game_code, status,
        stake_minor, win_minor, bet_count, live_bet_count, closed_at, points_xid)
      SELECT ${merchantId}, 'HOUSE', 'bench-' || ${done}::bigint + n, (${ids}::bigint[])[(1 + ((${done}::bigint + n) * 7919) % ${ids.length})::int],
        (${vendors}::int[])[(1 + n % ${vendors.length})::int], 'g', 'CLOSED', 100 + (n * 104729) % 9901, 0, 1, 1, now(),
        pg_current_xact_id()
      FROM generate_series(1::bigint, ${size}::bigint) n`.execute(db);
    const runStarted = performance.now();
    const run = await meter.measure(async () => ({ result: await feedPoints(db) }));
    feedMs += performance.now() - runStarted;
    feedCpu += run.cpu.postgres;
    credited += run.result?.credited ?? 0;
  }
  const perBet = feedCpu / BETS;
  console.log(`
${BETS} settled bets of ${memberIds.length} players over ${vendors.length} vendors, ${BATCH} closed between feed runs \
(written in ${((performance.now() - started - feedMs) / 1000).toFixed(1)} s)`);
  console.log(
    `  points feed: ${(feedMs / 1000).toFixed(1)} s in all, ${((BETS / feedMs) * 1000).toFixed(0)} bets/s, ${credited} points postings; ` +
      `PostgreSQL CPU ${(perBet * 1000).toFixed(1)} µs a settled bet`,
  );
  console.log(
    `  added PostgreSQL CPU per settled bet: (A + feed) / A = ${((betAlone + perBet) / betAlone).toFixed(3)}  (target ≤ 1.3; A = ${betAlone.toFixed(2)} ms)`,
  );
  const members = await sql<{
    n: string;
  }>`SELECT count(*)::text AS n FROM ledger_accounts WHERE code = 'POINTS'`.execute(db);
  console.log(`  members holding points: ${members.rows[0]?.n}`);
  const boards = await sql<{ goal: string; n: string }>`
    SELECT m.goal, m.participants::text AS n FROM missions m WHERE m.status = 'LIVE' ORDER BY m.id`.execute(
    db,
  );
  console.log(`  missions counted: ${boards.rows.map((row) => `${row.goal} ${row.n} players`).join(', ')}`);
}

/** LEADERBOARD_READS reads of the board, each for a random player: the top 20 and the player's own place. */
async function measureLeaderboard(db: TDb, merchantId: number, memberIds: bigint[], missionId: bigint) {
  // Read as the feed left it (no VACUUM first): the board is updated while players read it.
  const reads = Number(process.env.BENCH_LOYALTY_BOARD_READS ?? 2_000);
  const reader = { merchantId, language: 'en' as const, defaultLanguage: 'en' as const, currency: 'PHP' };
  const times: number[] = [];
  let ranked = 0;
  for (let i = 0; i < reads; i++) {
    const memberId = memberIds[(i * 7919) % memberIds.length] as bigint;
    const started = performance.now();
    const board = await missionLeaderboard(db, { ...reader, memberId }, missionId, undefined);
    times.push(performance.now() - started);
    if (board.own.rank !== null) ranked += 1;
  }
  times.sort((x, y) => x - y);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2);
  const participants = await sql<{ n: string }>`
    SELECT participants::text AS n FROM missions WHERE id = ${missionId}`.execute(db);
  console.log(
    `\nMission leaderboard (top 20 + own place) of ${participants.rows[0]?.n} players, ${reads} reads of random players ` +
      `(${ranked} on the board): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms  (target p99 ≤ 20 ms)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
