import { describe, expect, it } from 'vitest';
import { BACCARAT_DECLARED_RTP } from './baccarat/baccarat-rules.ts';
import { HOUSE_GAMES } from './game-catalog.ts';

describe('house game catalog', () => {
  it('when the lobby lists the house games, then every category of issue 4 has one and ids are unique', () => {
    expect(new Set(HOUSE_GAMES.map((game) => game.gameId)).size).toBe(HOUSE_GAMES.length);
    expect(new Set(HOUSE_GAMES.map((game) => game.category))).toEqual(
      new Set(['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']),
    );
    for (const game of HOUSE_GAMES) expect(game.declaredRtp).toBeGreaterThan(0.9);
  });

  it('when baccarat is listed, then the live table, the VIP table and every room declare the baccarat RTP', () => {
    const baccarat = HOUSE_GAMES.filter((game) => game.gameId.startsWith('house-baccarat'));
    expect(baccarat.filter((game) => game.category === 'LIVE').map((game) => game.gameId)).toEqual([
      'house-baccarat-live',
      'house-baccarat-live-vip',
    ]);
    for (const game of baccarat) {
      expect(game.declaredRtp, game.gameId).toBe(BACCARAT_DECLARED_RTP.player);
      expect(game.nameKey, game.gameId).toBe('house.baccarat.name');
    }
  });
});
