/**
 * The baccarat tables with a stake range of their own: the PVP rooms (platform decision 010) and the
 * LIVE VIP table. The same punto banco at each, one table per stake range, so a player picks a table by
 * what they want to bet per spot. Limits are integer cents and enforced by the service like any game's
 * (service/api/game-registry.ts). `house-baccarat-pvp` keeps its id and its full range: rounds and
 * records already name it. The plain LIVE table (`house-baccarat-live`) plays the kind's limits.
 */
export type TBaccaratRoom = {
  gameId: string;
  stakeCents: { min: number; max: number; step: number };
  /**
   * What all spots of one deal may stake together, when this table needs more than the common cap
   * (BACCARAT_MAX_ROUND_STAKE_CENTS): a table whose single spot may exceed it.
   */
  roundCapCents?: number;
};

export const BACCARAT_PVP_ROOMS: readonly TBaccaratRoom[] = [
  { gameId: 'house-baccarat-pvp-starter', stakeCents: { min: 1, max: 5_000, step: 1 } },
  { gameId: 'house-baccarat-pvp', stakeCents: { min: 1, max: 1_000_000, step: 1 } },
  { gameId: 'house-baccarat-pvp-high', stakeCents: { min: 10_000, max: 1_000_000, step: 100 } },
];

/**
 * The LIVE VIP table (platform vendor TALA_LIVE_VIP): 100.00 to 100,000.00 a spot in whole units, and up
 * to 200,000.00 a deal, so Player and Banker can both take the spot maximum.
 */
export const BACCARAT_VIP_TABLE: TBaccaratRoom = {
  gameId: 'house-baccarat-live-vip',
  stakeCents: { min: 10_000, max: 10_000_000, step: 100 },
  roundCapCents: 20_000_000,
};
