import '../../db/schema-missions.ts';
import type { TBoMission, TMissionStatus, ZBoMissionBody } from '@tala/contract/backoffice/missions';
import { isMoneyGoal, type TMissionGoal } from '@tala/contract/loyalty/missions';
import { decimalStringToMinor, minorToDecimalString } from '@tala/contract/money';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import { boardTop } from './mission-board.repository.ts';
import { bonusTermsOf } from './missions.repository.ts';
import { goalValue } from './missions.service.ts';

type TBody = z.output<typeof ZBoMissionBody>;

const minor = (decimal: string): bigint => {
  const value = decimalStringToMinor(decimal);
  if (value === null) throw new AppError('VALIDATION_FAILED');
  return value;
};
/** A target in the goal's unit (the schema checked the unit matches the goal). */
const targetOf = (goal: TMissionGoal, text: string) => (isMoneyGoal(goal) ? minor(text) : BigInt(text));

export async function listStaffMissions(db: TDb, merchantId: number): Promise<{ list: TBoMission[] }> {
  const rows = await db
    .selectFrom('missions as m')
    .selectAll('m')
    .select([
      sql<string>`(SELECT coalesce(sum(c.reward), 0)::text FROM mission_claims c
                   WHERE c.mission_id = m.id AND c.reward_kind = 'CASH')`.as('paid_cash'),
      sql<string>`(SELECT coalesce(sum(c.reward), 0)::text FROM mission_claims c
                   WHERE c.mission_id = m.id AND c.reward_kind = 'POINTS')`.as('paid_points'),
      sql<string>`(SELECT coalesce(sum(c.reward), 0)::text FROM mission_claims c
                   WHERE c.mission_id = m.id AND c.reward_kind = 'BONUS')`.as('paid_bonus'),
    ])
    .where('m.merchant_id', '=', merchantId)
    .orderBy('m.ends_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(200)
    .execute();
  const tiers = rows.length
    ? await db
        .selectFrom('mission_tiers')
        .selectAll()
        .where(
          'mission_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('tier')
        .execute()
    : [];
  return {
    list: rows.map((row) => ({
      id: String(row.id),
      status: row.status,
      title: row.title,
      summary: row.summary,
      art: row.art,
      goal: row.goal,
      category: row.category as TBoMission['category'],
      gameCode: row.game_code,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
      leaderboardSize: row.leaderboard_size,
      tiers: tiers
        .filter((tier) => BigInt(tier.mission_id) === BigInt(row.id))
        .map((tier) => ({
          target: goalValue(row.goal, BigInt(tier.target)),
          rewardKind: tier.reward_kind,
          reward: minorToDecimalString(BigInt(tier.reward)),
          bonus: bonusTermsOf(tier),
        })),
      sort: row.sort,
      participants: row.participants,
      paidCash: minorToDecimalString(BigInt(row.paid_cash)),
      paidPoints: minorToDecimalString(BigInt(row.paid_points)),
      paidBonus: minorToDecimalString(BigInt(row.paid_bonus)),
      settledAt: row.settled_at?.toISOString() ?? null,
      updatedAt: row.updated_at.toISOString(),
    })),
  };
}

/** A one-game mission names a game the merchant has (in the mission's category when it has one). */
async function checkGame(db: TDb, merchantId: number, body: TBody): Promise<void> {
  if (body.gameCode === null) return;
  let query = db
    .selectFrom('games')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', body.gameCode);
  if (body.category !== null) query = query.where('category', '=', body.category);
  if (!(await query.executeTakeFirst())) throw new AppError('BO_MISSION_GAME_NOT_FOUND');
}

function missionValues(body: TBody) {
  return {
    title: JSON.stringify(body.title),
    summary: JSON.stringify(body.summary),
    art: body.art,
    goal: body.goal,
    category: body.category,
    game_code: body.gameCode,
    starts_at: new Date(body.startsAt),
    ends_at: new Date(body.endsAt),
    leaderboard_size: body.leaderboardSize,
    sort: body.sort,
  };
}

async function writeTiers(trx: TDb, missionId: bigint, body: TBody): Promise<void> {
  await trx.deleteFrom('mission_tiers').where('mission_id', '=', missionId).execute();
  await trx
    .insertInto('mission_tiers')
    .values(
      body.tiers.map((tier, index) => ({
        mission_id: missionId,
        tier: index + 1,
        target: targetOf(body.goal, tier.target),
        reward_kind: tier.rewardKind,
        reward: minor(tier.reward),
        bonus_multiplier: tier.bonus?.multiplier ?? null,
        bonus_expiry_days: tier.bonus?.expiryDays ?? null,
      })),
    )
    .execute();
}

/** A new mission, always a draft (the seed's missions come through here too, then go live by `setMissionStatus`). */
export async function createMission(db: TDb, actor: TActor, body: TBody): Promise<string> {
  await checkGame(db, actor.merchantId, body);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('missions')
      .values({ merchant_id: actor.merchantId, created_by: actor.staffId, ...missionValues(body) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTiers(trx, BigInt(id), body);
    await writeAudit(trx, actor, {
      action: 'missions.create',
      targetType: 'mission',
      targetId: String(id),
      after: body,
    });
    return String(id);
  });
}

type TLocked = { status: TMissionStatus; starts_at: Date };
/** Players have been counted against a live mission since its start: what they are counted by stays fixed. */
const hasStarted = (row: TLocked) => row.status !== 'DRAFT' && row.starts_at.getTime() <= Date.now();

async function lockMission(trx: TDb, merchantId: number, id: bigint) {
  const row = await trx
    .selectFrom('missions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('BO_MISSION_NOT_FOUND');
  return row;
}

/**
 * Edits a mission. Once a live mission has started, only its texts, art, board size, order and end may change
 * (a later end keeps everyone's figure; an earlier one may not cut the past): anything else answers
 * BO_MISSION_STARTED.
 */
export async function updateMission(db: TDb, actor: TActor, id: bigint, body: TBody): Promise<void> {
  await checkGame(db, actor.merchantId, body);
  await db.transaction().execute(async (trx) => {
    const before = await lockMission(trx, actor.merchantId, id);
    if (hasStarted(before)) {
      const tiers = await trx.selectFrom('mission_tiers').selectAll().where('mission_id', '=', id).execute();
      const sameTiers =
        tiers.length === body.tiers.length &&
        body.tiers.every((tier, index) => {
          const stored = tiers.find((row) => row.tier === index + 1);
          return (
            stored !== undefined &&
            BigInt(stored.target) === targetOf(body.goal, tier.target) &&
            stored.reward_kind === tier.rewardKind &&
            BigInt(stored.reward) === minor(tier.reward) &&
            stored.bonus_multiplier === (tier.bonus?.multiplier ?? null) &&
            stored.bonus_expiry_days === (tier.bonus?.expiryDays ?? null)
          );
        });
      const fixed =
        sameTiers &&
        before.goal === body.goal &&
        before.category === body.category &&
        before.game_code === body.gameCode &&
        before.starts_at.getTime() === Date.parse(body.startsAt) &&
        Date.parse(body.endsAt) > Date.now() &&
        before.settled_at === null;
      if (!fixed) throw new AppError('BO_MISSION_STARTED');
    }
    await trx
      .updateTable('missions')
      .set({ ...missionValues(body), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    if (!hasStarted(before)) await writeTiers(trx, id, body);
    await writeAudit(trx, actor, {
      action: 'missions.update',
      targetType: 'mission',
      targetId: String(id),
      before,
      after: body,
    });
  });
}

/** DRAFT ↔ LIVE ↔ PAUSED; back to DRAFT only before a live mission starts (nobody counted yet). */
export async function setMissionStatus(
  db: TDb,
  actor: TActor,
  id: bigint,
  status: TMissionStatus,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockMission(trx, actor.merchantId, id);
    if (status === 'DRAFT' && hasStarted(before)) throw new AppError('BO_MISSION_STARTED');
    await trx.updateTable('missions').set({ status, updated_at: new Date() }).where('id', '=', id).execute();
    await writeAudit(trx, actor, {
      action: 'missions.status',
      targetType: 'mission',
      targetId: String(id),
      before: { status: before.status },
      after: { status },
    });
  });
}

/** The board as players see it, with usernames (staff). */
export async function staffLeaderboard(db: TDb, merchantId: number, id: bigint) {
  const mission = await db
    .selectFrom('missions')
    .select(['goal', 'leaderboard_size', 'participants'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!mission) throw new AppError('BO_MISSION_NOT_FOUND');
  const rows = await boardTop(db, id, mission.leaderboard_size);
  return {
    list: rows.map((row, index) => ({
      rank: index + 1,
      player: row.username,
      reachedValue: goalValue(mission.goal, row.value),
      me: false,
    })),
    participants: mission.participants,
  };
}
