/**
 * The PVP baccarat rooms (platform decision 010): the same punto banco, one table per stake range, so a
 * player picks a table by what they want to bet per spot. Limits are integer cents and enforced by the
 * service like any game's (service/api/game-registry.ts). `house-baccarat-pvp` keeps its id and its
 * full range: rounds and records already name it.
 */
export type TBaccaratRoom = {
  gameId: string;
  stakeCents: { min: number; max: number; step: number };
};

export const BACCARAT_PVP_ROOMS: readonly TBaccaratRoom[] = [
  { gameId: 'house-baccarat-pvp-starter', stakeCents: { min: 1, max: 5_000, step: 1 } },
  { gameId: 'house-baccarat-pvp', stakeCents: { min: 1, max: 1_000_000, step: 1 } },
  { gameId: 'house-baccarat-pvp-high', stakeCents: { min: 10_000, max: 1_000_000, step: 100 } },
];
