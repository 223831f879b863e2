import { describe, expect, it } from 'vitest';
import type { TFloatSource } from '../../../fair/float-source.ts';
import { createSeededFloatSource } from '../../../simulation/sfc32.ts';
import { payoutCents, type TVnPrize } from '../lottery-types.ts';
import { type TVnFamily, VN_TIERS } from './vn-draw.ts';
import { VN_PLAY_TYPES } from './vn-lottery.ts';
import { VN_DEFAULT_ODDS } from './vn-odds.ts';

const TRIALS = 20_000;

const randomBelow = (source: TFloatSource, n: number): number => Math.floor(source() * n);

/** A sheet whose digits come from 0…alphabet − 1, so small alphabets make lô, xiên and trượt hit often. */
function randomSheet(source: TFloatSource, family: TVnFamily, alphabet: number): TVnPrize[] {
  return VN_TIERS[family].map(({ tier, count, digits }) => ({
    tier,
    numbers: Array.from({ length: count }, () =>
      Array.from({ length: digits }, () => String(randomBelow(source, alphabet))).join(''),
    ),
  }));
}

/** The rules of each bet, written out again from the rules page, independently of the play types. */
function bruteForceWin(
  id: string,
  picks: readonly string[],
  prizes: readonly TVnPrize[],
  stake: number,
): number {
  const [family, name] = id.split('.') as [TVnFamily, string];
  const odds = VN_DEFAULT_ODDS[family][name]!;
  const pay = (hits: number): number => Math.ceil((stake * odds) / 100) * hits;
  const all = prizes.flatMap((prize) => prize.numbers);
  const tail = (number: string, count: number): string => number.substring(number.length - count);
  const only = (tier: string): string => prizes.find((prize) => prize.tier === tier)!.numbers[0]!;
  const tierBets: Record<string, () => (pick: string) => boolean> = {
    de: () => (pick) => tail(only('special'), 2) === pick,
    'de-dau': () => (pick) => only('special').charAt(only('special').length - 2) === pick,
    'de-duoi': () => (pick) => tail(only('special'), 1) === pick,
    'ba-cang': () => (pick) => tail(only('special'), 3) === pick,
    'de-giai-nhat': () => (pick) => tail(only('first'), 2) === pick,
    'de-giai-tam': () => (pick) => tail(only('eighth'), 2) === pick,
  };
  let total = 0;
  if (name.startsWith('lo')) {
    const width = Number(name.slice(2));
    for (const pick of picks)
      total += pay(all.filter((n) => n.length >= width && tail(n, width) === pick).length);
  } else if (name in tierBets) {
    const wins = tierBets[name]!();
    for (const pick of picks) total += pay(wins(pick) ? 1 : 0);
  } else {
    const size = Number(name.replace(/\D/g, ''));
    const endings = all.map((n) => tail(n, 2));
    // Every subset of the picks of the right size, by bit mask.
    for (let mask = 0; mask < 2 ** picks.length; mask++) {
      const chosen = picks.filter((_, index) => (mask >> index) & 1);
      if (chosen.length !== size) continue;
      const seen = chosen.filter((pick) => endings.includes(pick)).length;
      total += pay((name.startsWith('xien') ? seen === size : seen === 0) ? 1 : 0);
    }
  }
  return total;
}

/** How many numbers a random slip of this bet has, and how many digits each. */
function slipShape(source: TFloatSource, name: string): { count: number; digits: number } {
  const size = Number(name.replace(/\D/g, ''));
  if (name.startsWith('lo')) return { count: 1 + randomBelow(source, 8), digits: size };
  if (name.startsWith('xien')) return { count: size + randomBelow(source, 4), digits: 2 };
  if (name.startsWith('truot')) return { count: size + randomBelow(source, 3), digits: 2 };
  const digits = name === 'ba-cang' ? 3 : name === 'de-dau' || name === 'de-duoi' ? 1 : 2;
  return { count: 1 + randomBelow(source, digits === 1 ? 10 : 8), digits };
}

/** Different random numbers from the digits 0…alphabet − 1 (widened to 0–9 when the alphabet is too small). */
function randomPicks(source: TFloatSource, count: number, digits: number, alphabet: number): string[] {
  const base = alphabet ** digits >= count * 2 ? alphabet : 10;
  const picks = new Set<string>();
  while (picks.size < count) {
    picks.add(Array.from({ length: digits }, () => String(randomBelow(source, base))).join(''));
  }
  return [...picks];
}

describe('Vietnamese settlement', () => {
  it('when random slips are settled against random sheets, then the play types pay what the brute-force rules pay', () => {
    const source = createSeededFloatSource(2_026_112_6);
    let winningTrials = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      const type = VN_PLAY_TYPES[randomBelow(source, VN_PLAY_TYPES.length)]!;
      const family = type.family as TVnFamily;
      const prizes = randomSheet(source, family, 2 + randomBelow(source, 9));
      const name = type.id.split('.')[1]!;
      const shape = slipShape(source, name);
      const picks = randomPicks(source, shape.count, shape.digits, 2 + randomBelow(source, 9));
      const stake = 1 + randomBelow(source, 1000);
      // The wire carries the picks in the player's order, some as integers.
      const wire = picks.map((pick) => (source() < 0.3 ? Number(pick) : pick));
      const lines = type.lines(type.parse({ numbers: wire }));
      let paid = 0;
      for (const line of lines) {
        for (const hit of type.settle(line, { family, prizes })) {
          paid += payoutCents(stake, type.defaultOdds[hit.prize]!, hit.hits);
        }
      }
      const expected = bruteForceWin(type.id, picks, prizes, stake);
      expect(paid, `${type.id} ${picks.join(',')} ${JSON.stringify(prizes)}`).toBe(expected);
      if (expected > 0) winningTrials += 1;
    }
    // The comparison means something only if many slips win.
    expect(winningTrials).toBeGreaterThan(TRIALS / 4);
  });
});
