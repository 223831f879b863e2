import type { TBaccaratRound } from '../../games/baccarat/baccarat-round.ts';
import { settleBaccaratBet } from '../../games/baccarat/baccarat-round.ts';
import type { TBaccaratBet } from '../../games/baccarat/baccarat-rules.ts';
import type { TEventRound } from '../../games/events/event-match.ts';
import type { TFishShot } from '../../games/fish/fish-shot.ts';
import type { TSlotRound } from '../../games/slot/slot-round.ts';
import type { TSlotSpin as TMathSlotSpin } from '../../games/slot/slot-spin.ts';
import type {
  TBaccaratOutcome,
  TBaccaratSpot,
  TEventResult,
  TFishOutcome,
  TSlotOutcome,
  TSlotSpin,
} from '../api/api-contract.ts';
import { toMoney } from '../money.ts';

/**
 * The math modules' outcomes (integer cents, internal names) as the player API shows them (decimal
 * strings, camelCase spots). The play routes and the verify route share these, so they cannot disagree.
 */
export function slotView(round: TSlotRound): TSlotOutcome {
  return {
    bet: toMoney(round.totalBetCents),
    betPerLine: toMoney(round.betPerLineCents),
    baseSpin: spinView(round.baseSpin),
    freeSpins: round.freeSpins.map(spinView),
    totalWin: toMoney(round.totalWinCents),
  };
}

/**
 * The slot round for the platform's game recall: the base spin in full, each free spin by its reel stops
 * and win (the verify page redraws any of them from the proof). Bounded: 50 free spins stay under 3 KB.
 */
export function slotRecall(view: TSlotOutcome) {
  const { baseSpin } = view;
  return {
    bet: view.bet,
    betPerLine: view.betPerLine,
    baseSpin: {
      window: baseSpin.window,
      lineWins: baseSpin.lineWins,
      scatterCount: baseSpin.scatterCount,
      win: baseSpin.win,
    },
    freeSpins: view.freeSpins.map((spin) => ({ stops: spin.stops, win: spin.win })),
    totalWin: view.totalWin,
  };
}

function spinView(spin: TMathSlotSpin): TSlotSpin {
  return {
    stops: spin.stops,
    window: spin.window,
    multiplier: spin.multiplier,
    lineWins: spin.lineWins.map((line) => ({
      lineIndex: line.lineIndex,
      symbol: line.symbol,
      count: line.count,
      win: toMoney(line.winCents),
    })),
    scatterCount: spin.scatterCount,
    scatterWin: toMoney(spin.scatterWinCents),
    freeSpinsAwarded: spin.freeSpinsAwarded,
    win: toMoney(spin.winCents),
  };
}

export function fishView(shot: TFishShot): TFishOutcome {
  return {
    species: shot.speciesId,
    bet: toMoney(shot.betCents),
    hit: shot.isHit,
    multiplier: shot.multiplier,
    win: toMoney(shot.winCents),
  };
}

/** API spot name → the math module's bet name. */
export const BACCARAT_SPOT_BETS: Readonly<Record<TBaccaratSpot, TBaccaratBet>> = {
  player: 'player',
  banker: 'banker',
  tie: 'tie',
  playerPair: 'player-pair',
  bankerPair: 'banker-pair',
};

export type TSpotStakes = Partial<Record<TBaccaratSpot, number>>;

/** The deal with each spot's stake and payout; the win is the sum of the payouts. */
export function baccaratView(
  round: TBaccaratRound,
  stakes: TSpotStakes,
): { view: TBaccaratOutcome; winCents: bigint } {
  const bets: TBaccaratOutcome['bets'] = {};
  const payouts: TBaccaratOutcome['payouts'] = {};
  let totalStake = 0;
  let totalWin = 0;
  for (const [spot, stake] of Object.entries(stakes) as [TBaccaratSpot, number][]) {
    const payout = settleBaccaratBet(round, BACCARAT_SPOT_BETS[spot], stake);
    bets[spot] = toMoney(stake);
    payouts[spot] = toMoney(payout);
    totalStake += stake;
    totalWin += payout;
  }
  const card = ({ rank, suit }: { rank: number; suit: TBaccaratOutcome['playerCards'][number]['suit'] }) => ({
    rank,
    suit,
  });
  return {
    view: {
      playerCards: round.playerCards.map(card),
      bankerCards: round.bankerCards.map(card),
      playerTotal: round.playerTotal,
      bankerTotal: round.bankerTotal,
      outcome: round.outcome,
      isPlayerPair: round.isPlayerPair,
      isBankerPair: round.isBankerPair,
      bets,
      payouts,
      totalStake: toMoney(totalStake),
      totalWin: toMoney(totalWin),
    },
    winCents: BigInt(totalWin),
  };
}

/** Decimal odds as the board shows them: 195 → "1.95". */
export function oddsText(oddsHundredths: number): string {
  return toMoney(oddsHundredths);
}

export function eventMarketsView(round: Pick<TEventRound, 'match'>) {
  return round.match.markets.map((market) => ({
    market: market.id,
    selections: market.selections.map((selection) => ({
      selection: selection.id,
      odds: oddsText(selection.oddsHundredths),
    })),
  }));
}

export function eventResultView(round: TEventRound): TEventResult {
  const winners: Record<string, string> = {};
  const refunded: Record<string, string[]> = {};
  for (const [market, settlement] of Object.entries(round.result.settlements)) {
    winners[market] = settlement.winner;
    refunded[market] = [...settlement.refunded];
  }
  return { score: round.result.outcome, winners, refunded };
}
