import { SHOE_RANK_COUNT, SHOE_SIZE } from './baccarat-cards.ts';
import {
  BACCARAT_BETS,
  BACCARAT_PAYS,
  doesBankerDraw,
  doesPlayerDraw,
  isNatural,
  PAIR_PROBABILITY,
  type TBaccaratBet,
} from './baccarat-rules.ts';

export type TBaccaratExact = {
  playerWins: number;
  bankerWins: number;
  ties: number;
  rtp: Record<TBaccaratBet, number>;
};

/**
 * Exact outcome probabilities of one coup from a full 8-deck shoe, by enumerating every sequence of
 * card values dealt (without replacement, weighted by how many cards of each value remain), using the
 * same draw rules as `playBaccaratRound`. About a million leaves; well under a second.
 */
export function computeBaccaratExact(): TBaccaratExact {
  const counts = [SHOE_RANK_COUNT * 4, ...Array.from({ length: 9 }, () => SHOE_RANK_COUNT)]; // value 0: 10 J Q K
  const totals = { player: 0, banker: 0, tie: 0 };
  const dealt: number[] = [];
  const deal = (depth: number, probability: number): void => {
    if (depth === 4) {
      finishCoup(dealt, counts, probability, totals);
      return;
    }
    forEachValue(counts, SHOE_SIZE - depth, (value, weight) => {
      dealt[depth] = value;
      deal(depth + 1, probability * weight);
    });
  };
  deal(0, 1);
  const pays = (bet: TBaccaratBet) => 1 + BACCARAT_PAYS[bet].numerator / BACCARAT_PAYS[bet].denominator;
  const rtp = Object.fromEntries(BACCARAT_BETS.map((bet) => [bet, 0])) as Record<TBaccaratBet, number>;
  rtp.player = totals.player * pays('player') + totals.tie;
  rtp.banker = totals.banker * pays('banker') + totals.tie;
  rtp.tie = totals.tie * pays('tie');
  rtp['player-pair'] = PAIR_PROBABILITY * pays('player-pair');
  rtp['banker-pair'] = PAIR_PROBABILITY * pays('banker-pair');
  return { playerWins: totals.player, bankerWins: totals.banker, ties: totals.tie, rtp };
}

/** Calls back once per card value still in the shoe, with P(next card has that value); mutates counts in place. */
function forEachValue(
  counts: number[],
  remaining: number,
  visit: (value: number, weight: number) => void,
): void {
  for (let value = 0; value < 10; value++) {
    const count = counts[value]!;
    if (count === 0) continue;
    counts[value] = count - 1;
    visit(value, count / remaining);
    counts[value] = count;
  }
}

function finishCoup(
  dealt: readonly number[],
  counts: number[],
  probability: number,
  totals: { player: number; banker: number; tie: number },
): void {
  const player = (dealt[0]! + dealt[2]!) % 10;
  const banker = (dealt[1]! + dealt[3]!) % 10;
  const record = (p: number, b: number, weight: number) => {
    if (p > b) totals.player += weight;
    else if (b > p) totals.banker += weight;
    else totals.tie += weight;
  };
  const bankerStep = (playerFinal: number, playerThird: number | null, left: number, weight: number) => {
    if (doesBankerDraw(banker, playerThird)) {
      forEachValue(counts, left, (value, w) => record(playerFinal, (banker + value) % 10, weight * w));
    } else {
      record(playerFinal, banker, weight);
    }
  };
  if (isNatural(player) || isNatural(banker)) {
    record(player, banker, probability);
  } else if (!doesPlayerDraw(player)) {
    bankerStep(player, null, SHOE_SIZE - 4, probability);
  } else {
    forEachValue(counts, SHOE_SIZE - 4, (value, w) =>
      bankerStep((player + value) % 10, value, SHOE_SIZE - 5, probability * w),
    );
  }
}
