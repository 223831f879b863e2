import '../../db/schema-missions.ts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/**
 * A player's place on a large board without counting it on every read (decision 058). Counting the players ahead is
 * a range of the board index, but on a 100,000-player board whose rows the feed rewrites every few seconds that range
 * is mostly heap visits: p99 70 ms measured. So each instance keeps, per mission being read, the board's order as of
 * at most FRESH_MS ago — three parallel arrays sorted as the board is (figure descending, then reached first, then
 * member id) — read in one statement, and places a player's current figure in it by binary search. The top of the
 * board is always read fresh; a player shown in it takes that place. A snapshot older than FRESH_MS is served while
 * the next one loads (one load per mission at a time); the first read of a mission counts exactly instead.
 */
const FRESH_MS = 5_000;
/** A mission nobody read for this long is dropped from memory. */
const IDLE_MS = 120_000;

type TSnapshot = {
  values: Float64Array;
  /** reached_at in microseconds since the epoch (the board orders by the column's full precision). */
  reached: Float64Array;
  members: Float64Array;
  /** Each member's index in the arrays. */
  indexOf: Map<number, number>;
  loadedAt: number;
};
type TEntry = { snapshot: TSnapshot | null; loading: Promise<void> | null; readAt: number };

const boards = new WeakMap<TDb, Map<bigint, TEntry>>();

export type TPlace = { value: bigint; reachedMicros: number; memberId: bigint };

async function load(db: TDb, missionId: bigint): Promise<TSnapshot> {
  const { rows } = await sql<{ board: string | null }>`
    SELECT string_agg(value || ',' || (extract(epoch FROM reached_at) * 1000000)::bigint || ',' || member_id, ';'
                      ORDER BY value DESC, reached_at, member_id) AS board
    FROM mission_progress WHERE mission_id = ${missionId} AND value > 0`.execute(db);
  const parts = rows[0]?.board ? rows[0].board.split(';') : [];
  const snapshot: TSnapshot = {
    values: new Float64Array(parts.length),
    reached: new Float64Array(parts.length),
    members: new Float64Array(parts.length),
    indexOf: new Map(),
    loadedAt: Date.now(),
  };
  parts.forEach((part, index) => {
    const [value, reached, member] = part.split(',');
    snapshot.values[index] = Number(value);
    snapshot.reached[index] = Number(reached);
    snapshot.members[index] = Number(member);
    snapshot.indexOf.set(Number(member), index);
  });
  return snapshot;
}

/** How many of the snapshot's players sort before `place` (its own old entry left out). */
function placeIn(snapshot: TSnapshot, place: TPlace): number {
  const value = Number(place.value);
  const member = Number(place.memberId);
  const before = (i: number) => {
    const v = snapshot.values[i] as number;
    if (v !== value) return v > value;
    const r = snapshot.reached[i] as number;
    return r !== place.reachedMicros ? r < place.reachedMicros : (snapshot.members[i] as number) < member;
  };
  let lo = 0;
  let hi = snapshot.values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  const own = snapshot.indexOf.get(member);
  return own !== undefined && own < lo ? lo - 1 : lo;
}

function entryOf(db: TDb, missionId: bigint): TEntry {
  let missions = boards.get(db);
  if (!missions) {
    missions = new Map();
    boards.set(db, missions);
  }
  const now = Date.now();
  for (const [id, entry] of missions) if (now - entry.readAt > IDLE_MS) missions.delete(id);
  let entry = missions.get(missionId);
  if (!entry) {
    entry = { snapshot: null, loading: null, readAt: now };
    missions.set(missionId, entry);
  }
  entry.readAt = now;
  return entry;
}

/**
 * The place of a player with a figure above zero, from this instance's snapshot of the board; null when there is no
 * snapshot yet (the caller counts exactly). Starts loading the next snapshot when this one is older than FRESH_MS.
 */
export function snapshotPlace(db: TDb, missionId: bigint, place: TPlace): number | null {
  const entry = entryOf(db, missionId);
  const stale = !entry.snapshot || Date.now() - entry.snapshot.loadedAt > FRESH_MS;
  if (stale && !entry.loading) {
    entry.loading = load(db, missionId)
      .then((snapshot) => {
        entry.snapshot = snapshot;
      })
      // A failed load leaves the last snapshot (or none: exact counts) and is tried again by the next read.
      .catch(() => undefined)
      .finally(() => {
        entry.loading = null;
      });
  }
  return entry.snapshot ? placeIn(entry.snapshot, place) + 1 : null;
}
