import type { TDraw } from '../lottery-types.ts';
import { drawVnNorth, drawVnRegional, type TVnFamily } from './vn-draw.ts';
import {
  createLoPlayType,
  createTierPlayType,
  createTruotPlayType,
  createXienPlayType,
  lastDigits,
  type TTierBet,
  type TVnPlayType,
} from './vn-play-types.ts';

export const VN_DRAWS: {
  readonly 'vn-north': TDraw<'vn-north'>;
  readonly 'vn-regional': TDraw<'vn-regional'>;
} = {
  'vn-north': drawVnNorth,
  'vn-regional': drawVnRegional,
};

/** The bets on the special prize, the same in every region. */
const SPECIAL_BETS: readonly TTierBet[] = [
  { name: 'de', tier: 'special', digits: 2, part: lastDigits(2) },
  // Đầu is the tens digit of the đề number, đuôi its units digit.
  { name: 'de-dau', tier: 'special', digits: 1, part: (number) => number.slice(-2, -1) },
  { name: 'de-duoi', tier: 'special', digits: 1, part: lastDigits(1) },
  { name: 'ba-cang', tier: 'special', digits: 3, part: lastDigits(3) },
];

/** Đề on another single-number tier: the North's first prize; in the South the eighth (đề đầu, 2 digits). */
const EXTRA_DE: Readonly<Record<TVnFamily, TTierBet>> = {
  'vn-north': { name: 'de-giai-nhat', tier: 'first', digits: 2, part: lastDigits(2) },
  'vn-regional': { name: 'de-giai-tam', tier: 'eighth', digits: 2, part: lastDigits(2) },
};

const TRUOT_SIZES = [4, 5, 6, 7, 8, 9, 10] as const;

function playTypesOf(family: TVnFamily): TVnPlayType[] {
  return [
    createLoPlayType(family, 2),
    createLoPlayType(family, 3),
    createLoPlayType(family, 4),
    ...SPECIAL_BETS.map((bet) => createTierPlayType(family, bet)),
    createTierPlayType(family, EXTRA_DE[family]),
    createXienPlayType(family, 2),
    createXienPlayType(family, 3),
    createXienPlayType(family, 4),
    ...TRUOT_SIZES.map((size) => createTruotPlayType(family, size)),
  ];
}

/** Every Vietnamese play type, North then regional, in the order the bet menu lists them. */
export const VN_PLAY_TYPES: readonly TVnPlayType[] = [
  ...playTypesOf('vn-north'),
  ...playTypesOf('vn-regional'),
];

export function findVnPlayType(id: string): TVnPlayType | undefined {
  return VN_PLAY_TYPES.find((playType) => playType.id === id);
}
