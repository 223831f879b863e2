import type { TFloatSource } from '../../fair/float-source.ts';

/**
 * The house lottery's game math, as pure functions (no database, no HTTP), like every house game: the
 * draw engine (`src/service/lottery/`) draws results from the provably fair stream, expands slips into
 * lines, caps liability per number and settles lines with these; the rules page shows their RTP; the
 * verify page recomputes the draw in the browser.
 *
 * Money is integer cents; odds are integer hundredths of decimal odds, stake included (1980 = a 1.00 line
 * wins 19.80 back). A line's win is Σ over its prizes of `payoutCents(stakePerLineCents, odds, hits)`.
 */

/** The draw formats the house runs. */
export type TLotteryFamily =
  | 'ssc5' // five digits 0–9 (the e-lottery "5D", every 1–5 minutes)
  | 'k3' // three dice
  | 'pk10' // ten cars, finishing order
  | 'vn-north' // Vietnam North: 27 prizes a draw
  | 'vn-regional' // Vietnam South and Central: 18 prizes a draw (one province)
  | 'sea-4d'; // 4D: first, second, third, 10 starter, 10 consolation

/** One prize tier of a Vietnamese draw, in the order the result sheet prints them. */
export type TVnPrize = { tier: string; numbers: string[] };

/** A draw's result, one shape per family: JSON-safe (stored on the issue, sent to pages as is). */
export type TLotteryResult =
  /** digits[0] is position 1 (the ten-thousands digit). */
  | { family: 'ssc5'; digits: number[] }
  /** dice in draw order, each 1–6. */
  | { family: 'k3'; dice: number[] }
  /** order[0] is the car (1–10) that finished first. */
  | { family: 'pk10'; order: number[] }
  /** prizes from the special prize down, numbers as digit strings with their leading zeros. */
  | { family: 'vn-north'; prizes: TVnPrize[] }
  | { family: 'vn-regional'; prizes: TVnPrize[] }
  /** 4-digit strings, all 23 different. */
  | {
      family: 'sea-4d';
      first: string;
      second: string;
      third: string;
      starter: string[];
      consolation: string[];
    };

export type TResultOf<F extends TLotteryFamily> = Extract<TLotteryResult, { family: F }>;

/**
 * One line of a bet: the smallest unit that wins or loses on its own (a box or a xiên expands into its
 * lines). `pick` is its canonical text (what the slip, my bets and the back office show; equal picks are
 * equal lines). `exposure` names the numbers it pays on, for the liability cap per number per issue: a
 * line counts its whole potential payout against each of them.
 */
export type TLine = { pick: string; exposure: string[] };

/** What a line won against a result: each prize it hit and how many times (a Vietnamese lô may hit twice). */
export type TLineHit = { prize: string; hits: number };

/** A player's selection could not be read: a stable code the API maps to a translated message. */
export class LotteryInputError extends Error {
  constructor(
    readonly code:
      | 'BAD_SELECTION' // malformed (wrong shape, not a number…)
      | 'OUT_OF_RANGE' // a number outside the play type's range
      | 'TOO_FEW' // fewer numbers than the play type needs
      | 'TOO_MANY' // more numbers (or lines) than it allows
      | 'DUPLICATE', // the same number twice where that is not allowed
    message: string,
  ) {
    super(message);
  }
}

/**
 * A play type: how a player picks, what lines that makes, how a line is settled and what it pays.
 * `TSelection` is the parsed, canonical selection (also what is stored on the bet, JSON-safe).
 */
export type TPlayType<TSelection = unknown> = {
  /** Stable id stored on bets and used in the API and translations: `<family>.<name>`, e.g. `ssc5.position`. */
  id: string;
  family: TLotteryFamily;
  /** Reads a selection from the wire; throws `LotteryInputError`. The result is canonical (sorted…). */
  parse(input: unknown): TSelection;
  /** Every line the selection stands for, in a stable order. */
  lines(selection: TSelection): TLine[];
  /** The prizes a line hit; [] when it lost. Only called with lines this play type made. */
  settle(line: TLine, result: TLotteryResult): TLineHit[];
  /**
   * The prizes a line can win, when a play type's lines differ (each sum of a sum bet has its own): the
   * liability cap counts a line at its best one. Without it, every prize of the play type.
   */
  prizesOf?(line: TLine): string[];
  /** The default payout of each prize (the operator may change them; bets keep the odds they were placed at). */
  defaultOdds: Readonly<Record<string, number>>;
  /**
   * What one line of this play type costs, in stake units: 1 for most; a Vietnamese lô on the North draw
   * is bought per point at 27 units (it pays on each of the 27 prizes), as players there know it.
   */
  unitsPerLine: number;
  /**
   * The return to player of one line at `odds`, exact (enumerated or in closed form), per distinct kind
   * of line when they differ (e.g. each sum of a sum bet): the rules page lists them.
   */
  rtp(odds: Readonly<Record<string, number>>): Array<{ option: string; rtp: number }>;
};

/** How a family draws its result from the provably fair stream (floats read in a fixed, documented order). */
export type TDraw<F extends TLotteryFamily = TLotteryFamily> = (source: TFloatSource) => TResultOf<F>;

/**
 * A line's payout in cents: stake × odds / 100 per hit, rounded **up** to the cent — in the player's favour,
 * so the declared return holds at every stake (the rules page says so).
 */
export function payoutCents(stakePerLineCents: number, oddsHundredths: number, hits = 1): number {
  if (!Number.isSafeInteger(stakePerLineCents) || stakePerLineCents < 0) throw new RangeError('bad stake');
  if (!Number.isSafeInteger(oddsHundredths) || oddsHundredths < 0) throw new RangeError('bad odds');
  if (!Number.isSafeInteger(hits) || hits < 0) throw new RangeError('bad hits');
  return Math.ceil((stakePerLineCents * oddsHundredths) / 100) * hits;
}

/** The most one line can pay per hit at `odds`: its best prize (or the play type's, without `prizesOf`). */
export function bestLineOdds(
  playType: Pick<TPlayType, 'prizesOf'>,
  line: TLine,
  odds: Readonly<Record<string, number>>,
): number {
  const prizes = playType.prizesOf?.(line) ?? Object.keys(odds);
  return Math.max(0, ...prizes.map((prize) => odds[prize] ?? 0));
}
