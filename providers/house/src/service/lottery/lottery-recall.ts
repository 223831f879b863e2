import { sql } from 'kysely';
import { HouseError } from '../api/house-error.ts';
import type { TLotteryBet } from '../api/lottery-contract.ts';
import {
  SLIP_RECALL_MAX_BETS,
  SLIP_RECALL_MAX_ISSUES,
  type TSlipRecallAnswer,
} from '../api/lottery-recall-contract.ts';
import type { THouseDb } from '../db/house-db.ts';
import type { THouseContext } from '../house-context.ts';
import { toMoney } from '../money.ts';
import { issueView } from './lottery-board.ts';

async function findSlip(db: THouseDb, roundRef: string) {
  return db
    .selectFrom('house.rounds as r')
    .innerJoin('house.lottery_slips as s', 's.round_id', 'r.id')
    .select([
      'r.id',
      'r.round_ref',
      'r.game_id',
      'r.currency',
      'r.state',
      'r.created_at',
      's.multiplier',
      's.issue_count',
      's.stop_on_win',
    ])
    .where('r.round_ref', '=', roundRef)
    .where('r.kind', '=', 'lottery')
    .executeTakeFirst();
}

/** The slip's totals over every bet (a long chase lists only its first bets). */
async function slipTotals(db: THouseDb, roundId: bigint) {
  const { rows } = await sql<{ bets: number; pending: number; stake: bigint; win: bigint }>`
    SELECT count(*)::int AS bets, (count(*) FILTER (WHERE status = 'PENDING'))::int AS pending,
           coalesce(sum(stake_cents), 0)::bigint AS stake, coalesce(sum(win_cents), 0)::bigint AS win
    FROM house.lottery_bets WHERE round_id = ${roundId}`.execute(db);
  const [totals] = rows;
  if (!totals) throw new Error('Invariant failed: an aggregate returns one row');
  return totals;
}

async function slipBets(db: THouseDb, roundId: bigint) {
  return db
    .selectFrom('house.lottery_bets as b')
    .innerJoin('house.lottery_issues as i', 'i.id', 'b.issue_id')
    .select([
      'b.id',
      'b.issue_id',
      'b.play_type',
      'b.selection',
      'b.line_count',
      'b.stake_per_line_cents',
      'b.stake_cents',
      'b.status',
      'b.win_cents',
      'b.hits',
      'i.issue_no',
    ])
    .where('b.round_id', '=', roundId)
    .orderBy('i.seq')
    .orderBy('b.id')
    .limit(SLIP_RECALL_MAX_BETS)
    .execute();
}

/**
 * A lottery slip as its player's game recall shows it: every bet with its issue, selection, lines, stake,
 * status and win, and each issue with its result and proof (seed, entropy) once drawn — never before.
 */
export async function slipRecall(ctx: THouseContext, roundRef: string): Promise<TSlipRecallAnswer> {
  const slip = await findSlip(ctx.db, roundRef);
  if (!slip) throw new HouseError('NOT_FOUND', 'unknown lottery round');
  const [totals, bets] = await Promise.all([slipTotals(ctx.db, slip.id), slipBets(ctx.db, slip.id)]);
  const issueIds = [...new Set(bets.map((bet) => bet.issue_id))].slice(0, SLIP_RECALL_MAX_ISSUES);
  const issues =
    issueIds.length === 0
      ? []
      : await ctx.db
          .selectFrom('house.lottery_issues')
          .selectAll()
          .where('id', 'in', issueIds)
          .orderBy('seq')
          .execute();
  const now = new Date();
  const isVoid = slip.state === 'VOID' || slip.state === 'ROLLED_BACK';
  // Settled for the player once every bet is settled and its win paid (WIN_SENT: only endRound is left).
  const isPaid = totals.pending === 0 && (slip.state === 'WIN_SENT' || slip.state === 'CLOSED');
  return {
    roundId: slip.round_ref,
    gameId: slip.game_id,
    currency: slip.currency,
    placedAt: slip.created_at.toISOString(),
    state: isVoid ? 'VOID' : isPaid ? 'SETTLED' : 'PENDING',
    multiplier: slip.multiplier,
    issueCount: slip.issue_count,
    stopOnWin: slip.stop_on_win,
    totalStake: toMoney(totals.stake),
    totalWin: toMoney(totals.win),
    betCount: totals.bets,
    bets: bets.map((bet) => ({
      betId: String(bet.id),
      issueNo: bet.issue_no,
      playType: bet.play_type,
      selection: bet.selection,
      lines: bet.line_count,
      stakePerLine: toMoney(bet.stake_per_line_cents),
      stake: toMoney(bet.stake_cents),
      status: bet.status as TLotteryBet['status'],
      ...(bet.win_cents !== null && bet.status !== 'PENDING' ? { win: toMoney(bet.win_cents) } : {}),
      ...(bet.hits ? { hits: bet.hits } : {}),
    })),
    issues: issues.map((issue) => issueView(issue, now)),
  };
}
