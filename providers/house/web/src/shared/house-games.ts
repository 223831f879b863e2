import { HOUSE_GAMES } from '../../../src/games/game-catalog.ts';

/**
 * The translation key of a game's name: `games.<gameId>`, the same names the platform's lobby shows
 * (its catalogue seed), so the title in the game matches the tile the player clicked.
 */
export function gameNameKey(gameId: string): string {
  return HOUSE_GAMES.some((game) => game.gameId === gameId) ? `games.${gameId}` : 'shell.unknownGame';
}
