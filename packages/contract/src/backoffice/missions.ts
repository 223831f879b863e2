import { z } from 'zod';
import { ZDecimalMoney } from '../common.ts';
import { GAME_CATEGORIES } from '../constants.ts';
import { localizedText, localizedTextValue } from '../i18n/localized-text.ts';
import {
  isMoneyGoal,
  MISSION_ARTS,
  MISSION_GOALS,
  MISSION_LIMITS,
  MISSION_REWARD_KINDS,
  ZLeaderboardRow,
  ZMissionBonusTerms,
  ZMissionValue,
} from '../loyalty/missions.ts';

/** The back office's missions (issue 14 §6, decision 058): the editor with its preview, status, the leaderboard. */
export const BO_MISSIONS_PATHS = {
  list: '/bo/api/missions',
  one: '/bo/api/missions/:id',
  status: '/bo/api/missions/:id/status',
  leaderboard: '/bo/api/missions/:id/leaderboard',
} as const;

export const MISSION_TEXT_LIMITS = { title: 120, summary: 400 } as const;
/** DRAFT: staff only; LIVE: players see it from its start; PAUSED: hidden, counting stopped. */
export const MISSION_STATUSES = ['DRAFT', 'LIVE', 'PAUSED'] as const;
export type TMissionStatus = (typeof MISSION_STATUSES)[number];

const ZPositive = (schema: z.ZodString) => schema.refine((text) => /[1-9]/.test(text), 'above zero');

export const ZBoMissionTierBody = z.object({
  /** Money goals: a two-decimal string; counts: digits. */
  target: ZPositive(ZMissionValue),
  rewardKind: z.enum(MISSION_REWARD_KINDS),
  reward: ZPositive(ZDecimalMoney.refine((text) => !text.startsWith('-'), 'not negative')),
  /** BONUS tiers' wagering and life; null (or left out) for the others. */
  bonus: ZMissionBonusTerms.nullable().default(null),
});

/**
 * A mission as staff write it. Tiers rise strictly and their targets are in the goal's unit; a game narrows a play
 * goal (never deposits). Goal, filters, period start and tiers are fixed once a LIVE mission has started (players
 * are already counted against them): the server answers BO_MISSION_STARTED.
 */
export const ZBoMissionBody = z
  .object({
    title: localizedText({ max: MISSION_TEXT_LIMITS.title, required: true }),
    summary: localizedText({ max: MISSION_TEXT_LIMITS.summary, required: false }),
    art: z.enum(MISSION_ARTS),
    goal: z.enum(MISSION_GOALS),
    category: z.enum(GAME_CATEGORIES).nullable(),
    gameCode: z.string().trim().min(1).max(MISSION_LIMITS.gameCode).nullable(),
    startsAt: z.string().datetime({ offset: true }),
    endsAt: z.string().datetime({ offset: true }),
    leaderboardSize: z.number().int().min(3).max(MISSION_LIMITS.leaderboardMax),
    tiers: z.array(ZBoMissionTierBody).min(1).max(MISSION_LIMITS.tiers),
    sort: z.number().int().min(0).max(10_000),
  })
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    path: ['endsAt'],
    message: 'after start',
  })
  .refine((body) => body.goal !== 'DEPOSIT' || (body.category === null && body.gameCode === null), {
    path: ['category'],
    message: 'deposits count in every category',
  })
  .refine((body) => body.tiers.every((tier) => /\./.test(tier.target) === isMoneyGoal(body.goal)), {
    path: ['tiers'],
    message: "targets in the goal's unit",
  })
  .refine(
    (body) =>
      body.tiers.every((tier, i) => i === 0 || Number(tier.target) > Number(body.tiers[i - 1]?.target)),
    { path: ['tiers'], message: 'targets rise' },
  )
  .refine((body) => body.tiers.every((tier) => (tier.rewardKind === 'BONUS') === (tier.bonus !== null)), {
    path: ['tiers'],
    message: 'bonus tiers carry their terms',
  })
  // The end-of-mission payout issues at most one bonus a player and mission (a player runs one bonus at a time).
  .refine((body) => body.tiers.filter((tier) => tier.rewardKind === 'BONUS').length <= 1, {
    path: ['tiers'],
    message: 'one bonus tier',
  });
export type TBoMissionBody = z.input<typeof ZBoMissionBody>;

export const ZBoMissionStatusBody = z.object({ status: z.enum(MISSION_STATUSES) });

export const ZBoMission = z.object({
  id: z.string(),
  status: z.enum(MISSION_STATUSES),
  title: localizedTextValue(MISSION_TEXT_LIMITS.title),
  summary: localizedTextValue(MISSION_TEXT_LIMITS.summary),
  art: z.enum(MISSION_ARTS),
  goal: z.enum(MISSION_GOALS),
  category: z.enum(GAME_CATEGORIES).nullable(),
  gameCode: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  leaderboardSize: z.number().int(),
  tiers: z.array(
    z.object({
      target: ZMissionValue,
      rewardKind: z.enum(MISSION_REWARD_KINDS),
      reward: ZDecimalMoney,
      bonus: ZMissionBonusTerms.nullable(),
    }),
  ),
  sort: z.number().int(),
  participants: z.number().int(),
  /** Rewards paid so far: money, points and bonus money issued. */
  paidCash: ZDecimalMoney,
  paidPoints: ZDecimalMoney,
  paidBonus: ZDecimalMoney,
  /** When the end-of-mission payout of unclaimed reached tiers finished; null before. */
  settledAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TBoMission = z.infer<typeof ZBoMission>;
export const ZBoMissionList = z.object({ list: z.array(ZBoMission).max(200) });

/** Staff see the board unmasked (usernames), same order as players. */
export const ZBoMissionLeaderboard = z.object({
  list: z.array(ZLeaderboardRow.extend({ player: z.string().max(40) })).max(MISSION_LIMITS.leaderboardMax),
  participants: z.number().int(),
});
