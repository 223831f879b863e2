import { cpus } from 'node:os';
import { sql } from 'kysely';
import { createDb, type TDb } from '../../apps/server/src/db/database.ts';
import { feedTeamFigures } from '../../apps/server/src/modules/agent/team-figures.feed.ts';
import {
  ensureHouseAccount,
  MAX_PAIR_POSTINGS,
  postPairsWithin,
} from '../../apps/server/src/modules/ledger/ledger.service.ts';
import { verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.ts';
import { settleRebates } from '../../apps/server/src/modules/promotions/rebate-settlement.ts';
import { feedWagering } from '../../apps/server/src/modules/promotions/wagering.feed.ts';
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

/**
 * `npm run bench:promotions` (issue 13 §6): what wagering tracking adds to a settled bet. 100,000 players hold an
 * active bonus (BENCH_BONUS_PLAYERS); real house slot rounds (bet, win, endRound over signed HTTP, as bench:seamless
 * streams them) come from PLAYING players without a bonus (side A) and PLAYING players with one (side B), alternating
 * runs, while the wagering feed runs every 2 s as every instance runs it (decision 049) — its runs, and a last one
 * after each run that takes in the rest, are inside the measured window. Prints PostgreSQL CPU per round on both
 * sides and B/A (target ≤ 1.3). Then a daily rebate (decision 050) over yesterday's 1,000,000 bets of the 100,000
 * players (REBATE_BETS): the time the settlement job takes to pay them (target ≤ 20 s). Asserts nothing.
 */
const BONUS_PLAYERS = Number(process.env.BENCH_BONUS_PLAYERS ?? 100_000);
const PLAYING = Number(process.env.BENCH_PLAYERS ?? 1000);
const FEED_EVERY_MS = 2_000;
const DATA_DIR = '.data/bench-promotions';
/** Each bonus: 100.00 to wager 100× — no bonus is released while the bench runs. */
const BONUS_MINOR = 10_000n;
const REQUIRED_MINOR = 1_000_000n;
const REBATE_BETS = Number(process.env.BENCH_REBATE_BETS ?? 1_000_000);
/** The vendors the day's bets spread over, one to four per member. */
const REBATE_VENDORS = ['TALA_SLOTS', 'TALA_FISH', 'TALA_LIVE', 'TALA_SPORTS'];

/**
 * Active bonuses for `memberIds` as issueBonus leaves them (entry PROCESS, bonus ACTIVE, the money in each member's
 * BONUS account), written in bulk: one promotion, set-based rows, the postings as bulk ledger runs.
 */
async function giveBonuses(db: TDb, merchantId: number, memberIds: bigint[]): Promise<void> {
  const ids = memberIds.map(String);
  const promotion = await sql<{ id: string }>`
    INSERT INTO promotions (merchant_id, type, category, status, title, artwork, starts_at, ends_at, reward)
    VALUES (${merchantId}, 'DEPOSIT_BONUS', 'DEPOSIT', 'LIVE', '{"en":"Bench bonus"}', 'welcome-bonus',
      now() - interval '1 day', now() + interval '30 days',
      '{"type":"DEPOSIT_BONUS","percentBp":10000,"cap":"100.00","minDeposit":"1.00","wagering":{"multiplier":100,"base":"BONUS","weightsBp":{},"maxBet":null,"expiryDays":30,"withdrawRule":"FORFEIT"}}')
    RETURNING id::text`.execute(db);
  const promotionId = promotion.rows[0]?.id;
  await sql`
    WITH entries AS (
      INSERT INTO promotion_entries (merchant_id, promotion_id, member_id, cycle, state, reward)
      SELECT ${merchantId}, ${promotionId}::bigint, m, 'ONCE', 'PROCESS', ${BONUS_MINOR}::bigint
      FROM unnest(${ids}::bigint[]) m
      RETURNING id, member_id)
    INSERT INTO bonuses (merchant_id, member_id, promotion_id, entry_id, amount, wagering_required, weights,
      withdraw_rule, expires_at)
    SELECT ${merchantId}, e.member_id, ${promotionId}::bigint, e.id, ${BONUS_MINOR}::bigint, ${REQUIRED_MINOR}::bigint,
      '{}', 'FORFEIT', now() + interval '30 days'
    FROM entries e`.execute(db);
  await sql`
    INSERT INTO ledger_accounts (merchant_id, member_id, code, currency, balance, is_house)
    SELECT ${merchantId}, m, 'BONUS', 'PHP', 0, false FROM unnest(${ids}::bigint[]) m`.execute(db);
  const accounts = await sql<{ id: bigint; bonus_id: string }>`
    SELECT a.id, b.id::text AS bonus_id FROM bonuses b
    JOIN ledger_accounts a ON a.member_id = b.member_id AND a.code = 'BONUS'
    WHERE b.promotion_id = ${promotionId}::bigint ORDER BY b.id`.execute(db);
  const house = await ensureHouseAccount(db, { merchantId, code: 'BONUS', currency: 'PHP' });
  for (let i = 0; i < accounts.rows.length; i += MAX_PAIR_POSTINGS) {
    const chunk = accounts.rows.slice(i, i + MAX_PAIR_POSTINGS);
    await db.transaction().execute((trx) =>
      postPairsWithin(trx, {
        merchantId,
        kind: 'PROMO_BONUS',
        postings: chunk.map((row) => ({
          idempotencyKey: `bonus:${row.bonus_id}:issue`,
          fromAccountId: house,
          toAccountId: row.id,
          amount: BONUS_MINOR,
        })),
      }),
    );
  }
}

type TMeasured = TRun & { cpu: TCpu; feed: TFeedTally };

/** Rounds with the wagering feed on its 2 s timer beside them (decision 049); the feed's cost is in the window. */
function runWithFeed(db: TDb, client: TSeamlessClient, plan: TRoundPlan, seconds: number) {
  return roundsWithFeed(client, plan, seconds, {
    everyMs: FEED_EVERY_MS,
    run: async () => (await feedWagering(db))?.bonuses ?? null,
  });
}

async function main() {
  const database = await benchDatabase('tala_bench_promotions', DATA_DIR);
  const { db } = createDb(database.url, 4);
  const merchantId = await seedDemoMerchant(db, database.url);
  let started = performance.now();
  console.log(`Creating ${PLAYING} players without a bonus and ${BONUS_PLAYERS} with one …`);
  const players = await createPlayers(db, merchantId, PLAYING + BONUS_PLAYERS);
  await giveBonuses(
    db,
    merchantId,
    players.slice(PLAYING).map((player) => player.memberId),
  );
  await feedWagering(db);
  await sql`VACUUM ANALYZE`.execute(db);
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const rounds = await houseRoundsServer(db, database.url);
  const { client, server } = rounds;
  const baseUrl = rounds.baseUrl;
  const place = { merchantId, vendorId: rounds.vendorId };
  started = performance.now();
  const plain = await openGameSessions(baseUrl, client, players.slice(0, PLAYING), place);
  const withBonus = await openGameSessions(baseUrl, client, players.slice(PLAYING, 2 * PLAYING), place);
  console.log(
    `${plain.length + withBonus.length} players launched in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const outcomes = winningSlotRounds(64);
  const shards = await houseShards(db, merchantId);
  await measure(db, client, {
    plain: { players: plain, outcomes, shards },
    bonus: { players: withBonus, outcomes, shards },
    meter: cpuMeter(DATA_DIR, server.pid),
    cpuSplit: database.cpus,
  });
  await rounds.close();
  await measureRebate(
    db,
    merchantId,
    players.slice(PLAYING).map((player) => player.memberId),
  );
  await db.destroy();
  await database.stop();
}

/**
 * Yesterday's play of `memberIds` as the team-figures feed leaves it (member_vendor_days; the feed's own cost per
 * posting is bench:agents'): REBATE_BETS bets spread over the members and one to four vendors each, stakes of
 * 1.00–50.00 a bet. Then a daily rebate that began yesterday, and one settlement run, timed.
 */
async function measureRebate(db: TDb, merchantId: number, memberIds: bigint[]): Promise<void> {
  const perMember = Math.max(1, Math.floor(REBATE_BETS / memberIds.length));
  const { rows } = await sql<{ bets: string; rows: string; zone: string }>`
    WITH zone AS (SELECT coalesce(settings ->> 'timeZone', 'UTC') AS z FROM merchant_settings WHERE merchant_id = ${merchantId}),
    inserted AS (
      INSERT INTO member_vendor_days (member_id, day, vassalage, bets, stake, win)
      SELECT m, ((now() AT TIME ZONE (SELECT z FROM zone)) - interval '1 day')::date, v,
        ${perMember}::int / k + CASE WHEN i <= ${perMember}::int % k THEN 1 ELSE 0 END,
        (${perMember}::int / k) * (100 + (m % 4900)), (${perMember}::int / k) * (60 + (m % 3000))
      FROM unnest(${memberIds.map(String)}::bigint[]) AS m
      CROSS JOIN LATERAL (SELECT 1 + (m % 4)::int AS k) kk
      CROSS JOIN LATERAL generate_series(1, kk.k) AS i
      CROSS JOIN LATERAL (SELECT (${REBATE_VENDORS}::text[])[i] AS v) vv
      RETURNING bets)
    SELECT sum(bets)::text AS bets, count(*)::text AS rows, (SELECT z FROM zone) AS zone FROM inserted`.execute(
    db,
  );
  const made = rows[0];
  await sql`
    INSERT INTO promotions (merchant_id, type, category, status, title, artwork, starts_at, ends_at, reward)
    VALUES (${merchantId}, 'REBATE', 'REBATE', 'LIVE', '{"en":"Bench rebate"}', 'live-casino',
      (date_trunc('day', now() AT TIME ZONE ${made?.zone ?? 'UTC'}) - interval '1 day') AT TIME ZONE ${made?.zone ?? 'UTC'},
      now() + interval '30 days',
      '{"type":"REBATE","basis":"VALID_BET","period":"DAILY","ratesBp":{"RNG":100,"FISH":100,"LIVE":50,"SPORTS":50},"minPayout":"1.00","cap":null,"claimDays":null}')`.execute(
    db,
  );
  // The demo's own rebate is not what is measured.
  await sql`UPDATE promotions SET status = 'PAUSED' WHERE type = 'REBATE' AND title ->> 'en' <> 'Bench rebate'`.execute(
    db,
  );
  await feedTeamFigures(db);
  await sql`VACUUM ANALYZE member_vendor_days`.execute(db);
  const meter = cpuMeter(DATA_DIR, null);
  const started = performance.now();
  const run = await meter.measure(async () => ({ result: await settleRebates(db) }));
  const seconds = (performance.now() - started) / 1000;
  console.log(`
Daily rebate over ${made?.bets} bets (${made?.rows} member-vendor rows of yesterday, ${memberIds.length} members)`);
  console.log(
    `  settlement: ${run.result.periods} period(s), ${run.result.members} members paid ${(Number(run.result.paidMinor) / 100).toFixed(2)} in ${seconds.toFixed(1)} s  (target ≤ 20 s); PostgreSQL CPU ${(run.cpu.postgres / 1000).toFixed(1)} s, this process ${(run.cpu.client / 1000).toFixed(1)} s`,
  );
  const again = await settleRebates(db);
  console.log(`  a second run pays ${again.members} members (exactly once)`);
  const violations = await verifyLedger(db);
  console.log(`ledger verify: ${violations.length === 0 ? 'OK' : `${violations.length} violations`}`);
}

async function measure(
  db: TDb,
  client: TSeamlessClient,
  input: { plain: TRoundPlan; bonus: TRoundPlan; meter: ReturnType<typeof cpuMeter>; cpuSplit: string },
) {
  const { plain, bonus, meter } = input;
  console.log(
    `\nConcurrency ${CONCURRENCY} HTTP clients, server pool ${SERVER_POOL}, ${ROUNDS} × ${SECONDS} s per side; ` +
      `${cpus().length} CPUs (${input.cpuSplit}), load average ${loadAverage()} (machine shared)`,
  );
  await runWithFeed(db, client, plain, 2);
  await runWithFeed(db, client, bonus, 2);
  const idle = await idleCpuPerSecond(meter);
  const a: TMeasured[] = [];
  const b: TMeasured[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const sides = [
      async () => a.push(await meter.measure(() => runWithFeed(db, client, plain, SECONDS))),
      async () => b.push(await meter.measure(() => runWithFeed(db, client, bonus, SECONDS))),
    ];
    for (const side of round % 2 === 0 ? sides : sides.reverse()) await side();
  }
  const fmt = (runs: TMeasured[]) => {
    const r = summarize(runs);
    const feed = runs.reduce(
      (sum, run) => ({ runs: sum.runs + run.feed.runs, bonuses: sum.bonuses + run.feed.changed }),
      {
        runs: 0,
        bonuses: 0,
      },
    );
    return `${r.rate.toFixed(0).padStart(5)} rounds/s  p99 ${r.p99.toFixed(1)} ms  (${r.ops} rounds, ${r.failures} failed; feed ${feed.runs} runs, ${feed.bonuses} bonus updates)`;
  };
  console.log(
    '\nOne round = bet + win + endRound (a winning slot spin) over signed HTTP, wagering feed every 2 s',
  );
  console.log(`  (A) players without a bonus ${fmt(a)}`);
  console.log(`  (B) players with a bonus    ${fmt(b)}`);
  const cpuA = cpuPerOp(a, true);
  const cpuB = cpuPerOp(b, true);
  console.log(`  (A) ${fmtCpu(cpuA)}`);
  console.log(`  (B) ${fmtCpu(cpuB)}`);
  console.log(
    `  PostgreSQL CPU per round (B)/(A) = ${(cpuB.postgres / cpuA.postgres).toFixed(2)}  (target ≤ 1.3)`,
  );
  console.log(`  ${idle}`);
  const progressed = await db
    .selectFrom('bonuses')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('wagering_done', '>', 0n)
    .executeTakeFirstOrThrow();
  console.log(`\nbonuses with wagering taken in: ${progressed.n}`);
  const violations = await verifyLedger(db);
  console.log(`ledger verify: ${violations.length === 0 ? 'OK' : `${violations.length} violations`}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
