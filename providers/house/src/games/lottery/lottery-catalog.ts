import type { TLotterySchedule } from './lottery-schedule.ts';
import type { TLotteryFamily } from './lottery-types.ts';

/**
 * The house's lottery games (decision 033). The house runs every draw itself, provably fair, in the
 * formats players of the region know, and says so on every page: none of these is an official state
 * lottery. `page` is where the platform lists the game (seed 001 §2: /elott, /vnlottery, /seaLottery; the
 * /lottery lobby shows them all). A game without `timeZone` draws in the merchant's time zone; the
 * Vietnamese and 4D formats keep the hours of the region they come from.
 */
export type TLotteryGameDef = {
  gameId: string;
  family: TLotteryFamily;
  page: 'elott' | 'vnlottery' | 'seaLottery';
  schedule: TLotterySchedule;
  timeZone?: string;
};

const VIETNAM = 'Asia/Ho_Chi_Minh';
const MALAYSIA = 'Asia/Kuala_Lumpur';
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;

const every = (minutes: number, cutoffSeconds: number): TLotterySchedule => ({
  kind: 'interval',
  everySeconds: minutes * 60,
  cutoffSeconds,
});

export const LOTTERY_GAMES: readonly TLotteryGameDef[] = [
  { gameId: 'house-ssc5-1m', family: 'ssc5', page: 'elott', schedule: every(1, 10) },
  { gameId: 'house-ssc5-5m', family: 'ssc5', page: 'elott', schedule: every(5, 30) },
  { gameId: 'house-k3-1m', family: 'k3', page: 'elott', schedule: every(1, 10) },
  { gameId: 'house-k3-3m', family: 'k3', page: 'elott', schedule: every(3, 20) },
  { gameId: 'house-pk10-1m', family: 'pk10', page: 'elott', schedule: every(1, 10) },
  { gameId: 'house-pk10-5m', family: 'pk10', page: 'elott', schedule: every(5, 30) },
  {
    gameId: 'house-vn-north',
    family: 'vn-north',
    page: 'vnlottery',
    schedule: { kind: 'daily', at: '18:15', weekdays: EVERY_DAY, cutoffSeconds: 15 * 60 },
    timeZone: VIETNAM,
  },
  { gameId: 'house-vn-north-1m', family: 'vn-north', page: 'vnlottery', schedule: every(1, 10) },
  {
    gameId: 'house-vn-south',
    family: 'vn-regional',
    page: 'vnlottery',
    schedule: { kind: 'daily', at: '16:15', weekdays: EVERY_DAY, cutoffSeconds: 15 * 60 },
    timeZone: VIETNAM,
  },
  {
    gameId: 'house-vn-central',
    family: 'vn-regional',
    page: 'vnlottery',
    schedule: { kind: 'daily', at: '17:15', weekdays: EVERY_DAY, cutoffSeconds: 15 * 60 },
    timeZone: VIETNAM,
  },
  { gameId: 'house-vn-regional-5m', family: 'vn-regional', page: 'vnlottery', schedule: every(5, 30) },
  {
    gameId: 'house-4d',
    family: 'sea-4d',
    page: 'seaLottery',
    // Wednesday, Saturday and Sunday evenings, as the 4D operators of the region draw.
    schedule: { kind: 'daily', at: '19:00', weekdays: [0, 3, 6], cutoffSeconds: 30 * 60 },
    timeZone: MALAYSIA,
  },
  { gameId: 'house-4d-5m', family: 'sea-4d', page: 'seaLottery', schedule: every(5, 30) },
];

/** Where the platform lists a game: e-lottery (/elott) or lottery (/lottery, /vnlottery, /seaLottery). */
export function lotteryCategory(game: TLotteryGameDef): 'ELOTT' | 'LOTT' {
  return game.page === 'elott' ? 'ELOTT' : 'LOTT';
}

export function findLotteryGame(gameId: string): TLotteryGameDef | undefined {
  return LOTTERY_GAMES.find((game) => game.gameId === gameId);
}

/**
 * What a game starts with before the operator changes it (integer cents, per issue): every play type
 * 0.10–2,000.00 a line in 0.01 steps; a number closes once it would pay 50,000.00; one player's slip may
 * win at most 100,000.00 an issue; a chase covers at most 50 issues.
 */
export const DEFAULT_LOTTERY_LIMITS = {
  minStakeCents: 10,
  maxStakeCents: 200_000,
  stepCents: 1,
  liabilityCapCents: 5_000_000,
  maxPayoutCents: 10_000_000,
  maxChase: 50,
} as const;

/** A slip holds at most this many selections and lines (all selections, before the chase). */
export const MAX_SLIP_SELECTIONS = 50;
export const MAX_SLIP_LINES = 2_000;
export const MAX_MULTIPLIER = 1_000;
