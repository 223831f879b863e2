import { isHit, type TFloatSource, weightedPick } from '../../fair/float-source.ts';
import {
  FISH_SPECIES,
  hitProbability,
  MAX_SHOT_BET_CENTS,
  MIN_SHOT_BET_CENTS,
  type TFishSpecies,
} from './fish-rules.ts';

export type TFishShot = {
  speciesId: string;
  betCents: number;
  hitProbability: number;
  isHit: boolean;
  /** 0 on a miss. */
  multiplier: number;
  winCents: number;
};

const SPECIES_BY_ID = new Map(FISH_SPECIES.map((species) => [species.id, species]));
// Hit probabilities computed once: the simulation resolves a million shots.
const HIT_PROBABILITY = new Map(FISH_SPECIES.map((species) => [species.id, hitProbability(species)]));

/**
 * One shot at one fish the player aimed at: float 1 decides the hit (float < P(hit)); on a hit at a
 * species with several multiples, float 2 picks the multiple by weight. The client animates; the server
 * decides, so aiming skill cannot change the odds, only which species' risk the player takes.
 */
export function resolveShot(source: TFloatSource, speciesId: string, betCents: number): TFishShot {
  const species = SPECIES_BY_ID.get(speciesId);
  if (species === undefined) throw new RangeError(`unknown fish species: ${speciesId}`);
  assertShotBet(betCents);
  const probability = HIT_PROBABILITY.get(speciesId)!;
  const hit = isHit(source, probability);
  const multiplier = hit ? pickMultiplier(source, species) : 0;
  return {
    speciesId,
    betCents,
    hitProbability: probability,
    isHit: hit,
    multiplier,
    winCents: betCents * multiplier,
  };
}

function pickMultiplier(source: TFloatSource, species: TFishSpecies): number {
  if (species.multipliers.length === 1) return species.multipliers[0]!;
  return species.multipliers[weightedPick(source, species.weights)]!;
}

function assertShotBet(betCents: number): void {
  if (!Number.isSafeInteger(betCents) || betCents < MIN_SHOT_BET_CENTS || betCents > MAX_SHOT_BET_CENTS) {
    throw new RangeError(`bad shot bet: ${betCents}`);
  }
}
