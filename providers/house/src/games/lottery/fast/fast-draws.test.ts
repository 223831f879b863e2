import { describe, expect, it } from 'vitest';
import type { TFloatSource } from '../../../fair/float-source.ts';
import { createSeededFloatSource } from '../../../simulation/sfc32.ts';
import { FAST_DRAWS } from './fast-lottery.ts';

/** Hands out the given floats in order and counts them; running out is a failure (the draw read too many). */
function scriptedSource(floats: readonly number[]): TFloatSource & { used: () => number } {
  let next = 0;
  const source = () => {
    const float = floats[next];
    if (float === undefined) throw new Error('the draw read more floats than documented');
    next += 1;
    return float;
  };
  return Object.assign(source, { used: () => next });
}

const DRAWS = 1_000_000;

/** |observed − expected| within 5 standard errors of a binomial count (a correct draw fails ~1 in 1.7 million per cell). */
function expectFrequency(label: string, count: number, probability: number, draws = DRAWS): void {
  const standardError = Math.sqrt(probability * (1 - probability) * draws);
  expect(Math.abs(count - probability * draws), `${label}: ${count} of ${draws}`).toBeLessThanOrEqual(
    5 * standardError,
  );
}

describe('fast draws: the documented float order', () => {
  it('when the 5D draw reads 0.75 0.05 0.999 0.5 0.1, then the digits are 7 0 9 5 1, position 1 first', () => {
    const source = scriptedSource([0.75, 0.05, 0.999, 0.5, 0.1]);
    expect(FAST_DRAWS.ssc5(source)).toEqual({ family: 'ssc5', digits: [7, 0, 9, 5, 1] });
    expect(source.used()).toBe(5);
  });

  it('when the K3 draw reads 0 0.5 0.99, then the dice are 1 4 6 in draw order', () => {
    const source = scriptedSource([0, 0.5, 0.99]);
    expect(FAST_DRAWS.k3(source)).toEqual({ family: 'k3', dice: [1, 4, 6] });
    expect(source.used()).toBe(3);
  });

  it('when the PK10 draw reads nine zeros, then no car moves; 0.95 first swaps the winner with the last', () => {
    expect(FAST_DRAWS.pk10(scriptedSource(new Array(9).fill(0))).order).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    // i = 0: j = 0 + ⌊0.95 × 10⌋ = 9, so cars 1 and 10 trade places; then every j = i.
    const source = scriptedSource([0.95, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(FAST_DRAWS.pk10(source).order).toEqual([10, 2, 3, 4, 5, 6, 7, 8, 9, 1]);
    expect(source.used()).toBe(9);
  });

  it('when every PK10 float is 0.999, then each step swaps place i with the last: 10 1 2 … 9', () => {
    // i = 0 … 8: j = i + ⌊0.999 × (10 − i)⌋ = 9 each time.
    expect(FAST_DRAWS.pk10(scriptedSource(new Array(9).fill(0.999))).order).toEqual([
      10, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });
});

describe('fast draws: 1,000,000 simulated draws', () => {
  it('when 5D is drawn, then every digit at every position is 1/10 and the sum follows the exact table', () => {
    const source = createSeededFloatSource(5);
    const cells = new Array<number>(50).fill(0);
    const sums = new Array<number>(46).fill(0);
    for (let draw = 0; draw < DRAWS; draw++) {
      const { digits } = FAST_DRAWS.ssc5(source);
      let sum = 0;
      digits.forEach((digit, position) => {
        cells[position * 10 + digit]! += 1;
        sum += digit;
      });
      sums[sum]! += 1;
    }
    for (const [cell, count] of cells.entries()) {
      expectFrequency(`p${Math.floor(cell / 10) + 1}:${cell % 10}`, count, 0.1);
    }
    // The sum's exact distribution counted here by brute force over the 100,000 results.
    const exact = new Array<number>(46).fill(0);
    for (let number = 0; number < 100_000; number++) {
      exact[[...String(number).padStart(5, '0')].reduce((sum, digit) => sum + Number(digit), 0)]! += 1;
    }
    for (const [sum, count] of sums.entries()) expectFrequency(`sum ${sum}`, count, exact[sum]! / 100_000);
  });

  it('when K3 is drawn, then every face of every die is 1/6 and each sum follows the 216 rolls', () => {
    const source = createSeededFloatSource(3);
    const cells = new Array<number>(18).fill(0);
    const sums = new Array<number>(19).fill(0);
    for (let draw = 0; draw < DRAWS; draw++) {
      const { dice } = FAST_DRAWS.k3(source);
      dice.forEach((die, index) => {
        cells[index * 6 + die - 1]! += 1;
      });
      sums[dice[0]! + dice[1]! + dice[2]!]! += 1;
    }
    for (const [cell, count] of cells.entries()) {
      expectFrequency(`die ${Math.floor(cell / 6) + 1} = ${(cell % 6) + 1}`, count, 1 / 6);
    }
    const ways = [0, 0, 0, 1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1];
    for (const [sum, count] of sums.entries()) expectFrequency(`sum ${sum}`, count, ways[sum]! / 216);
  });

  it('when PK10 is drawn, then every car is in every place 1/10 of the time and each first-two pair 1/90', () => {
    const source = createSeededFloatSource(10);
    const cells = new Array<number>(100).fill(0);
    const firstTwo = new Array<number>(100).fill(0);
    for (let draw = 0; draw < DRAWS; draw++) {
      const { order } = FAST_DRAWS.pk10(source);
      order.forEach((car, place) => {
        cells[place * 10 + car - 1]! += 1;
      });
      firstTwo[(order[0]! - 1) * 10 + order[1]! - 1]! += 1;
    }
    for (const [cell, count] of cells.entries()) {
      expectFrequency(`car ${(cell % 10) + 1} in place ${Math.floor(cell / 10) + 1}`, count, 0.1);
    }
    for (const [cell, count] of firstTwo.entries()) {
      const [first, second] = [Math.floor(cell / 10), cell % 10];
      expectFrequency(`${first + 1} then ${second + 1}`, count, first === second ? 0 : 1 / 90);
    }
  });
});
