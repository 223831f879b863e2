import type { TEventKind } from '../../games/events/event-match.ts';
import type { THouseConfig } from '../house-context.ts';

/**
 * The shared schedule of an event game, computed from the clock alone so every house instance agrees:
 * match `seq` opens at seq × interval, takes bets until kickoff (`bettingMs` later) and ends `liveMs` after
 * kickoff, when it is settled. With the defaults (60 s, 90 s, 40 s) one or two matches take bets while
 * the previous one plays.
 */
export type TMatchTimes = { opensAt: Date; kickoffAt: Date; endsAt: Date };

export function matchTimes(schedule: THouseConfig['events'], seq: number): TMatchTimes {
  const opens = seq * schedule.intervalMs;
  return {
    opensAt: new Date(opens),
    kickoffAt: new Date(opens + schedule.bettingMs),
    endsAt: new Date(opens + schedule.bettingMs + schedule.liveMs),
  };
}

/** The matches open or live at `nowMs`: opened already, not yet ended. */
export function liveSeqRange(
  schedule: THouseConfig['events'],
  nowMs: number,
): { first: number; last: number } {
  const last = Math.floor(nowMs / schedule.intervalMs);
  const first = Math.floor((nowMs - schedule.bettingMs - schedule.liveMs) / schedule.intervalMs) + 1;
  return { first: Math.min(first, last), last };
}

/** A match id that reads well and is the match's client seed: `football-29384756`. */
export function matchRef(gameId: string, seq: number): string {
  return `${gameId.replace(/^house-virtual-/, '')}-${seq}`;
}

// Fictional sides (proper nouns, shown as they are in every language).
const SIDES: Readonly<Record<TEventKind, readonly string[]>> = {
  football: [
    'Manila Mariners',
    'Cebu Comets',
    'Davao Eagles',
    'Iloilo Storm',
    'Baguio Pines',
    'Bacolod Blaze',
    'Zamboanga Tide',
    'Taguig Titans',
    'Laguna Lions',
    'Pampanga Rovers',
  ],
  esports: [
    'Nova Five',
    'Crimson Pulse',
    'Tidebreakers',
    'Obsidian Owls',
    'Neon Ronin',
    'Apex Lotus',
    'Static Kings',
    'Ember Wolves',
  ],
  cockfight: [
    'Red Kelso',
    'Grey Hatch',
    'Sweater',
    'Roundhead',
    'Lemon Hatch',
    'Black Claret',
    'Whitehackle',
    'Radio',
  ],
};

/** Two different sides per match, varying from match to match; not random (no bearing on the outcome). */
export function matchSides(kind: TEventKind, seq: number): { home: string; away: string } {
  const names = SIDES[kind];
  const home = (seq * 3) % names.length;
  const away = (home + 1 + (seq % (names.length - 1))) % names.length;
  return { home: names[home]!, away: names[away]! };
}
