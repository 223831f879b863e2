import type { TDraw, TPlayType } from '../lottery-types.ts';
import { drawK3 } from './k3-draw.ts';
import {
  k3AnyTriple,
  k3Pair,
  k3Sum,
  k3ThreeDifferent,
  k3Triple,
  k3TwoDifferent,
  k3TwoSides,
} from './k3-play-types.ts';
import { drawPk10 } from './pk10-draw.ts';
import { pk10DragonTiger, pk10FirstTwoSum, pk10Position, pk10TwoSides } from './pk10-play-types.ts';
import { drawSsc5 } from './ssc5-draw.ts';
import { ssc5DragonTiger, ssc5Position, ssc5TwoSides } from './ssc5-play-types.ts';
import {
  ssc5Star2Direct,
  ssc5Star2Group,
  ssc5Star3Direct,
  ssc5Star3Group3,
  ssc5Star3Group6,
} from './ssc5-star-play-types.ts';

/** The fast-draw families' draws, by family: what the draw engine calls with an issue's float stream. */
export const FAST_DRAWS: { ssc5: TDraw<'ssc5'>; k3: TDraw<'k3'>; pk10: TDraw<'pk10'> } = {
  ssc5: drawSsc5,
  k3: drawK3,
  pk10: drawPk10,
};

/** Every fast-draw play type, in the order the game pages list them; ids are unique. */
export const FAST_PLAY_TYPES: readonly TPlayType[] = [
  ssc5Position,
  ssc5TwoSides,
  ssc5DragonTiger,
  ssc5Star2Direct,
  ssc5Star2Group,
  ssc5Star3Direct,
  ssc5Star3Group3,
  ssc5Star3Group6,
  k3Sum,
  k3TwoSides,
  k3Triple,
  k3AnyTriple,
  k3Pair,
  k3TwoDifferent,
  k3ThreeDifferent,
  pk10Position,
  pk10TwoSides,
  pk10FirstTwoSum,
  pk10DragonTiger,
];
