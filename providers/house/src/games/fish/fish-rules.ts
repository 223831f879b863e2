export const FISH_GAME_ID = 'house-fish';
/** Every shot at every species returns this on average: P(hit) × E[multiplier] = 0.96. */
export const FISH_DECLARED_RTP = 0.96;

/** `multipliers`/`weights`: the payout multiple of the shot's bet, picked by weight when the fish is caught. */
export type TFishSpecies = {
  id: string;
  nameKey: string;
  multipliers: readonly number[];
  weights: readonly number[];
};

/**
 * Ten regular species with a fixed multiple and one boss whose multiple is drawn on capture (100×–500×,
 * mean 210×). Hit probability is derived, never tuned by hand: P(hit) = declared RTP / E[multiplier].
 */
export const FISH_SPECIES: readonly TFishSpecies[] = [
  fixed('clownfish', 2),
  fixed('pufferfish', 3),
  fixed('angelfish', 5),
  fixed('lionfish', 8),
  fixed('turtle', 10),
  fixed('octopus', 15),
  fixed('stingray', 20),
  fixed('swordfish', 30),
  fixed('shark', 50),
  fixed('whale', 100),
  {
    id: 'golden-dragon',
    nameKey: 'house.fish.species.golden-dragon',
    multipliers: [100, 200, 300, 500],
    weights: [40, 30, 20, 10],
  },
];

export const MIN_SHOT_BET_CENTS = 1;
export const MAX_SHOT_BET_CENTS = 1_000_000;

function fixed(id: string, multiplier: number): TFishSpecies {
  return { id, nameKey: `house.fish.species.${id}`, multipliers: [multiplier], weights: [1] };
}

export function expectedMultiplier(species: TFishSpecies): number {
  let weighted = 0;
  let total = 0;
  species.multipliers.forEach((multiplier, index) => {
    const weight = species.weights[index] ?? 0;
    weighted += multiplier * weight;
    total += weight;
  });
  return weighted / total;
}

/** The one rule that sets the game's RTP: each shot's expected return is exactly the declared RTP. */
export function hitProbability(species: TFishSpecies, rtp: number = FISH_DECLARED_RTP): number {
  return rtp / expectedMultiplier(species);
}

export const FISH_RULES = {
  gameId: FISH_GAME_ID,
  category: 'FISH',
  nameKey: 'house.fish.name',
  rulesKey: 'house.fish.rules',
  declaredRtp: FISH_DECLARED_RTP,
  shotBetCents: { min: MIN_SHOT_BET_CENTS, max: MAX_SHOT_BET_CENTS },
  species: FISH_SPECIES.map((species) => ({
    ...species,
    expectedMultiplier: expectedMultiplier(species),
    hitProbability: hitProbability(species),
  })),
} as const;
