import type { TFloatSource } from '../fair/float-source.ts';
import { createRoundFloatSource, type TRoundSeeds } from '../fair/round-floats.ts';
import { isServerSeedCommitment } from '../fair/server-seed.ts';
import { playBaccaratRound, type TBaccaratRound } from '../games/baccarat/baccarat-round.ts';
import { playEventRound, type TEventKind, type TEventRound } from '../games/events/event-match.ts';
import { resolveShot, type TFishShot } from '../games/fish/fish-shot.ts';
import { playSlotRound, type TSlotRound } from '../games/slot/slot-round.ts';

/** Which game and the player's choices that shape the outcome (stakes on baccarat/events do not). */
export type TRoundRequest =
  | { game: 'slot'; betPerLineCents: number }
  | { game: 'fish'; speciesId: string; betCents: number }
  | { game: 'baccarat' }
  /** `entropy`: the result stream's client seed (matches since the seed chains); null: one stream. */
  | { game: 'events'; kind: TEventKind; entropy: string | null };

export type TRoundOutcome =
  | { game: 'slot'; round: TSlotRound }
  | { game: 'fish'; round: TFishShot }
  | { game: 'baccarat'; round: TBaccaratRound }
  | { game: 'events'; round: TEventRound };

export type TVerifyInput = TRoundSeeds & { serverSeedHash: string; request: TRoundRequest };

export type TVerifiedRound = {
  /** The revealed server seed hashes to the commitment shown before play. */
  isCommitmentValid: boolean;
  /** Every float the round consumed, in order, so a player can follow each step by hand. */
  floats: number[];
  outcome: TRoundOutcome;
};

/**
 * The one dispatcher the game service and the verify page share, so they cannot disagree. Events read
 * their result from `resultSource` (the entropy stream), everything else from `source` alone.
 */
export function playRound(
  source: TFloatSource,
  request: TRoundRequest,
  resultSource: TFloatSource = source,
): TRoundOutcome {
  switch (request.game) {
    case 'slot':
      return { game: 'slot', round: playSlotRound(source, request.betPerLineCents) };
    case 'fish':
      return { game: 'fish', round: resolveShot(source, request.speciesId, request.betCents) };
    case 'baccarat':
      return { game: 'baccarat', round: playBaccaratRound(source) };
    case 'events':
      return { game: 'events', round: playEventRound(source, resultSource, request.kind) };
  }
}

/**
 * Recomputes any round from its revealed seeds: what the verify page shows (it runs this in the browser).
 * Floats are listed in the order drawn: an event match's odds floats, then its result floats.
 */
export function verifyRound(input: TVerifyInput): TVerifiedRound {
  const { serverSeed, clientSeed, nonce, request } = input;
  const floats: number[] = [];
  const recording =
    (stream: TFloatSource): TFloatSource =>
    () => {
      const float = stream();
      floats.push(float);
      return float;
    };
  const source = recording(createRoundFloatSource({ serverSeed, clientSeed, nonce }));
  const entropy = request.game === 'events' ? request.entropy : null;
  // An event match's result stream: at nonce 0 (every match's) it is drawStream(seed, entropy), decision 059.
  const resultSource =
    entropy === null ? source : recording(createRoundFloatSource({ serverSeed, clientSeed: entropy, nonce }));
  const outcome = playRound(source, request, resultSource);
  return { isCommitmentValid: isServerSeedCommitment(serverSeed, input.serverSeedHash), floats, outcome };
}
