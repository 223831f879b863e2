import '../../db/schema-missions.ts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

export type TBoardRow = { member_id: bigint; username: string; value: bigint };

/**
 * The top of a mission's board: figures above zero, highest first, equal figures by who reached theirs first. One
 * range of the board index (decision 058), whatever the number of players.
 */
export async function boardTop(db: TDb, missionId: bigint, size: number): Promise<TBoardRow[]> {
  const { rows } = await sql<TBoardRow>`
    SELECT p.member_id, m.username, p.value
    FROM (SELECT member_id, value, reached_at FROM mission_progress
          WHERE mission_id = ${missionId} AND value > 0
          ORDER BY value DESC, reached_at, member_id LIMIT ${size}) p
    JOIN members m ON m.id = p.member_id
    ORDER BY p.value DESC, p.reached_at, p.member_id`.execute(db);
  return rows.map((row) => ({ ...row, member_id: BigInt(row.member_id), value: BigInt(row.value) }));
}

/** A player's figure and when it was reached (microseconds, the board's own precision); undefined: never counted. */
export async function boardStanding(
  db: TDb,
  missionId: bigint,
  memberId: bigint,
): Promise<{ value: bigint; reachedMicros: number } | undefined> {
  const { rows } = await sql<{ value: string; reached: string }>`
    SELECT value::text AS value, (extract(epoch FROM reached_at) * 1000000)::bigint::text AS reached
    FROM mission_progress WHERE mission_id = ${missionId} AND member_id = ${memberId}`.execute(db);
  const [row] = rows;
  return row ? { value: BigInt(row.value), reachedMicros: Number(row.reached) } : undefined;
}

/**
 * A player's place counted exactly (board-ranks.ts places it from a snapshot on later reads): one more than the
 * players ahead (a higher figure, or the same figure reached earlier) — two
 * counts over ranges of the board index. Null rank while the player has nothing counted.
 */
export async function boardPlace(
  db: TDb,
  missionId: bigint,
  memberId: bigint,
): Promise<{ rank: number | null; value: bigint }> {
  const { rows } = await sql<{ value: string; rank: string | null }>`
    SELECT p.value::text AS value,
           CASE WHEN p.value > 0 THEN 1
             + (SELECT count(*) FROM mission_progress a WHERE a.mission_id = p.mission_id AND a.value > p.value)
             + (SELECT count(*) FROM mission_progress a WHERE a.mission_id = p.mission_id AND a.value = p.value
                  AND (a.reached_at, a.member_id) < (p.reached_at, p.member_id))
           END::text AS rank
    FROM mission_progress p WHERE p.mission_id = ${missionId} AND p.member_id = ${memberId}`.execute(db);
  const [row] = rows;
  if (!row) return { rank: null, value: 0n };
  return { rank: row.rank === null ? null : Number(row.rank), value: BigInt(row.value) };
}
