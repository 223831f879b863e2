import '../../db/schema-games.ts';
import '../../db/schema-vendor-wallet.ts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { TGameStatus } from '../../db/schema-games.ts';

export type TRoomVendor = { id: number; vassalage: string; displayName: string; status: TGameStatus };

/** PVP vendors a player can see (not disabled), narrowed to one vassalage when given. */
export async function selectRoomVendors(
  db: TDb,
  merchantId: number,
  vassalage: string | undefined,
): Promise<TRoomVendor[]> {
  return db
    .selectFrom('game_vendors')
    .select(['id', 'vassalage', 'display_name as displayName', 'status'])
    .where('merchant_id', '=', merchantId)
    .where('category', '=', 'PVP')
    .where('status', '!=', 'DISABLED')
    .$if(vassalage !== undefined, (q) => q.where('vassalage', '=', vassalage ?? ''))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export type TRoomRow = {
  vendorId: number;
  code: string;
  names: Record<string, string>;
  gameClassify: string;
  art: string;
  minBetMinor: bigint;
  maxBetMinor: bigint | null;
  status: TGameStatus;
};

/** The listed PVP games of those vendors in the operator's order (index games_vendor_order). */
export async function selectRoomGames(
  db: TDb,
  merchantId: number,
  vendorIds: number[],
  limit: number,
): Promise<TRoomRow[]> {
  return db
    .selectFrom('games')
    .select([
      'vendor_id as vendorId',
      'code',
      'names',
      'game_classify as gameClassify',
      'art',
      'min_bet_minor as minBetMinor',
      'max_bet_minor as maxBetMinor',
      'status',
    ])
    .where('merchant_id', '=', merchantId)
    .where('vendor_id', 'in', vendorIds)
    .where('category', '=', 'PVP')
    .where('status', '!=', 'DISABLED')
    .orderBy('sort')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Members in each room now, keyed `vendorId:code`. A member's last sign of life in these vendors
 * within `minutes` — opening a room (its wallet session) or betting in it — places them in that room,
 * so nobody counts twice. They do not count when they opened any other game since (they moved on), or
 * when they could no longer bet there: no unexpired wallet session of that room whose site session is
 * live (logged out, password changed) — the same test a bet passes. Range scans on
 * wallet_sessions_vendor_recent and game_rounds_vendor_recent; the per-member checks use
 * wallet_sessions_member.
 */
export async function countPlayersNow(
  db: TDb,
  merchantId: number,
  vendorIds: number[],
  minutes: number,
): Promise<Map<string, number>> {
  const since = sql`now() - make_interval(mins => ${minutes})`;
  const vendors = sql`ANY(${vendorIds}::int[])`;
  const { rows } = await sql<{ vendorId: number; code: string; players: string }>`
    SELECT latest.vendor_id AS "vendorId", latest.game_code AS code, count(*) AS players
    FROM (
      SELECT DISTINCT ON (activity.member_id) activity.member_id, activity.vendor_id, activity.game_code,
             activity.at
      FROM (
        SELECT member_id, vendor_id, game_code, created_at AS at FROM wallet_sessions
        WHERE merchant_id = ${merchantId} AND vendor_id = ${vendors} AND created_at >= ${since}
        UNION ALL
        SELECT member_id, vendor_id, game_code, opened_at AS at FROM game_rounds
        WHERE merchant_id = ${merchantId} AND vendor_id = ${vendors} AND opened_at >= ${since}
      ) activity
      ORDER BY activity.member_id, activity.at DESC
    ) latest
    WHERE NOT EXISTS (
        SELECT 1 FROM wallet_sessions later
        WHERE later.merchant_id = ${merchantId} AND later.member_id = latest.member_id
          AND later.created_at > latest.at
          AND (later.vendor_id, later.game_code) <> (latest.vendor_id, latest.game_code))
      AND EXISTS (
        SELECT 1 FROM wallet_sessions ws
        JOIN sessions s ON s.id = ws.session_id AND s.merchant_id = ws.merchant_id
        WHERE ws.merchant_id = ${merchantId} AND ws.member_id = latest.member_id
          AND ws.vendor_id = latest.vendor_id AND ws.game_code = latest.game_code
          AND ws.expires_at > now() AND s.revoked_at IS NULL AND s.expires_at > now())
    GROUP BY latest.vendor_id, latest.game_code`.execute(db);
  return new Map(rows.map((row) => [`${row.vendorId}:${row.code}`, Number(row.players)]));
}
