import { BACCARAT_PVP_ROOMS, BACCARAT_VIP_TABLE } from '../../games/baccarat/baccarat-rooms.ts';
import { HOUSE_GAMES } from '../../games/game-catalog.ts';
import { DEFAULT_LOTTERY_LIMITS, findLotteryGame } from '../../games/lottery/lottery-catalog.ts';
import type { THouseGameKind } from './api-contract.ts';

/**
 * The house games the service plays, with their kind and bet limits (integer cents). Browser-safe like
 * api-contract.ts: the rules pages show the same limits the service enforces.
 */
export type THouseGameEntry = {
  gameId: string;
  kind: THouseGameKind;
  category: string;
  /** Per round (slot: the total over 20 lines; fish: per shot; baccarat: per spot; events: per bet). */
  minBetCents: number;
  maxBetCents: number;
  /** Every stake is a whole multiple of this. */
  betStepCents: number;
};

/** Baccarat caps the sum of all spots of one deal as well as each spot (a table may set its own cap). */
export const BACCARAT_MAX_ROUND_STAKE_CENTS = 2_000_000;

type TLimits = Pick<THouseGameEntry, 'minBetCents' | 'maxBetCents' | 'betStepCents'>;

// Minimums and maximums match the platform catalogue's minBet and maxBet (apps/server
// seed-house-games.ts): 1 cent a line on the slot's 20 lines, 1 cent a shot, spot or event bet.
const LIMITS: Record<THouseGameKind, TLimits> = {
  // 20 lines: 0.01 per line is 0.20 a spin; 10.00 per line is 200.00.
  slot: { minBetCents: 20, maxBetCents: 20_000, betStepCents: 20 },
  fish: { minBetCents: 1, maxBetCents: 10_000, betStepCents: 1 },
  baccarat: { minBetCents: 1, maxBetCents: 1_000_000, betStepCents: 1 },
  events: { minBetCents: 1, maxBetCents: 500_000, betStepCents: 1 },
  // Per line; each play type's own limits (house.lottery_odds, set by the operator) are the authority.
  lottery: {
    minBetCents: DEFAULT_LOTTERY_LIMITS.minStakeCents,
    maxBetCents: DEFAULT_LOTTERY_LIMITS.maxStakeCents,
    betStepCents: DEFAULT_LOTTERY_LIMITS.stepCents,
  },
};

const BACCARAT_TABLES = [...BACCARAT_PVP_ROOMS, BACCARAT_VIP_TABLE];

/** A PVP baccarat room or the VIP table plays within its own stake range instead of the kind's. */
const ROOM_LIMITS = new Map<string, TLimits>(
  BACCARAT_TABLES.map((room) => [
    room.gameId,
    {
      minBetCents: room.stakeCents.min,
      maxBetCents: room.stakeCents.max,
      betStepCents: room.stakeCents.step,
    },
  ]),
);

/** What all spots of one deal at this baccarat table may stake together. */
export function baccaratRoundCapCents(gameId: string): number {
  const table = BACCARAT_TABLES.find((candidate) => candidate.gameId === gameId);
  return table?.roundCapCents ?? BACCARAT_MAX_ROUND_STAKE_CENTS;
}

function kindOf(gameId: string): THouseGameKind {
  if (gameId === 'house-slot') return 'slot';
  if (gameId === 'house-fish') return 'fish';
  if (gameId.startsWith('house-baccarat')) return 'baccarat';
  if (gameId.startsWith('house-virtual-')) return 'events';
  if (findLotteryGame(gameId)) return 'lottery';
  throw new Error(`game-registry: no kind for ${gameId}`);
}

export const HOUSE_GAME_REGISTRY: readonly THouseGameEntry[] = HOUSE_GAMES.map((game) => {
  const kind = kindOf(game.gameId);
  const limits = ROOM_LIMITS.get(game.gameId) ?? LIMITS[kind];
  return { gameId: game.gameId, kind, category: game.category, ...limits };
});

const BY_ID = new Map(HOUSE_GAME_REGISTRY.map((entry) => [entry.gameId, entry]));

export function findHouseGame(gameId: string): THouseGameEntry | null {
  return BY_ID.get(gameId) ?? null;
}
