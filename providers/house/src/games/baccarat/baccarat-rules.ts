import { cardValue, SHOE_RANK_COUNT, SHOE_SIZE, type TCard } from './baccarat-cards.ts';

export const BACCARAT_GAME_ID = 'house-baccarat';
export const BACCARAT_BETS = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'] as const;
export type TBaccaratBet = (typeof BACCARAT_BETS)[number];

/**
 * Profit per unit staked when the bet wins. Banker pays 0.95:1 (5% commission), rounded up to the cent
 * (in the player's favour, so every stake returns at least the declared RTP).
 * On a tie, Player and Banker bets push (the stake comes back).
 */
export const BACCARAT_PAYS: Readonly<Record<TBaccaratBet, { numerator: number; denominator: number }>> = {
  player: { numerator: 1, denominator: 1 },
  banker: { numerator: 95, denominator: 100 },
  tie: { numerator: 8, denominator: 1 },
  'player-pair': { numerator: 11, denominator: 1 },
  'banker-pair': { numerator: 11, denominator: 1 },
};

/**
 * The returns of 8-deck punto banco with these pays, rounded DOWN to 0.01% so the figure shown is never
 * above the exact one (the pairs' 89.6386% shows as 89.63%, not 89.64%). `computeBaccaratExact()`
 * reproduces them by enumerating every deal; baccarat-stakes.test.ts checks every allowed stake.
 */
export const BACCARAT_DECLARED_RTP: Readonly<Record<TBaccaratBet, number>> = {
  player: 0.9876,
  banker: 0.9894,
  tie: 0.8564,
  'player-pair': 0.8963,
  'banker-pair': 0.8963,
};

/** The first two cards of a hand share a rank (K♠ K♥ is a pair, K♠ Q♠ is not). */
export const PAIR_PROBABILITY = (SHOE_RANK_COUNT - 1) / (SHOE_SIZE - 1);

export function handTotal(cards: readonly TCard[]): number {
  let total = 0;
  for (const card of cards) total += cardValue(card.rank);
  return total % 10;
}

/** A two-card 8 or 9 ends the deal: nobody draws. */
export function isNatural(twoCardTotal: number): boolean {
  return twoCardTotal >= 8;
}

export function doesPlayerDraw(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * The banker's tableau. If the player stood, the banker draws on 0–5 like the player. If the player drew,
 * the banker's decision depends on its own total and the value of the player's third card.
 */
export function doesBankerDraw(bankerTotal: number, playerThirdValue: number | null): boolean {
  if (playerThirdValue === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThirdValue !== 8;
    case 4:
      return playerThirdValue >= 2 && playerThirdValue <= 7;
    case 5:
      return playerThirdValue >= 4 && playerThirdValue <= 7;
    case 6:
      return playerThirdValue === 6 || playerThirdValue === 7;
    default:
      return false;
  }
}

export const MIN_BACCARAT_STAKE_CENTS = 1;
export const MAX_BACCARAT_STAKE_CENTS = 100_000_000;

export const BACCARAT_RULES = {
  gameId: BACCARAT_GAME_ID,
  categories: ['LIVE', 'PVP'],
  nameKey: 'house.baccarat.name',
  rulesKey: 'house.baccarat.rules',
  decks: 8,
  shuffle: 'fresh shoe per round: Fisher–Yates from the round floats, first six cards dealt',
  bets: BACCARAT_BETS,
  pays: BACCARAT_PAYS,
  declaredRtp: BACCARAT_DECLARED_RTP,
  stakeCents: { min: MIN_BACCARAT_STAKE_CENTS, max: MAX_BACCARAT_STAKE_CENTS },
  floatsPerRound: 6,
  payoutRounding: "a fractional profit is rounded up to the cent, in the player's favour",
} as const;
