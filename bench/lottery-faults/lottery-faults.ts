import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { createDb, type TDb } from '../../apps/server/src/db/database.ts';
import { verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.ts';
import {
  GAME,
  httpSender,
  LIABILITY_CAP_CENTS,
  openSessions,
  placeAll,
  planSlips,
} from '../lottery/lottery-players.ts';
import { forkLotteryServer, type TLotteryServer, type TOpened } from '../lottery/lottery-server.ts';
import { SERVER_POOL } from '../support/knobs.ts';
import { BENCH_FUND_MINOR, benchDatabase, createPlayers, seedDemoMerchant } from '../wallet/bench-db.ts';

/**
 * `npm run bench:lottery-faults` (issue 11 §4): BENCH_BETS bets of BENCH_PLAYERS players on one issue of
 * the 3-dice game, placed over HTTP; then the issue is drawn by the server's own job loop, and while the
 * server settles and pays it, the server process is SIGKILLed BENCH_KILLS times, each a random while
 * after it came back (the first while settlement runs). Then, once the jobs finished everything (bounded
 * wait), the verdict: every bet settled, none DUE, every win paid exactly once on the platform (one
 * seamless win and one ledger posting per winning bet, the amount the house settled), no platform win
 * the house does not know, every slip closed on both sides, every player's MAIN what their slips say,
 * ledger verified. Prints, asserts nothing.
 */
const BETS = Number(process.env.BENCH_BETS ?? 100_000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1_000);
const KILLS = Number(process.env.BENCH_KILLS ?? 5);
/** The server runs between 0.2 s and this long after each restart (or after the draw) before each kill. */
const UP_MS = Number(process.env.BENCH_UP_MS ?? 2_500);
const FINISH_TIMEOUT_MS = Number(process.env.BENCH_FINISH_TIMEOUT_MS ?? 600_000);
const DATA_DIR = '.data/bench-lottery-faults';

type TProgress = { pending: number; due: number; openSlips: number; settled: boolean };

async function progress(db: TDb, issueId: string): Promise<TProgress> {
  const { rows } = await sql<{ pending: string; due: string; open_slips: string; settled: boolean }>`
    SELECT
      (SELECT count(*) FROM house.lottery_bets WHERE issue_id = ${issueId} AND status = 'PENDING') AS pending,
      (SELECT count(*) FROM house.lottery_bets WHERE issue_id = ${issueId} AND payout = 'DUE') AS due,
      (SELECT count(*) FROM house.rounds WHERE kind = 'lottery' AND state <> 'CLOSED') AS open_slips,
      (SELECT settled_at IS NOT NULL FROM house.lottery_issues WHERE id = ${issueId}) AS settled`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('no progress row');
  return {
    pending: Number(row.pending),
    due: Number(row.due),
    openSlips: Number(row.open_slips),
    settled: row.settled,
  };
}

const describe = (p: TProgress) =>
  `${p.pending} bets pending, ${p.due} wins due, ${p.openSlips} slips open${p.settled ? ', issue settled' : ''}`;

/** Places the bets with the server's jobs running (its issue is open for a day, so nothing draws it). */
async function placeBets(db: TDb, server: TLotteryServer) {
  const merchantRow = await db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
  const bench = await createPlayers(db, merchantRow.id, PLAYERS);
  const players = await openSessions(db, `http://127.0.0.1:${server.port}`, bench);
  const opened = await server.call<TOpened>({
    op: 'open',
    gameId: GAME,
    liabilityCapCents: LIABILITY_CAP_CENTS,
  });
  const issue = opened.issues[0];
  if (!issue) throw new Error('no issue opened');
  const slips = planSlips(BETS, PLAYERS);
  const sender = httpSender(server.port, players, issue.issueNo);
  const placed = await placeAll(slips, sender.send);
  sender.close();
  console.log(
    `placed ${placed.bets} bets in ${slips.length - placed.failures} slips of ${PLAYERS} players in ${placed.seconds.toFixed(1)} s (${placed.failures} slips refused: ${JSON.stringify([...placed.errors])})`,
  );
  return issue.id;
}

async function main() {
  const database = await benchDatabase('tala_bench_lottery_faults', DATA_DIR);
  const { db } = createDb(database.url, 4);
  await seedDemoMerchant(db, database.url);
  let server = await forkLotteryServer(database.url, SERVER_POOL, { runJobs: true });
  const issueId = await placeBets(db, server);
  // Due now: the server's draw job picks it up within its second.
  await sql`UPDATE house.lottery_issues SET closes_at = now(), draws_at = now() WHERE id = ${issueId}`.execute(
    db,
  );
  const dueAt = Date.now();
  for (let kill = 1; kill <= KILLS; kill++) {
    await new Promise((resolve) => setTimeout(resolve, 200 + randomInt(Math.max(1, UP_MS - 200))));
    const before = await progress(db, issueId);
    await server.kill();
    const at = ((Date.now() - dueAt) / 1000).toFixed(1);
    console.log(`kill ${kill}/${KILLS}, ${at} s after the draw time: SIGKILL with ${describe(before)}`);
    server = await forkLotteryServer(database.url, SERVER_POOL, { runJobs: true });
  }
  const started = Date.now();
  let now = await progress(db, issueId);
  while (
    (now.pending > 0 || now.due > 0 || now.openSlips > 0 || !now.settled) &&
    Date.now() - started < FINISH_TIMEOUT_MS
  ) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    now = await progress(db, issueId);
  }
  console.log(`after the last restart, ${((Date.now() - started) / 1000).toFixed(0)} s: ${describe(now)}`);
  await server.close();
  await verdict(db, issueId);
  await db.destroy();
  await database.stop();
  process.exit(0);
}

/** The house's bets against the platform's seamless wins, rounds and ledger. */
async function verdict(db: TDb, issueId: string) {
  const wins = await sql<{ unpaid: string; wrong_amount: string; unknown_wins: string; paid: string }>`
    WITH due AS (
      SELECT r.round_ref || ':draw:' || b.issue_id AS ref, sum(b.win_cents) AS win_cents
      FROM house.lottery_bets b JOIN house.rounds r ON r.id = b.round_id
      WHERE b.issue_id = ${issueId} AND b.win_cents > 0 AND b.status <> 'VOID'
      GROUP BY r.round_ref, b.issue_id),
    sent AS (
      SELECT t.transaction_ref AS ref, t.amount_minor, t.status
      FROM seamless_transactions t WHERE t.kind = 'WIN' AND t.provider_code = 'HOUSE')
    SELECT
      (SELECT count(*) FROM due LEFT JOIN sent USING (ref) WHERE sent.ref IS NULL OR sent.status <> 'APPLIED') AS unpaid,
      (SELECT count(*) FROM due JOIN sent USING (ref) WHERE sent.amount_minor <> due.win_cents) AS wrong_amount,
      (SELECT count(*) FROM sent LEFT JOIN due USING (ref) WHERE due.ref IS NULL) AS unknown_wins,
      (SELECT count(*) FROM due) AS paid`.execute(db);
  const postings = await sql<{ keys: string; twice: string }>`
    SELECT count(*) AS keys, count(*) FILTER (WHERE n > 1) AS twice FROM (
      SELECT t.transaction_ref, count(l.id) AS n
      FROM seamless_transactions t JOIN ledger_transactions l
        ON l.idempotency_key = 'seamless:HOUSE:' || t.transaction_ref AND l.merchant_id = t.merchant_id
      WHERE t.kind = 'WIN' GROUP BY t.transaction_ref) x`.execute(db);
  const rounds = await sql<{ house_open: string; platform_open: string; win_mismatch: string }>`
    SELECT
      (SELECT count(*) FROM house.rounds WHERE kind = 'lottery' AND state <> 'CLOSED') AS house_open,
      (SELECT count(*) FROM game_rounds g JOIN house.rounds r ON r.round_ref = g.round_ref
        WHERE r.kind = 'lottery' AND g.status <> 'CLOSED') AS platform_open,
      (SELECT count(*) FROM game_rounds g JOIN house.rounds r ON r.round_ref = g.round_ref
        WHERE r.kind = 'lottery' AND g.win_minor <> coalesce(r.win_cents, 0)) AS win_mismatch`.execute(db);
  const balances = await sql<{ wrong: string }>`
    WITH money AS (
      SELECT r.player_id, sum(r.stake_cents) AS stakes, sum(coalesce(r.win_cents, 0)) AS wins
      FROM house.rounds r WHERE r.kind = 'lottery' AND r.state = 'CLOSED' GROUP BY r.player_id)
    SELECT count(*) AS wrong FROM money m
    JOIN ledger_accounts a ON a.member_id = m.player_id::bigint AND a.code = 'MAIN'
    WHERE a.balance <> ${BENCH_FUND_MINOR} - m.stakes + m.wins`.execute(db);
  // The queue of slip draws to pay (decision 038) is written with the bets: none may outlive its payment.
  const queued = await sql<{ left: string }>`SELECT count(*) AS left FROM house.lottery_due`.execute(db);
  const violations = await verifyLedger(db);
  const w = wins.rows[0];
  const p = postings.rows[0];
  const r = rounds.rows[0];
  console.log(`\nslip wins (a slip's winning bets on the issue, decision 038): ${w?.paid}`);
  console.log(`unpaid: ${w?.unpaid} (must be 0)`);
  console.log(`paid a different amount: ${w?.wrong_amount} (must be 0)`);
  console.log(`platform wins the house does not know: ${w?.unknown_wins} (must be 0)`);
  console.log(`wins posted twice to the ledger: ${p?.twice} of ${p?.keys} (must be 0)`);
  console.log(`slips not closed: house ${r?.house_open}, platform ${r?.platform_open} (must be 0)`);
  console.log(`platform rounds whose wins differ from the house's slip: ${r?.win_mismatch} (must be 0)`);
  console.log(`players whose MAIN differs from their slips: ${balances.rows[0]?.wrong} (must be 0)`);
  console.log(`slip draws left in the payout queue: ${queued.rows[0]?.left} (must be 0)`);
  console.log(`ledger:verify: ${violations.length === 0 ? 'OK' : `${violations.length} violation(s)`}`);
  for (const violation of violations.slice(0, 20)) console.log(`  ${violation.check}: ${violation.detail}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
