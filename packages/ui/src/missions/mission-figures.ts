import type {
  TMissionBonusTerms,
  TMissionGoal,
  TMissionRewardKind,
  TMissionViewStatus,
} from '@tala/contract/loyalty/missions';

/**
 * The words of the card, the clock and the board, by key (decision 058): each app passes its own translation
 * function (the site its member texts, the back office its own), so neither carries the other's words and the
 * site's first load carries none of them. Plurals by `count`, as i18next does.
 */
export type TMissionTextKey =
  | `status.${TMissionViewStatus}`
  | `clock.${'endsIn' | 'startsIn' | 'ended' | 'until'}`
  | `duration.${'days' | 'hours' | 'minutes'}`
  | `goals.${TMissionGoal}`
  | `target.${TMissionGoal}`
  | `state.${'paid' | 'reached' | 'paidAtEnd' | 'toGo' | 'missed'}`
  | `board.${'title' | 'rank' | 'player' | 'you' | 'yourRank' | 'notRanked' | 'empty'}`
  | 'allGames'
  | 'participants'
  | 'progress'
  | 'toNext'
  | 'allReached'
  | 'notStarted'
  | 'finished'
  | 'tiers'
  | 'tier'
  | 'points'
  | 'bonusReward'
  | 'bonusTerms'
  | 'reward';
export type TMissionText = (key: TMissionTextKey, values?: Record<string, unknown>) => string;

/** A tier as the card draws it (the player's summary, or a back-office draft with its preview progress). */
export type TCardTier = {
  tier: number;
  /** The goal's figure to reach: "1500.00" for money goals, "12" for counts. */
  target: string;
  rewardKind: TMissionRewardKind;
  /** Money or points, two decimals. */
  reward: string;
  /** A BONUS tier's wagering and life; null for the others. */
  bonus: TMissionBonusTerms | null;
  reached: boolean;
  claimed: boolean;
};

/** A figure typed or sent as text, as a number; anything that is not one counts as zero. */
export function figureOf(text: string): number {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Where `progress` sits on the bar, 0..1. Every tier gets an equal stretch of the bar (tier i ends at i/n), and the
 * figure moves linearly inside a stretch: targets such as 1,000 / 5,000 / 20,000 would otherwise crowd the first
 * markers into the bar's left end, where nobody can tell them apart.
 */
export function barShare(progress: number, targets: readonly number[]): number {
  const count = targets.length;
  if (count === 0) return 0;
  let from = 0;
  for (let i = 0; i < count; i++) {
    const to = targets[i] ?? 0;
    if (progress < to) {
      const within = to > from ? Math.max(0, progress - from) / (to - from) : 0;
      return (i + within) / count;
    }
    from = to;
  }
  return 1;
}

/** The first tier not reached yet, or null when all are. */
export function nextTier(tiers: readonly TCardTier[]): TCardTier | null {
  return tiers.find((tier) => !tier.reached) ?? null;
}

/** How much is left to reach `target` from `progress`, never below zero, in the goal's unit. */
export function remainingTo(target: string, progress: string, goal: TMissionGoal): string {
  const left = Math.max(0, figureOf(target) - figureOf(progress));
  return isCountGoal(goal) ? String(Math.ceil(left)) : left.toFixed(2);
}

export function isCountGoal(goal: TMissionGoal): boolean {
  return goal === 'ROUNDS' || goal === 'DAYS_PLAYED';
}

/** Reached flags for a preview: which tiers `progress` reaches (a tier is reached at its target exactly). */
export function reachedAt<T extends { target: string }>(
  tiers: readonly T[],
  progress: number,
): Array<T & { reached: boolean }> {
  return tiers.map((tier) => ({
    ...tier,
    reached: figureOf(tier.target) > 0 && progress >= figureOf(tier.target),
  }));
}

/** Whole days, hours and minutes until `target` (zero once it has passed); a minute's precision is enough. */
export function timeLeft(target: number, now: number): { d: number; h: number; m: number } {
  const minutes = Math.max(0, Math.ceil((target - now) / 60_000));
  return { d: Math.floor(minutes / 1440), h: Math.floor((minutes % 1440) / 60), m: minutes % 60 };
}

/** Whole points read without ".00" ("1,200"), hundredths kept ("72.50"). */
export function pointsText(decimal: string, language: string): string {
  const value = figureOf(decimal);
  const whole = Number.isInteger(value);
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** A count goal's figure ("1,234"). */
export function countText(text: string, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(figureOf(text));
}

type TFormat = { money: (decimal: string) => string; language: string; goal: TMissionGoal };

/** A goal's figure as people read it: money for valid bets and deposits, a whole count otherwise. */
export function goalValue(text: string, { money, language, goal }: TFormat): string {
  return isCountGoal(goal) ? countText(text, language) : money(text);
}

/** A short figure for the bar's marks ("1K", "20K", "1.5M"). */
export function compactText(text: string, language: string): string {
  return new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(
    figureOf(text),
  );
}
