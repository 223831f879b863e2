import type { TContractKindLimits, TContractTermsBody } from '@tala/contract/agent/contracts';
import { decimalStringToMinor, minorToDecimalString } from '@tala/contract/money';
import { assert } from '../../lib/app-error.ts';
import type { TContractTerms } from './contract-terms.ts';

/**
 * Terms as the API carries them (decimal money) ↔ as the formulas take them (minor units), the shape rules every
 * contract meets, and the merchant's limits (decision 045). Pure.
 */

const minor = (decimal: string) => {
  const value = decimalStringToMinor(decimal);
  assert(value !== null, 'the contract schema admits only decimal money');
  return value;
};
const money = minorToDecimalString;

export function termsFromBody(body: TContractTermsBody): TContractTerms {
  switch (body.kind) {
    case 'DIVIDEND':
      return {
        kind: body.kind,
        period: body.period,
        tiers: body.tiers.map((t) => ({
          ...t,
          minValidBet: minor(t.minValidBet),
          minLoss: minor(t.minLoss),
        })),
      };
    case 'DAILY_WAGE':
      return {
        kind: body.kind,
        tiers: body.tiers.map((t) => ({
          ...t,
          minDailyBet: minor(t.minDailyBet),
          amount: t.amount === null ? null : minor(t.amount),
        })),
      };
    case 'HOURLY_SALARY':
      return {
        kind: body.kind,
        tiers: body.tiers.map((t) => ({ ...t, minHourlyBet: minor(t.minHourlyBet) })),
      };
    case 'REALTIME_SALARY':
      return { ...body, minSingleBet: minor(body.minSingleBet) };
  }
}

export function termsToBody(terms: TContractTerms): TContractTermsBody {
  switch (terms.kind) {
    case 'DIVIDEND':
      return {
        kind: terms.kind,
        period: terms.period,
        tiers: terms.tiers.map((t) => ({
          ...t,
          minValidBet: money(t.minValidBet),
          minLoss: money(t.minLoss),
        })),
      };
    case 'DAILY_WAGE':
      return {
        kind: terms.kind,
        tiers: terms.tiers.map((t) => ({
          ...t,
          minDailyBet: money(t.minDailyBet),
          amount: t.amount === null ? null : money(t.amount),
        })),
      };
    case 'HOURLY_SALARY':
      return {
        kind: terms.kind,
        tiers: terms.tiers.map((t) => ({ ...t, minHourlyBet: money(t.minHourlyBet) })),
      };
    case 'REALTIME_SALARY':
      return { ...terms, minSingleBet: money(terms.minSingleBet) };
  }
}

/** The period a contract pays by: a dividend's own, a day, an hour, five minutes. */
export type TPeriodKind = 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY' | 'HOURLY' | 'FIVE_MINUTES';
export function periodOf(terms: TContractTerms): TPeriodKind {
  switch (terms.kind) {
    case 'DIVIDEND':
      return terms.period;
    case 'DAILY_WAGE':
      return 'DAILY';
    case 'HOURLY_SALARY':
      return 'HOURLY';
    case 'REALTIME_SALARY':
      return 'FIVE_MINUTES';
  }
}

/** Each tier's minimums as numbers to compare (money minor units, members). */
function tierSteps(
  terms: TContractTerms,
): Array<{ minimums: bigint[]; rateBp: number | null; amount: bigint | null }> {
  switch (terms.kind) {
    case 'DIVIDEND':
      return terms.tiers.map((t) => ({
        minimums: [t.minValidBet, t.minLoss, BigInt(t.minActive)],
        rateBp: t.rateBp,
        amount: null,
      }));
    case 'DAILY_WAGE':
      return terms.tiers.map((t) => ({
        minimums: [t.minDailyBet, BigInt(t.minActive)],
        rateBp: t.rateBp,
        amount: t.amount,
      }));
    case 'HOURLY_SALARY':
      return terms.tiers.map((t) => ({ minimums: [t.minHourlyBet], rateBp: t.rateBp, amount: null }));
    case 'REALTIME_SALARY':
      return [];
  }
}

/**
 * Tiers climb: each tier's minimums are at least the one below's and not all equal, its rate (or amount) at least
 * the one below's, and a daily wage pays by rate in every tier or by amount in every tier.
 */
export function wellFormed(terms: TContractTerms): boolean {
  const steps = tierSteps(terms);
  if (terms.kind === 'DAILY_WAGE') {
    const byAmount = steps.map((step) => step.amount !== null);
    if (byAmount.some((flag) => flag !== byAmount[0])) return false;
  }
  return steps.every((step, index) => {
    const below = steps[index - 1];
    if (!below) return true;
    const notLower = step.minimums.every((value, i) => value >= (below.minimums[i] ?? 0n));
    const higher = step.minimums.some((value, i) => value > (below.minimums[i] ?? 0n));
    const pays = (s: typeof step) => s.amount ?? BigInt(s.rateBp ?? 0);
    return notLower && higher && pays(step) >= pays(below);
  });
}

/** Within the merchant's limits for the kind: tiers, rates and fixed amounts. */
export function withinLimits(terms: TContractTerms, limits: TContractKindLimits): boolean {
  if (terms.kind === 'REALTIME_SALARY') {
    return terms.profitRateBp <= limits.maxRateBp && terms.lossRateBp <= limits.maxRateBp;
  }
  const steps = tierSteps(terms);
  return (
    steps.length <= limits.maxTiers &&
    steps.every(
      (step) => (step.rateBp ?? 0) <= limits.maxRateBp && (step.amount ?? 0n) <= minor(limits.maxAmount),
    )
  );
}
