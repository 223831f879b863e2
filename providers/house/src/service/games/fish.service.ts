import { FISH_SPECIES } from '../../games/fish/fish-rules.ts';
import type { TFishShootAnswer } from '../api/api-contract.ts';
import { assert, HouseError } from '../api/house-error.ts';
import type { THouseContext } from '../house-context.ts';
import { toMoney } from '../money.ts';
import { playInstantRound } from '../rounds/round-flow.ts';
import type { THouseSession } from '../sessions/session.service.ts';
import { checkStake, requireKind } from './bet-limits.ts';
import { fishView } from './outcome-views.ts';

const SPECIES_IDS = new Set(FISH_SPECIES.map((species) => species.id));

export function assertSpecies(species: string): void {
  if (!SPECIES_IDS.has(species)) throw new HouseError('BAD_REQUEST', 'unknown species');
}

/** One shot at one fish: a round of its own (bet per shot), decided by the server's floats. */
export async function shootFish(
  ctx: THouseContext,
  session: THouseSession,
  input: { species: string; bet: string },
): Promise<TFishShootAnswer> {
  requireKind(session.game, 'fish');
  assertSpecies(input.species);
  const stakeCents = checkStake(session.game, input.bet);
  const played = await playInstantRound(ctx, session, {
    stakeCents,
    request: { game: 'fish', speciesId: input.species, betCents: Number(stakeCents) },
    plan: (outcome) => {
      assert(outcome.game === 'fish', 'fish request gives a fish outcome');
      return { winCents: BigInt(outcome.round.winCents), shown: fishView(outcome.round) };
    },
  });
  return {
    round: { roundId: played.roundId, nonce: played.nonce, ...played.shown },
    balance: toMoney(played.balanceCents),
  };
}
