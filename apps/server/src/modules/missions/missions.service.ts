import { pickText } from '@tala/contract/i18n/localized-text';
import {
  isMoneyGoal,
  type TLeaderboard,
  type TMission,
  type TMissionClaimResult,
  type TMissionGoal,
  type TMissionPage,
  type ZMissionSummaryQuery,
} from '@tala/contract/loyalty/missions';
import { minorToDecimalString } from '@tala/contract/money';
import type { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import { maskUsername } from '../member/personal-data-mask.ts';
import type { TMemberReader, TNoticeReader } from '../notices/notices.service.ts';
import { findActiveBonus } from '../promotions/bonuses.repository.ts';
import { snapshotPlace } from './board-ranks.ts';
import { boardPlace, boardStanding, boardTop, type TBoardRow } from './mission-board.repository.ts';
import { forgetBonusWait } from './mission-bonus-waits.ts';
import { payClaims } from './mission-rewards.ts';
import {
  bonusTermsOf,
  claimKey,
  findLiveMission,
  gameNames,
  listLiveMissions,
  memberStanding,
  type TMissionRow,
  type TTierRow,
  tiersOf,
} from './missions.repository.ts';

export type TMissionMember = TMemberReader;

/** A goal's figure as the contract carries it: money as a two-decimal string, counts as digits. */
export function goalValue(goal: TMissionGoal, value: bigint): string {
  return isMoneyGoal(goal) ? minorToDecimalString(value) : String(value);
}

function viewStatus(row: TMissionRow, now: number): TMission['status'] {
  if (row.starts_at.getTime() > now) return 'U';
  return row.ends_at.getTime() > now ? 'O' : 'C';
}

type TStanding = Awaited<ReturnType<typeof memberStanding>>;

function toMission(
  row: TMissionRow,
  tiers: TTierRow[],
  standing: TStanding,
  extra: { reader: TNoticeReader; gameName: string | null },
): TMission {
  const value = standing.values.get(row.id) ?? 0n;
  const shownTiers = tiers.map((tier) => ({
    tier: tier.tier,
    target: goalValue(row.goal, BigInt(tier.target)),
    rewardKind: tier.reward_kind,
    reward: minorToDecimalString(BigInt(tier.reward)),
    bonus: bonusTermsOf(tier),
    reached: value >= BigInt(tier.target),
    claimed: standing.claimed.has(claimKey(row.id, tier.tier)),
  }));
  const { language, defaultLanguage } = extra.reader;
  return {
    id: String(row.id),
    title: pickText(row.title, language, defaultLanguage),
    summary: pickText(row.summary, language, defaultLanguage),
    art: row.art,
    goal: row.goal,
    category: row.category as TMission['category'],
    gameCode: row.game_code,
    gameName: extra.gameName,
    status: viewStatus(row, Date.now()),
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    progress: goalValue(row.goal, value),
    participants: row.participants,
    tiers: shownTiers,
    claimable: shownTiers.filter((tier) => tier.reached && !tier.claimed).length,
    leaderboardSize: row.leaderboard_size,
  };
}

async function present(db: TDb, member: TMissionMember, rows: TMissionRow[]): Promise<TMission[]> {
  const ids = rows.map((row) => row.id);
  const codes = [...new Set(rows.flatMap((row) => (row.game_code ? [row.game_code] : [])))];
  const [tiers, standing, names] = await Promise.all([
    tiersOf(db, ids),
    memberStanding(db, member.memberId, ids),
    gameNames(db, member.merchantId, codes, member.language),
  ]);
  return rows.map((row) =>
    toMission(
      row,
      tiers.filter((tier) => BigInt(tier.mission_id) === row.id),
      standing,
      { reader: member, gameName: row.game_code ? (names.get(row.game_code) ?? row.game_code) : null },
    ),
  );
}

/** Mission summary (seed 001 §7): the merchant's live missions of one view status, with the caller's standing. */
export async function missionSummary(
  db: TDb,
  member: TMissionMember,
  query: z.output<typeof ZMissionSummaryQuery>,
): Promise<TMissionPage> {
  const { rows, total } = await listLiveMissions(db, member.merchantId, query);
  return { list: await present(db, member, rows), ...pageFacts(total, query) };
}

async function liveMission(db: TDb, merchantId: number, missionId: bigint): Promise<TMissionRow> {
  const row = await findLiveMission(db, merchantId, missionId);
  if (!row) throw new AppError('MISSION_NOT_FOUND');
  return row;
}

/** Mission leaderboard (seed 001 §7): the top N (the mission's size unless fewer are asked) and the caller's place. */
export async function missionLeaderboard(
  db: TDb,
  member: TMissionMember,
  missionId: bigint,
  top: number | undefined,
): Promise<TLeaderboard> {
  const mission = await liveMission(db, member.merchantId, missionId);
  const size = Math.min(top ?? mission.leaderboard_size, mission.leaderboard_size);
  const [rows, standing] = await Promise.all([
    boardTop(db, missionId, size),
    boardStanding(db, missionId, member.memberId),
  ]);
  const value = standing?.value ?? 0n;
  return {
    list: rows.map((row, index) => ({
      rank: index + 1,
      player: maskUsername(row.username),
      reachedValue: goalValue(mission.goal, row.value),
      me: row.member_id === member.memberId,
    })),
    own: {
      rank: await ownRank(db, missionId, member.memberId, rows, standing),
      reachedValue: goalValue(mission.goal, value),
    },
    participants: mission.participants,
    goal: mission.goal,
  };
}

/** The caller's place: as the fresh top shows it, else from the instance's board snapshot, else counted exactly. */
async function ownRank(
  db: TDb,
  missionId: bigint,
  memberId: bigint,
  top: TBoardRow[],
  standing: Awaited<ReturnType<typeof boardStanding>>,
): Promise<number | null> {
  if (!standing || standing.value <= 0n) return null;
  const shown = top.findIndex((row) => row.member_id === memberId);
  if (shown >= 0) return shown + 1;
  const place = snapshotPlace(db, missionId, { ...standing, memberId });
  return place ?? (await boardPlace(db, missionId, memberId)).rank;
}

/**
 * Pays a reached tier, once (decision 058): under the player's progress row lock, the claim row is written only if
 * the figure reaches the tier and no claim exists; its money or points in the same transaction. A tier reached and
 * then partly rolled back stays paid; a mission that has ended is claimable until the end-of-mission payout has paid
 * what is left (MISSION_TIER_CLAIMED after). A BONUS tier waits while the player runs another bonus
 * (MISSION_BONUS_BUSY, decision 060): claimable again, or issued by the missions job, once that bonus ends.
 */
export async function claimMissionTier(
  db: TDb,
  member: TMissionMember,
  missionId: bigint,
  tierNumber: number,
): Promise<TMissionClaimResult> {
  try {
    return await claimOnce(db, member, missionId, tierNumber);
  } catch (error) {
    // A bonus issued to the player meanwhile (a deposit's): the one-active-bonus index refused this one.
    if (isUniqueViolation(error, 'bonuses_one_active')) throw new AppError('MISSION_BONUS_BUSY');
    throw error;
  }
}

async function claimOnce(
  db: TDb,
  member: TMissionMember,
  missionId: bigint,
  tierNumber: number,
): Promise<TMissionClaimResult> {
  const paid = await db.transaction().execute(async (trx) => {
    const mission = await liveMission(trx, member.merchantId, missionId);
    if (mission.starts_at.getTime() > Date.now()) throw new AppError('MISSION_TIER_NOT_REACHED');
    const progress = await trx
      .selectFrom('mission_progress')
      .select('value')
      .where('mission_id', '=', missionId)
      .where('member_id', '=', member.memberId)
      .forUpdate()
      .executeTakeFirst();
    const [tier] = await tiersOf(trx, [missionId]).then((rows) =>
      rows.filter((row) => row.tier === tierNumber),
    );
    if (!tier || !progress || BigInt(progress.value) < BigInt(tier.target)) {
      throw new AppError('MISSION_TIER_NOT_REACHED');
    }
    const claim = await trx
      .insertInto('mission_claims')
      .values({
        mission_id: missionId,
        member_id: member.memberId,
        tier: tierNumber,
        reward_kind: tier.reward_kind,
        reward: tier.reward,
        how: 'CLAIMED',
      })
      .onConflict((oc) => oc.columns(['mission_id', 'member_id', 'tier']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claim) throw new AppError('MISSION_TIER_CLAIMED');
    // Refused after the claim row, so a tier already paid answers so; the refusal rolls the row back.
    if (tier.reward_kind === 'BONUS' && (await findActiveBonus(trx, member.memberId))) {
      throw new AppError('MISSION_BONUS_BUSY');
    }
    const reward = BigInt(tier.reward);
    await payClaims(db, trx, member, [
      {
        id: BigInt(claim.id),
        memberId: member.memberId,
        rewardKind: tier.reward_kind,
        reward,
        bonus: bonusTermsOf(tier),
      },
    ]);
    await forgetBonusWait(trx, { missionId, memberId: member.memberId, tier: tierNumber });
    return { kind: tier.reward_kind, amount: minorToDecimalString(reward) };
  });
  const row = await liveMission(db, member.merchantId, missionId);
  const [mission] = await present(db, member, [row]);
  if (!mission) throw new Error('Invariant failed: a mission presents as one');
  return { mission, paid };
}
