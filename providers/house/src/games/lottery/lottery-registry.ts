import { FAST_DRAWS, FAST_PLAY_TYPES } from './fast/fast-lottery.ts';
import type { TDraw, TLotteryFamily, TPlayType } from './lottery-types.ts';
import { SEA_DRAWS, SEA_PLAY_TYPES } from './sea/sea-lottery.ts';
import { VN_DRAWS, VN_PLAY_TYPES } from './vn/vn-lottery.ts';

/** Every family's draw and every play type, by id: what the draw engine and the pages look up. */
const DRAWS: Readonly<Record<TLotteryFamily, TDraw>> = { ...FAST_DRAWS, ...VN_DRAWS, ...SEA_DRAWS } as Record<
  TLotteryFamily,
  TDraw
>;

const PLAY_TYPES: ReadonlyMap<string, TPlayType> = new Map(
  [...FAST_PLAY_TYPES, ...VN_PLAY_TYPES, ...SEA_PLAY_TYPES].map((playType) => [
    playType.id,
    playType as TPlayType,
  ]),
);

export function drawOf(family: string): TDraw {
  const draw = DRAWS[family as TLotteryFamily];
  if (!draw) throw new Error(`no draw for lottery family ${family}`);
  return draw;
}

export function findPlayType(id: string): TPlayType | undefined {
  return PLAY_TYPES.get(id);
}

export function playTypesOf(family: string): TPlayType[] {
  return [...PLAY_TYPES.values()].filter((playType) => playType.family === family);
}

/** The lowest return of a family's play types at their default odds: what its lobby tile declares. */
export function familyDeclaredRtp(family: string): number {
  const rtps = playTypesOf(family).flatMap((playType) =>
    playType.rtp(playType.defaultOdds).map((o) => o.rtp),
  );
  if (rtps.length === 0) throw new Error(`no play types for lottery family ${family}`);
  return Math.min(...rtps);
}
