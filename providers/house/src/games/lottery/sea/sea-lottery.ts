import type { TDraw } from '../lottery-types.ts';
import { drawSea4d } from './sea-draw.ts';
import { SEA_3D_A_ODDS, SEA_3D_ABC_ODDS } from './sea-odds.ts';
import {
  createBoxPlayType,
  createIboxPlayType,
  createRollPlayType,
  createStraightPlayType,
  createThreeDigitPlayType,
  type TSeaPlayType,
} from './sea-play-types.ts';

export const SEA_DRAWS: { readonly 'sea-4d': TDraw<'sea-4d'> } = { 'sea-4d': drawSea4d };

/** Every 4D play type, in the order the bet menu lists them. */
export const SEA_PLAY_TYPES: readonly TSeaPlayType[] = [
  createStraightPlayType('big'),
  createStraightPlayType('small'),
  createBoxPlayType('big'),
  createBoxPlayType('small'),
  createIboxPlayType('big'),
  createIboxPlayType('small'),
  createRollPlayType('big'),
  createRollPlayType('small'),
  createThreeDigitPlayType('3d-abc', SEA_3D_ABC_ODDS),
  createThreeDigitPlayType('3d-a', SEA_3D_A_ODDS),
];

export function findSeaPlayType(id: string): TSeaPlayType | undefined {
  return SEA_PLAY_TYPES.find((playType) => playType.id === id);
}
