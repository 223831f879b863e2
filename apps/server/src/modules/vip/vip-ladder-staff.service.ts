import '../../db/schema-vip.ts';
import { VIP_LIMITS } from '@tala/contract/loyalty/vip';
import type { TBoVipLadder, TBoVipRankBody, TBoVipSettingsBody } from '@tala/contract/loyalty/vip-staff';
import { minorToDecimalString } from '@tala/contract/money';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import {
  ensureVipSettings,
  readRanks,
  type TRankRow,
  vipSettingsOrDefault,
} from './vip-ladder.repository.ts';
import { firstUnrisingLevel } from './vip-rules.ts';
import { benefitsView, rankColumns, rankFromBody } from './vip-view.ts';

/** The ladder as staff edit it: every rank with its names in every language and how many members hold it. */
export async function staffLadder(db: TDb, merchantId: number): Promise<TBoVipLadder> {
  const [ranks, settings, counts] = await Promise.all([
    readRanks(db, merchantId),
    vipSettingsOrDefault(db, merchantId),
    db
      .selectFrom('member_vip')
      .select(['level', sql<number>`count(*)::int`.as('n')])
      .where('merchant_id', '=', merchantId)
      .where('level', '>', 0)
      .groupBy('level')
      .execute(),
  ]);
  const held = new Map(counts.map((row) => [row.level, row.n]));
  return {
    settings: { windowDays: settings.windowDays, graceReviews: settings.graceReviews },
    ranks: ranks.map((rank) => ({
      level: rank.level,
      names: rank.names,
      deposit: minorToDecimalString(rank.depositMinor),
      validBet: minorToDecimalString(rank.validBetMinor),
      benefits: benefitsView(rank),
      members: held.get(rank.level) ?? 0,
    })),
  };
}

/**
 * Ladder edits of a merchant one at a time: the settings row (created with the defaults on the first rank) is locked,
 * then the ladder read, so two staff saving at once cannot together break the rise of thresholds.
 */
async function lockedLadder(trx: TDb, merchantId: number): Promise<TRankRow[]> {
  await ensureVipSettings(trx, merchantId);
  await sql`SELECT 1 FROM vip_settings WHERE merchant_id = ${merchantId} FOR UPDATE`.execute(trx);
  return readRanks(trx, merchantId);
}

function ensureRising(ladder: TRankRow[]): void {
  const level = firstUnrisingLevel(ladder);
  if (level !== null) throw new AppError('BO_VIP_THRESHOLDS_NOT_RISING', { params: { level } });
}

/** A new rank above the top one (the seed's ladder is built through here too). Answers its level. */
export async function addVipRank(db: TDb, actor: TActor, body: TBoVipRankBody): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ladder = await lockedLadder(trx, actor.merchantId);
    const level = (ladder.at(-1)?.level ?? 0) + 1;
    if (level > VIP_LIMITS.levels) throw new AppError('BO_VIP_LADDER_FULL');
    const rank = rankFromBody(level, body);
    ensureRising([...ladder, rank]);
    await trx
      .insertInto('vip_ranks')
      .values({ merchant_id: actor.merchantId, level, ...rankColumns(rank) })
      .execute();
    await writeAudit(trx, actor, {
      action: 'vip.rank.create',
      targetType: 'vip_rank',
      targetId: String(level),
      after: body,
    });
    return level;
  });
}

export async function updateVipRank(
  db: TDb,
  actor: TActor,
  level: number,
  body: TBoVipRankBody,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ladder = await lockedLadder(trx, actor.merchantId);
    const before = ladder.find((rank) => rank.level === level);
    if (!before) throw new AppError('BO_VIP_RANK_NOT_FOUND');
    const rank = rankFromBody(level, body);
    ensureRising(ladder.map((row) => (row.level === level ? rank : row)));
    await trx
      .updateTable('vip_ranks')
      .set(rankColumns(rank))
      .where('merchant_id', '=', actor.merchantId)
      .where('level', '=', level)
      .execute();
    await writeAudit(trx, actor, {
      action: 'vip.rank.update',
      targetType: 'vip_rank',
      targetId: String(level),
      before,
      after: body,
    });
  });
}

/** Removes the top rank, only while nobody holds it (a rank is never taken from members by editing the ladder). */
export async function deleteVipRank(db: TDb, actor: TActor, level: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ladder = await lockedLadder(trx, actor.merchantId);
    const rank = ladder.find((row) => row.level === level);
    if (!rank) throw new AppError('BO_VIP_RANK_NOT_FOUND');
    if (ladder.at(-1)?.level !== level) throw new AppError('BO_VIP_NOT_TOP_RANK');
    const held = await trx
      .selectFrom('member_vip')
      .select('member_id')
      .where('merchant_id', '=', actor.merchantId)
      .where('level', '=', level)
      .limit(1)
      .executeTakeFirst();
    if (held) throw new AppError('BO_VIP_RANK_IN_USE');
    await trx
      .deleteFrom('vip_ranks')
      .where('merchant_id', '=', actor.merchantId)
      .where('level', '=', level)
      .execute();
    await writeAudit(trx, actor, {
      action: 'vip.rank.delete',
      targetType: 'vip_rank',
      targetId: String(level),
      before: rank,
    });
  });
}

export async function saveVipSettings(
  db: TDb,
  actor: TActor,
  body: TBoVipSettingsBody,
): Promise<TBoVipSettingsBody> {
  await db.transaction().execute(async (trx) => {
    const before = await ensureVipSettings(trx, actor.merchantId);
    await trx
      .updateTable('vip_settings')
      .set({ window_days: body.windowDays, grace_reviews: body.graceReviews, updated_at: new Date() })
      .where('merchant_id', '=', actor.merchantId)
      .execute();
    await writeAudit(trx, actor, {
      action: 'vip.settings',
      targetType: 'merchant',
      targetId: String(actor.merchantId),
      before: { windowDays: before.windowDays, graceReviews: before.graceReviews },
      after: body,
    });
  });
  return body;
}
