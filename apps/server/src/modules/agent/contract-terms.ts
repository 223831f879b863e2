/**
 * The four contract shapes of seed 001 §3 as terms, what each pays for a period's figures, and the rule that a
 * downline's terms never pay more than its upline's (decision 045). Pure: no database, no clock. Rates are basis
 * points (1 bp = 0.01 %), money minor units; a pay-out is rounded down to the minor unit, so rounding never pays
 * out money the rates do not give.
 */

export const BP = 10_000n;

/** A tier is reached when every minimum is met; the highest reached tier applies. */
export type TDividendTier = { minValidBet: bigint; minLoss: bigint; minActive: number; rateBp: number };
/** Daily wage tiers pay a rate of the day's valid bets, or a fixed amount — all tiers of a contract the same way. */
export type TWageTier = {
  minDailyBet: bigint;
  minActive: number;
  rateBp: number | null;
  amount: bigint | null;
};
export type THourlyTier = { minHourlyBet: bigint; rateBp: number };

/** A dividend's period; the salaries have fixed ones (a day, an hour, five minutes). */
export type TDividendPeriod = 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY';

export type TContractTerms =
  | { kind: 'DIVIDEND'; period: TDividendPeriod; tiers: TDividendTier[] }
  | { kind: 'DAILY_WAGE'; tiers: TWageTier[] }
  | { kind: 'HOURLY_SALARY'; tiers: THourlyTier[] }
  | { kind: 'REALTIME_SALARY'; profitRateBp: number; lossRateBp: number; minSingleBet: bigint };

/** A team's figures over a contract's period (or window): valid bets, wins, members who placed a bet. */
export type TPeriodFigures = { validBet: bigint; win: bigint; active: number };

/** What a contract pays for one period: the tier reached (null: none, or not tiered), the rate, the amount. */
export type TPay = { tier: number | null; rateBp: number | null; gross: bigint };

const rateOf = (amount: bigint, rateBp: number) => (amount * BigInt(rateBp)) / BP;
/** Math.max for money (it takes no bigint). */
const larger = (a: bigint, b: bigint) => (a >= b ? a : b);
const NOTHING: TPay = { tier: null, rateBp: null, gross: 0n };

/** The highest tier index whose minimums `reached` says are met (tiers ascend), or -1. */
function highest<T>(tiers: readonly T[], reached: (tier: T) => boolean): number {
  for (let index = tiers.length - 1; index >= 0; index -= 1) {
    const tier = tiers[index];
    if (tier !== undefined && reached(tier)) return index;
  }
  return -1;
}

/**
 * Dividend: the team's net loss (valid bets − wins; nothing when the team won) times the rate of the highest tier
 * whose valid bets, net loss and active members the period reached.
 */
function dividend(tiers: TDividendTier[], f: TPeriodFigures): TPay {
  const loss = f.validBet - f.win;
  if (loss <= 0n) return NOTHING;
  const index = highest(
    tiers,
    (t) => f.validBet >= t.minValidBet && loss >= t.minLoss && f.active >= t.minActive,
  );
  const tier = tiers[index];
  return tier ? { tier: index, rateBp: tier.rateBp, gross: rateOf(loss, tier.rateBp) } : NOTHING;
}

/** Daily wage: the day's valid bets times the reached tier's rate, or the reached tier's fixed amount. */
function dailyWage(tiers: TWageTier[], f: TPeriodFigures): TPay {
  const index = highest(tiers, (t) => f.validBet >= t.minDailyBet && f.active >= t.minActive);
  const tier = tiers[index];
  if (!tier) return NOTHING;
  if (tier.amount !== null) return { tier: index, rateBp: null, gross: tier.amount };
  return { tier: index, rateBp: tier.rateBp, gross: rateOf(f.validBet, tier.rateBp ?? 0) };
}

/** Hourly salary: the hour's valid bets times the reached tier's rate. */
function hourly(tiers: THourlyTier[], f: TPeriodFigures): TPay {
  const index = highest(tiers, (t) => f.validBet >= t.minHourlyBet);
  const tier = tiers[index];
  return tier ? { tier: index, rateBp: tier.rateBp, gross: rateOf(f.validBet, tier.rateBp) } : NOTHING;
}

/**
 * Real-time salary, every 5 minutes: the window's valid bets (bets of at least the single-bet minimum) times the
 * loss rate when the team lost in the window, the profit rate when it won or broke even.
 */
function realtime(terms: Extract<TContractTerms, { kind: 'REALTIME_SALARY' }>, f: TPeriodFigures): TPay {
  if (f.validBet <= 0n) return NOTHING;
  const rateBp = f.validBet > f.win ? terms.lossRateBp : terms.profitRateBp;
  return { tier: null, rateBp, gross: rateOf(f.validBet, rateBp) };
}

/** What `terms` pay for a period whose team figures are `figures`. */
export function payFor(terms: TContractTerms, figures: TPeriodFigures): TPay {
  switch (terms.kind) {
    case 'DIVIDEND':
      return dividend(terms.tiers, figures);
    case 'DAILY_WAGE':
      return dailyWage(terms.tiers, figures);
    case 'HOURLY_SALARY':
      return hourly(terms.tiers, figures);
    case 'REALTIME_SALARY':
      return realtime(terms, figures);
  }
}

/** The figures at which two tier lists change: each tier's minimums, and each pair's larger minimums. */
function corners(terms: TContractTerms, other: TContractTerms): TPeriodFigures[] {
  const points = (t: TContractTerms): TPeriodFigures[] => {
    switch (t.kind) {
      case 'DIVIDEND':
        // The loss minimum is met with no wins: valid bets at least the loss.
        return t.tiers.map((tier) => ({
          validBet: larger(tier.minValidBet, tier.minLoss),
          win: 0n,
          active: tier.minActive,
        }));
      case 'DAILY_WAGE':
        return t.tiers.map((tier) => ({ validBet: tier.minDailyBet, win: 0n, active: tier.minActive }));
      case 'HOURLY_SALARY':
        return t.tiers.map((tier) => ({ validBet: tier.minHourlyBet, win: 0n, active: 0 }));
      case 'REALTIME_SALARY':
        return [];
    }
  };
  const all = [...points(terms), ...points(other)];
  const joined = all.flatMap((a) =>
    all.map((b) => ({
      validBet: larger(a.validBet, b.validBet),
      win: 0n,
      active: Math.max(a.active, b.active),
    })),
  );
  return [...all, ...joined];
}

/**
 * Whether a downline's terms stay within its upline's (decision 045): the same kind and the same way of paying,
 * and at every point where either's tiers change, the downline's rate (or fixed amount) is at most the upline's.
 * Between those points both pay the same rates, so checking them is enough.
 */
export function withinCeiling(downline: TContractTerms, upline: TContractTerms): boolean {
  if (downline.kind !== upline.kind) return false;
  if (downline.kind === 'DIVIDEND' && upline.kind === 'DIVIDEND' && downline.period !== upline.period)
    return false;
  if (downline.kind === 'REALTIME_SALARY' && upline.kind === 'REALTIME_SALARY') {
    return downline.profitRateBp <= upline.profitRateBp && downline.lossRateBp <= upline.lossRateBp;
  }
  if (downline.kind === 'DAILY_WAGE' && upline.kind === 'DAILY_WAGE') {
    const fixed = (t: TWageTier[]) => t.some((tier) => tier.amount !== null);
    if (fixed(downline.tiers) !== fixed(upline.tiers)) return false;
  }
  return corners(downline, upline).every((point) => {
    const down = payFor(downline, point);
    const up = payFor(upline, point);
    if (down.rateBp !== null) return down.rateBp <= (up.rateBp ?? 0);
    return down.gross <= up.gross;
  });
}
