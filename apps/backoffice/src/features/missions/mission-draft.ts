import { type TBoMission, type TBoMissionBody, ZBoMissionBody } from '@tala/contract/backoffice/missions';
import type { TGameCategory } from '@tala/contract/constants';
import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import {
  isMoneyGoal,
  type TMissionArt,
  type TMissionGoal,
  type TMissionRewardKind,
  type TMissionViewStatus,
} from '@tala/contract/loyalty/missions';
import { fromZonedLocal, toZonedLocal } from '@tala/contract/time-zone';

const DAY_MS = 86_400_000;

/** A tier as typed; a BONUS tier's multiplier and days of life too (kept as typed when the kind changes away). */
export type TTierDraft = {
  target: string;
  rewardKind: TMissionRewardKind;
  reward: string;
  multiplier: string;
  expiryDays: string;
};

/** A new tier of `kind` with nothing typed yet: a bonus's terms start at the usual ×10 over 7 days. */
export function blankTier(kind: TMissionRewardKind, target = '', reward = ''): TTierDraft {
  return { target, rewardKind: kind, reward, multiplier: '10', expiryDays: '7' };
}

/** The mission editor's state: figures as typed, the period on the merchant's clock (datetime-local values). */
export type TMissionDraft = {
  title: TLocalizedText;
  summary: TLocalizedText;
  art: TMissionArt;
  goal: TMissionGoal;
  /** '' for every category. */
  category: TGameCategory | '';
  /** '' for every game. */
  gameCode: string;
  startsLocal: string;
  endsLocal: string;
  leaderboardSize: string;
  sort: string;
  tiers: TTierDraft[];
};

/** A new mission: valid bets on slots for a week from tomorrow, three tiers to start from. */
export function blankMissionDraft(timeZone: string, nextSort: number, now = Date.now()): TMissionDraft {
  const start = Math.ceil((now + DAY_MS) / 3_600_000) * 3_600_000;
  return {
    title: {},
    summary: {},
    art: 'trophy',
    goal: 'VALID_BET',
    category: 'RNG',
    gameCode: '',
    startsLocal: toZonedLocal(new Date(start).toISOString(), timeZone),
    endsLocal: toZonedLocal(new Date(start + 7 * DAY_MS).toISOString(), timeZone),
    leaderboardSize: '20',
    sort: String(nextSort),
    tiers: [
      blankTier('CASH', '1000.00', '10.00'),
      blankTier('BONUS', '5000.00', '60.00'),
      blankTier('POINTS', '20000.00', '3000.00'),
    ],
  };
}

export function missionDraftOf(mission: TBoMission, timeZone: string): TMissionDraft {
  return {
    title: mission.title,
    summary: mission.summary,
    art: mission.art,
    goal: mission.goal,
    category: mission.category ?? '',
    gameCode: mission.gameCode ?? '',
    startsLocal: toZonedLocal(mission.startsAt, timeZone),
    endsLocal: toZonedLocal(mission.endsAt, timeZone),
    leaderboardSize: String(mission.leaderboardSize),
    sort: String(mission.sort),
    tiers: mission.tiers.map((tier) => ({
      ...blankTier(tier.rewardKind, tier.target, tier.reward),
      ...(tier.bonus
        ? { multiplier: String(tier.bonus.multiplier), expiryDays: String(tier.bonus.expiryDays) }
        : {}),
    })),
  };
}

/** "5000" or "5,000.5" as the contract writes money ("5000.00"); anything else is left for the schema to refuse. */
export function normalMoney(text: string): string {
  const trimmed = text.trim().replace(/,/g, '');
  return /^\d{1,15}(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed).toFixed(2) : trimmed;
}

/** "12" or "1,200" as a count ("1200"); a fraction or anything else is left for the schema to refuse. */
function normalCount(text: string): string {
  const trimmed = text.trim().replace(/,/g, '');
  return /^\d{1,12}$/.test(trimmed) ? String(Number(trimmed)) : trimmed;
}

/** A target in the goal's unit: money goals take two decimals, counts whole numbers. */
export function normalTarget(text: string, goal: TMissionGoal): string {
  return isMoneyGoal(goal) ? normalMoney(text) : normalCount(text);
}

/**
 * The goal changes: deposits count in every category and game, and targets move to the new goal's unit
 * ("1000.00" ↔ "1000") so a switch does not leave every tier in error.
 */
export function withGoal(draft: TMissionDraft, goal: TMissionGoal): TMissionDraft {
  const convert = (target: string) => {
    const normal = normalTarget(target, goal);
    if (isMoneyGoal(goal) || !/^\d+\.\d{2}$/.test(normal)) return normal;
    return String(Math.floor(Number(normal)));
  };
  return {
    ...draft,
    goal,
    category: goal === 'DEPOSIT' ? '' : draft.category,
    gameCode: goal === 'DEPOSIT' ? '' : draft.gameCode,
    tiers: draft.tiers.map((tier) => ({ ...tier, target: convert(tier.target) })),
  };
}

/** A whole number as typed; anything else NaN, so the schema names the field. */
function whole(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The body the server takes: the period read on the merchant's clock, figures written as the contract writes them. */
export function missionBodyOf(draft: TMissionDraft, timeZone: string): TBoMissionBody {
  const gameCode = draft.goal === 'DEPOSIT' ? '' : draft.gameCode.trim();
  return {
    title: draft.title,
    summary: draft.summary,
    art: draft.art,
    goal: draft.goal,
    category: draft.goal === 'DEPOSIT' || draft.category === '' ? null : draft.category,
    gameCode: gameCode === '' ? null : gameCode,
    startsAt: fromZonedLocal(draft.startsLocal, timeZone) ?? draft.startsLocal,
    endsAt: fromZonedLocal(draft.endsLocal, timeZone) ?? draft.endsLocal,
    leaderboardSize: whole(draft.leaderboardSize),
    sort: whole(draft.sort),
    tiers: draft.tiers.map((tier) => ({
      target: normalTarget(tier.target, draft.goal),
      rewardKind: tier.rewardKind,
      reward: normalMoney(tier.reward),
      bonus:
        tier.rewardKind === 'BONUS'
          ? { multiplier: whole(tier.multiplier), expiryDays: whole(tier.expiryDays) }
          : null,
    })),
  };
}

/** What each of the schema's checks means to staff: translation keys under `missions.errors`. */
const REFINEMENTS: Record<string, string> = {
  'after start': 'endsAfterStart',
  'deposits count in every category': 'depositScope',
  "targets in the goal's unit": 'targetUnit',
  'targets rise': 'targetsRise',
  'above zero': 'aboveZero',
  'not negative': 'aboveZero',
  'one bonus tier': 'oneBonusTier',
};

/** Each non-text field's key when its value is not what the field takes. */
function fieldKey(path: string): string {
  if (/^tiers\.\d+\.target$/.test(path)) return 'target';
  if (/^tiers\.\d+\.reward$/.test(path)) return 'reward';
  if (/^tiers\.\d+\.bonus\.multiplier$/.test(path)) return 'multiplier';
  if (/^tiers\.\d+\.bonus\.expiryDays$/.test(path)) return 'expiryDays';
  if (path === 'tiers') return 'tierCount';
  if (path === 'startsAt' || path === 'endsAt') return 'dateTime';
  if (path === 'leaderboardSize') return 'leaderboardSize';
  if (path === 'sort') return 'sort';
  if (path === 'gameCode') return 'gameCode';
  return 'invalid';
}

/**
 * The contract's checks of the draft's figures, as `path → missions.errors.<key>` (the texts' own problems are the
 * shared text checks'). The first problem of a path wins; the server checks everything again.
 */
export function figureProblems(body: TBoMissionBody): Record<string, string> {
  const parsed = ZBoMissionBody.safeParse(body);
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (path.startsWith('title') || path.startsWith('summary')) continue;
    problems[path] ??= REFINEMENTS[issue.message] ?? fieldKey(path);
  }
  return problems;
}

/** How players would see the period now: upcoming, open or closed (a draft's preview). */
export function previewStatus(startsAt: string, endsAt: string, now: number): TMissionViewStatus {
  if (now < Date.parse(startsAt)) return 'U';
  return now >= Date.parse(endsAt) ? 'C' : 'O';
}

/** A live mission whose start has passed: its goal, filters, start and tiers are fixed (BO_MISSION_STARTED). */
export function hasStarted(mission: Pick<TBoMission, 'status' | 'startsAt'>, now: number): boolean {
  return mission.status !== 'DRAFT' && Date.parse(mission.startsAt) <= now;
}
