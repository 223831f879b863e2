import { describe, expect, it } from 'vitest';
import { readSpotStakes } from '../games/baccarat-stakes.ts';
import { BACCARAT_MAX_ROUND_STAKE_CENTS, baccaratRoundCapCents, findHouseGame } from './game-registry.ts';

const game = (gameId: string) => {
  const entry = findHouseGame(gameId);
  if (!entry) throw new Error(`no ${gameId}`);
  return entry;
};

describe('house game registry', () => {
  it('when the VIP live table is looked up, then it plays baccarat in LIVE within its own stakes', () => {
    expect(game('house-baccarat-live-vip')).toEqual({
      gameId: 'house-baccarat-live-vip',
      kind: 'baccarat',
      category: 'LIVE',
      minBetCents: 10_000,
      maxBetCents: 10_000_000,
      betStepCents: 100,
    });
    expect(game('house-baccarat-live')).toMatchObject({ minBetCents: 1, maxBetCents: 1_000_000 });
  });

  it('when a table sets no round cap, then the common one applies; the VIP table lets both main spots take the maximum', () => {
    expect(baccaratRoundCapCents('house-baccarat-live')).toBe(BACCARAT_MAX_ROUND_STAKE_CENTS);
    expect(baccaratRoundCapCents('house-baccarat-pvp-high')).toBe(BACCARAT_MAX_ROUND_STAKE_CENTS);
    expect(baccaratRoundCapCents('house-baccarat-live-vip')).toBe(20_000_000);
    const vip = game('house-baccarat-live-vip');
    expect(readSpotStakes(vip, { player: '100000.00', banker: '100000.00' })).toEqual({
      player: 10_000_000,
      banker: 10_000_000,
    });
    expect(() => readSpotStakes(vip, { player: '100000.00', banker: '100000.00', tie: '100.00' })).toThrow(
      expect.objectContaining({ code: 'BET_LIMIT' }),
    );
    expect(() =>
      readSpotStakes(game('house-baccarat-pvp-high'), {
        player: '10000.00',
        banker: '10000.00',
        tie: '100.00',
      }),
    ).toThrow(expect.objectContaining({ code: 'BET_LIMIT' }));
  });
});
