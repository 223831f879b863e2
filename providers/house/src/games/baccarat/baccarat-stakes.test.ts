import { describe, expect, it } from 'vitest';
import { createSeededFloatSource } from '../../simulation/sfc32.ts';
import { computeBaccaratExact } from './baccarat-exact.ts';
import { BACCARAT_PVP_ROOMS, BACCARAT_VIP_TABLE } from './baccarat-rooms.ts';
import { playBaccaratRound, settleBaccaratBet, type TBaccaratRound } from './baccarat-round.ts';
import {
  BACCARAT_BETS,
  BACCARAT_DECLARED_RTP,
  PAIR_PROBABILITY,
  type TBaccaratBet,
} from './baccarat-rules.ts';

/** A dealt coup in which `bet` wins (found by dealing: the settlement needs a real round). */
function winningRound(bet: TBaccaratBet): TBaccaratRound {
  const source = createSeededFloatSource(99);
  for (let i = 0; i < 100_000; i++) {
    const round = playBaccaratRound(source);
    if (settleBaccaratBet(round, bet, 100) > 100) return round;
  }
  throw new Error(`no winning coup for ${bet}`);
}

/**
 * The exact return of one bet at one stake: P(win) × payout(stake) / stake + P(push). The payout comes from
 * the game's own settlement, so its rounding is what is measured.
 */
function exactReturn(bet: TBaccaratBet, stakeCents: number, round: TBaccaratRound): number {
  const exact = computeExactOnce();
  const payoutRatio = settleBaccaratBet(round, bet, stakeCents) / stakeCents;
  switch (bet) {
    case 'player':
      return exact.playerWins * payoutRatio + exact.ties;
    case 'banker':
      return exact.bankerWins * payoutRatio + exact.ties;
    case 'tie':
      return exact.ties * payoutRatio;
    default:
      return PAIR_PROBABILITY * payoutRatio;
  }
}

let cached: ReturnType<typeof computeBaccaratExact> | null = null;
function computeExactOnce() {
  cached ??= computeBaccaratExact();
  return cached;
}

// Every stake from the smallest up to 2,000 covers every residue modulo 100 (the commission's denominator)
// many times over, at every table's own minimum and step.
const TABLE_STAKES = [
  { min: 1, step: 1 },
  ...BACCARAT_PVP_ROOMS.map((room) => room.stakeCents),
  BACCARAT_VIP_TABLE.stakeCents,
];

describe('baccarat return at every allowed stake', () => {
  it('when the exact return of every bet is computed at every stake step up to 2,000 steps above each table minimum, then none is below the declared RTP', () => {
    const rounds = Object.fromEntries(BACCARAT_BETS.map((bet) => [bet, winningRound(bet)]));
    for (const table of TABLE_STAKES) {
      for (let k = 0; k < 2_000; k++) {
        const stake = table.min + k * table.step;
        for (const bet of BACCARAT_BETS) {
          const rtp = exactReturn(bet, stake, rounds[bet]!);
          expect(rtp, `${bet} at ${stake} cents`).toBeGreaterThanOrEqual(BACCARAT_DECLARED_RTP[bet]);
        }
      }
    }
  });

  it('when a 0.01 banker bet wins, then it pays 0.02 (0.95 rounded up), not 0.01', () => {
    expect(settleBaccaratBet(winningRound('banker'), 'banker', 1)).toBe(2);
  });
});
