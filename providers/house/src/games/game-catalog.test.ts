import { describe, expect, it } from 'vitest';
import { HOUSE_GAMES } from './game-catalog.ts';

describe('house game catalog', () => {
  it('when the lobby lists the house games, then every category of issue 4 has one and ids are unique', () => {
    expect(new Set(HOUSE_GAMES.map((game) => game.gameId)).size).toBe(HOUSE_GAMES.length);
    expect(new Set(HOUSE_GAMES.map((game) => game.category))).toEqual(
      new Set(['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT']),
    );
    for (const game of HOUSE_GAMES) expect(game.declaredRtp).toBeGreaterThan(0.9);
  });
});
