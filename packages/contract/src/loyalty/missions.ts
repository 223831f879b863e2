import { z } from 'zod';
import { pageOf, ZDecimalMoney, ZPageQuery } from '../common.ts';
import { GAME_CATEGORIES } from '../constants.ts';

/**
 * Missions (issue 14 §2, seed 001 §2 "mission activity (missionLeaderboard)" with its open-mission badge, §7 "mission
 * summary, mission leaderboard"; decision 058). The seed names the two calls and the summary's status O (open) but
 * not their paths or payloads: these are ours.
 */
export const MISSIONS_PATHS = {
  /** GET ?status=O|U|C&page=&pageSize=: missions open now (O), coming (U) or ended (C), with the caller's progress. */
  summary: '/wps/missions/summary',
  /** GET ?top=: the mission's top players and the caller's own {rank, reachedValue}. */
  leaderboard: '/wps/missions/:id/leaderboard',
  /** POST {tier}: pay a reached tier's reward, once. */
  claim: '/wps/missions/:id/claim',
} as const;

/**
 * What a mission counts, from the player's settled play and deposits: valid bets (stakes of closed rounds, less
 * rollbacks), rounds played, days with a closed round, deposits. The play goals may be narrowed to a category and a
 * game.
 */
export const MISSION_GOALS = ['VALID_BET', 'ROUNDS', 'DAYS_PLAYED', 'DEPOSIT'] as const;
export type TMissionGoal = (typeof MISSION_GOALS)[number];
/** Goals counted in money (two-decimal strings); the others are whole counts. */
export const MONEY_GOALS: readonly TMissionGoal[] = ['VALID_BET', 'DEPOSIT'];
export const isMoneyGoal = (goal: TMissionGoal) => MONEY_GOALS.includes(goal);

/** What a tier pays: money to MAIN, points, or bonus money to wager before it reaches MAIN (decision 060). */
export const MISSION_REWARD_KINDS = ['CASH', 'POINTS', 'BONUS'] as const;
export type TMissionRewardKind = (typeof MISSION_REWARD_KINDS)[number];

/** Artwork drawn in the site's SVG set. */
export const MISSION_ARTS = ['trophy', 'target', 'flame', 'rocket', 'crown', 'dice'] as const;
export type TMissionArt = (typeof MISSION_ARTS)[number];

/** The player's view of a mission's time: open (O, the seed's), upcoming (U), closed (C). */
export const MISSION_VIEW_STATUSES = ['O', 'U', 'C'] as const;
export type TMissionViewStatus = (typeof MISSION_VIEW_STATUSES)[number];

export const MISSION_LIMITS = {
  tiers: 10,
  leaderboardMax: 100,
  gameCode: 64,
  bonusMultiplier: 100,
  bonusExpiryDays: 90,
} as const;

/**
 * A BONUS tier's terms: the bonus must be wagered `multiplier` times (stakes of every category count in full) within
 * `expiryDays`, else it is forfeited; a withdrawal while it runs forfeits it. Null for CASH and POINTS tiers.
 */
export const ZMissionBonusTerms = z.object({
  multiplier: z.number().int().min(1).max(MISSION_LIMITS.bonusMultiplier),
  expiryDays: z.number().int().min(1).max(MISSION_LIMITS.bonusExpiryDays),
});
export type TMissionBonusTerms = z.infer<typeof ZMissionBonusTerms>;

/** A goal's figure: a two-decimal string for money goals ("1500.00"), digits for counts ("12"). */
export const ZMissionValue = z.string().regex(/^(\d{1,15}\.\d{2}|\d{1,12})$/);

export const ZMissionTier = z.object({
  tier: z.number().int().min(1).max(MISSION_LIMITS.tiers),
  target: ZMissionValue,
  rewardKind: z.enum(MISSION_REWARD_KINDS),
  /** Money, or points, as two-decimal strings. */
  reward: ZDecimalMoney,
  bonus: ZMissionBonusTerms.nullable(),
  reached: z.boolean(),
  claimed: z.boolean(),
});
export type TMissionTier = z.infer<typeof ZMissionTier>;

export const ZMission = z.object({
  id: z.string().regex(/^\d{1,18}$/),
  title: z.string().max(120),
  summary: z.string().max(400),
  art: z.enum(MISSION_ARTS),
  goal: z.enum(MISSION_GOALS),
  /** The play goals' category, null for every category (and for deposits). */
  category: z.enum(GAME_CATEGORIES).nullable(),
  /** One game only (its code), null for every game. */
  gameCode: z.string().max(MISSION_LIMITS.gameCode).nullable(),
  gameName: z.string().max(120).nullable(),
  status: z.enum(MISSION_VIEW_STATUSES),
  startsAt: z.string().max(40),
  endsAt: z.string().max(40),
  /** The caller's figure so far. */
  progress: ZMissionValue,
  /** Players with a figure above zero. */
  participants: z.number().int(),
  tiers: z.array(ZMissionTier).max(MISSION_LIMITS.tiers),
  /** Reached tiers not yet paid. */
  claimable: z.number().int(),
  leaderboardSize: z.number().int(),
});
export type TMission = z.infer<typeof ZMission>;

export const ZMissionSummaryQuery = ZPageQuery.extend({
  status: z.enum(MISSION_VIEW_STATUSES).default('O'),
  pageSize: z.coerce.number().int().min(1).max(20).default(10),
});
export type TMissionSummaryQuery = z.input<typeof ZMissionSummaryQuery>;
export const ZMissionPage = pageOf(ZMission);
export type TMissionPage = z.infer<typeof ZMissionPage>;

export const ZMissionIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });
export const ZLeaderboardQuery = z.object({
  top: z.coerce.number().int().min(1).max(MISSION_LIMITS.leaderboardMax).optional(),
});

export const ZLeaderboardRow = z.object({
  rank: z.number().int().min(1),
  /** The player's name, masked but for its ends (the caller's own row is marked). */
  player: z.string().max(40),
  reachedValue: ZMissionValue,
  me: z.boolean(),
});
export type TLeaderboardRow = z.infer<typeof ZLeaderboardRow>;
export const ZLeaderboard = z.object({
  list: z.array(ZLeaderboardRow).max(MISSION_LIMITS.leaderboardMax),
  /** The caller's footer (seed 001 §7): null rank while the caller has nothing counted. */
  own: z.object({ rank: z.number().int().nullable(), reachedValue: ZMissionValue }),
  participants: z.number().int(),
  goal: z.enum(MISSION_GOALS),
});
export type TLeaderboard = z.infer<typeof ZLeaderboard>;

export const ZMissionClaimBody = z.object({ tier: z.number().int().min(1).max(MISSION_LIMITS.tiers) });
export const ZMissionClaimResult = z.object({
  mission: ZMission,
  paid: z.object({ kind: z.enum(MISSION_REWARD_KINDS), amount: ZDecimalMoney }),
});
export type TMissionClaimResult = z.infer<typeof ZMissionClaimResult>;
