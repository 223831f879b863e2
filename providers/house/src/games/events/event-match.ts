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
/** A whole provably fair match: priced from the odds stream, played from the result stream. */
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
 * One match from two streams: the ODDS from `oddsSource` (the committed seed alone, so they are priced and
 * published before any bet), the RESULT from `resultSource` (the same seed with the entropy of the bets
 * placed before kick-off as client seed, so the operator's seed alone does not decide it). Both draw from
 * the same strengths, so every market still returns the RTP it was priced at. A caller replaying a match
 * made before the split passes one stream twice (odds then result from it, as they were played).
 */
export function playEventRound(
  oddsSource: TFloatSource,
  resultSource: TFloatSource,
  kind: TEventKind,
): TEventRound {
  const match = createEventMatch(oddsSource, kind);
  return { match, result: playEventResult(resultSource, match) };
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
