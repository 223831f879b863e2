import { checkDrawProof } from '../../fair/scheduled-draw.ts';
import { hashServerSeed } from '../../fair/server-seed.ts';
import { eventKindOfGame } from '../../games/events/event-rules.ts';
import { FISH_SPECIES } from '../../games/fish/fish-rules.ts';
import { PAYLINES } from '../../games/slot/slot-symbols.ts';
import { type TRoundRequest, verifyRound } from '../../verify/verify-round.ts';
import type { TVerifyAnswer, TVerifyRequest } from '../api/api-contract.ts';
import { findHouseGame, type THouseGameEntry } from '../api/game-registry.ts';
import { assert, HouseError } from '../api/house-error.ts';
import { readSpotStakes } from '../games/baccarat-stakes.ts';
import { checkStake } from '../games/bet-limits.ts';
import {
  baccaratView,
  eventMarketsView,
  eventResultView,
  fishView,
  slotView,
} from '../games/outcome-views.ts';

/**
 * Recomputes a round from revealed seeds with the same dispatcher the game service plays with
 * (verify/verify-round.ts), and shows it in the same shapes the game showed. Browser-safe: the verify page
 * ships this module and runs it in the player's browser, so the check does not rest on the server's word;
 * `POST /house/api/verify` runs the very same function for scripts.
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

const SPECIES_IDS = new Set(FISH_SPECIES.map((species) => species.id));

function roundRequest(game: THouseGameEntry, input: TVerifyRequest): TRoundRequest {
  const params = input.params ?? {};
  switch (game.kind) {
    case 'slot': {
      const stake = params.bet === undefined ? BigInt(game.minBetCents) : checkStake(game, params.bet);
      return { game: 'slot', betPerLineCents: Number(stake / BigInt(PAYLINES.length)) };
    }
    case 'fish': {
      if (!params.species || !SPECIES_IDS.has(params.species)) {
        throw new HouseError('BAD_REQUEST', 'species is needed');
      }
      const stake = params.bet === undefined ? BigInt(game.minBetCents) : checkStake(game, params.bet);
      return { game: 'fish', speciesId: params.species, betCents: Number(stake) };
    }
    case 'baccarat':
      return { game: 'baccarat' };
    case 'events': {
      const kind = eventKindOfGame(game.gameId);
      assert(kind !== null, 'an event game has an event kind');
      return { game: 'events', kind, entropy: input.entropy ?? null };
    }
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

/** What the browser checks of an event match beyond the round itself; null: not checkable (not given). */
export type TMatchChecks = { isInChain: boolean | null; isEntropyValid: boolean | null };

/**
 * The match's seed belongs to the chain whose anchor was published before the match (walking from the
 * seed to the anchor), and the entropy is drawEntropy(match id, the listed contributions), so the result's
 * client seed was made from the bettors' seeds and nothing else: a scheduled draw's proof (decision 059).
 */
export function checkMatchProof(input: {
  matchId: string;
  serverSeed: string;
  entropy: string;
  chain: { anchor: string; position: number } | null;
  contributions: readonly string[] | null;
}): TMatchChecks {
  const { isInChain, isEntropyValid } = checkDrawProof({
    seed: input.serverSeed,
    entropy: input.entropy,
    label: input.matchId,
    chain: input.chain,
    contributions: input.contributions,
  });
  return { isInChain, isEntropyValid };
}
