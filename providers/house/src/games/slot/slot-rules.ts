import { REEL_STRIPS } from './slot-reels.ts';
import { MAX_BET_PER_LINE_CENTS, MIN_BET_PER_LINE_CENTS } from './slot-spin.ts';
import {
  FREE_SPINS,
  LINE_PAYTABLE,
  PAYLINES,
  REEL_COUNT,
  ROW_COUNT,
  SCATTER_PAYS,
  SLOT_SYMBOLS,
} from './slot-symbols.ts';

export const SLOT_GAME_ID = 'house-slot';
/** Declared return to player; `computeSlotRtp()` gives 95.9989% exactly and a test holds it to ±0.01%. */
export const SLOT_DECLARED_RTP = 0.96;

/** Everything a rules page or an auditor needs; text lives behind the i18n keys. */
export const SLOT_RULES = {
  gameId: SLOT_GAME_ID,
  category: 'RNG',
  nameKey: 'house.slot.name',
  rulesKey: 'house.slot.rules',
  declaredRtp: SLOT_DECLARED_RTP,
  reels: REEL_COUNT,
  rows: ROW_COUNT,
  symbols: SLOT_SYMBOLS,
  paylines: PAYLINES,
  /** Multiples of the bet per line for 3, 4, 5 of a kind, leftmost reel first. */
  linePaytable: LINE_PAYTABLE,
  /** Multiples of the total bet (20 × bet per line) for 3, 4, 5 scatters anywhere. */
  scatterPays: SCATTER_PAYS,
  freeSpins: FREE_SPINS,
  reelStrips: REEL_STRIPS,
  betPerLineCents: { min: MIN_BET_PER_LINE_CENTS, max: MAX_BET_PER_LINE_CENTS },
  floatsPerSpin: REEL_COUNT,
} as const;
