import { BACCARAT_PVP_ROOMS, BACCARAT_VIP_TABLE } from './baccarat/baccarat-rooms.ts';
import { BACCARAT_DECLARED_RTP, BACCARAT_RULES } from './baccarat/baccarat-rules.ts';
import { EVENTS_DECLARED_RTP } from './events/event-odds.ts';
import { EVENT_GAMES } from './events/event-rules.ts';
import { FISH_DECLARED_RTP, FISH_RULES } from './fish/fish-rules.ts';
import { LOTTERY_GAMES, lotteryCategory } from './lottery/lottery-catalog.ts';
import { familyDeclaredRtp } from './lottery/lottery-registry.ts';
import { SLOT_DECLARED_RTP, SLOT_RULES } from './slot/slot-rules.ts';

/**
 * The house provider's lobby entries. Baccarat shows its Player bet (98.76%, the lower of the two main
 * bets); its rules list every bet. Each value is backed by an exact computation or a million-round test.
 */
export type THouseGame = { gameId: string; category: string; nameKey: string; declaredRtp: number };

/**
 * Baccarat is one game: two LIVE tables (the common one and the VIP one, its stakes in baccarat-rooms.ts),
 * and in PVP one room per stake range. Every table declares the baccarat RTP: stakes do not change the odds.
 */
function baccaratGame(gameId: string, category: string): THouseGame {
  return { gameId, category, nameKey: BACCARAT_RULES.nameKey, declaredRtp: BACCARAT_DECLARED_RTP.player };
}

export const HOUSE_GAMES: readonly THouseGame[] = [
  {
    gameId: SLOT_RULES.gameId,
    category: SLOT_RULES.category,
    nameKey: SLOT_RULES.nameKey,
    declaredRtp: SLOT_DECLARED_RTP,
  },
  {
    gameId: FISH_RULES.gameId,
    category: FISH_RULES.category,
    nameKey: FISH_RULES.nameKey,
    declaredRtp: FISH_DECLARED_RTP,
  },
  baccaratGame(`${BACCARAT_RULES.gameId}-live`, 'LIVE'),
  baccaratGame(BACCARAT_VIP_TABLE.gameId, 'LIVE'),
  ...BACCARAT_PVP_ROOMS.map((room) => baccaratGame(room.gameId, 'PVP')),
  ...EVENT_GAMES.map((game) => ({
    gameId: game.gameId,
    category: game.category,
    nameKey: game.nameKey,
    declaredRtp: EVENTS_DECLARED_RTP,
  })),
  // A lottery game declares the lowest return of its play types (each is on its rules page).
  ...LOTTERY_GAMES.map((game) => ({
    gameId: game.gameId,
    category: lotteryCategory(game),
    nameKey: `games.${game.gameId}`,
    declaredRtp: familyDeclaredRtp(game.family),
  })),
];
