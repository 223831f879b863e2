import type { TVnFamily } from './vn-draw.ts';
import { choose } from './vn-selection.ts';

/**
 * Default odds, integer hundredths of what one stake unit brings back per prize hit (stake included):
 * 9750 = a 1.00 point of lô 2 số brings 97.50 on each prize that ends in its number. Shaped on the
 * tables Vietnamese online books publish ("lô 1 ăn 99, đề 1 ăn 95–99, 3 càng 1 ăn 900–960"), trimmed so
 * every bet returns 95.9–97.5%; README.md lists each RTP. The operator may change them.
 */
export const VN_DEFAULT_ODDS: Readonly<Record<TVnFamily, Readonly<Record<string, number>>>> = {
  'vn-north': {
    lo2: 9750,
    lo3: 96_000,
    lo4: 960_000,
    de: 9700,
    'de-dau': 970,
    'de-duoi': 970,
    'de-giai-nhat': 9700,
    'ba-cang': 96_000,
    xien2: 1750,
    xien3: 7800,
    xien4: 36_000,
    truot4: 290,
    truot5: 385,
    truot6: 510,
    truot7: 685,
    truot8: 915,
    truot9: 1230,
    truot10: 1650,
  },
  'vn-regional': {
    lo2: 9750,
    lo3: 96_000,
    lo4: 960_000,
    de: 9700,
    'de-dau': 970,
    'de-duoi': 970,
    'de-giai-tam': 9700,
    'ba-cang': 96_000,
    xien2: 3680,
    xien3: 24_500,
    xien4: 173_000,
    truot4: 200,
    truot5: 242,
    truot6: 292,
    truot7: 355,
    truot8: 430,
    truot9: 525,
    truot10: 640,
  },
};

/**
 * P(each of `size` given 2-digit endings appears among `prizes` numbers), by inclusion–exclusion over the
 * endings that are missing. Every number's last two digits are uniform on 00–99 and independent of the
 * others (each number is uniform on 0…10^d − 1, d ≥ 2), so P(none of j given endings) = (1 − j/100)^prizes.
 */
export function probabilityAllAppear(size: number, prizes: number): number {
  let probability = 0;
  for (let missing = 0; missing <= size; missing++) {
    probability += (-1) ** missing * choose(size, missing) * ((100 - missing) / 100) ** prizes;
  }
  return probability;
}

/** P(none of `size` given 2-digit endings appears among `prizes` numbers). */
export function probabilityNoneAppears(size: number, prizes: number): number {
  return ((100 - size) / 100) ** prizes;
}
