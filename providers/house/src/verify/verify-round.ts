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
  | { game: 'events'; kind: TEventKind };

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

/** The one dispatcher the game service and the verify page share, so they cannot disagree. */
export function playRound(source: TFloatSource, request: TRoundRequest): TRoundOutcome {
  switch (request.game) {
    case 'slot':
      return { game: 'slot', round: playSlotRound(source, request.betPerLineCents) };
    case 'fish':
      return { game: 'fish', round: resolveShot(source, request.speciesId, request.betCents) };
    case 'baccarat':
      return { game: 'baccarat', round: playBaccaratRound(source) };
    case 'events':
      return { game: 'events', round: playEventRound(source, request.kind) };
  }
}

/** Recomputes any round from its revealed seeds: what the verify page shows. */
export function verifyRound(input: TVerifyInput): TVerifiedRound {
  const { serverSeed, clientSeed, nonce } = input;
  const stream = createRoundFloatSource({ serverSeed, clientSeed, nonce });
  const floats: number[] = [];
  const recording: TFloatSource = () => {
    const float = stream();
    floats.push(float);
    return float;
  };
  const outcome = playRound(recording, input.request);
  return { isCommitmentValid: isServerSeedCommitment(serverSeed, input.serverSeedHash), floats, outcome };
}
