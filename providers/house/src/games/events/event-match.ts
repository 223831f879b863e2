import type { TFloatSource } from '../../fair/float-source.ts';
import {
  cockfightMarkets,
  createCockfightParams,
  playCockfightOutcome,
  settleCockfight,
  type TCockfightOutcome,
  type TCockfightParams,
} from './cockfight-model.ts';
import {
  createEsportsParams,
  esportsMarkets,
  playEsportsOutcome,
  settleEsports,
  type TEsportsOutcome,
  type TEsportsParams,
} from './esports-model.ts';
import {
  EVENTS_DECLARED_RTP,
  quoteMarkets,
  type TMarketQuote,
  type TMarketSettlement,
  winPayoutCents,
} from './event-odds.ts';
import {
  createFootballParams,
  footballMarkets,
  playFootballOutcome,
  settleFootball,
  type TFootballOutcome,
  type TFootballParams,
} from './football-model.ts';

export const EVENT_KINDS = ['football', 'esports', 'cockfight'] as const;
export type TEventKind = (typeof EVENT_KINDS)[number];

export type TEventMatch =
  | { kind: 'football'; params: TFootballParams; markets: TMarketQuote[] }
  | { kind: 'esports'; params: TEsportsParams; markets: TMarketQuote[] }
  | { kind: 'cockfight'; params: TCockfightParams; markets: TMarketQuote[] };
export type TEventOutcome = TFootballOutcome | TEsportsOutcome | TCockfightOutcome;
export type TEventResult = { outcome: TEventOutcome; settlements: Record<string, TMarketSettlement> };
/** A whole provably fair round: the match priced from the first floats, the result from the next ones. */
export type TEventRound = { match: TEventMatch; result: TEventResult };

/** Draws the sides' strengths and prices every market. The odds are shown before any bet is taken. */
export function createEventMatch(
  source: TFloatSource,
  kind: TEventKind,
  rtp: number = EVENTS_DECLARED_RTP,
): TEventMatch {
  switch (kind) {
    case 'football': {
      const params = createFootballParams(source);
      return { kind, params, markets: quoteMarkets(footballMarkets(params), rtp) };
    }
    case 'esports': {
      const params = createEsportsParams(source);
      return { kind, params, markets: quoteMarkets(esportsMarkets(params), rtp) };
    }
    case 'cockfight': {
      const params = createCockfightParams(source);
      return { kind, params, markets: quoteMarkets(cockfightMarkets(params), rtp) };
    }
  }
}

/** Plays the match out from the same probabilities the odds were priced on. */
export function playEventResult(source: TFloatSource, match: TEventMatch): TEventResult {
  switch (match.kind) {
    case 'football': {
      const outcome = playFootballOutcome(source, match.params);
      return { outcome, settlements: settleFootball(outcome) };
    }
    case 'esports': {
      const outcome = playEsportsOutcome(source, match.params);
      return { outcome, settlements: settleEsports(outcome) };
    }
    case 'cockfight': {
      const outcome = playCockfightOutcome(source, match.params);
      return { outcome, settlements: settleCockfight(outcome) };
    }
  }
}

/**
 * One round from one float stream: the match (strength floats first) and then its result. The result is
 * fixed by the committed server seed, the player's client seed and the nonce before the odds are shown,
 * yet nobody but the server can compute it until the server seed is revealed.
 */
export function playEventRound(source: TFloatSource, kind: TEventKind): TEventRound {
  const match = createEventMatch(source, kind);
  return { match, result: playEventResult(source, match) };
}

export const MIN_EVENT_STAKE_CENTS = 1;
export const MAX_EVENT_STAKE_CENTS = 100_000_000;

/** What the wallet credits for one bet: stake × odds rounded down on a win, the stake on a refund, else 0. */
export function settleEventBet(
  round: TEventRound,
  marketId: string,
  selectionId: string,
  stakeCents: number,
): number {
  if (
    !Number.isSafeInteger(stakeCents) ||
    stakeCents < MIN_EVENT_STAKE_CENTS ||
    stakeCents > MAX_EVENT_STAKE_CENTS
  ) {
    throw new RangeError(`bad event stake: ${stakeCents}`);
  }
  const market = round.match.markets.find((candidate) => candidate.id === marketId);
  const selection = market?.selections.find((candidate) => candidate.id === selectionId);
  const settlement = round.result.settlements[marketId];
  if (selection === undefined || settlement === undefined) {
    throw new RangeError(`unknown selection ${marketId}/${selectionId}`);
  }
  if (settlement.winner === selectionId) return winPayoutCents(stakeCents, selection.oddsHundredths);
  return settlement.refunded.includes(selectionId) ? stakeCents : 0;
}
