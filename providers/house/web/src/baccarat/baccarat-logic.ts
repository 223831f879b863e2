import type { TBaccaratSpot, TCard } from '../../../src/service/api/api-contract.ts';

export type TBets = Record<TBaccaratSpot, bigint>;
export type TBead = { outcome: 'player' | 'banker' | 'tie'; isPlayerPair: boolean; isBankerPair: boolean };

export const EMPTY_BETS: TBets = { player: 0n, banker: 0n, tie: 0n, playerPair: 0n, bankerPair: 0n };
/** The bead road keeps this many results (12 columns of 6), the span a table's board shows. */
export const BEAD_ROAD_ROWS = 6;
export const MAX_BEADS = 72;
/** A chip rack holds at most this many denominations. */
export const MAX_RACK_CHIPS = 7;

/** Baccarat points of the cards shown so far: ace 1, 2–9 face value, tens and pictures 0, modulo 10. */
export function handPoints(cards: readonly Pick<TCard, 'rank'>[]): number {
  return cards.reduce((sum, card) => sum + (card.rank >= 10 ? 0 : card.rank), 0) % 10;
}

export function totalStake(bets: TBets): bigint {
  return Object.values(bets).reduce((sum, value) => sum + value, 0n);
}

/** The wire form: only spots with a stake, as decimal strings. */
export function betsToWire(
  bets: TBets,
  toDecimal: (cents: bigint) => string,
): Partial<Record<TBaccaratSpot, string>> {
  const wire: Partial<Record<TBaccaratSpot, string>> = {};
  for (const [spot, cents] of Object.entries(bets) as [TBaccaratSpot, bigint][])
    if (cents > 0n) wire[spot] = toDecimal(cents);
  return wire;
}

/** Why a chip cannot go on a spot, or null when it can. */
export function chipRefusal(
  bets: TBets,
  spot: TBaccaratSpot,
  chipCents: bigint,
  limits: { maxSpotCents: bigint; maxRoundCents: bigint; balanceCents: bigint },
): 'BET_LIMIT' | 'INSUFFICIENT_FUNDS' | null {
  if (bets[spot] + chipCents > limits.maxSpotCents) return 'BET_LIMIT';
  const total = totalStake(bets) + chipCents;
  if (total > limits.maxRoundCents) return 'BET_LIMIT';
  if (total > limits.balanceCents) return 'INSUFFICIENT_FUNDS';
  return null;
}

/** Beads go down each column of six, then on to the next column, oldest first. */
export function beadColumns(beads: readonly TBead[]): TBead[][] {
  const columns: TBead[][] = [];
  beads.forEach((bead, index) => {
    const column = Math.floor(index / BEAD_ROAD_ROWS);
    columns[column] ??= [];
    columns[column].push(bead);
  });
  return columns;
}

export function addBead(beads: readonly TBead[], bead: TBead): TBead[] {
  return [...beads, bead].slice(-MAX_BEADS);
}

/** Up to seven chips spread over the levels, always including the smallest and the largest. */
export function chipRack(levels: readonly bigint[]): bigint[] {
  if (levels.length <= MAX_RACK_CHIPS) return [...levels];
  const rack: bigint[] = [];
  for (let i = 0; i < MAX_RACK_CHIPS; i++) {
    rack.push(levels[Math.round((i * (levels.length - 1)) / (MAX_RACK_CHIPS - 1))]!);
  }
  return [...new Set(rack)];
}
