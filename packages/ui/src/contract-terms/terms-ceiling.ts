import type { TContractTermsBody } from '@tala/contract/agent/contracts';
import { decimalStringToMinor } from '@tala/contract/money';

/**
 * The upline ceiling (decision 045) as an agent's offer form checks it before sending: at every point where either
 * tier list changes, the offered terms may not pay a higher rate (or fixed amount) than the agent's own. The
 * server checks the same rule and stays the authority; this only says which tier to fix. (Staff giving a top agent
 * its contract have no ceiling: the house pays it.)
 */

/** Figures with no wins: the net loss a dividend reads is the valid bets themselves. */
type TPoint = { bet: bigint; active: number };
type TReach = { tier: number; rateBp: number | null; amount: bigint | null };

const minor = (text: string) => decimalStringToMinor(text) ?? 0n;
const larger = (a: bigint, b: bigint) => (a >= b ? a : b);

/** The figures at which a tier list starts paying each of its tiers. */
function tierPoints(terms: TContractTermsBody): TPoint[] {
  switch (terms.kind) {
    case 'DIVIDEND':
      return terms.tiers.map((t) => ({
        bet: larger(minor(t.minValidBet), minor(t.minLoss)),
        active: t.minActive,
      }));
    case 'DAILY_WAGE':
      return terms.tiers.map((t) => ({ bet: minor(t.minDailyBet), active: t.minActive }));
    case 'HOURLY_SALARY':
      return terms.tiers.map((t) => ({ bet: minor(t.minHourlyBet), active: 0 }));
    case 'REALTIME_SALARY':
      return [];
  }
}

/** The highest tier of `tiers` whose minimums `isMet` says the figures meet, with what it pays; or null. */
function highest<T>(
  tiers: readonly T[],
  isMet: (tier: T) => boolean,
  pays: (tier: T) => Omit<TReach, 'tier'>,
) {
  for (let index = tiers.length - 1; index >= 0; index -= 1) {
    const tier = tiers[index];
    if (tier !== undefined && isMet(tier)) return { tier: index, ...pays(tier) };
  }
  return null;
}

/** The tier the figures reach under `terms`, or null (none reached, or real-time: not tiered). */
function reach(terms: TContractTermsBody, p: TPoint): TReach | null {
  switch (terms.kind) {
    case 'DIVIDEND':
      return highest(
        terms.tiers,
        (t) => p.bet >= minor(t.minValidBet) && p.bet >= minor(t.minLoss) && p.active >= t.minActive,
        (t) => ({ rateBp: t.rateBp, amount: null }),
      );
    case 'DAILY_WAGE':
      return highest(
        terms.tiers,
        (t) => p.bet >= minor(t.minDailyBet) && p.active >= t.minActive,
        (t) => ({ rateBp: t.rateBp, amount: t.amount === null ? null : minor(t.amount) }),
      );
    case 'HOURLY_SALARY':
      return highest(
        terms.tiers,
        (t) => p.bet >= minor(t.minHourlyBet),
        (t) => ({ rateBp: t.rateBp, amount: null }),
      );
    case 'REALTIME_SALARY':
      return null;
  }
}

/** Whether `down` pays more than `up` at the same figures (no tier of the upline pays nothing). */
function paysMore(down: TReach, up: TReach | null): boolean {
  if (down.amount !== null) return down.amount > (up?.amount ?? 0n);
  return (down.rateBp ?? 0) > (up?.rateBp ?? 0);
}

export type TCeilingBreach =
  | { field: 'tier'; tier: number }
  | { field: 'profitRate' | 'lossRate' }
  /** A daily wage that pays the other way (rate against fixed amount) than the agent's own. */
  | { field: 'mode' };

/** Where the offered terms go above the agent's own; empty when they stay within. Tiers once each, in order. */
export function ceilingBreaches(offered: TContractTermsBody, own: TContractTermsBody): TCeilingBreach[] {
  if (offered.kind === 'REALTIME_SALARY' && own.kind === 'REALTIME_SALARY') {
    const breaches: TCeilingBreach[] = [];
    if (offered.profitRateBp > own.profitRateBp) breaches.push({ field: 'profitRate' });
    if (offered.lossRateBp > own.lossRateBp) breaches.push({ field: 'lossRate' });
    return breaches;
  }
  if (offered.kind !== own.kind) return [];
  if (offered.kind === 'DAILY_WAGE' && own.kind === 'DAILY_WAGE') {
    const isFixed = (terms: typeof own) => terms.tiers.some((tier) => tier.amount !== null);
    if (isFixed(offered) !== isFixed(own)) return [{ field: 'mode' }];
  }
  const base = [...tierPoints(offered), ...tierPoints(own)];
  const points = [
    ...base,
    ...base.flatMap((a) =>
      base.map((b) => ({ bet: larger(a.bet, b.bet), active: Math.max(a.active, b.active) })),
    ),
  ];
  const tiers = new Set<number>();
  for (const point of points) {
    const down = reach(offered, point);
    if (down && paysMore(down, reach(own, point))) tiers.add(down.tier);
  }
  return [...tiers].sort((a, b) => a - b).map((tier) => ({ field: 'tier', tier }));
}
