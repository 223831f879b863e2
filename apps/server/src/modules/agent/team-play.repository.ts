import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { TOverviewScope } from './team-overview.repository.ts';

/** Bets (net of rollbacks), stakes and wins: what the team-play pages show for a set of members and days. */
export type TPlaySums = { bets: number; stake: bigint; win: bigint };

/**
 * Team betting: the team's play in the range by vendor (the vendor's name), most staked first — the feed's sums
 * per upline, day and vendor (decision 044), a few rows a day whatever the team's size.
 */
export async function selectTeamBetting(
  db: TDb,
  s: TOverviewScope,
): Promise<Array<TPlaySums & { vassalage: string; display_name: string; category: string }>> {
  const { rows } = await sql<TPlaySums & { vassalage: string; display_name: string; category: string }>`
    WITH sums AS (
      SELECT t.vassalage, sum(t.bets)::int AS bets, sum(t.stake)::bigint AS stake, sum(t.win)::bigint AS win
      FROM team_vendor_days t
      WHERE t.upline_id = ${s.agentId} AND t.day BETWEEN ${s.firstDay}::date AND ${s.lastDay}::date
      GROUP BY t.vassalage
      HAVING sum(t.bets) <> 0 OR sum(t.stake) <> 0 OR sum(t.win) <> 0)
    SELECT s.vassalage, coalesce(v.display_name, s.vassalage) AS display_name, coalesce(v.category, '') AS category,
      s.bets, s.stake, s.win
    FROM sums s
    LEFT JOIN LATERAL (
      SELECT g.display_name, g.category FROM game_vendors g
      WHERE g.merchant_id = ${s.merchantId} AND g.vassalage = s.vassalage ORDER BY g.id LIMIT 1) v ON true
    ORDER BY s.stake DESC, s.vassalage
    LIMIT 200`.execute(db);
  return rows;
}

/**
 * For each head member, its own play in the range and its branch's (itself and everyone under it): its member
 * days plus its team days, as the feed keeps them.
 */
export async function selectBranchPlay(
  db: TDb,
  s: TOverviewScope,
  heads: bigint[],
): Promise<Map<bigint, { own: TPlaySums; branch: TPlaySums }>> {
  if (heads.length === 0) return new Map();
  const { rows } = await sql<{
    head: bigint;
    own_bets: number;
    own_stake: bigint;
    own_win: bigint;
    team_bets: number;
    team_stake: bigint;
    team_win: bigint;
  }>`
    WITH heads AS (SELECT unnest(${heads.map(String)}::bigint[]) AS id)
    SELECT h.id AS head, o.bets AS own_bets, o.stake AS own_stake, o.win AS own_win,
      t.bets AS team_bets, t.stake AS team_stake, t.win AS team_win
    FROM heads h
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(d.bets), 0)::int AS bets, coalesce(sum(d.stake), 0)::bigint AS stake,
        coalesce(sum(d.win), 0)::bigint AS win
      FROM member_days d
      WHERE d.member_id = h.id AND d.day BETWEEN ${s.firstDay}::date AND ${s.lastDay}::date) o
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(d.bets), 0)::int AS bets, coalesce(sum(d.stake), 0)::bigint AS stake,
        coalesce(sum(d.win), 0)::bigint AS win
      FROM team_days d
      WHERE d.upline_id = h.id AND d.day BETWEEN ${s.firstDay}::date AND ${s.lastDay}::date) t`.execute(db);
  return new Map(
    rows.map((row) => {
      const own = { bets: row.own_bets, stake: BigInt(row.own_stake), win: BigInt(row.own_win) };
      const branch = {
        bets: own.bets + row.team_bets,
        stake: own.stake + BigInt(row.team_stake),
        win: own.win + BigInt(row.team_win),
      };
      return [BigInt(row.head), { own, branch }];
    }),
  );
}
