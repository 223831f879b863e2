import '../../db/schema-games.ts';
import '../../db/schema-vendor-wallet.ts';
import { DEMO_AGENT_TYPE } from '@tala/contract/constants';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

export type TWinRow = {
  username: string;
  stakeMinor: bigint;
  winMinor: bigint;
  at: Date;
  vassalage: string;
  category: string;
  gameCode: string | null;
  names: Record<string, string> | null;
};

/**
 * Settled rounds with a win in the last `hours`, by win multiple (win ÷ stake), then by amount. Demo
 * accounts play with play money, so they are left out. A round names its game as the provider does
 * (provider game id) or as we do (code); either finds the catalogue entry of the round's vendor.
 * The scan is bounded by the partial index game_rounds_wins (winning rounds of the window only).
 */
export async function selectTopWins(
  db: TDb,
  merchantId: number,
  hours: number,
  limit: number,
): Promise<TWinRow[]> {
  const { rows } = await sql<TWinRow>`
    SELECT m.username, r.stake_minor AS "stakeMinor", r.win_minor AS "winMinor",
           coalesce(r.closed_at, r.opened_at) AS at, v.vassalage, v.category,
           g.code AS "gameCode", g.names
    FROM game_rounds r
    JOIN members m ON m.id = r.member_id AND m.merchant_id = r.merchant_id
    JOIN game_vendors v ON v.id = r.vendor_id AND v.merchant_id = r.merchant_id
    LEFT JOIN LATERAL (
      SELECT gg.code, gg.names FROM games gg
      WHERE gg.merchant_id = r.merchant_id AND gg.vendor_id = r.vendor_id AND gg.status <> 'DISABLED'
        AND (gg.provider_game_id = r.game_code OR gg.code = r.game_code)
      ORDER BY (gg.code = r.game_code) DESC
      LIMIT 1) g ON true
    WHERE r.merchant_id = ${merchantId}
      AND r.opened_at >= now() - make_interval(hours => ${hours})
      AND r.win_minor > 0 AND r.stake_minor > 0 AND r.status = 'CLOSED'
      AND m.agent_type <> ${DEMO_AGENT_TYPE}
    ORDER BY r.win_minor::numeric / r.stake_minor DESC, r.win_minor DESC, r.id
    LIMIT ${limit}`.execute(db);
  return rows;
}
