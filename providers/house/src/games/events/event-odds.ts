/** Every market of every virtual event is priced to return this, before rounding the odds. */
export const EVENTS_DECLARED_RTP = 0.95;
/** Decimal odds below 1.01 would pay back less than the stake on a win. */
export const MIN_ODDS_HUNDREDTHS = 101;

/** A selection's true chances: `refundProbability` is the chance its stake is returned (a draw in sabong). */
export type TSelectionModel = { id: string; probability: number; refundProbability: number };
export type TMarketModel = { id: string; selections: TSelectionModel[] };
/** Decimal odds as integer hundredths: 195 = 1.95. */
export type TSelectionQuote = TSelectionModel & { oddsHundredths: number };
export type TMarketQuote = { id: string; selections: TSelectionQuote[] };
/** How a market ended: the winning selection, and those whose stakes come back. */
export type TMarketSettlement = { winner: string; refunded: readonly string[] };

/**
 * Fair odds scaled by the RTP: a selection winning with p and refunded with r returns p × odds + r, so
 * odds = (RTP − r) / p makes every selection return the RTP. Odds are published to two decimals, rounded
 * to the nearest hundredth (half up): a selection's return then sits within ±0.005 × p of the RTP, and
 * since the probabilities come from continuous strengths the rounding averages out over matches.
 */
export function quoteOddsHundredths(selection: TSelectionModel, rtp: number = EVENTS_DECLARED_RTP): number {
  const { probability, refundProbability } = selection;
  if (!(probability > 0 && probability < 1 && refundProbability >= 0 && refundProbability < rtp)) {
    throw new RangeError(`cannot price selection ${selection.id}`);
  }
  const odds = Math.round((100 * (rtp - refundProbability)) / probability);
  // The strength ranges keep every probability far below the point where this could fail: a bug, not input.
  if (odds < MIN_ODDS_HUNDREDTHS) throw new Error(`odds below 1.01 for ${selection.id}`);
  return odds;
}

export function quoteMarkets(
  markets: readonly TMarketModel[],
  rtp: number = EVENTS_DECLARED_RTP,
): TMarketQuote[] {
  return markets.map((market) => ({
    id: market.id,
    selections: market.selections.map(({ id, probability, refundProbability }) => ({
      id,
      probability,
      refundProbability,
      oddsHundredths: quoteOddsHundredths({ id, probability, refundProbability }, rtp),
    })),
  }));
}

/** The expected return of one unit on a quoted selection: what its odds actually give after rounding. */
export function selectionRtp(selection: TSelectionQuote): number {
  return (selection.probability * selection.oddsHundredths) / 100 + selection.refundProbability;
}

/**
 * Stake × odds, rounded UP to the cent, in the player's favour (integer arithmetic: no float error on large
 * stakes). Rounded down, a 0.01 bet at 1.95 paid 0.01 and small stakes returned far below the declared RTP;
 * rounded up, every stake returns at least what its odds promise. The settlement SQL (event.repository.ts)
 * and the bet slip (web events-logic.ts) use the same rule.
 */
export function winPayoutCents(stakeCents: number, oddsHundredths: number): number {
  const scaled = stakeCents * oddsHundredths;
  if (!Number.isSafeInteger(scaled)) throw new RangeError('payout out of range');
  return (scaled + ((100 - (scaled % 100)) % 100)) / 100;
}
