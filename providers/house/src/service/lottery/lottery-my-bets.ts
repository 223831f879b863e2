import type { TLotteryBet } from '../api/lottery-contract.ts';
import type { THouseContext } from '../house-context.ts';
import { toMoney } from '../money.ts';

type TPlayer = { merchantCode: string; playerId: string };

/** The player's latest lottery bets (every game), newest first: pending ones or settled ones, or both. */
export async function myLotteryBets(
  ctx: THouseContext,
  player: TPlayer,
  filter: { status?: 'PENDING' | 'SETTLED'; limit: number },
) {
  let query = ctx.db
    .selectFrom('house.lottery_bets as b')
    .innerJoin('house.lottery_issues as i', 'i.id', 'b.issue_id')
    .innerJoin('house.rounds as r', 'r.id', 'b.round_id')
    .select([
      'b.id',
      'b.play_type',
      'b.selection',
      'b.line_count',
      'b.stake_per_line_cents',
      'b.stake_cents',
      'b.status',
      'b.win_cents',
      'b.hits',
      'b.created_at',
      'i.game_id',
      'i.issue_no',
      'r.round_ref',
    ])
    .where('b.merchant_code', '=', player.merchantCode)
    .where('b.player_id', '=', player.playerId);
  if (filter.status === 'PENDING') query = query.where('b.status', '=', 'PENDING');
  if (filter.status === 'SETTLED') query = query.where('b.status', '<>', 'PENDING');
  const rows = await query.orderBy('b.id', 'desc').limit(filter.limit).execute();
  return {
    bets: rows.map((row) => ({
      betId: String(row.id),
      roundId: row.round_ref,
      gameId: row.game_id,
      issueNo: row.issue_no,
      playType: row.play_type,
      selection: row.selection,
      lines: row.line_count,
      stakePerLine: toMoney(row.stake_per_line_cents),
      stake: toMoney(row.stake_cents),
      status: row.status as TLotteryBet['status'],
      ...(row.win_cents !== null && row.status !== 'PENDING' ? { win: toMoney(row.win_cents) } : {}),
      ...(row.hits ? { hits: row.hits } : {}),
      placedAt: row.created_at.toISOString(),
    })),
  };
}
