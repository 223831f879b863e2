import type { THouseGameKind } from '../api/api-contract.ts';
import type { THouseGameEntry } from '../api/game-registry.ts';
import { HouseError } from '../api/house-error.ts';
import { parseStake } from '../money.ts';

/** The session's game must be of this kind: a slot session cannot deal baccarat. */
export function requireKind(game: THouseGameEntry, kind: THouseGameKind): void {
  if (game.kind !== kind) throw new HouseError('BAD_REQUEST', `this session plays ${game.gameId}`);
}

/** A stake within the game's limits and on its step (BET_LIMIT otherwise); returned in cents. */
export function checkStake(game: THouseGameEntry, text: string): bigint {
  const cents = parseStake(text);
  if (cents < BigInt(game.minBetCents) || cents > BigInt(game.maxBetCents)) {
    throw new HouseError(
      'BET_LIMIT',
      `stake must be between ${game.minBetCents} and ${game.maxBetCents} cents`,
    );
  }
  if (cents % BigInt(game.betStepCents) !== 0n) {
    throw new HouseError('BET_LIMIT', `stake must be a multiple of ${game.betStepCents} cents`);
  }
  return cents;
}
