import type { TFloatSource } from '../../fair/float-source.ts';
import { assertBetPerLine, BASE_SPIN, playSlotSpin, type TSlotSpin } from './slot-spin.ts';
import { FREE_SPINS, PAYLINES } from './slot-symbols.ts';

/**
 * One paid round: the base spin and every free spin it leads to, all drawn from the same float stream
 * (5 floats per spin, in play order). One bet and one win per round keeps the seamless wallet simple
 * and makes the whole feature verifiable from a single (server seed, client seed, nonce).
 */
export type TSlotRound = {
  betPerLineCents: number;
  totalBetCents: number;
  baseSpin: TSlotSpin;
  freeSpins: TSlotSpin[];
  totalWinCents: number;
};

export function playSlotRound(source: TFloatSource, betPerLineCents: number): TSlotRound {
  assertBetPerLine(betPerLineCents);
  const baseSpin = playSlotSpin(source, betPerLineCents, BASE_SPIN);
  const freeSpins: TSlotSpin[] = [];
  let awarded = baseSpin.freeSpinsAwarded;
  while (freeSpins.length < awarded) {
    const spin = playSlotSpin(source, betPerLineCents, {
      multiplier: FREE_SPINS.multiplier,
      freeSpinsAwardCap: FREE_SPINS.maxPerFeature - awarded,
    });
    awarded += spin.freeSpinsAwarded;
    freeSpins.push(spin);
  }
  const totalWinCents = freeSpins.reduce((sum, spin) => sum + spin.winCents, baseSpin.winCents);
  return {
    betPerLineCents,
    totalBetCents: betPerLineCents * PAYLINES.length,
    baseSpin,
    freeSpins,
    totalWinCents,
  };
}
