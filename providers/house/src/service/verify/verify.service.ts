import { hashServerSeed } from '../../fair/server-seed.ts';
import { PAYLINES } from '../../games/slot/slot-symbols.ts';
import { type TRoundRequest, verifyRound } from '../../verify/verify-round.ts';
import type { TVerifyAnswer, TVerifyRequest } from '../api/api-contract.ts';
import { findHouseGame, type THouseGameEntry } from '../api/game-registry.ts';
import { assert, HouseError } from '../api/house-error.ts';
import { eventKindOf } from '../events/event.service.ts';
import { readSpotStakes } from '../games/baccarat.service.ts';
import { checkStake } from '../games/bet-limits.ts';
import { assertSpecies } from '../games/fish.service.ts';
import {
  baccaratView,
  eventMarketsView,
  eventResultView,
  fishView,
  slotView,
} from '../games/outcome-views.ts';

/**
 * Recomputes a round from revealed seeds with the same dispatcher the game service plays with
 * (verify/verify-round.ts), and shows it in the same shapes the game showed. No session: anyone may check.
 */
export function verifyHouseRound(input: TVerifyRequest): TVerifyAnswer {
  const game = findHouseGame(input.gameId);
  if (!game) throw new HouseError('NOT_FOUND', 'unknown game');
  const request = roundRequest(game, input);
  const verified = verifyRound({
    serverSeed: input.serverSeed,
    clientSeed: input.clientSeed,
    nonce: input.nonce,
    serverSeedHash: input.serverSeedHash ?? hashServerSeed(input.serverSeed),
    request,
  });
  return {
    gameId: game.gameId,
    serverSeedHash: hashServerSeed(input.serverSeed),
    isCommitmentValid: input.serverSeedHash === undefined ? null : verified.isCommitmentValid,
    floats: verified.floats,
    outcome: outcomeView(game, verified.outcome, input),
  };
}

function roundRequest(game: THouseGameEntry, input: TVerifyRequest): TRoundRequest {
  const params = input.params ?? {};
  switch (game.kind) {
    case 'slot': {
      const stake = params.bet === undefined ? BigInt(game.minBetCents) : checkStake(game, params.bet);
      return { game: 'slot', betPerLineCents: Number(stake / BigInt(PAYLINES.length)) };
    }
    case 'fish': {
      if (!params.species) throw new HouseError('BAD_REQUEST', 'species is needed');
      assertSpecies(params.species);
      const stake = params.bet === undefined ? BigInt(game.minBetCents) : checkStake(game, params.bet);
      return { game: 'fish', speciesId: params.species, betCents: Number(stake) };
    }
    case 'baccarat':
      return { game: 'baccarat' };
    case 'events':
      return { game: 'events', kind: eventKindOf(game.gameId) };
    case 'lottery':
      // A lottery draw belongs to an issue (its seed from the game's hash chain, its entropy from the slips),
      // not to a player's seed pair and nonce: it is checked per issue, from the results' proof.
      throw new HouseError(
        'BAD_REQUEST',
        'a lottery draw is verified per issue (its revealed seed and entropy), not per round',
      );
  }
}

function outcomeView(
  game: THouseGameEntry,
  outcome: ReturnType<typeof verifyRound>['outcome'],
  input: TVerifyRequest,
): TVerifyAnswer['outcome'] {
  switch (outcome.game) {
    case 'slot':
      return { kind: 'slot', round: slotView(outcome.round) };
    case 'fish':
      return { kind: 'fish', round: fishView(outcome.round) };
    case 'baccarat': {
      // Stakes only scale the payouts; without them the cards and totals are still shown.
      const bets = input.params?.bets;
      const stakes = bets ? readSpotStakes(game, bets) : {};
      return { kind: 'baccarat', round: baccaratView(outcome.round, stakes).view };
    }
    case 'events':
      assert(game.kind === 'events', 'event outcome for an event game');
      return {
        kind: 'events',
        round: { markets: eventMarketsView(outcome.round), result: eventResultView(outcome.round) },
      };
  }
}
