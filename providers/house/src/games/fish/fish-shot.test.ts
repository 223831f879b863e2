import { describe, expect, it } from 'vitest';
import type { TFloatSource } from '../../fair/float-source.ts';
import { createRoundFloatSource } from '../../fair/round-floats.ts';
import { createRtpStats, recordRound, summarizeRtp } from '../../simulation/rtp-stats.ts';
import { createSeededFloatSource } from '../../simulation/sfc32.ts';
import { expectedMultiplier, FISH_DECLARED_RTP, FISH_SPECIES, hitProbability } from './fish-rules.ts';
import { resolveShot } from './fish-shot.ts';

const fixed =
  (...floats: number[]): TFloatSource =>
  () =>
    floats.shift() ?? 0;

describe('fish shots', () => {
  it('when any species is shot, then P(hit) × expected multiple equals the declared RTP exactly', () => {
    for (const species of FISH_SPECIES) {
      expect(hitProbability(species) * expectedMultiplier(species)).toBeCloseTo(FISH_DECLARED_RTP, 12);
    }
    expect(FISH_SPECIES.map((species) => expectedMultiplier(species))).toEqual([
      2, 3, 5, 8, 10, 15, 20, 30, 50, 100, 210,
    ]);
  });

  it('when the hit float is just below or at the hit probability, then it hits or misses', () => {
    const p = 0.96 / 10;
    expect(resolveShot(fixed(p - 1e-9), 'turtle', 100)).toMatchObject({
      isHit: true,
      multiplier: 10,
      winCents: 1_000,
    });
    expect(resolveShot(fixed(p), 'turtle', 100)).toMatchObject({ isHit: false, multiplier: 0, winCents: 0 });
  });

  it('when the boss is caught, then a second float picks its multiple by weight', () => {
    expect(resolveShot(fixed(0, 0.05), 'golden-dragon', 10).multiplier).toBe(100);
    expect(resolveShot(fixed(0, 0.45), 'golden-dragon', 10).multiplier).toBe(200);
    expect(resolveShot(fixed(0, 0.75), 'golden-dragon', 10).multiplier).toBe(300);
    expect(resolveShot(fixed(0, 0.95), 'golden-dragon', 10)).toMatchObject({
      multiplier: 500,
      winCents: 5_000,
    });
  });

  it('when the species is unknown or the bet is out of range, then the shot is refused', () => {
    expect(() => resolveShot(fixed(0), 'kraken', 10)).toThrow(RangeError);
    expect(() => resolveShot(fixed(0), 'shark', 0)).toThrow(RangeError);
    expect(() => resolveShot(fixed(0), 'shark', 1_000_001)).toThrow(RangeError);
  });

  it('when the same seeds and nonce are replayed, then the shot is identical', () => {
    const seeds = { serverSeed: 'c'.repeat(64), clientSeed: 'fish', nonce: 11 };
    expect(resolveShot(createRoundFloatSource(seeds), 'shark', 50)).toEqual(
      resolveShot(createRoundFloatSource(seeds), 'shark', 50),
    );
  });

  it('when 1,000,000 shots are simulated at species chosen at random, then the RTP is within 5 standard errors', () => {
    const shots = createSeededFloatSource(7);
    const aim = createSeededFloatSource(8);
    const stats = createRtpStats();
    for (let shot = 0; shot < 1_000_000; shot++) {
      const species = FISH_SPECIES[Math.floor(aim() * FISH_SPECIES.length)]!;
      recordRound(stats, 100, resolveShot(shots, species.id, 100).winCents);
    }
    const summary = summarizeRtp(stats, FISH_DECLARED_RTP, 5);
    expect(summary.isWithinTolerance, JSON.stringify(summary)).toBe(true);
  }, 60_000);

  it('when 1,000,000 shots are simulated at each species, then every species is within 5 standard errors', () => {
    const source = createSeededFloatSource(9);
    for (const species of FISH_SPECIES) {
      const stats = createRtpStats();
      for (let shot = 0; shot < 1_000_000; shot++)
        recordRound(stats, 100, resolveShot(source, species.id, 100).winCents);
      const summary = summarizeRtp(stats, FISH_DECLARED_RTP, 5);
      expect(summary.isWithinTolerance, `${species.id}: ${JSON.stringify(summary)}`).toBe(true);
    }
  }, 60_000);
});
