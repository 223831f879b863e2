import type { TSlotSymbol } from './slot-symbols.ts';

/**
 * The reel strips (34–37 cells). Tuned so that `computeSlotRtp()` gives 95.9989% against the declared 96%:
 * about 82% from base-game lines and scatters, 14% from free spins (triggered about once in 184 spins).
 * One scatter per reel, so a reel never shows two. Change a cell and the exact RTP test tells you the new RTP.
 */
// biome-ignore format: a strip reads best as rows of cells, not one cell per line
export const REEL_STRIPS: readonly (readonly TSlotSymbol[])[] = [
  // reel 1: 34 cells
  [
    'wild', 'ten', 'jack', 'queen', 'ace', 'king', 'crown', 'diamond', 'ruby', 'emerald', 'ten', 'wild',
    'jack', 'queen', 'ten', 'ace', 'king', 'scatter', 'jack', 'wild', 'ten', 'queen', 'crown', 'diamond',
    'ruby', 'jack', 'emerald', 'ten', 'wild', 'ace', 'king', 'queen', 'jack', 'ten',
  ],
  // reel 2: 36 cells
  [
    'wild', 'ace', 'king', 'diamond', 'queen', 'ruby', 'jack', 'emerald', 'ten', 'crown', 'wild', 'ace',
    'king', 'queen', 'jack', 'ten', 'diamond', 'ruby', 'scatter', 'emerald', 'wild', 'ace', 'king', 'queen',
    'jack', 'ten', 'crown', 'diamond', 'ruby', 'emerald', 'wild', 'ace', 'king', 'queen', 'jack', 'ten',
  ],
  // reel 3: 35 cells
  [
    'crown', 'ace', 'diamond', 'king', 'ruby', 'queen', 'emerald', 'jack', 'ten', 'wild', 'ace', 'king',
    'queen', 'jack', 'ten', 'crown', 'diamond', 'scatter', 'ruby', 'emerald', 'ace', 'king', 'queen',
    'jack', 'ten', 'wild', 'crown', 'diamond', 'ruby', 'emerald', 'ace', 'king', 'queen', 'jack', 'ten',
  ],
  // reel 4: 37 cells
  [
    'emerald', 'wild', 'ace', 'crown', 'king', 'diamond', 'queen', 'ruby', 'jack', 'ten', 'emerald', 'ace',
    'king', 'queen', 'jack', 'ten', 'wild', 'crown', 'scatter', 'diamond', 'ruby', 'emerald', 'ace', 'king',
    'queen', 'jack', 'ten', 'wild', 'crown', 'diamond', 'ruby', 'emerald', 'ace', 'king', 'queen', 'jack',
    'ten',
  ],
  // reel 5: 34 cells
  [
    'ten', 'jack', 'queen', 'king', 'wild', 'crown', 'ten', 'diamond', 'ruby', 'emerald', 'ace', 'ten',
    'jack', 'queen', 'ten', 'king', 'jack', 'scatter', 'ten', 'queen', 'ten', 'wild', 'crown', 'diamond',
    'ruby', 'jack', 'emerald', 'ace', 'ten', 'king', 'ten', 'queen', 'jack', 'ten',
  ],
];
