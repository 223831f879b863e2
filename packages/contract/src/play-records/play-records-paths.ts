/**
 * The member centre's play records (issue 4 §2; seed 001 §2 personalHistoryCopy and personalProfit;
 * decision 009). The seed names no calls for them; they follow its ODSFE2 (reports) relay family.
 */
export const PLAY_RECORD_PATHS = {
  /** GET (login) → value ZPlayVendors: the vendors whose rounds the records can show (filter choices). */
  vendors: '/wps/relay/ODSFE2_playVendors',
  /** GET (login), query ZBetHistoryQuery → value ZBetHistory: the betting record with its totals. */
  betHistory: '/wps/relay/ODSFE2_personalBetHistory',
  /** GET (login), query ZProfitQuery → value ZProfitReport: profit and loss per day, week or month. */
  profit: '/wps/relay/ODSFE2_personalProfit',
  /** GET (login), query ZGameRecallQuery → value ZGameRecall: the last rounds (or one) in full detail. */
  gameRecall: '/wps/relay/ODSFE2_gameRecall',
} as const;
