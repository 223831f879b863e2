/** The 11 symbols. `wild` stands in for every symbol but `scatter`; `scatter` pays anywhere and starts free spins. */
export const SLOT_SYMBOLS = [
  'wild',
  'scatter',
  'crown',
  'diamond',
  'ruby',
  'emerald',
  'ace',
  'king',
  'queen',
  'jack',
  'ten',
] as const;
export type TSlotSymbol = (typeof SLOT_SYMBOLS)[number];
export type TLineSymbol = Exclude<TSlotSymbol, 'scatter'>;

export const REEL_COUNT = 5;
export const ROW_COUNT = 3;

/** Line pays as multiples of the bet per line, for 3, 4 and 5 of a kind from the leftmost reel. */
export const LINE_PAYTABLE: Readonly<Record<TLineSymbol, readonly [number, number, number]>> = {
  wild: [50, 250, 1000],
  crown: [25, 100, 500],
  diamond: [20, 75, 300],
  ruby: [15, 50, 200],
  emerald: [10, 40, 150],
  ace: [5, 20, 100],
  king: [5, 15, 75],
  queen: [4, 10, 50],
  jack: [3, 8, 40],
  ten: [2, 6, 30],
};

/** Scatter pays as multiples of the total bet, by how many scatters show anywhere on the 15 cells. */
export const SCATTER_PAYS: Readonly<Record<number, number>> = { 3: 2, 4: 10, 5: 50 };

/**
 * Free spins: 3+ scatters award 10 spins played on the same reels with every win tripled; 3+ scatters
 * during free spins award 10 more, but one feature never exceeds 50 spins (bounds the round's length
 * and its worst-case payout).
 */
export const FREE_SPINS = { minScatters: 3, award: 10, multiplier: 3, maxPerFeature: 50 } as const;

/** 20 fixed paylines: the row (0 top, 1 middle, 2 bottom) the line crosses on each reel, left to right. */
export const PAYLINES: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];
