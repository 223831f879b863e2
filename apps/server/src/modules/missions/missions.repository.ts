import '../../db/schema-missions.ts';
import type { TMissionBonusTerms, TMissionViewStatus } from '@tala/contract/loyalty/missions';
import { type Selectable, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { MissionsTable, MissionTiersTable } from '../../db/schema-missions.ts';

export type TMissionRow = Omit<
  Selectable<MissionsTable>,
  'sort' | 'created_by' | 'created_at' | 'updated_at'
>;
export type TTierRow = MissionTiersTable;

const MISSION_COLUMNS = [
  'm.id',
  'm.merchant_id',
  'm.status',
  'm.title',
  'm.summary',
  'm.art',
  'm.goal',
  'm.category',
  'm.game_code',
  'm.starts_at',
  'm.ends_at',
  'm.leaderboard_size',
  'm.participants',
  'm.settled_at',
] as const;

/** Players see LIVE missions only; the view status splits them by time (open now, coming, ended). */
function inView(status: TMissionViewStatus) {
  if (status === 'O') return sql<boolean>`m.starts_at <= now() AND m.ends_at > now()`;
  if (status === 'U') return sql<boolean>`m.starts_at > now()`;
  return sql<boolean>`m.ends_at <= now()`;
}

export async function listLiveMissions(
  db: TDb,
  merchantId: number,
  query: { status: TMissionViewStatus; page: number; pageSize: number },
): Promise<{ rows: TMissionRow[]; total: number }> {
  const base = db
    .selectFrom('missions as m')
    .where('m.merchant_id', '=', merchantId)
    .where('m.status', '=', 'LIVE')
    .where(inView(query.status));
  // Open missions ending soonest first; ended ones most recent first.
  const order = query.status === 'C' ? sql`m.ends_at DESC, m.id DESC` : sql`m.sort, m.ends_at, m.id`;
  const [rows, count] = await Promise.all([
    base
      .select(MISSION_COLUMNS)
      .orderBy(order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** A LIVE mission of the merchant (whatever its time): what a board or a claim names. */
export function findLiveMission(
  db: TDb,
  merchantId: number,
  missionId: bigint,
): Promise<TMissionRow | undefined> {
  return db
    .selectFrom('missions as m')
    .select(MISSION_COLUMNS)
    .where('m.id', '=', missionId)
    .where('m.merchant_id', '=', merchantId)
    .where('m.status', '=', 'LIVE')
    .executeTakeFirst();
}

/** A BONUS tier's terms as the contract carries them; null for the other kinds (the table's CHECK pairs them). */
export function bonusTermsOf(tier: TTierRow): TMissionBonusTerms | null {
  if (tier.reward_kind !== 'BONUS' || tier.bonus_multiplier === null || tier.bonus_expiry_days === null)
    return null;
  return { multiplier: tier.bonus_multiplier, expiryDays: tier.bonus_expiry_days };
}

export function tiersOf(db: TDb, missionIds: bigint[]): Promise<TTierRow[]> {
  if (missionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('mission_tiers')
    .selectAll()
    .where('mission_id', 'in', missionIds)
    .orderBy('mission_id')
    .orderBy('tier')
    .execute();
}

/** The member's figure and paid tiers in each of the missions. */
export async function memberStanding(
  db: TDb,
  memberId: bigint,
  missionIds: bigint[],
): Promise<{ values: Map<bigint, bigint>; claimed: Set<string> }> {
  if (missionIds.length === 0) return { values: new Map(), claimed: new Set() };
  const [progress, claims] = await Promise.all([
    db
      .selectFrom('mission_progress')
      .select(['mission_id', 'value'])
      .where('member_id', '=', memberId)
      .where('mission_id', 'in', missionIds)
      .execute(),
    db
      .selectFrom('mission_claims')
      .select(['mission_id', 'tier'])
      .where('member_id', '=', memberId)
      .where('mission_id', 'in', missionIds)
      .execute(),
  ]);
  return {
    values: new Map(progress.map((row) => [BigInt(row.mission_id), BigInt(row.value)])),
    claimed: new Set(claims.map((row) => claimKey(BigInt(row.mission_id), row.tier))),
  };
}

export const claimKey = (missionId: bigint, tier: number) => `${missionId}:${tier}`;

/** Game names for the missions narrowed to one game, in the reader's language (else English, else the code). */
export async function gameNames(
  db: TDb,
  merchantId: number,
  codes: string[],
  language: string,
): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('games')
    .select(['code', sql<string>`coalesce(names ->> ${language}, names ->> 'en', code)`.as('name')])
    .where('merchant_id', '=', merchantId)
    .where('code', 'in', codes)
    .execute();
  return new Map(rows.map((row) => [row.code, row.name]));
}
