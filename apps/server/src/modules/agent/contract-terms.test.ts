import { describe, expect, it } from 'vitest';
import { payFor, type TContractTerms, type TPeriodFigures, withinCeiling } from './contract-terms.ts';

/** Figures in pesos (×100 minor units) for readability. */
const figures = (validBet: number, win: number, active = 10): TPeriodFigures => ({
  validBet: BigInt(validBet * 100),
  win: BigInt(win * 100),
  active,
});
const pesos = (minor: bigint) => Number(minor) / 100;

const dividend: TContractTerms = {
  kind: 'DIVIDEND',
  period: 'MONTHLY',
  tiers: [
    { minValidBet: 10_000_00n, minLoss: 1_000_00n, minActive: 5, rateBp: 1_000 },
    { minValidBet: 100_000_00n, minLoss: 10_000_00n, minActive: 20, rateBp: 2_000 },
    { minValidBet: 500_000_00n, minLoss: 50_000_00n, minActive: 50, rateBp: 3_500 },
  ],
};

describe('contract terms: what a period pays (hand-worked)', () => {
  it('dividend: the highest tier whose three minimums are met, times the net loss', () => {
    // Loss 20,000 on 150,000 bets with 25 active: tier 2 (20 %) → 4,000.
    expect(payFor(dividend, figures(150_000, 130_000, 25))).toEqual({
      tier: 1,
      rateBp: 2_000,
      gross: 4_000_00n,
    });
    // The same with 19 active: only tier 1 (10 %) → 2,000.
    expect(payFor(dividend, figures(150_000, 130_000, 19))).toMatchObject({ tier: 0, gross: 2_000_00n });
    // A loss below the first tier's minimum, or a team that won: nothing.
    expect(payFor(dividend, figures(50_000, 49_500)).gross).toBe(0n);
    expect(payFor(dividend, figures(600_000, 700_000, 80)).gross).toBe(0n);
    // 35 % of 60,000.00 → 21,000.00.
    expect(pesos(payFor(dividend, figures(600_000, 540_000, 80)).gross)).toBe(21_000);
  });

  it('daily wage: a rate of the day, or the fixed amount of the tier reached', () => {
    const byRate: TContractTerms = {
      kind: 'DAILY_WAGE',
      tiers: [
        { minDailyBet: 1_000_00n, minActive: 1, rateBp: 50, amount: null },
        { minDailyBet: 10_000_00n, minActive: 3, rateBp: 80, amount: null },
      ],
    };
    // 0.8 % of 12,345.67 = 98.7653… → 98.76 (rounded down).
    expect(payFor(byRate, { validBet: 12_345_67n, win: 0n, active: 3 })).toEqual({
      tier: 1,
      rateBp: 80,
      gross: 98_76n,
    });
    expect(payFor(byRate, figures(999, 0)).gross).toBe(0n);
    const fixed: TContractTerms = {
      kind: 'DAILY_WAGE',
      tiers: [
        { minDailyBet: 5_000_00n, minActive: 2, rateBp: null, amount: 88_00n },
        { minDailyBet: 20_000_00n, minActive: 5, rateBp: null, amount: 388_00n },
      ],
    };
    expect(payFor(fixed, figures(25_000, 0, 4))).toEqual({ tier: 0, rateBp: null, gross: 88_00n });
    expect(payFor(fixed, figures(25_000, 0, 5)).gross).toBe(388_00n);
  });

  it('hourly and real-time salary: a rate of the volume; real-time by whether the team lost', () => {
    const hourly: TContractTerms = {
      kind: 'HOURLY_SALARY',
      tiers: [
        { minHourlyBet: 500_00n, rateBp: 30 },
        { minHourlyBet: 5_000_00n, rateBp: 60 },
      ],
    };
    expect(payFor(hourly, figures(6_000, 9_000)).gross).toBe(36_00n);
    const realtime: TContractTerms = {
      kind: 'REALTIME_SALARY',
      profitRateBp: 20,
      lossRateBp: 50,
      minSingleBet: 10_00n,
    };
    expect(payFor(realtime, figures(10_000, 4_000))).toMatchObject({ rateBp: 50, gross: 50_00n });
    expect(payFor(realtime, figures(10_000, 12_000))).toMatchObject({ rateBp: 20, gross: 20_00n });
    expect(payFor(realtime, figures(0, 0)).gross).toBe(0n);
  });
});

describe('contract terms: a downline never above its upline', () => {
  it('when every tier pays at most the upline at the same figures, then within; one rate above, then not', () => {
    const lower: TContractTerms = {
      kind: 'DIVIDEND',
      period: 'MONTHLY',
      tiers: [
        { minValidBet: 10_000_00n, minLoss: 1_000_00n, minActive: 5, rateBp: 800 },
        { minValidBet: 100_000_00n, minLoss: 10_000_00n, minActive: 20, rateBp: 2_000 },
      ],
    };
    expect(withinCeiling(lower, dividend)).toBe(true);
    // Reaching 20 % earlier than the upline does (at 50,000 instead of 100,000) pays more there.
    const earlier: TContractTerms = {
      kind: 'DIVIDEND',
      period: 'MONTHLY',
      tiers: [{ minValidBet: 50_000_00n, minLoss: 1_000_00n, minActive: 5, rateBp: 2_000 }],
    };
    expect(withinCeiling(earlier, dividend)).toBe(false);
    expect(withinCeiling(dividend, lower)).toBe(false);
    // The same tiers over another period settle on other dates: never within.
    expect(withinCeiling({ ...lower, period: 'WEEKLY' }, dividend)).toBe(false);
  });

  it('when the kinds or the ways of paying differ, or a real-time rate is higher, then not within', () => {
    const wage = (rateBp: number | null, amount: bigint | null): TContractTerms => ({
      kind: 'DAILY_WAGE',
      tiers: [{ minDailyBet: 1_000_00n, minActive: 1, rateBp, amount }],
    });
    expect(withinCeiling(wage(50, null), wage(60, null))).toBe(true);
    expect(withinCeiling(wage(null, 10_00n), wage(60, null))).toBe(false);
    expect(withinCeiling(wage(null, 10_00n), wage(null, 12_00n))).toBe(true);
    expect(withinCeiling(wage(null, 13_00n), wage(null, 12_00n))).toBe(false);
    expect(withinCeiling(wage(50, null), dividend)).toBe(false);
    const realtime = (profitRateBp: number, lossRateBp: number): TContractTerms => ({
      kind: 'REALTIME_SALARY',
      profitRateBp,
      lossRateBp,
      minSingleBet: 0n,
    });
    expect(withinCeiling(realtime(10, 40), realtime(20, 50))).toBe(true);
    expect(withinCeiling(realtime(10, 60), realtime(20, 50))).toBe(false);
  });
});
