import { sql } from 'kysely';
import { findPlayType } from '../../games/lottery/lottery-registry.ts';
import { payoutCents, type TLotteryResult } from '../../games/lottery/lottery-types.ts';
import { assert } from '../api/house-error.ts';
import type { THouseDb, TLotteryBetStatus, TRoundState } from '../db/house-db.ts';
import type { THouseContext } from '../house-context.ts';
import { joinDueQueue } from './lottery-due-queue.ts';
import { readOdds, type TOddsRow, type TOddsTerms } from './lottery-games.ts';
import type { TIssueRow } from './lottery-issues.ts';
import { closeFinishedSlips } from './lottery-slip-closing.ts';

/** Bets settled per transaction: a crash loses at most one batch of work, never a payment. */
export const BETS_PER_BATCH = 5_000;
const ISSUES_PER_PASS = 10;

type TBetToSettle = {
  id: bigint;
  round_id: bigint;
  odds_id: bigint;
  play_type: string;
  selection: unknown;
  stake_per_line_cents: bigint;
  stake_cents: bigint;
  round_state: TRoundState;
};

type TSettled = { id: bigint; status: TLotteryBetStatus; winCents: bigint; hits: string | null };

/**
 * Settles drawn issues in bulk: each pass takes an issue (SKIP LOCKED: instances share the work), settles
 * its bets in id order a batch per transaction and moves the issue's cursor in that same transaction, so
 * a process killed halfway resumes after the last batch it committed — every bet settled exactly once.
 * Wins are then paid by `payDueBets`; slips with nothing to pay close at once.
 */
export async function settleDrawnIssues(ctx: THouseContext): Promise<number> {
  let settled = 0;
  const waiting: bigint[] = [];
  const rounds = new Set<bigint>();
  let ahead: TBatchAhead | null = null;
  for (let pass = 0; pass < ISSUES_PER_PASS; pass++) {
    // The last pass reads nothing ahead: nobody would use it.
    const readsAhead = pass < ISSUES_PER_PASS - 1;
    const progress = await settleNextBatch(ctx, waiting, ahead, readsAhead);
    if (progress === null) break;
    settled += progress.settled;
    for (const round of progress.rounds) rounds.add(round);
    // An issue held up by an unconfirmed debit must not hold up the issues behind it.
    if (progress.isWaiting) waiting.push(progress.issueId);
    ahead = progress.ahead;
  }
  // A slip that won nothing has no payout to wait for: it closes now (a winning one once its wins are paid).
  await closeFinishedSlips(ctx, [...rounds]);
  return settled;
}

/** A batch read and judged ahead, while the one before it was being written (see settleNextBatch). */
type TBatchAhead = { issueId: bigint; after: bigint; batch: Promise<TJudgedBatch | null> };

type TBatchProgress = {
  issueId: bigint;
  settled: number;
  isWaiting: boolean;
  rounds: bigint[];
  ahead: TBatchAhead | null;
};

/**
 * One batch of one drawn issue (not one of `skip`); null when no issue is left to settle. While the batch
 * is written, the next one of the same issue is read and judged on another connection — the bets after
 * this batch are untouched by it, and the result never changes once drawn — so PostgreSQL's writing and
 * the server's judging overlap instead of taking turns. The next call uses it only if the issue's cursor
 * is still where it was read from; every write is conditional on `status = 'PENDING'` all the same.
 */
async function settleNextBatch(
  ctx: THouseContext,
  skip: bigint[],
  ahead: TBatchAhead | null,
  readsAhead: boolean,
): Promise<TBatchProgress | null> {
  return ctx.db.transaction().execute(async (trx) => {
    const issue = await trx
      .selectFrom('house.lottery_issues')
      .selectAll()
      .where('drawn_at', 'is not', null)
      .where('settled_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .$if(skip.length > 0, (q) => q.where('id', 'not in', skip))
      .orderBy('draws_at')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!issue) return null;
    const isAheadUsable = ahead?.issueId === issue.id && ahead.after === issue.settle_cursor;
    const batch =
      (isAheadUsable ? await ahead.batch : null) ?? (await judgeBatch(trx, issue, issue.settle_cursor));
    const { bets, ready, results, isWaiting } = batch;
    const cursor = ready.at(-1)?.id ?? issue.settle_cursor;
    const isDone = !isWaiting && bets.length < BETS_PER_BATCH;
    const next =
      isDone || isWaiting || !readsAhead
        ? null
        : {
            issueId: issue.id,
            after: cursor,
            batch: judgeBatch(ctx.db, issue, cursor).catch((error: unknown) => {
              ctx.log.warn(
                { err: error, issue: String(issue.id) },
                'house: reading a lottery batch ahead failed',
              );
              return null;
            }),
          };
    await writeResults(trx, issue.id, results);
    await stopChasesThatWon(trx, issue, results, ready);
    await trx
      .updateTable('house.lottery_issues')
      .set({ settle_cursor: cursor, ...(isDone ? { settled_at: sql<Date>`now()` } : {}) })
      .where('id', '=', issue.id)
      .execute();
    if (isDone) await writeTotals(trx, issue.id);
    const rounds = [...new Set(ready.map((bet) => bet.round_id))];
    return { issueId: issue.id, settled: ready.length, isWaiting, rounds, ahead: next };
  });
}

type TJudgedBatch = { bets: TBetToSettle[]; ready: TBetToSettle[]; results: TSettled[]; isWaiting: boolean };

/** The issue's next batch after `cursor`, judged against its result up to the first bet not yet confirmed. */
async function judgeBatch(db: THouseDb, issue: TIssueRow, cursor: bigint): Promise<TJudgedBatch> {
  const bets = await betsAfter(db, issue.id, cursor);
  // A bet whose debit is not confirmed yet (round PLACING) waits for the recovery loop to decide it.
  const waiting = bets.findIndex((bet) => bet.round_state === 'PLACING');
  const ready = waiting === -1 ? bets : bets.slice(0, waiting);
  const results = await settleBets(db, issue.result as TLotteryResult, ready);
  return { bets, ready, results, isWaiting: waiting !== -1 };
}

/** The batch's bets, then their slips' states by one lookup per slip (not one per bet, as a join made it). */
async function betsAfter(trx: THouseDb, issueId: bigint, cursor: bigint): Promise<TBetToSettle[]> {
  const bets = await trx
    .selectFrom('house.lottery_bets')
    .select(['id', 'round_id', 'odds_id', 'play_type', 'selection', 'stake_per_line_cents', 'stake_cents'])
    .where('issue_id', '=', issueId)
    .where('id', '>', cursor)
    .where('status', '=', 'PENDING')
    .orderBy('id')
    .limit(BETS_PER_BATCH)
    .execute();
  if (bets.length === 0) return [];
  const roundIds = [...new Set(bets.map((bet) => String(bet.round_id)))];
  const { rows } = await sql<{ id: bigint; state: TRoundState }>`
    SELECT id, state FROM house.rounds WHERE id = ANY(${roundIds}::bigint[])`.execute(trx);
  const states = new Map(rows.map((row) => [String(row.id), row.state]));
  return bets.map((bet) => {
    const roundState = states.get(String(bet.round_id));
    assert(roundState, `bet ${bet.id} has its round`);
    return { ...bet, round_state: roundState };
  });
}

/** Each bet against the result at the odds it was placed at, its win capped at the game's maximum payout. */
async function settleBets(trx: THouseDb, result: TLotteryResult, bets: TBetToSettle[]): Promise<TSettled[]> {
  const settled: TSettled[] = [];
  // The batch's odds versions first (a handful), so judging each bet needs no await.
  const oddsById = new Map<bigint, TOddsRow>();
  for (const oddsId of new Set(bets.map((bet) => bet.odds_id)))
    oddsById.set(oddsId, await readOdds(trx, oddsId));
  for (const bet of bets) {
    if (bet.round_state === 'VOID' || bet.round_state === 'ROLLED_BACK') {
      settled.push({ id: bet.id, status: 'VOID', winCents: 0n, hits: null });
      continue;
    }
    const odds = oddsById.get(bet.odds_id);
    assert(odds, `bet ${bet.id}'s odds are read`);
    const terms = (odds.play_types as TOddsTerms)[bet.play_type];
    const playType = findPlayType(bet.play_type);
    assert(playType && terms, `bet ${bet.id}'s play type ${bet.play_type} is known`);
    const hits: Array<{ pick: string; prize: string; hits: number }> = [];
    let winCents = 0n;
    for (const line of playType.lines(playType.parse(bet.selection))) {
      for (const hit of playType.settle(line, result)) {
        const odd = terms.odds[hit.prize];
        assert(odd !== undefined, `prize ${hit.prize} of ${bet.play_type} has odds`);
        winCents += BigInt(payoutCents(Number(bet.stake_per_line_cents), odd, hit.hits));
        hits.push({ pick: line.pick, prize: hit.prize, hits: hit.hits });
      }
    }
    if (winCents > odds.max_payout_cents) winCents = odds.max_payout_cents;
    settled.push({
      id: bet.id,
      status: winCents > 0n ? 'WON' : 'LOST',
      winCents,
      hits: hits.length > 0 ? JSON.stringify(hits) : null,
    });
  }
  return settled;
}

/**
 * The batch's results in two statements: the few that won (or are void) by id, then every other bet of
 * the batch's id range in one ranged update as LOST — most lines lose, and a ranged update costs a
 * fraction of a keyed one a row. The range holds only the batch's pending bets (a drawn issue takes no
 * new bets; one may have been refunded meanwhile by a chase that stopped), which the count checks.
 */
async function writeResults(trx: THouseDb, issueId: bigint, results: TSettled[]): Promise<void> {
  const first = results[0];
  const last = results.at(-1);
  if (!first || !last) return;
  const keyed = results.filter((r) => r.status !== 'LOST');
  if (keyed.length > 0) {
    await sql`
      WITH changed AS (
        UPDATE house.lottery_bets b
        SET status = t.status, win_cents = t.win, hits = t.hits::jsonb, settled_at = now(),
            payout = CASE WHEN t.win > 0 THEN 'DUE' END
        FROM unnest(
          ${keyed.map((r) => String(r.id))}::bigint[],
          ${keyed.map((r) => r.status)}::text[],
          ${keyed.map((r) => String(r.winCents))}::bigint[],
          ${keyed.map((r) => r.hits)}::text[]
        ) AS t(id, status, win, hits)
        WHERE b.id = t.id AND b.status = 'PENDING'
        RETURNING b.id, b.round_id, b.issue_id, b.win_cents, b.payout)
      ${joinDueQueue('changed')}`.execute(trx);
  }
  const lost = await sql`
    UPDATE house.lottery_bets SET status = 'LOST', win_cents = 0, settled_at = now()
    WHERE issue_id = ${issueId} AND id BETWEEN ${first.id} AND ${last.id} AND status = 'PENDING'`.execute(
    trx,
  );
  assert(
    Number(lost.numAffectedRows ?? 0n) <= results.length - keyed.length,
    `issue ${issueId}: the batch's range holds its losing bets only`,
  );
}

/** A chase that asked to stop on a win: its bets on later issues are refunded (paid back like a win). */
async function stopChasesThatWon(trx: THouseDb, issue: TIssueRow, results: TSettled[], bets: TBetToSettle[]) {
  const won = new Set(results.filter((r) => r.status === 'WON').map((r) => r.id));
  const rounds = [...new Set(bets.filter((bet) => won.has(bet.id)).map((bet) => bet.round_id))];
  if (rounds.length === 0) return;
  await sql`
    WITH changed AS (
      UPDATE house.lottery_bets b
      SET status = 'REFUNDED', win_cents = b.stake_cents, payout = 'DUE', settled_at = now()
      FROM house.lottery_slips s, house.lottery_issues i
      WHERE b.round_id = ANY(${rounds.map(String)}::bigint[]) AND s.round_id = b.round_id AND s.stop_on_win
        AND b.status = 'PENDING' AND i.id = b.issue_id AND i.game_id = ${issue.game_id} AND i.seq > ${issue.seq}
      RETURNING b.id, b.round_id, b.issue_id, b.win_cents, b.payout)
    ${joinDueQueue('changed')}`.execute(trx);
}

async function writeTotals(trx: THouseDb, issueId: bigint): Promise<void> {
  await sql`
    UPDATE house.lottery_issues i
    SET stake_cents = t.stake, payout_cents = t.payout, bet_count = t.bets
    FROM (
      SELECT coalesce(sum(stake_cents) FILTER (WHERE status <> 'VOID'), 0) AS stake,
             coalesce(sum(win_cents), 0) AS payout, count(*) FILTER (WHERE status <> 'VOID') AS bets
      FROM house.lottery_bets WHERE issue_id = ${issueId}
    ) t
    WHERE i.id = ${issueId}`.execute(trx);
}
