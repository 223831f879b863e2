import type { TFloatSource } from '../../fair/float-source.ts';
import { cardValue, drawFromFreshShoe, type TCard } from './baccarat-cards.ts';
import {
  BACCARAT_PAYS,
  doesBankerDraw,
  doesPlayerDraw,
  handTotal,
  isNatural,
  MAX_BACCARAT_STAKE_CENTS,
  MIN_BACCARAT_STAKE_CENTS,
  type TBaccaratBet,
} from './baccarat-rules.ts';

export type TBaccaratOutcome = 'player' | 'banker' | 'tie';

export type TBaccaratRound = {
  /** The six cards on top of the fresh shoe, in dealing order; only those in the hands were used. */
  shoeTop: TCard[];
  playerCards: TCard[];
  bankerCards: TCard[];
  playerTotal: number;
  bankerTotal: number;
  outcome: TBaccaratOutcome;
  isPlayerPair: boolean;
  isBankerPair: boolean;
};

/**
 * One coup from a freshly shuffled 8-deck shoe (6 floats). Dealing order: player, banker, player, banker,
 * then the player's third card if it draws, then the banker's if it draws (the next card either way).
 */
export function playBaccaratRound(source: TFloatSource): TBaccaratRound {
  const shoeTop = drawFromFreshShoe(source, 6);
  const playerCards = [shoeTop[0]!, shoeTop[2]!];
  const bankerCards = [shoeTop[1]!, shoeTop[3]!];
  let next = 4;
  const playerTwo = handTotal(playerCards);
  const bankerTwo = handTotal(bankerCards);
  if (!isNatural(playerTwo) && !isNatural(bankerTwo)) {
    let playerThirdValue: number | null = null;
    if (doesPlayerDraw(playerTwo)) {
      const third = shoeTop[next++]!;
      playerCards.push(third);
      playerThirdValue = cardValue(third.rank);
    }
    if (doesBankerDraw(bankerTwo, playerThirdValue)) bankerCards.push(shoeTop[next++]!);
  }
  const playerTotal = handTotal(playerCards);
  const bankerTotal = handTotal(bankerCards);
  return {
    shoeTop,
    playerCards,
    bankerCards,
    playerTotal,
    bankerTotal,
    outcome: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    isPlayerPair: playerCards[0]!.rank === playerCards[1]!.rank,
    isBankerPair: bankerCards[0]!.rank === bankerCards[1]!.rank,
  };
}

/**
 * What the wallet credits for one bet on a finished round: stake + profit on a win, the stake on a push
 * (player/banker on a tie), 0 on a loss. A fractional profit (only the banker's 0.95:1) is rounded UP to
 * the cent, in the player's favour: rounded down, a 0.01 banker win paid 0.01 (a 55% return) and only
 * multiples of 0.20 reached the declared RTP. Rounded up, every stake returns at least the declared RTP
 * (baccarat-stakes.test.ts), 1.01 pays 1.97 (0.9595 → 0.96).
 */
export function settleBaccaratBet(round: TBaccaratRound, bet: TBaccaratBet, stakeCents: number): number {
  assertStake(stakeCents);
  const status = betStatus(round, bet);
  if (status === 'push') return stakeCents;
  if (status === 'lose') return 0;
  const { numerator, denominator } = BACCARAT_PAYS[bet];
  const profitNumerator = stakeCents * numerator;
  const remainder = profitNumerator % denominator;
  return stakeCents + (profitNumerator - remainder) / denominator + (remainder > 0 ? 1 : 0);
}

function betStatus(round: TBaccaratRound, bet: TBaccaratBet): 'win' | 'push' | 'lose' {
  switch (bet) {
    case 'player':
    case 'banker':
      if (round.outcome === 'tie') return 'push';
      return round.outcome === bet ? 'win' : 'lose';
    case 'tie':
      return round.outcome === 'tie' ? 'win' : 'lose';
    case 'player-pair':
      return round.isPlayerPair ? 'win' : 'lose';
    case 'banker-pair':
      return round.isBankerPair ? 'win' : 'lose';
  }
}

function assertStake(stakeCents: number): void {
  if (
    !Number.isSafeInteger(stakeCents) ||
    stakeCents < MIN_BACCARAT_STAKE_CENTS ||
    stakeCents > MAX_BACCARAT_STAKE_CENTS
  ) {
    throw new RangeError(`bad baccarat stake: ${stakeCents}`);
  }
}
