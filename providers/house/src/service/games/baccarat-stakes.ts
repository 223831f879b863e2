import { BACCARAT_SPOTS, type TBaccaratDealRequest } from '../api/api-contract.ts';
import { baccaratRoundCapCents, type THouseGameEntry } from '../api/game-registry.ts';
import { HouseError } from '../api/house-error.ts';
import { checkStake } from './bet-limits.ts';
import type { TSpotStakes } from './outcome-views.ts';

// Browser-safe (no Node built-ins): the verify page checks the stakes it recomputes the same way.
/** Every spot's stake checked against the limits; at least one spot, and the sum capped by the table. */
export function readSpotStakes(game: THouseGameEntry, bets: TBaccaratDealRequest['bets']): TSpotStakes {
  const stakes: TSpotStakes = {};
  let total = 0n;
  for (const spot of BACCARAT_SPOTS) {
    const text = bets[spot];
    if (text === undefined) continue;
    const cents = checkStake(game, text);
    stakes[spot] = Number(cents);
    total += cents;
  }
  if (total === 0n) throw new HouseError('BAD_REQUEST', 'no bet on any spot');
  if (total > BigInt(baccaratRoundCapCents(game.gameId)))
    throw new HouseError('BET_LIMIT', 'round stake too high');
  return stakes;
}
