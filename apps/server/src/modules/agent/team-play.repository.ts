import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { type TOverviewScope, within } from './team-overview.repository.ts';

/** Rounds with a standing bet, stakes and wins: what the team-play pages show for a set of rounds. */
export type TPlaySums = { rounds: number; stake: bigint; win: bigint };

/** Team betting: the team's rounds in the range by vendor (the vendor's name), most staked first. */
export async function selectTeamBetting(
  db: TDb,
  s: TOverviewScope,
): Promise<Array<TPlaySums & { vassalage: string; display_name: string; category: string }>> {
  const { rows } = await sql<TPlaySums & { vassalage: string; display_name: string; category: string }>`
    SELECT v.vassalage, min(v.display_name) AS display_name, min(v.category) AS category,
      count(*) FILTER (WHERE r.live_bet_count > 0)::int AS rounds,
      sum(r.stake_minor)::bigint AS stake, sum(r.win_minor)::bigint AS win
    FROM member_uplines u
    JOIN game_rounds r ON r.merchant_id = ${s.merchantId} AND r.member_id = u.member_id
    JOIN game_vendors v ON v.id = r.vendor_id
    WHERE u.upline_id = ${s.agentId} AND ${within('r.opened_at', s)}
    GROUP BY v.vassalage
    ORDER BY sum(r.stake_minor) DESC, v.vassalage
    LIMIT 200`.execute(db);
  return rows;
}

/**
 * For each head member, its own rounds in the range and its branch's (itself and everyone under it), in one
 * read: the heads' teams are index ranges of `member_uplines`.
 */
export async function selectBranchPlay(
  db: TDb,
  s: TOverviewScope,
  heads: bigint[],
): Promise<Map<bigint, { own: TPlaySums; branch: TPlaySums }>> {
  if (heads.length === 0) return new Map();
  const { rows } = await sql<{
    head: bigint;
    own_rounds: number;
    own_stake: bigint;
    own_win: bigint;
    rounds: number;
    stake: bigint;
    win: bigint;
  }>`
    WITH heads AS (SELECT unnest(${heads.map(String)}::bigint[]) AS id),
    branch AS (
      SELECT h.id AS head, h.id AS member_id FROM heads h
      UNION ALL
      SELECT u.upline_id, u.member_id FROM member_uplines u WHERE u.upline_id IN (SELECT id FROM heads))
    SELECT b.head,
      count(*) FILTER (WHERE r.member_id = b.head AND r.live_bet_count > 0)::int AS own_rounds,
      coalesce(sum(r.stake_minor) FILTER (WHERE r.member_id = b.head), 0)::bigint AS own_stake,
      coalesce(sum(r.win_minor) FILTER (WHERE r.member_id = b.head), 0)::bigint AS own_win,
      count(*) FILTER (WHERE r.live_bet_count > 0)::int AS rounds,
      sum(r.stake_minor)::bigint AS stake, sum(r.win_minor)::bigint AS win
    FROM branch b
    JOIN game_rounds r ON r.merchant_id = ${s.merchantId} AND r.member_id = b.member_id
    WHERE ${within('r.opened_at', s)}
    GROUP BY b.head`.execute(db);
  return new Map(
    rows.map((row) => [
      row.head,
      {
        own: { rounds: row.own_rounds, stake: row.own_stake, win: row.own_win },
        branch: { rounds: row.rounds, stake: row.stake, win: row.win },
      },
    ]),
  );
}
